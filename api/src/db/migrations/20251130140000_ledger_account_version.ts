// Migration frozen in time: a version on each ledger account, raised by every change of its balance, so a money call
// may read without a lock and write only if the account is still as it read it (optimistic concurrency; issue 15: a
// seamless bet or win is then two or three round trips on PostgreSQL instead of ten).
// It must never import application types: later code changes must not change what it did.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('ledger_accounts')
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ledger_accounts').dropColumn('version').execute();
}
