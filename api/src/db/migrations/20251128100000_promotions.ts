// Migration frozen in time: promotions an operator runs (issue 16) — categories, each promotion's type, rules, times
// (an end of null is long-term), audience, card and dialog images and sanitised HTML content, a raffle's prize stock,
// and each member's participation (join, claim or application with its comment and images, then its review).
// It must never import application types: later code changes must not change what it did.
import { sql, type Kysely } from 'kysely';

const LANGUAGES = ['lo', 'en', 'cn'];

export async function up(db: Kysely<unknown>): Promise<void> {
  let categories = db.schema
    .createTable('promotion_categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // gaming and lotto_promo categories (and their promotions) stay off the promotions page.
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull());
  for (const language of LANGUAGES) categories = categories.addColumn(`title_${language}`, 'text', (c) => c.notNull());
  await categories.execute();

  // SQLite adds one column per statement; the rows already there get the defaults (general, always on, to all).
  const columns: [string, string, string | null][] = [
    ['category_id', 'text', null],
    ['promotion_type', 'text', "'GENERAL'"],
    ['mode', 'text', "'NONE'"],
    ['audience', 'text', "'ALL'"],
    ['published', 'integer', '1'],
    ['starts_at', 'text', null],
    ['ends_at', 'text', null],
    ['card_image_url', 'text', null],
    ['dialog_image_url', 'text', null],
    ['rules', 'text', "'{}'"],
    ['prize_stock', 'integer', null],
    ['claimed_count', 'integer', '0'],
    ['content_lo', 'text', "''"],
    ['content_en', 'text', "''"],
    ['content_cn', 'text', "''"],
  ];
  for (const [name, type, fallback] of columns) {
    await db.schema
      .alterTable('promotions')
      .addColumn(name, type as 'text', (c) => (fallback === null ? c : c.notNull().defaultTo(sql.raw(fallback))))
      .execute();
  }

  await db.schema
    .createTable('promotion_participations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('promotion_id', 'text', (c) => c.notNull().references('promotions.id'))
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id'))
    // JOINED, APPLYING, REJECTED, PROCESS, ISSUED or CLAIMED (modules/promotions/activity-status.ts).
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('bonus_minor', 'bigint')
    .addColumn('entry_id', 'text')
    .addColumn('review_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    // One participation per member and promotion: a second join or claim, however concurrent, breaks this.
    .addUniqueConstraint('promotion_participations_once', ['promotion_id', 'member_id'])
    .execute();
  await db.schema.createIndex('promotion_participations_member_idx').on('promotion_participations').column('member_id').execute();
  await db.schema
    .createIndex('promotion_participations_status_idx')
    .on('promotion_participations')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('promotion_application_images')
    .addColumn('participation_id', 'text', (c) => c.notNull().references('promotion_participations.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('promotion_application_images_pk', ['participation_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('promotion_application_images').execute();
  await db.schema.dropTable('promotion_participations').execute();
  for (const column of [
    'category_id',
    'promotion_type',
    'mode',
    'audience',
    'published',
    'starts_at',
    'ends_at',
    'card_image_url',
    'dialog_image_url',
    'rules',
    'prize_stock',
    'claimed_count',
    'content_lo',
    'content_en',
    'content_cn',
  ]) {
    await db.schema.alterTable('promotions').dropColumn(column).execute();
  }
  await db.schema.dropTable('promotion_categories').execute();
}
