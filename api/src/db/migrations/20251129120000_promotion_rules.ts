// Migration frozen in time: promotions that pay more than once (issue 16) — one row per payout of a promotion to a
// member for a period (a rebate's business day, a daily reload's day, a referral's referred member), whose primary
// key is the guard that nothing is paid twice however many jobs or deposits race; the agent whose invitation code a
// member registered with (the referral's referrer); and an index of bets by member and settle time, which the
// turnover of bonuses and the rebates sum.
// It must never import application types: later code changes must not change what it did.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('promotion_payouts')
    .addColumn('promotion_id', 'text', (c) => c.notNull().references('promotions.id'))
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id'))
    // YYYY-MM-DD (a Vientiane business day) or 'referral:<member id>'.
    .addColumn('period', 'text', (c) => c.notNull())
    // What the payout was worked out from: the day's settled valid stakes, or the deposit.
    .addColumn('base_minor', 'bigint', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    // The BONUS journal entry; null when the amount came to nothing (the period is still done).
    .addColumn('entry_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('promotion_payouts_pk', ['promotion_id', 'member_id', 'period'])
    .execute();
  await db.schema.alterTable('members').addColumn('referred_by', 'text').execute();
  await db.schema.createIndex('bets_member_settled_idx').on('bets').columns(['member_id', 'settled_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bets_member_settled_idx').execute();
  await db.schema.alterTable('members').dropColumn('referred_by').execute();
  await db.schema.dropTable('promotion_payouts').execute();
}
