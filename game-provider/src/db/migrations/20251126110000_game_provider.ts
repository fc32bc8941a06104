// Migration frozen in time: the provider's tables — game sessions (token stored hashed, play balance), rounds (bet,
// win, outcome; a poker hand's state between deal and draw) and the wallet moves of each DEMO round. The API created
// the same tables before the provider became its own package (its migration 20251123110000_provider): a database
// migrated then already has them, so each is created only where missing.
// It must never import application types: later code changes must not change what it did.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('provider_sessions')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    // The wallet's player id (the site's member); null for a visitor's free trial. No foreign key: the players are the
    // site's, in another database when the provider runs as its own process.
    .addColumn('member_id', 'text')
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('node_id', 'text', (c) => c.notNull())
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('vassalage', 'text', (c) => c.notNull())
    .addColumn('account_type_name', 'text', (c) => c.notNull())
    .addColumn('game_type', 'text', (c) => c.notNull())
    .addColumn('game_name', 'text', (c) => c.notNull())
    .addColumn('engine', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('theme', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    // Play money of a DEMO session, in minor units; the real-money wallet keeps its balance elsewhere.
    .addColumn('balance_minor', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('provider_sessions_member_idx').ifNotExists().on('provider_sessions').column('member_id').execute();

  await db.schema
    .createTable('provider_rounds')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull().references('provider_sessions.id'))
    .addColumn('engine', 'text', (c) => c.notNull())
    // DEBITING, OPEN (a poker hand dealt, waiting for the draw), CREDITING, SETTLED or VOID.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('bet_minor', 'bigint', (c) => c.notNull())
    .addColumn('win_minor', 'bigint', (c) => c.notNull())
    // JSON: what the player saw (reels and line wins, ticket cells, cards).
    .addColumn('outcome', 'text', (c) => c.notNull())
    // JSON state an open round needs to finish (the dealt poker hand); null once settled.
    .addColumn('state', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('settled_at', 'text')
    .execute();
  await db.schema
    .createIndex('provider_rounds_session_status_idx')
    .ifNotExists()
    .on('provider_rounds')
    .columns(['session_id', 'status'])
    .execute();

  await db.schema
    .createTable('provider_wallet_moves')
    .ifNotExists()
    // '<round id>:<kind>': a repeated debit, credit or rollback of a round finds its earlier move.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull().references('provider_sessions.id'))
    .addColumn('round_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('balance_after_minor', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('provider_wallet_moves_round_idx').ifNotExists().on('provider_wallet_moves').column('round_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('provider_wallet_moves').execute();
  await db.schema.dropTable('provider_rounds').execute();
  await db.schema.dropTable('provider_sessions').execute();
}
