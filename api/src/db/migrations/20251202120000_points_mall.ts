// Migration frozen in time: the points mall (issue 18 part 2). Items (goods, cash, bonus) with their stock and
// per-member limit; each member's running count of an item (the per-member limit is taken on it by one conditional
// upsert); redeems with their status (In Process → Approved / Rejected) and the entries that moved their points and
// money; and the house account the mall's money moves through (`house:mall`).
// It must never import application types: later code changes must not change what it did.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const now = new Date().toISOString();
  await db.schema
    .createTable('points_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // GOODS, CASH or BONUS.
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('name_lo', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_cn', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull())
    // Points, and minor units from the main wallet, one of the item costs.
    .addColumn('points_required', 'bigint', (c) => c.notNull())
    .addColumn('amount_required', 'bigint', (c) => c.notNull())
    // Minor units one CASH or BONUS item pays into the main wallet on approval.
    .addColumn('value_minor', 'bigint', (c) => c.notNull())
    // Left to redeem; taken by a conditional update that never lets it go below zero.
    .addColumn('stock', 'bigint', (c) => c.notNull())
    .addColumn('per_member_limit', 'integer')
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('points_item_holdings')
    .addColumn('item_id', 'text', (c) => c.notNull().references('points_items.id'))
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id'))
    // Redeemed and not rejected.
    .addColumn('redeemed', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('points_item_holdings_pk', ['item_id', 'member_id'])
    .execute();

  await db.schema
    .createTable('points_redeems')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id'))
    .addColumn('item_id', 'text', (c) => c.notNull().references('points_items.id'))
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    // What was taken in all (points, main-wallet minor units) and what approval pays (minor units), fixed when applied.
    .addColumn('points_spent', 'bigint', (c) => c.notNull())
    .addColumn('amount_paid', 'bigint', (c) => c.notNull())
    .addColumn('payout_minor', 'bigint', (c) => c.notNull())
    // IN_PROCESS, APPROVED or REJECTED; moved from IN_PROCESS once by a conditional update.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('remark', 'text')
    .addColumn('receiving_address', 'text')
    .addColumn('mobile', 'text')
    .addColumn('applied_at', 'text', (c) => c.notNull())
    .addColumn('reviewed_at', 'text')
    .execute();
  await db.schema.createIndex('points_redeems_member_time_idx').on('points_redeems').columns(['member_id', 'applied_at']).execute();
  await db.schema.createIndex('points_redeems_status_idx').on('points_redeems').columns(['status', 'applied_at']).execute();

  await sql`insert into ledger_accounts (id, kind, member_id, balance_minor, created_at) values ('house:mall', 'HOUSE', null, null, ${now})`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from ledger_accounts where id = 'house:mall'`.execute(db);
  await db.schema.dropTable('points_redeems').execute();
  await db.schema.dropTable('points_item_holdings').execute();
  await db.schema.dropTable('points_items').execute();
}
