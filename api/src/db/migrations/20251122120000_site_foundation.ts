// Migration frozen in time: the first tables (site settings, live switches, features, content, game vendors).
// It must never import application types: later code changes must not change what it did.
import type { CreateTableBuilder, Kysely } from 'kysely';

type TableBuilder = CreateTableBuilder<string, string>;

/** One text column per language, e.g. title_lo, title_en, title_cn. */
function localized(table: TableBuilder, name: string): TableBuilder {
  return ['lo', 'en', 'cn'].reduce((t, suffix) => t.addColumn(`${name}_${suffix}`, 'text', (c) => c.notNull()), table);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('licence_number', 'text', (c) => c.notNull())
    .addColumn('copyright_year', 'integer', (c) => c.notNull())
    .addColumn('main_domain', 'text', (c) => c.notNull())
    .addColumn('gtag_id', 'text')
    .addColumn('image_cdns', 'text', (c) => c.notNull())
    .addColumn('launch_game_cdns', 'text', (c) => c.notNull())
    .addColumn('footer_vendors', 'text', (c) => c.notNull())
    .addColumn('referral_enabled', 'integer', (c) => c.notNull())
    .addColumn('mobile_digits', 'integer', (c) => c.notNull())
    .addColumn('sms_expired_minutes', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('maintenance_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('ends_at', 'text')
    .execute();

  await db.schema
    .createTable('blocked_ips')
    .addColumn('ip', 'text', (c) => c.primaryKey())
    .addColumn('blocked_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('whitelabel_modules')
    .addColumn('mod_id', 'text', (c) => c.primaryKey())
    .addColumn('parent_mod_id', 'text', (c) => c.references('whitelabel_modules.mod_id'))
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('register_field_rules')
    .addColumn('field', 'text', (c) => c.primaryKey())
    .addColumn('shown', 'integer', (c) => c.notNull())
    .addColumn('required', 'integer', (c) => c.notNull())
    .addColumn('accepted_pattern', 'text', (c) => c.notNull())
    .addColumn('min_length', 'integer', (c) => c.notNull())
    .addColumn('max_length', 'integer', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .execute();

  await localized(
    db.schema
      .createTable('customer_service_items')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cs_type', 'text', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('sequence', 'integer', (c) => c.notNull()),
    'title',
  ).execute();

  await db.schema
    .createTable('site_resources')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('resource_type', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('label_name_en', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .execute();

  await localized(
    db.schema
      .createTable('help_categories')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('device', 'text', (c) => c.notNull())
      .addColumn('sequence', 'integer', (c) => c.notNull()),
    'title',
  ).execute();

  await localized(
    localized(
      db.schema
        .createTable('help_items')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('category_id', 'text', (c) => c.notNull().references('help_categories.id'))
        .addColumn('sequence', 'integer', (c) => c.notNull())
        .addColumn('footer_sequence', 'integer'),
      'title',
    ),
    'content',
  ).execute();

  await localized(
    localized(
      db.schema
        .createTable('banners')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('group_name', 'text', (c) => c.notNull())
        .addColumn('linkage_type', 'text', (c) => c.notNull())
        .addColumn('linkage_target', 'text')
        .addColumn('color_from', 'text', (c) => c.notNull())
        .addColumn('color_to', 'text', (c) => c.notNull())
        .addColumn('sequence', 'integer', (c) => c.notNull()),
      'headline',
    ),
    'subline',
  ).execute();

  await localized(
    localized(
      db.schema
        .createTable('announcements')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('execution', 'text')
        .addColumn('sequence', 'integer', (c) => c.notNull()),
      'title',
    ),
    'content',
  ).execute();

  await localized(
    db.schema
      .createTable('promotions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('sequence', 'integer', (c) => c.notNull()),
    'title',
  ).execute();

  await db.schema
    .createTable('country_codes')
    .addColumn('country_code', 'text', (c) => c.primaryKey())
    .addColumn('dialing_code', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .execute();

  await localized(
    db.schema
      .createTable('game_vendors')
      .addColumn('vassalage', 'text', (c) => c.notNull())
      .addColumn('game_type', 'text', (c) => c.notNull())
      .addColumn('is_game', 'text', (c) => c.notNull())
      .addColumn('sequence', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('game_vendors_pk', ['vassalage', 'game_type']),
    'display_name',
  ).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'game_vendors',
    'country_codes',
    'promotions',
    'announcements',
    'banners',
    'help_items',
    'help_categories',
    'site_resources',
    'customer_service_items',
    'register_field_rules',
    'whitelabel_modules',
    'blocked_ips',
    'maintenance_state',
    'site_settings',
  ];
  for (const table of tables) await db.schema.dropTable(table).execute();
}
