// Migration frozen in time: a game session remembers the member session that launched it (the SHA-256 hash of its
// token, never the token), so the wallet can refuse a REAL game session's bets once that member session has ended.
// It must never import application types: later code changes must not change what it did.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // No foreign key: a logout or a password change deletes the member session, and its game sessions must then stay
  // behind, unbound, for their rounds to be settled. Null for DEMO sessions and for REAL sessions opened before this
  // migration (the wallet refuses those: their member session is unknown).
  await db.schema.alterTable('provider_sessions').addColumn('member_session_hash', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('provider_sessions').dropColumn('member_session_hash').execute();
}
