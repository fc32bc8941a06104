// Migration frozen in time: the agent rollup's rows by day (issue 17, docs/architecture.md §4 Agent rollup). A day is
// now rolled from its own per-member rows for every agent at once (modules/agents/rollup.ts), so its first chunk
// clears the day's rows of every agent: by these indexes, not a scan of every agent's days.
// It must never import application types: later code changes must not change what it did.
import type { Kysely } from 'kysely';

const TABLES = ['agent_day_bets', 'agent_day_postings', 'agent_day_active'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.createIndex(`${table}_day_idx`).on(table).columns(['day', 'agent_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.dropIndex(`${table}_day_idx`).execute();
}
