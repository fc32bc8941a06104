// Migrations and seed are safe to run on every start: the second run changes nothing.
import { sql } from 'kysely';
import { createDatabase, type Db } from './database';
import { migrateToLatest } from './migrate';
import { seedCatalogueIfEmpty, seedIfEmpty } from './seed';
import { catalogueGames } from './seed/catalogue.seed';
import { inHouseGames } from './seed/in-house.seed';
import { missions, seedMissingMissions, vipLevels } from './seed/missions.seed';
import { seedAccountsIfEmpty } from './seed/accounts.seed';
import { findMemberByAccount, getBalanceMinor, listDownline } from '../modules/accounts/members.repository';
import { checkLedgerInvariant } from '../modules/ledger';
import { TEST_SCRYPT_COST } from '../test-support/test-app';
import { emptyDatabaseForFile } from '../test-support/empty-database';
import { onPostgres } from '../test-support/seeded-template';

const empty = emptyDatabaseForFile();
let db: Db;
beforeAll(() => {
  db = empty.db;
});

const countRows = async (table: 'banners' | 'game_vendors' | 'help_items') =>
  Number((await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]?.n);

it('migrates once, then reports nothing to apply', async () => {
  expect(await migrateToLatest(db, empty.config)).toEqual([
    '20251122120000_site_foundation',
    '20251122130000_accounts',
    '20251122140000_games_catalogue',
    '20251123100000_lobby',
    '20251123110000_provider',
    '20251124100000_money',
    '20251125180000_game_session_binding',
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
  expect(await migrateToLatest(db, empty.config)).toEqual([]);
});

it('seeds an empty database once, deterministically', async () => {
  expect(await seedIfEmpty(db)).toBe(true);
  const counts = [await countRows('banners'), await countRows('game_vendors'), await countRows('help_items')];
  expect(await seedIfEmpty(db)).toBe(false);
  expect([await countRows('banners'), await countRows('game_vendors'), await countRows('help_items')]).toEqual(counts);
  expect(counts.every((n) => n > 0)).toBe(true);
});

it('seeds the game catalogue once, the same games on every run', async () => {
  expect(await seedCatalogueIfEmpty(db)).toBe(true);
  expect(await seedCatalogueIfEmpty(db)).toBe(false);
  const stored = await db.selectFrom('games').select(['nodeId', 'nameEn']).orderBy('id').execute();
  expect(stored).toHaveLength(10_000 + 30 + 24 + 21 + inHouseGames().length);
  expect(stored.slice(0, 2)).toEqual([
    { nodeId: 'rng-bgs-0001', nameEn: 'Eternal Tiger Fever' },
    { nodeId: 'rng-bgs-0002', nameEn: 'Eternal Rooster Bonanza' },
  ]);
  expect([...catalogueGames(), ...inHouseGames()].map((g) => g.nodeId)).toEqual(stored.map((g) => g.nodeId));
  expect(new Set(stored.filter((g) => g.nodeId.startsWith('rng-')).map((g) => g.nameEn)).size).toBe(10_000);
});

it('gives a database seeded by an older release the in-house games, vendors and lottery games it lacks', async () => {
  const lobbyRows = async () => ({
    inHouse: (await db.selectFrom('games').select('nodeId').where('vassalage', '=', 'MEKONG').execute()).length,
    vendors: (await db.selectFrom('game_vendors').select('vassalage').where('gameType', 'in', ['INHOUSE', 'COCKFIGHT']).execute()).length,
    lotto: (await db.selectFrom('lotto_games').select('gameCode').execute()).length,
  });
  const seeded = await lobbyRows();
  expect(seeded).toEqual({ inHouse: 20, vendors: 7, lotto: 30 });
  await db.deleteFrom('games').where('vassalage', '=', 'MEKONG').execute();
  await db.deleteFrom('game_vendors').where('gameType', 'in', ['INHOUSE', 'COCKFIGHT']).execute();
  await db.deleteFrom('lotto_games').execute();
  expect(await seedCatalogueIfEmpty(db)).toBe(true);
  expect(await lobbyRows()).toEqual(seeded);
  expect(await seedCatalogueIfEmpty(db)).toBe(false);
});

it('gives a database seeded before the missions and VIP levels the ones it lacks, leaving edited ones as they are', async () => {
  const rows = async () => ({
    missions: (await db.selectFrom('missions').select(['id', 'target']).orderBy('id').execute()).map((r) => [r.id, Number(r.target)]),
    levels: (await db.selectFrom('vip_levels').select('level').orderBy('level').execute()).map((r) => r.level),
  });
  expect(await seedMissingMissions(db)).toBe(false);
  const seeded = await rows();
  expect(seeded.missions).toHaveLength(missions.length);
  expect(seeded.levels).toEqual(vipLevels.map((l) => l.level));
  const [kept, gone] = missions.map((m) => m.id) as [string, string];
  await db.updateTable('missions').set({ target: 1 }).where('id', '=', kept).execute();
  await db.deleteFrom('missions').where('id', '=', gone).execute();
  await db.deleteFrom('vip_levels').where('level', '>=', 4).execute();
  expect(await seedMissingMissions(db)).toBe(true);
  const after = await rows();
  expect(after.levels).toEqual(seeded.levels);
  expect(after.missions).toEqual(seeded.missions.map(([id, target]) => [id, id === kept ? 1 : target]));
  expect(await seedMissingMissions(db)).toBe(false);
});

it('seeds the demo accounts once, with the agent tree as a materialized path', async () => {
  expect(await seedAccountsIfEmpty(db, TEST_SCRYPT_COST)).toBe(true);
  expect(await seedAccountsIfEmpty(db, TEST_SCRYPT_COST)).toBe(false);
  const rows = await db.selectFrom('members').select(['id', 'account', 'type', 'treePath']).orderBy('account').execute();
  expect(rows.map((r) => r.account)).toEqual([
    'demo_2fa',
    'demo_agent',
    'demo_default',
    'demo_down1',
    'demo_down2',
    'demo_down3',
    'demo_member',
    'demo_subagent',
  ]);
  const agent = await findMemberByAccount(db, 'demo_agent');
  expect(agent?.type).toBe(1);
  expect(agent && (await listDownline(db, agent)).map((r) => r.account)).toEqual([
    'demo_down1',
    'demo_down2',
    'demo_down3',
    'demo_subagent',
  ]);
  // Starting money is an opening entry of the ledger, not a column.
  const member = rows.find((r) => r.account === 'demo_member');
  expect(member && (await getBalanceMinor(db, member.id))).toBe(123_456_789);
  expect((await checkLedgerInvariant(db)).problems).toEqual([]);
});

// PostgreSQL only: SQLite has no connections to lose.
const onPostgresIt = process.env.TEST_DATABASE_URL ? it : it.skip;

onPostgresIt('survives pooled connections that the server ends while they are idle, and reconnects', async () => {
  const { config } = empty;
  if (config.dialect !== 'postgres') throw new Error('PostgreSQL pass only');
  let told: (error: Error) => void = () => undefined;
  const firstBreak = new Promise<Error>((resolve) => (told = resolve));
  const pooled = createDatabase(config, (error) => told(error));
  try {
    const backendPid = () => sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(pooled).then((r) => r.rows[0]?.pid);
    // One query leaves one connection idle in the pool (with more, the next query could take one whose end the
    // pool has not heard of yet, and fail as it would in production just after a restart).
    const pid = await backendPid();
    await onPostgres(config.url, `select pg_terminate_backend(${Number(pid)})`);
    expect((await firstBreak) as Error & { code?: string }).toMatchObject({ code: '57P01' });
    const next = await backendPid();
    expect(next).not.toBe(pid);
  } finally {
    await pooled.destroy();
  }
});
