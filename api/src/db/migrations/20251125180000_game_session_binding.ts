// Migration frozen in time, emptied when its table moved to its owner: until the split it bound the provider's game
// sessions to the member session that launched them (provider_sessions.member_session_hash). The wallet keeps that
// binding in its own table now (20251126100000_seamless_sessions); the provider's tables belong to
// @mekong/game-provider. The name stays so the migration history of a database migrated before the split still matches.
import type { Kysely } from 'kysely';

export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
