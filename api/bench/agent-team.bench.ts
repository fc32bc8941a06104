// Benchmark of the agent centre over a large downline tree (issue 17; docs/architecture.md §5: run by hand, never as a
// timed test). Starts the real server as its own process on a fresh SQLite database, then (with DATABASE_URL) on a
// scratch PostgreSQL database, and bulk-loads a tree of 100,000 members (BENCH_MEMBERS) in set-based statements — a
// top agent, 10 agents under it, 10 under each of those, 10 sub-agents under each of those (1,110 agents over four
// levels), and the members spread under the 1,000 sub-agents — its closure table from the parent links as the
// migration fills it, and 1,000,000 bets (BENCH_BETS) of the members over the last 30 days (the triggers keep the
// per-day totals), then rolls the closed days into the agent rollup (modules/agents/rollup.ts) as the server's job
// would. Then drives one connection (BENCH_CONNECTIONS) at the team overview, the team management pages and
// team betting of the top agent (the whole tree), and of a level-2 agent (about 1,000 members), BENCH_RUNS times;
// medians of p50 and p99. Today's changes are folded as the job does (modules/agents/today.ts), and deep pages of team
// bets are asked both by page number and by the cursor of the page before (keyset paging).
// BENCH_BEFORE_DIR (another checkout's api folder, e.g. a worktree of the commit before) also runs that code's server
// on the same database (started first, so the database is migrated by the old code, then by this one) and measures
// each call on both in turn, old then new, in the same loop: a before/after at the same load.
//   pnpm --filter @mekong/api bench:agent                       (SQLite)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter @mekong/api bench:agent
//   BENCH_BEFORE_DIR=/tmp/old/api pnpm --filter @mekong/api bench:agent
import { agentEndpoints } from '@mekong/contracts/agents';
import { sql } from 'kysely';
import { createDatabase, isPostgres, type Db } from '../src/db/database';
import { createSession, DEFAULT_SESSION_POLICY } from '../src/modules/accounts/sessions.repository';
import { businessDayOf } from '../src/modules/records/business-days';
import { rollClosedDays, rollupStats } from '../src/modules/agents/rollup';
import { foldStats, foldToday } from '../src/modules/agents/today';
import { load, measure, printMeasured, BENCH_RUNS, BENCH_SECONDS, type Scenario } from './load';
import { benchEachDatabase, rsaKeyEnv, scratchDatabase, startServer, waitForDemoRounds, type ServerProcess } from './server-process';

const PORT = Number(process.env.BENCH_PORT ?? 9300);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 1);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const BETS = Number(process.env.BENCH_BETS ?? 1_000_000);
const DAYS = 30;
const PAGE_SIZE = 20;
/** Member ids of the bench: far from the 8-digit random ids real members get. */
const ID_BASE = 900_000_000;
/** Agents at each level under the top agent: 10, 100, 1,000 (index ranges 1–10, 11–110, 111–1,110). */
const AGENTS = 1 + 10 + 100 + 1_000;

interface Loaded {
  topToken: string;
  midToken: string;
  startDate: string;
  endDate: string;
  topTeam: number;
  /** Keys of bets 40–100 % deep in the range (placed_at|id): where a deep page by cursor starts. */
  deepCursors: string[];
}

/** The numbers 0 … n-1 as a row source on either database. */
const numbers = (postgres: boolean, n: number) =>
  postgres
    ? sql`select i from generate_series(0, ${n - 1}) as i`
    : sql`select i from (with recursive n(i) as (select 0 union all select i + 1 from n where i < ${n - 1}) select i from n)`;

/** Exported for profiling the queries in-process on a loaded database. */
export async function bulkLoad(db: Db): Promise<void> {
  const postgres = isPostgres(db);
  const text = (value: ReturnType<typeof sql>) => (postgres ? sql`(${value})::text` : value);
  const id = (index: ReturnType<typeof sql>) => text(sql`${sql.lit(ID_BASE)} + ${index}`);
  const div = (a: ReturnType<typeof sql>, b: number) =>
    postgres ? sql`(${a}) / ${sql.lit(b)}` : sql`cast((${a}) / ${sql.lit(b)} as integer)`;
  // Member i's parent: the top agent for 1–10, then ten children per agent, then the members spread over the 1,000
  // sub-agents (i 111–1,110).
  const parent = sql`case when i = 0 then null
      when i <= 10 then ${id(sql`0`)}
      when i <= 110 then ${id(sql`1 + ${div(sql`i - 11`, 10)}`)}
      when i <= 1110 then ${id(sql`11 + ${div(sql`i - 111`, 10)}`)}
      else ${id(sql`111 + ((i - ${sql.lit(AGENTS)}) % 1000)`)} end`;
  const now = new Date().toISOString();
  const created = postgres
    ? sql`to_char((${now}::timestamptz - (i % ${sql.lit(DAYS * 24)}) * interval '1 hour') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${now}, '-' || (i % ${sql.lit(DAYS * 24)}) || ' hours')`;
  // tree_path is the materialized path the closure table replaces for the agent calls; the bench's calls never read it.
  await sql`insert into members (id, account, nickname, type, password_hash, password_is_default, password_changed_at, profile,
      second_factor_on_new_ip, vip_level, parent_id, tree_path, avatar_seed, created_at)
    select ${id(sql`i`)}, 'bench' || ${text(sql`i`)}, 'bench', case when i = 0 then 1 when i < ${sql.lit(AGENTS)} then 2 else 0 end, 'not-used', 0,
      ${now}, '{}', 0, 0, ${parent}, '/', 'seed', ${created}
    from (${numbers(postgres, MEMBERS)}) as numbers`.execute(db);
  await sql`insert into member_tree (ancestor_id, descendant_id, depth, descendant_created_at)
    with recursive pairs (ancestor_id, descendant_id, depth, created_at) as (
      select id, id, 0, created_at from members where id >= ${String(ID_BASE)} and length(id) = 9
      union all
      select pairs.ancestor_id, m.id, pairs.depth + 1, m.created_at from pairs join members m on m.parent_id = pairs.descendant_id
    )
    select ancestor_id, descendant_id, depth, created_at from pairs`.execute(db);
  const wallets = MEMBERS - AGENTS;
  await sql`insert into ledger_accounts (id, kind, member_id, balance_minor, created_at)
    select 'wallet:' || ${id(sql`i + ${sql.lit(AGENTS)}`)}, 'MEMBER_WALLET', ${id(sql`i + ${sql.lit(AGENTS)}`)}, 0, ${now}
    from (${numbers(postgres, wallets)}) as numbers`.execute(db);

  const start = new Date(Date.now() - DAYS * 86_400_000).toISOString();
  const stepMs = (DAYS * 86_400_000) / BETS;
  const at = postgres
    ? sql`to_char((${start}::timestamptz + (i * ${stepMs}::double precision) * interval '1 millisecond') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${start}, '+' || (i * ${stepMs / 1000}) || ' seconds')`;
  // The bets of the members (not the agents), spread round-robin.
  await sql`insert into bets (id, member_id, provider, round_id, node_id, game_name, vassalage, game_type, stake_minor, win_minor, status, placed_at, settled_at)
    select 'AGENTBENCH:' || ${text(sql`i`)}, ${id(sql`${sql.lit(AGENTS)} + (i % ${sql.lit(wallets)})`)}, 'BENCH', 'r' || ${text(sql`i`)}, 'rng-pg-0001', 'Lucky Temple',
      case when i % 3 = 0 then 'PG' else 'JDB' end, case when i % 5 = 0 then 'LIVE' else 'RNG' end, 1000,
      case when i % 4 = 0 then 2500 else 0 end, case when i % 50 = 0 then 'ROLLED_BACK' else 'SETTLED' end, ${at}, ${at}
    from (${numbers(postgres, BETS)}) as numbers`.execute(db);
  await sql.raw(postgres ? 'vacuum analyze' : 'analyze').execute(db);
}

async function loadBets(db: Db): Promise<void> {
  const started = performance.now();
  await bulkLoad(db);
  console.log(
    `  loaded ${MEMBERS.toLocaleString('en')} members, their tree and ${BETS.toLocaleString('en')} bets in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function rollAndFold(db: Db): Promise<Loaded> {
  // The closed days rolled as the server's job would (it may roll some of them at the same time: a day is written once).
  const rolling = performance.now();
  let rolled = 0;
  for (;;) {
    const run = await rollClosedDays(db, new Date());
    rolled += run.rolled.length;
    const stale = await db
      .selectFrom('agent_rollup_days')
      .select('day')
      .where((eb) => eb.or([eb('rolledChanges', 'is', null), eb('rolledChanges', '<>', eb.ref('changes'))]))
      .where('day', '<', businessDayOf(new Date().toISOString()))
      .executeTakeFirst();
    if (!run.more && !stale) break;
    if (run.rolled.length === 0) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  console.log(
    `  rolled ${rolled} closed days into the agent rollup in ${((performance.now() - rolling) / 1000).toFixed(1)} s, in ${rollupStats.chunks} transactions of member chunks, the longest ${Math.round(rollupStats.longestChunkMs)} ms`,
  );
  // Today's changes (the bulk load's, logged by the triggers) folded as the job does. The load logged every change of
  // its 30 days at once, which in service the job folds day by day; a closed day's rows fold into nothing while no
  // member is folded active today (they only move such a member's previous active day), so they are dropped here
  // rather than folded for minutes (a million rows: 247 s on SQLite at load 25): the same sums.
  const today = businessDayOf(new Date().toISOString());
  for (const table of ['agent_bet_log', 'agent_posting_log'] as const) await db.deleteFrom(table).where('day', '<', today).execute();
  const folding = performance.now();
  let folded = 0;
  for (let more = true; more;) {
    const run = await foldToday(db, new Date());
    [folded, more] = [folded + run.folded, run.more];
  }
  console.log(
    `  folded ${folded.toLocaleString('en')} log rows into today's sums in ${((performance.now() - folding) / 1000).toFixed(1)} s, in ${foldStats.chunks} transactions, the longest ${Math.round(foldStats.longestChunkMs)} ms`,
  );
  // The load was analysed before the roll and the fold wrote their tables; a server's autovacuum (PostgreSQL) would
  // have analysed them by now, and the planner chooses between their keys and their day indexes from those figures.
  await sql.raw('analyze').execute(db);
  const deep = Array.from({ length: 50 }, () => `AGENTBENCH:${Math.floor(Math.random() * BETS * 0.6)}`);
  const keys = await db.selectFrom('bets').select(['placedAt', 'id']).where('id', 'in', deep).execute();
  const top = String(ID_BASE);
  const mid = String(ID_BASE + 11);
  const team = await db
    .selectFrom('member_tree')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ancestorId', '=', top)
    .where('depth', '>', 0)
    .executeTakeFirstOrThrow();
  return {
    topToken: await createSession(db, top, '127.0.0.1', DEFAULT_SESSION_POLICY),
    midToken: await createSession(db, mid, '127.0.0.1', DEFAULT_SESSION_POLICY),
    startDate: businessDayOf(new Date(Date.now() - (DAYS - 1) * 86_400_000).toISOString()),
    endDate: businessDayOf(new Date().toISOString()),
    topTeam: Number(team.n),
    deepCursors: keys.map((key) => `${key.placedAt}|${key.id}`),
  };
}

function scenarios({ topToken, midToken, startDate, endDate, topTeam, deepCursors }: Loaded): Scenario[] {
  const get = (name: string, token: string, path: string, query: () => string): Scenario => ({
    name,
    requests: [
      {
        method: 'GET',
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'EN' },
        setupRequest: (request) => ({ ...request, path: `${path}?${query()}` }),
      },
    ],
  });
  const range = `startDate=${startDate}&endDate=${endDate}`;
  const pages = Math.ceil(topTeam / PAGE_SIZE);
  const betPages = Math.ceil(BETS / PAGE_SIZE);
  const deep = (of: number) => Math.floor(of * 0.4 + Math.random() * of * 0.6) + 1;
  return [
    { name: 'health (trivial)', requests: [{ method: 'GET', path: '/wps/health' }] },
    get('overview today (top, 100k team)', topToken, agentEndpoints.teamOverview.path, () => 'period=today'),
    get('overview this month (top)', topToken, agentEndpoints.teamOverview.path, () => 'period=thisMonth'),
    get('overview this month (level 2, ~1k team)', midToken, agentEndpoints.teamOverview.path, () => 'period=thisMonth'),
    get('downlines page 1 (top)', topToken, agentEndpoints.downlines.path, () => `pageNo=1&pageSize=${PAGE_SIZE}`),
    get('downlines deep page (top)', topToken, agentEndpoints.downlines.path, () => `pageNo=${deep(pages)}&pageSize=${PAGE_SIZE}`),
    get('downlines direct (top)', topToken, agentEndpoints.downlines.path, () => `scope=direct&pageSize=${PAGE_SIZE}`),
    get('downlines page 1 (level 2)', midToken, agentEndpoints.downlines.path, () => `pageNo=1&pageSize=${PAGE_SIZE}`),
    get('team bets page 1, 30 days (top)', topToken, agentEndpoints.teamBets.path, () => `${range}&pageNo=1&pageSize=${PAGE_SIZE}`),
    get(
      'team bets deep page (top)',
      topToken,
      agentEndpoints.teamBets.path,
      () => `${range}&pageNo=${deep(betPages)}&pageSize=${PAGE_SIZE}`,
    ),
    get(
      'team bets deep page by cursor (top)',
      topToken,
      agentEndpoints.teamBets.path,
      () =>
        `${range}&pageNo=2&pageSize=${PAGE_SIZE}&cursor=${encodeURIComponent(deepCursors[Math.floor(Math.random() * deepCursors.length)] ?? '')}`,
    ),
    get('team bets page 1, 30 days (level 2)', midToken, agentEndpoints.teamBets.path, () => `${range}&pageNo=1&pageSize=${PAGE_SIZE}`),
    get('user loss page 1, 30 days (top)', topToken, agentEndpoints.userLoss.path, () => `${range}&pageNo=1&pageSize=${PAGE_SIZE}`),
  ];
}

/** Each call on the old server then the new one, BENCH_RUNS times (after a warm-up of each): medians of p50 and p99. */
async function measureBeforeAfter(before: ServerProcess, after: ServerProcess, all: Scenario[]): Promise<void> {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const figures = all.map(() => ({ before: [] as [number, number][], after: [] as [number, number][], failures: 0 }));
  for (let run = -1; run < BENCH_RUNS; run++)
    for (const [index, scenario] of all.entries())
      for (const [side, server] of [
        ['before', before],
        ['after', after],
      ] as const) {
        // Run -1 warms each call up, unmeasured.
        const result = await load(server.baseUrl, scenario.requests, CONNECTIONS, run < 0 ? 2 : BENCH_SECONDS);
        if (run < 0) continue;
        const row = figures[index]!;
        row[side].push([result.latency.p50, result.latency.p99]);
        row.failures += result.errors + result.non2xx;
      }
  const shown = (pairs: [number, number][]) => `${median(pairs.map((pair) => pair[0]))} / ${median(pairs.map((pair) => pair[1]))}`;
  console.table(
    all.map((scenario, index) => ({
      call: scenario.name,
      'before p50 / p99 ms': shown(figures[index]!.before),
      'after p50 / p99 ms': shown(figures[index]!.after),
      failures: figures[index]!.failures,
    })),
  );
}

if (require.main === module)
  benchEachDatabase(async (label, postgresUrl) => {
    const scratch = await scratchDatabase('agent_bench', postgresUrl);
    // The servers' jobs once an hour: the rollup job would take SQLite's one writer from the bulk load for minutes;
    // the bench rolls the closed days itself, as the job does.
    const env = { ...scratch.env, ...rsaKeyEnv(3072), WITHDRAWAL_AUTO_RECEIVE_EVERY_SECONDS: '3600' };
    const beforeDir = process.env.BENCH_BEFORE_DIR;
    // The old code first: it migrates the database to its own latest, then this code's server adds its migrations.
    const before = beforeDir ? await startServer(PORT + 1, env, beforeDir) : null;
    const db = createDatabase(scratch.config);
    let server: ServerProcess | null = null;
    try {
      console.log(`\n${label}:`);
      if (before) {
        await waitForDemoRounds(db);
        await loadBets(db);
        server = await startServer(PORT, env);
      } else {
        server = await startServer(PORT, env);
        // This process writes only once the server has played its seed rounds: SQLite has one writer at a time.
        await waitForDemoRounds(db);
        await loadBets(db);
      }
      const loaded = await rollAndFold(db);
      console.log(`${label}: ${CONNECTIONS} connection(s), ${BENCH_SECONDS} s per call, medians of ${BENCH_RUNS} runs`);
      if (before) await measureBeforeAfter(before, server, scenarios(loaded));
      else printMeasured(await measure(server.baseUrl, scenarios(loaded), CONNECTIONS, server.cpuMs));
    } finally {
      await db.destroy();
      await server?.stop();
      await before?.stop();
      await scratch.drop();
    }
  });
