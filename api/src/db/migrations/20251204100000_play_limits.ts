// Migration frozen in time: play limits (issue 20) — a member's own limits on deposits, net losses and wagers per
// business day, week and month, each with the raise (or removal) waiting out its 24-hour cooling-off. One row per
// member, kind and period while a limit or a pending raise exists. Usage is not stored: it is read from the rows the
// money itself writes (the per-day wallet totals, the deposit orders) under the member's wallet lock.
// It must never import application types: later code changes must not change what it did.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('play_limits')
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id'))
    // DEPOSIT, LOSS or WAGER.
    .addColumn('kind', 'text', (c) => c.notNull())
    // DAY, WEEK or MONTH (Vientiane business periods).
    .addColumn('period', 'text', (c) => c.notNull())
    // The limit in force, minor units; null while none is (a first limit only waiting is impossible: it applies at once).
    .addColumn('limit_minor', 'bigint')
    // A raise or removal waiting for its cooling-off: the new limit (null with pending_at set: removal) and when it applies.
    .addColumn('pending_limit_minor', 'bigint')
    .addColumn('pending_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('play_limits_pk', ['member_id', 'kind', 'period'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('play_limits').execute();
}
