// Load test of the member records (issue 15; docs/architecture.md §5: run by hand, never as a timed test). Starts the
// real server as its own process on a fresh SQLite database, or on a scratch PostgreSQL database when DATABASE_URL
// names a server, bulk-loads 1,000,000 bets over the last 90 days (100,000 of them one member's, with a wallet
// movement each) in a few set-based statements, then drives 50 connections at a trivial route and at the first and
// deep pages of the betting and account records and the profit report (BENCH_RUNS times, medians; each call's share of
// the trivial route's rate), and measures a trivial call's p99 alone, while deep record pages are read at 200 a second
// (BENCH_BESIDE_RATE), and while 50 connections read them flat out.
//   pnpm --filter @mekong/api bench:records                       (SQLite)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter @mekong/api bench:records
import { moneyEndpoints } from '@mekong/contracts/money';
import { sql } from 'kysely';
import { createDatabase, isPostgres, type Db } from '../src/db/database';
import { createMember, MEMBER_TYPE } from '../src/modules/accounts/members.repository';
import { createSession, DEFAULT_SESSION_POLICY } from '../src/modules/accounts/sessions.repository';
import { walletAccount } from '../src/modules/ledger';
import { businessDayOf } from '../src/modules/records/business-days';
import { BENCH_RUNS, BENCH_SECONDS, load, measure, printMeasured, type Scenario } from './load';
import { rsaKeyEnv, scratchDatabase, startServer, waitForDemoRounds } from './server-process';

const PORT = Number(process.env.BENCH_PORT ?? 9130);
/** 50; BENCH_CONNECTIONS=1 gives each call's own latency (the code before issue 15 never answered 50 at once). */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Connections of the trivial calls made beside the records load. */
const PROBE_CONNECTIONS = 10;
/** Deep record pages a second while the trivial call is timed: many members reading records, short of saturation. */
const BESIDE_RATE = Number(process.env.BENCH_BESIDE_RATE ?? 200);
const BETS = Number(process.env.BENCH_BETS ?? 1_000_000);
/** Every tenth bet is the measured member's. */
const MEMBER_SHARE = 10;
const OTHER_MEMBERS = 30;
const DAYS = 90;
const PAGE_SIZE = 20;

interface Loaded {
  token: string;
  startDate: string;
  endDate: string;
}

/** `case <index> when 0 then 'id0' … end`: our own numeric member ids, so written into the statement. */
const memberOf = (index: string, ids: string[]) =>
  sql.raw(`case ${index} when ${ids.map((id, i) => `${i} then '${id}'`).join(' when ')} end`);

/** The bets, the member's wallet movements and its balance, each one set-based statement (the triggers keep the totals). */
async function bulkLoad(db: Db, member: string, others: string[]): Promise<void> {
  const postgres = isPostgres(db);
  const start = new Date(Date.now() - DAYS * 86_400_000).toISOString();
  const stepMs = (DAYS * 86_400_000) / BETS;
  // i runs 0 … BETS-1; bet i is placed i steps after the start.
  const numbers = postgres
    ? sql`select i from generate_series(0, ${BETS - 1}) as i`
    : sql`select i from (with recursive n(i) as (select 0 union all select i + 1 from n where i < ${BETS - 1}) select i from n)`;
  const at = postgres
    ? sql`to_char((${start}::timestamptz + (i * ${stepMs}::double precision) * interval '1 millisecond') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${start}, '+' || (i * ${stepMs / 1000}) || ' seconds')`;
  const owner = sql`case when i % ${MEMBER_SHARE} = 0 then ${member} else ${memberOf(`i % ${others.length}`, others)} end`;
  const text = (value: ReturnType<typeof sql>) => (postgres ? sql`(${value})::text` : value);
  await sql`insert into bets (id, member_id, provider, round_id, node_id, game_name, vassalage, game_type, stake_minor, win_minor, status, placed_at, settled_at)
    select 'BENCH:' || ${text(sql`i`)}, ${owner}, 'BENCH', 'r' || ${text(sql`i`)}, 'rng-pg-0001', 'Lucky Temple',
      case when i % 3 = 0 then 'PG' else 'JDB' end, 'RNG', 1000, case when i % 4 = 0 then 2500 else 0 end,
      case when i % 50 = 0 then 'ROLLED_BACK' else 'SETTLED' end, ${at}, ${at}
    from (${numbers}) as numbers`.execute(db);
  // One WIN of 1 minor unit per bet of the member: its account record as long as its betting record.
  const mine = postgres
    ? sql`select i, i / ${MEMBER_SHARE} as k from generate_series(0, ${BETS - 1}, ${MEMBER_SHARE}) as i`
    : sql`select i, i / ${MEMBER_SHARE} as k from (with recursive n(i) as (select 0 union all select i + ${MEMBER_SHARE} from n where i + ${MEMBER_SHARE} < ${BETS}) select i from n)`;
  await sql`insert into journal_entries (id, kind, reference, memo, created_at)
    select 'BENCH-E' || ${text(sql`i`)}, 'WIN', 'BENCH:' || ${text(sql`i`)}, null, ${at} from (${mine}) as mine`.execute(db);
  const { balance } = await db
    .selectFrom('ledger_accounts')
    .select('balanceMinor as balance')
    .where('id', '=', walletAccount(member))
    .executeTakeFirstOrThrow();
  await sql`insert into postings (entry_id, account_id, amount_minor, balance_after_minor, created_at)
    select 'BENCH-E' || ${text(sql`i`)}, ${walletAccount(member)}, 1, ${Number(balance ?? 0)} + k + 1, ${at} from (${mine}) as mine
    union all
    select 'BENCH-E' || ${text(sql`i`)}, 'house:games', -1, null, ${at} from (${mine}) as mine`.execute(db);
  await sql`update ledger_accounts set balance_minor = balance_minor + ${BETS / MEMBER_SHARE} where id = ${walletAccount(member)}`.execute(
    db,
  );
  // As a live database would be: the planner sees the tables as they are, and on PostgreSQL the visibility map is set
  // (autovacuum's work), so index-only scans stay index-only.
  await sql.raw(postgres ? 'vacuum analyze' : 'analyze').execute(db);
}

async function loadData(db: Db): Promise<Loaded> {
  const make = (name: string) =>
    createMember(
      db,
      { account: name, type: MEMBER_TYPE, passwordHash: 'not-used', passwordIsDefault: false, balanceMinor: 1_000_000 },
      { kind: 'system', name: 'bench', node: 'bench' },
    );
  const member = await make(`records${process.pid % 10_000}`);
  const others: string[] = [];
  for (let i = 0; i < OTHER_MEMBERS; i++) others.push((await make(`records${process.pid % 10_000}x${i}`)).id);
  const started = performance.now();
  await bulkLoad(db, member.id, others);
  console.log(
    `  loaded ${BETS.toLocaleString('en')} bets and the member's movements in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const today = businessDayOf(new Date().toISOString());
  const first = businessDayOf(new Date(Date.now() - (DAYS + 1) * 86_400_000).toISOString());
  return { token: await createSession(db, member.id, '127.0.0.1', DEFAULT_SESSION_POLICY), startDate: first, endDate: today };
}

function recordScenarios({ token, startDate, endDate }: Loaded): Scenario[] {
  const pages = BETS / MEMBER_SHARE / PAGE_SIZE;
  const deep = () => Math.floor(pages * 0.4 + Math.random() * pages * 0.6);
  const get = (name: string, path: string, query: () => string): Scenario => ({
    name,
    requests: [
      {
        method: 'GET',
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'EN' },
        setupRequest: (request) => ({ ...request, path: `${path}?startDate=${startDate}&endDate=${endDate}&${query()}` }),
      },
    ],
  });
  return [
    { name: 'health (trivial)', requests: [{ method: 'GET', path: '/wps/health' }] },
    get('betting record page 1', moneyEndpoints.betRecords.path, () => `pageNo=1&pageSize=${PAGE_SIZE}`),
    get('betting record deep page', moneyEndpoints.betRecords.path, () => `pageNo=${deep()}&pageSize=${PAGE_SIZE}`),
    get('account record page 1', moneyEndpoints.transactionRecords.path, () => `pageNo=1&pageSize=${PAGE_SIZE}`),
    get('account record deep page', moneyEndpoints.transactionRecords.path, () => `pageNo=${deep()}&pageSize=${PAGE_SIZE}`),
    get('profit report (92 days)', moneyEndpoints.profit.path, () => ''),
  ];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * A trivial call's p99 alone, while deep pages of both records are read at BESIDE_RATE a second, and while
 * CONNECTIONS read them as fast as they are answered (one event loop then serves both queues).
 */
async function trivialBeside(baseUrl: string, scenarios: Scenario[]) {
  const health = scenarios[0]?.requests ?? [];
  const deepPages = [...(scenarios[2]?.requests ?? []), ...(scenarios[4]?.requests ?? [])];
  const runs: { alone: number; atRate: number; saturated: number; pagesAtRate: number }[] = [];
  const beside = async (rate?: number) => {
    const [probe, reading] = await Promise.all([
      load(baseUrl, health, PROBE_CONNECTIONS, BENCH_SECONDS),
      load(baseUrl, deepPages, rate ? PROBE_CONNECTIONS : CONNECTIONS, BENCH_SECONDS, rate),
    ]);
    return { probe: probe.latency.p99, pages: reading.latency.p99 };
  };
  for (let run = 0; run < BENCH_RUNS; run++) {
    const alone = (await load(baseUrl, health, PROBE_CONNECTIONS, BENCH_SECONDS)).latency.p99;
    const atRate = await beside(BESIDE_RATE);
    const saturated = await beside();
    runs.push({ alone, atRate: atRate.probe, saturated: saturated.probe, pagesAtRate: atRate.pages });
  }
  const of = (key: keyof (typeof runs)[number]) => median(runs.map((run) => run[key]));
  return { alone: of('alone'), atRate: of('atRate'), saturated: of('saturated'), pagesAtRate: of('pagesAtRate') };
}

async function bench(): Promise<void> {
  const postgresUrl = process.env.DATABASE_URL;
  const label = postgresUrl ? 'PostgreSQL' : 'SQLite';
  const scratch = await scratchDatabase('records_bench', postgresUrl);
  const server = await startServer(PORT, { ...scratch.env, ...rsaKeyEnv(3072) });
  const db = createDatabase(scratch.config);
  try {
    // This process writes only once the server has played its seed rounds: SQLite has one writer at a time.
    await waitForDemoRounds(db);
    console.log(`\n${label}:`);
    const loaded = await loadData(db);
    console.log(`${label}: ${CONNECTIONS} connections, ${BENCH_SECONDS} s per call, medians of ${BENCH_RUNS} runs`);
    const scenarios = recordScenarios(loaded);
    printMeasured(await measure(server.baseUrl, scenarios, CONNECTIONS, server.cpuMs));
    const beside = await trivialBeside(server.baseUrl, scenarios);
    console.log(
      `${label}: trivial call p99 (${PROBE_CONNECTIONS} connections) alone ${beside.alone} ms; while deep record pages are read at ${BESIDE_RATE}/s ${beside.atRate} ms (those pages' p99 ${beside.pagesAtRate} ms); while ${CONNECTIONS} connections read them flat out ${beside.saturated} ms`,
    );
  } finally {
    await db.destroy();
    await server.stop();
    await scratch.drop();
  }
}

bench().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
