// Load test of the catalogue calls (docs/architecture.md, Tests and benchmarks: run by hand, never as a timed test). Starts the real server as its
// own process on a fresh seeded SQLite database, and on a fresh PostgreSQL database too when DATABASE_URL names a
// server (a database is created there and dropped afterwards), then drives 50 connections for ~10 s at each of: a
// trivial route, the first page and deep pages of the slot list, name search with one-character and longer terms,
// and hot games; BENCH_RUNS times (3), printing the medians of requests per second, p50 and p99 latency, and each
// call's share of the trivial route's rate in the same run.
//   pnpm --filter @mekong/api bench                       (SQLite)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter @mekong/api bench
import { gamesEndpoints } from '@mekong/contracts';
import { BENCH_RUNS, BENCH_SECONDS, measure, pick, printMeasured, varyingGet } from './load';
import { benchEachDatabase, rsaKeyEnv, scratchDatabase, startServer } from './server-process';

const PORT = Number(process.env.BENCH_PORT ?? 9110);
const CONNECTIONS = 50;

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
/** What a visitor's first keystroke sends: one letter, one Lao letter, one Chinese character. */
const ONE_CHARACTER_TERMS = [...'abcdefghijklmnoprstw', 'ມ', 'ເ', 'ສ', '龙', '金', '虎'];
const LANGUAGES = ['LO', 'EN', 'CN'];
const SLOT_VENDORS = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS', 'PP', 'SG', 'HB'];

const list = (query: string) => `${gamesEndpoints.list.path}?gameType=RNG&pageSize=28&language=${pick(LANGUAGES)}&${query}`;

const SCENARIOS = [
  varyingGet('health (trivial)', () => '/wps/health'),
  varyingGet('game list page 1', () => list('pageNo=1')),
  varyingGet('game list deep page', () => list(`pageNo=${250 + Math.floor(Math.random() * (SLOT_PAGES - 250))}`)),
  varyingGet('search 1 character', () => list(`gameName=${encodeURIComponent(pick(ONE_CHARACTER_TERMS))}`)),
  varyingGet('search longer term', () => list(`gameName=${encodeURIComponent(pick(SEARCH_TERMS))}`)),
  varyingGet(
    'hot games',
    () =>
      `${gamesEndpoints.hot.path}?gameType=RNG&limitNum=12&language=${pick(LANGUAGES)}${Math.random() < 0.5 ? '' : `&vassalage=${pick(SLOT_VENDORS)}`}`,
  ),
];

async function benchDatabase(label: string, postgresUrl?: string): Promise<void> {
  const started = performance.now();
  const scratch = await scratchDatabase('bench', postgresUrl);
  // The key pair is handed in as production does, so the server does not spend its start-up generating a 3072-bit pair.
  const server = await startServer(PORT, { ...scratch.env, ...rsaKeyEnv(3072) });
  try {
    console.log(
      `\n${label}: server ready in ${((performance.now() - started) / 1000).toFixed(1)} s (migrated and seeded); ${CONNECTIONS} connections, ${BENCH_SECONDS} s per call, medians of ${BENCH_RUNS} runs`,
    );
    printMeasured(await measure(server.baseUrl, SCENARIOS, CONNECTIONS, server.cpuMs));
  } finally {
    await server.stop();
    await scratch.drop();
  }
}

benchEachDatabase(benchDatabase);
