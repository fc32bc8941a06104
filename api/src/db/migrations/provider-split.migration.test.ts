// A database migrated before the game provider became its own package: the API's migrations had created the provider's
// tables (with the game session's member-session binding). Migrating it now keeps its live game sessions known to the
// wallet (copied into seamless_sessions, expired ones left out), and the provider's own migration adopts its tables
// with their rows instead of failing on them (SQLite, and PostgreSQL in the second pass).
import { sql } from 'kysely';
import { migrateProvider, type ProviderDb } from '@mekong/game-provider';
import { migrateToLatest } from '../migrate';
import { emptyDatabaseForFile } from '../../test-support/empty-database';

const empty = emptyDatabaseForFile();

it('copies the live sessions of the provider table to the wallet, and the provider adopts its tables', async () => {
  const { db, schema } = empty;
  await empty.migrateTo('20251125180000_game_session_binding');
  // The tables as they stood: the provider's shape, with the binding column the API's migration had added.
  const providerDb = db as unknown as ProviderDb;
  await migrateProvider(providerDb, { schema });
  await sql`alter table provider_sessions add column member_session_hash text`.execute(db);
  await sql`drop table game_provider_migration`.execute(db);
  await sql`drop table game_provider_migration_lock`.execute(db);
  const now = new Date().toISOString();
  const session = (
    id: string,
    expiresAt: string,
  ) => sql`insert into provider_sessions (id, token_hash, member_id, member_session_hash, mode,
    node_id, game_code, vassalage, account_type_name, game_type, game_name, engine, model, theme, language, balance_minor, created_at, expires_at)
    values (${id}, ${`hash-${id}`}, null, ${`launcher-${id}`}, 'REAL', 'rng-pg-0001', 'PG_RNG_0001', 'PG', 'PG', 'RNG', 'Lucky', 'slot',
      'classic', 'golden-temple', 'EN', 0, ${now}, ${expiresAt})`;
  await session('live', new Date(Date.now() + 3_600_000).toISOString()).execute(db);
  await session('ended', new Date(Date.now() - 1_000).toISOString()).execute(db);

  expect(await migrateToLatest(db, empty.config)).toEqual([
    '20251126100000_seamless_sessions',
    '20251126120000_chat_rooms',
    '20251127100000_catalogue_version',
    '20251127110000_record_totals',
    '20251128100000_promotions',
    '20251128110000_bonus_turnover',
    '20251129100000_rewards',
    '20251129110000_missions_vip',
    '20251129120000_promotion_rules',
    '20251130100000_rebate_bets',
    '20251130110000_period_turnover',
    '20251130140000_ledger_account_version',
    '20251201100000_member_tree',
    '20251201100000_points',
    '20251202100000_agent_contracts',
    '20251202110000_contract_settlements',
    '20251202120000_points_mall',
    '20251203100000_account_security',
    '20251203110000_member_extras',
    '20251203120000_articles',
    '20251203130000_agent_rollup',
    '20251204090000_audit_trail',
    '20251204100000_play_limits',
    '20251204110000_play_breaks',
    '20251204130000_agent_fast_paths',
    '20251205120000_agent_today',
    '20251206100000_agent_team_size',
    '20251206110000_agent_rollup_by_day',
  ]);
  expect(
    await db.selectFrom('seamless_sessions').select(['tokenHash', 'provider', 'memberSessionHash', 'mode', 'gameName']).execute(),
  ).toEqual([{ tokenHash: 'hash-live', provider: 'MEKONG', memberSessionHash: 'launcher-live', mode: 'REAL', gameName: 'Lucky' }]);

  expect(await migrateProvider(providerDb, { schema })).toEqual(['20251126110000_game_provider']);
  expect((await providerDb.selectFrom('provider_sessions').select('id').orderBy('id').execute()).map((row) => row.id)).toEqual([
    'ended',
    'live',
  ]);
  expect(await migrateProvider(providerDb, { schema })).toEqual([]);
});
