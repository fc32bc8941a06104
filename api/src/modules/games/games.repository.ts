// Queries of the game vendors: the game menus of every game type, and vendor lookup for logos.
import { GAME_TYPES, vendorSchema, type GameMenu, type Language } from '@mekong/contracts';
import type { Db } from '../../db/database';
import { pickLanguage } from '../columns';
import { vendorLogoUrl } from '../image-urls';

/** Every game type in contract order, each with its vendors (none for a type the site does not offer yet). */
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
        }),
      ),
  }));
}

/** Whether a vendor code exists, so its generated logo can be drawn. */
export async function vendorExists(db: Db, code: string): Promise<boolean> {
  const row = await db.selectFrom('game_vendors').select('vassalage').where('vassalage', '=', code).executeTakeFirst();
  return row !== undefined;
}
