// Migration frozen in time: rebates counted bet by bet and VIP rewards with a turnover (issue 16). One row per bet a
// rebate promotion counted, whose primary key is the guard that no bet earns the same promotion twice, however runs
// or days overlap; the rate it was counted at, so a later change of rate never re-rates what was paid; and the payout
// that took it back when its bet was rolled back after being paid for. And the turnover multiple of a VIP level's
// level-up reward, as every other bonus has.
// It must never import application types: later code changes must not change what it did.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rebate_bets')
    .addColumn('promotion_id', 'text', (c) => c.notNull().references('promotions.id'))
    .addColumn('bet_id', 'text', (c) => c.notNull().references('bets.id'))
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id'))
    .addColumn('stake_minor', 'bigint', (c) => c.notNull())
    // Basis points of the stake, at the time it was counted.
    .addColumn('rebate_bp', 'integer', (c) => c.notNull())
    // The payout period (business day) that counted it, and the one that took it back; null while it stands.
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('deducted_in', 'text')
    .addPrimaryKeyConstraint('rebate_bets_pk', ['promotion_id', 'bet_id'])
    .execute();
  await db.schema.createIndex('rebate_bets_member_idx').on('rebate_bets').columns(['promotion_id', 'member_id', 'period']).execute();
  await db.schema
    .alterTable('vip_levels')
    .addColumn('turnover_multiple', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('vip_levels').dropColumn('turnover_multiple').execute();
  await db.schema.dropTable('rebate_bets').execute();
}
