// Migration frozen in time: the turnover requirement of a promotion's bonus (issue 16) — settled valid bets of this
// many minor units must follow the bonus before the member may withdraw. One row per BONUS journal entry.
// It must never import application types: later code changes must not change what it did.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bonus_turnovers')
    .addColumn('entry_id', 'text', (c) => c.primaryKey().references('journal_entries.id'))
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id'))
    .addColumn('promotion_id', 'text')
    .addColumn('bonus_minor', 'bigint', (c) => c.notNull())
    .addColumn('required_minor', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bonus_turnovers_member_idx').on('bonus_turnovers').columns(['member_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bonus_turnovers').execute();
}
