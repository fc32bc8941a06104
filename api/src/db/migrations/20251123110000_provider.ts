// Migration frozen in time, emptied when its tables moved to their owner: until the split it created the in-house game
// provider's tables (game sessions, rounds, their wallet moves). They belong to @mekong/game-provider now, whose own
// first migration creates them (game-provider/src/db/migrations), and adopts those a database migrated before the split
// already has. The name stays so the migration history of such a database still matches this list.
import type { Kysely } from 'kysely';

export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
