// Load test of the mission leaderboard and the mission summary (issue 16; docs/architecture.md: run by hand, never as a
// timed test). Starts the real server as its own process on a fresh SQLite database, and on a scratch PostgreSQL
// database too when DATABASE_URL names a server, writes 20,000 members (BENCH_MEMBERS; one in 1,000 a trial account)
// and 20 bets each over the seven days of the current week (future days too: the week as it stands on Sunday night;
// one bet in 20 still open, one in 50 rolled back) in a few set-based statements, then drives 50 connections at the
// trivial route, the weekly and daily leaderboards and the mission summary, each call as one of 100 members picked at
// random, BENCH_RUNS times (3, medians; each call's share of the trivial route's rate in the same run).
//   pnpm --filter @mekong/api bench:leaderboard                       (SQLite)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter @mekong/api bench:leaderboard
import type { Request } from 'autocannon';
import { TRIAL_TYPE } from '@mekong/contracts';
import { missionEndpoints } from '@mekong/contracts/missions';
import { sql } from 'kysely';
import { createDatabase, isPostgres, type Db } from '../src/db/database';
import { createMember, MEMBER_TYPE } from '../src/modules/accounts/members.repository';
import { createSession, DEFAULT_SESSION_POLICY } from '../src/modules/accounts/sessions.repository';
import { periodOf } from '../src/modules/missions/periods';
import { BENCH_RUNS, BENCH_SECONDS, measure, pick, printMeasured, type Scenario } from './load';
import { benchEachDatabase, rsaKeyEnv, scratchDatabase, startServer, waitForDemoRounds } from './server-process';

const PORT = Number(process.env.BENCH_PORT ?? 9190);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 20_000);
const BETS_EACH = 20;
/** The members whose sessions make the calls. */
const CALLERS = 100;
const MEMBER_BATCH = 500;
/** Our own member ids, above the 8-digit ones createMember draws. */
const FIRST_ID = 100_000_000;
const DAY_MS = 86_400_000;

/** `MEMBERS` members cloned from one made the ordinary way (so every column is as the app writes it), in batches. */
async function loadMembers(db: Db): Promise<void> {
  const tag = process.pid % 10_000;
  const template = await createMember(
    db,
    {
      account: `board${tag}`,
      type: MEMBER_TYPE,
      passwordHash: 'not-used',
      passwordIsDefault: false,
    },
    { kind: 'system', name: 'bench', node: 'bench' },
  );
  await db.transaction().execute(async (trx) => {
    for (let first = 0; first < MEMBERS; first += MEMBER_BATCH) {
      const rows = Array.from({ length: Math.min(MEMBER_BATCH, MEMBERS - first) }, (_, k) => {
        const n = first + k;
        const id = String(FIRST_ID + n);
        return {
          ...template,
          id,
          account: `board${tag}n${n}`,
          nickname: `board${tag}n${n}`,
          type: n % 1000 === 999 ? TRIAL_TYPE : MEMBER_TYPE,
          treePath: `/${id}/`,
          avatarSeed: `seed${n}`,
        };
      });
      await trx.insertInto('members').values(rows).execute();
    }
  });
}

/**
 * Bet i is member i % MEMBERS's, placed i steps into the week; stakes vary (ties among them), one bet in 20 is open
 * and one in 50 rolled back. One statement: the triggers keep the per-day and per-period totals.
 */
async function loadBets(db: Db): Promise<void> {
  const postgres = isPostgres(db);
  const bets = MEMBERS * BETS_EACH;
  const week = periodOf('WEEKLY', new Date());
  const stepMs = (7 * DAY_MS) / bets;
  const numbers = postgres
    ? sql`select i from generate_series(0, ${bets - 1}) as i`
    : sql`select i from (with recursive n(i) as (select 0 union all select i + 1 from n where i < ${bets - 1}) select i from n)`;
  const at = postgres
    ? sql`to_char((${week.from}::timestamptz + (i * ${stepMs}::double precision) * interval '1 millisecond') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${week.from}, '+' || (i * ${stepMs / 1000}) || ' seconds')`;
  const text = (value: ReturnType<typeof sql>) => (postgres ? sql`(${value})::text` : value);
  // The member id's numbers written into the statement: better-sqlite3 binds a number as a REAL, whose text is '1.0'.
  await sql`insert into bets (id, member_id, provider, round_id, node_id, game_name, vassalage, game_type, stake_minor, win_minor, status, placed_at, settled_at)
    select 'BOARD:' || ${text(sql`i`)}, cast(${sql.lit(FIRST_ID)} + i % ${sql.lit(MEMBERS)} as text), 'BENCH', 'r' || ${text(sql`i`)}, 'rng-pg-0001', 'Lucky Temple',
      case when i % 3 = 0 then 'PG' else 'JDB' end, case when i % 4 = 0 then 'LIVE' else 'RNG' end,
      100 * (1 + ((i % 1000) * 7919) % 1000), 0,
      case when i % 50 = 0 then 'ROLLED_BACK' when i % 20 = 1 then 'OPEN' else 'SETTLED' end, ${at},
      case when i % 20 = 1 then null else ${at} end
    from (${numbers}) as numbers`.execute(db);
  // As a live database would be: the planner sees the tables as they are, the visibility map is set (autovacuum's work).
  await sql.raw(postgres ? 'vacuum analyze' : 'analyze').execute(db);
}

async function loadData(db: Db): Promise<string[]> {
  const started = performance.now();
  await loadMembers(db);
  await loadBets(db);
  console.log(
    `  loaded ${MEMBERS.toLocaleString('en')} members and ${(MEMBERS * BETS_EACH).toLocaleString('en')} bets in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const tokens: string[] = [];
  // Real members spread over the board: its top, its middle and its tail.
  for (let k = 0; k < CALLERS; k++) {
    const n = Math.floor((k * MEMBERS) / CALLERS);
    tokens.push(await createSession(db, String(FIRST_ID + n), '127.0.0.1', DEFAULT_SESSION_POLICY));
  }
  return tokens;
}

/** A GET of `path` as a random one of the callers. */
const asCaller = (tokens: string[], path: string): Request[] => [
  {
    method: 'GET',
    path,
    setupRequest: (request) => ({ ...request, headers: { ...request.headers, authorization: `Bearer ${pick(tokens)}` } }),
  },
];

async function benchDatabase(label: string, postgresUrl?: string): Promise<void> {
  const scratch = await scratchDatabase('leaderboard_bench', postgresUrl);
  const server = await startServer(PORT, { ...scratch.env, ...rsaKeyEnv(3072) });
  const db = createDatabase(scratch.config);
  try {
    // This process writes only once the server has played its seed rounds: SQLite has one writer at a time.
    await waitForDemoRounds(db);
    console.log(`\n${label}:`);
    const tokens = await loadData(db);
    console.log(`${label}: ${CONNECTIONS} connections, ${BENCH_SECONDS} s per call, medians of ${BENCH_RUNS} runs`);
    const scenarios: Scenario[] = [
      { name: 'health (trivial)', requests: [{ method: 'GET', path: '/wps/health' }] },
      { name: 'leaderboard WEEKLY', requests: asCaller(tokens, `${missionEndpoints.leaderboard.path}?period=WEEKLY`) },
      { name: 'leaderboard DAILY', requests: asCaller(tokens, `${missionEndpoints.leaderboard.path}?period=DAILY`) },
      { name: 'mission summary', requests: asCaller(tokens, `${missionEndpoints.summary.path}?language=EN`) },
    ];
    printMeasured(await measure(server.baseUrl, scenarios, CONNECTIONS, server.cpuMs));
  } finally {
    await db.destroy();
    await server.stop();
    await scratch.drop();
  }
}

benchEachDatabase(benchDatabase);
