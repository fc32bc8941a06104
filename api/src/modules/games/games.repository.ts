// Queries of the game vendors: the game menus of every game type, a vendor's launch settings, and vendor lookup for logos.
import { GAME_TYPES, vendorSchema, type GameMenu, type GameType, type Language, type Vendor } from '@mekong/contracts';
import type { Selectable } from 'kysely';
import type { Database, Db } from '../../db/database';
import { fromFlag, pickLanguage } from '../columns';
import { vendorLogoUrl } from '../image-urls';

export type VendorRow = Selectable<Database['game_vendors']>;

/** How a vendor's games open: the game popup unless the vendor needs a window of its own. */
export const launchTargetOf = (vendor: VendorRow | undefined): Vendor['launchTarget'] =>
  vendor?.launchTarget === 'WINDOW' ? 'WINDOW' : 'IFRAME';

/** Every game type in contract order, each with its vendors (none for a type the site does not offer). */
export async function listGameMenus(db: Db, language: Language): Promise<GameMenu[]> {
  const rows = await db.selectFrom('game_vendors').selectAll().orderBy('gameType').orderBy('sequence').execute();
  return GAME_TYPES.map((gameType) => ({
    gameType,
    vendors: rows
      .filter((r) => r.gameType === gameType)
      .map((r) =>
        vendorSchema.parse({
          vassalage: r.vassalage,
          displayName: pickLanguage(r, 'displayName', language),
          gameType,
          isGame: r.isGame,
          logoUrl: vendorLogoUrl(r.vassalage),
          sequence: r.sequence,
          maintenance: fromFlag(r.maintenance),
          launchTarget: launchTargetOf(r),
        }),
      ),
  }));
}

export function findVendor(db: Db, gameType: GameType, vassalage: string): Promise<VendorRow | undefined> {
  return db.selectFrom('game_vendors').selectAll().where('gameType', '=', gameType).where('vassalage', '=', vassalage).executeTakeFirst();
}

/** The vendors of a game type among `codes`, in the order of `codes`. */
export async function vendorsOf(db: Db, gameType: GameType, codes: readonly string[]): Promise<VendorRow[]> {
  const rows = await db.selectFrom('game_vendors').selectAll().where('gameType', '=', gameType).where('vassalage', 'in', codes).execute();
  return codes.flatMap((code) => rows.filter((r) => r.vassalage === code));
}

/** Whether a vendor code exists, so its generated logo can be drawn. */
export async function vendorExists(db: Db, code: string): Promise<boolean> {
  const row = await db.selectFrom('game_vendors').select('vassalage').where('vassalage', '=', code).executeTakeFirst();
  return row !== undefined;
}
