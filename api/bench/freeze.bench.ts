// Benchmark of the dividend freeze check (issue 17; docs/architecture.md §4 Settlements): what every withdrawal and
// transfer of an upline pays before its money moves — its ended dividend periods settled first (settleDueDividends)
// and the check on the moving transaction (requireNotFrozen). In-process on a fresh SQLite database, then (with
// DATABASE_URL) on a scratch PostgreSQL database: a top agent with BENCH_DOWNLINES direct downline agents (1,000), each
// holding a Daily dividend from it settled every day of the last BENCH_DAYS days (180: 180,000 settlement rows), plus
// per downline a dividend in force for one settled day a month ago and an active salary contract of each other kind; then
// BENCH_CALLS calls of each, medians and p99 in ms. Run by hand, never as a timed test.
//   pnpm --filter @mekong/api bench:freeze
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter @mekong/api bench:freeze
import { sql } from 'kysely';
import { createDatabase, isPostgres, isPostgres as postgres, type Db } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { requireNotFrozen, settleDueDividends } from '../src/modules/settlements/freeze';
import { periodHolding } from '../src/modules/settlements/periods';
import { contractsToSettle } from '../src/modules/settlements/settle';
import { benchEachDatabase, scratchDatabase } from './server-process';

const DOWNLINES = Number(process.env.BENCH_DOWNLINES ?? 1_000);
const DAYS = Number(process.env.BENCH_DAYS ?? 180);
const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const DAY_MS = 86_400_000;
const TOP = 'freeze-top';

/** The numbers 0 … n-1 as a row source on either database. */
const numbers = (postgres: boolean, n: number) =>
  postgres
    ? sql`select i from generate_series(0, ${n - 1}) as i`
    : sql`select i from (with recursive n(i) as (select 0 union all select i + 1 from n where i < ${n - 1}) select i from n)`;

async function load(db: Db, now: Date): Promise<void> {
  const postgres = isPostgres(db);
  const text = (value: ReturnType<typeof sql>) => (postgres ? sql`(${value})::text` : value);
  const at = now.toISOString();
  await sql`insert into members (id, account, nickname, type, password_hash, password_is_default, password_changed_at, profile,
      second_factor_on_new_ip, vip_level, parent_id, tree_path, avatar_seed, created_at)
    select case when i = 0 then ${TOP} else 'freeze-' || ${text(sql`i`)} end, 'freeze' || ${text(sql`i`)}, 'bench', 1, 'not-used', 0,
      ${at}, '{}', 0, 0, case when i = 0 then null else ${TOP} end, '/', 'seed', ${at}
    from (${numbers(postgres, DOWNLINES + 1)}) as numbers`.execute(db);
  const since = new Date(now.getTime() - DAYS * DAY_MS).toISOString();
  // The terminated dividend was in force for one Daily period a month ago, settled.
  const oldPeriod = periodHolding('dividend', 'Daily', new Date(now.getTime() - 30 * DAY_MS).toISOString());
  // Per downline i: the active Daily dividend, a dividend terminated last month, and active salaries of the other kinds.
  const kinds = [
    ['div', 'dividend', 'active', 'Daily', since, null],
    ['old', 'dividend', 'terminated', 'Daily', oldPeriod.start, oldPeriod.end],
    ['day', 'dailySalary', 'active', null, since, null],
    ['hour', 'hourlySalary', 'active', null, since, null],
    ['rt', 'realtimeSalary', 'active', null, since, null],
  ] as const;
  for (const [tag, kind, status, period, answered, ended] of kinds)
    await sql`insert into agent_contracts (id, kind, upline_id, downline_id, status, period, top_rate_bp, upline_agreed, request_id,
        created_at, answered_at, terminated_at, termination_reason)
      select ${tag} || '-' || ${text(sql`i`)}, ${kind}, ${TOP}, 'freeze-' || ${text(sql`i`)}, ${status}, ${period}, 1000, 0, null,
        ${answered}, ${answered}, ${ended}, ${ended === null ? null : 'request'}
      from (${numbers(postgres, DOWNLINES)}) as numbers where i > 0`.execute(db);
  // Every ended Daily period of the active dividends settled (nothing reached: amount 0), oldest first.
  const first = periodHolding('dividend', 'Daily', since);
  for (let day = 0; day < DAYS; day += 1) {
    const start = new Date(Date.parse(first.start) + day * DAY_MS);
    const end = new Date(start.getTime() + DAY_MS);
    if (end.getTime() > now.getTime()) break;
    await sql`insert into contract_settlements (id, contract_id, kind, upline_id, downline_id, period_type, period_start, period_end,
        business_day, active_members, valid_bet_minor, profit_minor, rate_bp, amount_minor, status, created_at)
      select 'set-' || ${text(sql`i`)} || '-' || ${String(day)}, 'div-' || ${text(sql`i`)}, 'dividend', ${TOP}, 'freeze-' || ${text(sql`i`)},
        'Daily', ${start.toISOString()}, ${end.toISOString()}, ${start.toISOString().slice(0, 10)}, 0, 0, 0, null, 0, 'paid', ${end.toISOString()}
      from (${numbers(postgres, DOWNLINES)}) as numbers where i > 0`.execute(db);
  }
  await sql`insert into contract_settlements (id, contract_id, kind, upline_id, downline_id, period_type, period_start, period_end,
      business_day, active_members, valid_bet_minor, profit_minor, rate_bp, amount_minor, status, created_at)
    select 'set-old-' || ${text(sql`i`)}, 'old-' || ${text(sql`i`)}, 'dividend', ${TOP}, 'freeze-' || ${text(sql`i`)},
      'Daily', ${oldPeriod.start}, ${oldPeriod.end}, ${oldPeriod.start.slice(0, 10)}, 0, 0, 0, null, 0, 'paid', ${oldPeriod.end}
    from (${numbers(postgres, DOWNLINES)}) as numbers where i > 0`.execute(db);
  await sql.raw(postgres ? 'vacuum analyze' : 'analyze').execute(db);
}

async function timed(calls: number, call: () => Promise<unknown>): Promise<string> {
  const ms: number[] = [];
  for (let i = 0; i < calls; i += 1) {
    const started = performance.now();
    await call();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!.toFixed(1);
  return `${at(0.5)} / ${at(0.99)}`;
}

benchEachDatabase(async (label, postgresUrl) => {
  const scratch = await scratchDatabase('freeze', postgresUrl);
  const db = createDatabase(scratch.config);
  try {
    await migrateToLatest(db, scratch.config);
    // Mid-day in Vientiane, so today's period is open and every earlier one settled: the steady state of a withdrawal.
    const now = new Date(`${new Date().toISOString().slice(0, 10)}T05:00:00.000Z`);
    const loading = performance.now();
    await load(db, now);
    console.log(
      `${label}: ${DOWNLINES.toLocaleString('en')} downlines, ${((DOWNLINES - 1) * DAYS).toLocaleString('en')} settled periods, loaded in ${((performance.now() - loading) / 1000).toFixed(1)} s`,
    );
    console.log(`  settleDueDividends (p50 / p99 ms): ${await timed(CALLS, () => settleDueDividends(db, TOP, now))}`);
    console.log(`  requireNotFrozen   (p50 / p99 ms): ${await timed(CALLS, () => requireNotFrozen(db, TOP, now))}`);
    if (process.env.BENCH_PLAN)
      for (const row of (await sql.raw(`${postgres(db) ? 'explain analyze' : 'explain query plan'} ${process.env.BENCH_PLAN}`).execute(db))
        .rows)
        console.log(row);
    console.log(`  its contracts read   (p50 / p99 ms): ${await timed(CALLS, () => contractsToSettle(db, 'dividend', now, TOP))}`);
    console.log(`  a member with no contract         : ${await timed(CALLS, () => requireNotFrozen(db, 'freeze-1', now))}`);
  } finally {
    await db.destroy();
    await scratch.drop();
  }
});
