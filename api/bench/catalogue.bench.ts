// Load test of the catalogue calls (docs/architecture.md, Tests and benchmarks: run by hand, never as a timed test). Starts the real server as its
// own process on a fresh seeded SQLite database, and on a fresh PostgreSQL database too when DATABASE_URL names a
// server (a database is created there and dropped afterwards), then drives 50 connections for ~10 s at each of: a
// trivial route, game list pages (random pages of the slots) and name search (partial words that vary), and prints
// requests per second, p50 and p99 latency, and each call's share of the trivial route's rate.
//   pnpm --filter @mekong/api bench                       (SQLite)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter @mekong/api bench
import autocannon, { type Request, type Result } from 'autocannon';
import { gamesEndpoints } from '@mekong/contracts';
import { benchEachDatabase, rsaKeyEnv, scratchDatabase, startServer } from './server-process';

const PORT = Number(process.env.BENCH_PORT ?? 9110);
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;

/** 10,000 slots at the lobby's 28 a page. */
const SLOT_PAGES = 358;
/** Word starts in the three languages, so search meets both short prefixes and whole words. */
const SEARCH_TERMS = [
  'drag',
  'tig',
  'fort',
  'gold',
  'luck',
  'phoe',
  'eleph',
  'temp',
  'koi',
  'lotus',
  'wild',
  'royal',
  'ມັງກ',
  'ເສືອ',
  '龙',
  '幸运',
  'mega',
  'jack',
  'pearl',
  'naga',
];

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

interface Scenario {
  name: string;
  /** A fresh path per request, so pages and terms vary. */
  path: () => string;
}

const SCENARIOS: Scenario[] = [
  { name: 'health (trivial)', path: () => '/wps/health' },
  {
    name: 'game list page',
    path: () => `${gamesEndpoints.list.path}?gameType=RNG&pageSize=28&pageNo=${1 + Math.floor(Math.random() * SLOT_PAGES)}`,
  },
  {
    name: 'name search',
    path: () => `${gamesEndpoints.list.path}?gameType=RNG&pageSize=28&gameName=${encodeURIComponent(pick(SEARCH_TERMS))}`,
  },
];

function load(baseUrl: string, scenario: Scenario, seconds: number): Promise<Result> {
  const request: Request = { method: 'GET', setupRequest: (req) => ({ ...req, path: scenario.path() }) };
  return autocannon({ url: baseUrl, connections: CONNECTIONS, duration: seconds, requests: [request] });
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  failures: number;
}

async function benchDatabase(label: string, postgresUrl?: string): Promise<void> {
  const started = performance.now();
  const scratch = await scratchDatabase('bench', postgresUrl);
  // The key pair is handed in as production does, so the server does not spend its start-up generating a 3072-bit pair.
  const server = await startServer(PORT, { ...scratch.env, ...rsaKeyEnv(3072) });
  try {
    console.log(
      `\n${label}: server ready in ${((performance.now() - started) / 1000).toFixed(1)} s (migrated and seeded); ${CONNECTIONS} connections, ${SECONDS} s per call`,
    );
    const rows: Row[] = [];
    for (const scenario of SCENARIOS) {
      await load(server.baseUrl, scenario, WARM_UP_SECONDS);
      const result = await load(server.baseUrl, scenario, SECONDS);
      rows.push({
        name: scenario.name,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        failures: result.errors + result.non2xx,
      });
    }
    const trivial = rows[0]?.rps ?? 1;
    console.table(
      rows.map((row) => ({
        call: row.name,
        'req/s': Math.round(row.rps),
        'p50 ms': row.p50,
        'p99 ms': row.p99,
        'vs trivial': `${((row.rps / trivial) * 100).toFixed(0)}%`,
        failures: row.failures,
      })),
    );
  } finally {
    await server.stop();
    await scratch.drop();
  }
}

benchEachDatabase(benchDatabase);
