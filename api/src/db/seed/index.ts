// Fills an empty database with the demo site: deterministic, and a no-op on a database that has data.
import type { Db } from '../database';
import { banners, announcements, helpCategories, helpItems, promotions } from './content.seed';
import { gameVendors } from './games.seed';
import { catalogueGames } from './catalogue.seed';
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
    await trx.insertInto('promotions').values(promotions).execute();
    await trx.insertInto('game_vendors').values(gameVendors).execute();
    return true;
  });
}

const CATALOGUE_BATCH = 500;

/**
 * Seeds the game catalogue when the games table is empty (also on a database seeded before the catalogue existed).
 * Batched inserts in one transaction; a node starting at the same time only skips rows that already exist.
 */
export async function seedCatalogueIfEmpty(db: Db): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const any = await trx.selectFrom('games').select('id').limit(1).executeTakeFirst();
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
  });
}
