// The per-period turnover migration on a database that already has bets: it fills each real member's settled bets
// by day and by Monday-to-Sunday week of Vientiane (not open or rolled-back ones, not a trial account's), and going
// down and up again gives the same rows (SQLite, and PostgreSQL in the second pass).
import { sql } from 'kysely';
import { migrateToLatest } from '../migrate';
import { emptyDatabaseForFile } from '../../test-support/empty-database';

const empty = emptyDatabaseForFile();
const BEFORE = '20251130100000_rebate_bets';

it('fills the turnover of every period from the bets already there, and goes down and up again', async () => {
  const { db, config } = empty;
  await empty.migrateTo(BEFORE);
  const now = new Date().toISOString();
  // The trial type was 4 when the migration was written.
  for (const [id, type] of [
    ['10000001', 0],
    ['10000002', 4],
  ] as const) {
    await sql`insert into members (id, account, nickname, type, password_hash, password_is_default, password_changed_at, profile,
      second_factor_on_new_ip, vip_level, tree_path, avatar_seed, created_at)
      values (${id}, ${`old${id}`}, 'old', ${type}, '', 0, ${now}, '{}', 0, 0, ${`/${id}/`}, 'seed', ${now})`.execute(db);
  }
  let serial = 0;
  const bet = (member: string, stake: number, status: string, placedAt: string) =>
    sql`insert into bets (id, member_id, provider, round_id, node_id, game_name, vassalage, game_type, stake_minor, win_minor, status, placed_at, settled_at)
      values (${`B${++serial}`}, ${member}, 'P', ${`r${serial}`}, 'n', 'g', 'PG', 'RNG', ${stake}, 0, ${status}, ${placedAt}, null)`.execute(
      db,
    );
  // Sunday 23 November 2025, 23:59 in Vientiane; Monday 24 November 00:00 and 10:00; Wednesday 26 November.
  await bet('10000001', 100, 'SETTLED', '2025-11-23T16:59:59.000Z');
  await bet('10000001', 200, 'SETTLED', '2025-11-23T17:00:00.000Z');
  await bet('10000001', 300, 'SETTLED', '2025-11-24T03:00:00.000Z');
  await bet('10000001', 400, 'SETTLED', '2025-11-26T03:00:00.000Z');
  await bet('10000001', 5_000, 'OPEN', '2025-11-26T03:00:00.000Z');
  await bet('10000001', 6_000, 'ROLLED_BACK', '2025-11-26T03:00:00.000Z');
  await bet('10000002', 7_000, 'SETTLED', '2025-11-26T03:00:00.000Z');

  // Read as the app reads (the camel-case plugin names the columns).
  const rows = async () =>
    (
      await sql<{ period: string; periodStart: string; memberId: string; bets: number | string; stakeMinor: number | string }>`
        select period, period_start, member_id, bets, stake_minor from period_turnover order by period, period_start, member_id`.execute(db)
    ).rows.map((row) => [row.period, row.periodStart, row.memberId, Number(row.bets), Number(row.stakeMinor)]);
  const expected = [
    ['DAILY', '2025-11-23', '10000001', 1, 100],
    ['DAILY', '2025-11-24', '10000001', 2, 500],
    ['DAILY', '2025-11-26', '10000001', 1, 400],
    ['WEEKLY', '2025-11-17', '10000001', 1, 100],
    ['WEEKLY', '2025-11-24', '10000001', 3, 900],
  ];
  expect(await migrateToLatest(db, config)).toContain('20251130110000_period_turnover');
  expect(await rows()).toEqual(expected);

  await empty.migrateTo(BEFORE);
  expect((await db.introspection.getTables()).map((table) => table.name)).not.toContain('period_turnover');
  expect(await migrateToLatest(db, config)).toContain('20251130110000_period_turnover');
  expect(await rows()).toEqual(expected);
});
