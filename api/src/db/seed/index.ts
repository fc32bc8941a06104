// Fills an empty database with the demo site: deterministic, and a no-op on a database that has data.
import { sql, type Transaction } from 'kysely';
import { isPostgres, type Database, type Db } from '../database';
import { IN_HOUSE_VENDOR } from '../../modules/games/in-house';
import { banners, announcements, helpCategories, helpItems, promotionCategories, promotions } from './content.seed';
import { gameVendors } from './games.seed';
import { missions, vipLevels } from './missions.seed';
import { catalogueGames } from './catalogue.seed';
import { inHouseGames } from './in-house.seed';
import { lottoGames } from './lottery.seed';
import {
  countryCodes,
  customerServiceItems,
  maintenanceState,
  registerFieldRules,
  siteResources,
  siteSettings,
  whitelabelModules,
} from './site.seed';

/** Returns true when it seeded. Safe when several nodes start at once: the settings row acts as the lock. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('site_settings')
      .values(siteSettings)
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return false;

    await trx.insertInto('maintenance_state').values(maintenanceState).execute();
    await trx.insertInto('whitelabel_modules').values(whitelabelModules).execute();
    await trx.insertInto('register_field_rules').values(registerFieldRules).execute();
    await trx.insertInto('customer_service_items').values(customerServiceItems).execute();
    await trx.insertInto('site_resources').values(siteResources).execute();
    await trx.insertInto('country_codes').values(countryCodes).execute();
    await trx.insertInto('help_categories').values(helpCategories).execute();
    await trx.insertInto('help_items').values(helpItems).execute();
    await trx.insertInto('banners').values(banners).execute();
    await trx.insertInto('announcements').values(announcements).execute();
    await trx.insertInto('promotion_categories').values(promotionCategories).execute();
    await trx.insertInto('promotions').values(promotions).execute();
    await trx.insertInto('missions').values(missions).execute();
    await trx.insertInto('vip_levels').values(vipLevels).execute();
    await trx.insertInto('game_vendors').values(gameVendors).execute();
    return true;
  });
}

const CATALOGUE_BATCH = 500;

type Trx = Transaction<Database>;

async function seedSlotCatalogue(trx: Trx): Promise<boolean> {
  const any = await trx.selectFrom('games').select('id').where('vassalage', '!=', IN_HOUSE_VENDOR).limit(1).executeTakeFirst();
  if (any) return false;
  const games = catalogueGames();
  for (let i = 0; i < games.length; i += CATALOGUE_BATCH) {
    await trx
      .insertInto('games')
      .values(games.slice(i, i + CATALOGUE_BATCH))
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
  return true;
}

async function seedInHouseGames(trx: Trx): Promise<boolean> {
  const games = inHouseGames();
  const any = await trx
    .selectFrom('games')
    .select('id')
    .where(
      'id',
      'in',
      games.map((g) => g.id),
    )
    .limit(1)
    .executeTakeFirst();
  if (any) return false;
  await trx
    .insertInto('games')
    .values(games)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return true;
}

/** Vendors of the game types that have none (a database seeded before those types had vendors). */
async function seedVendorsOfEmptyTypes(trx: Trx): Promise<boolean> {
  const present = new Set((await trx.selectFrom('game_vendors').select('gameType').distinct().execute()).map((r) => r.gameType));
  const missing = gameVendors.filter((v) => !present.has(v.gameType));
  if (missing.length === 0) return false;
  await trx
    .insertInto('game_vendors')
    .values(missing)
    .onConflict((oc) => oc.columns(['vassalage', 'gameType']).doNothing())
    .execute();
  return true;
}

async function seedLottoGames(trx: Trx): Promise<boolean> {
  if (await trx.selectFrom('lotto_games').select('gameCode').limit(1).executeTakeFirst()) return false;
  await trx
    .insertInto('lotto_games')
    .values(lottoGames)
    .onConflict((oc) => oc.column('gameCode').doNothing())
    .execute();
  return true;
}

/**
 * Seeds each part of the game catalogue that is empty: the generated slots and tables, the in-house games, the vendors
 * of game types without any, the lottery games (so a database seeded by an older release gets what it lacks). In one
 * transaction; a node starting at the same time only skips rows that already exist.
 */
export async function seedCatalogueIfEmpty(db: Db): Promise<boolean> {
  const seeded = await db.transaction().execute(async (trx) => {
    const parts = [
      await seedSlotCatalogue(trx),
      await seedInHouseGames(trx),
      await seedVendorsOfEmptyTypes(trx),
      await seedLottoGames(trx),
    ];
    return parts.some(Boolean);
  });
  // Without statistics PostgreSQL plans the fresh 10,000 rows as a few dozen (sorting whole lists, skipping the name
  // search index: searches 5-10 times slower) until autovacuum gets round to them.
  if (seeded && isPostgres(db)) await sql`analyze games`.execute(db);
  return seeded;
}
