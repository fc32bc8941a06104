// Load test of the catalogue calls (DESIGN.md §5: run by hand, never as a timed test). Starts the real server as its
// own process on a fresh seeded SQLite database, and on a fresh PostgreSQL database too when DATABASE_URL names a
// server (a database is created there and dropped afterwards), then drives 50 connections for ~10 s at each of: a
// trivial route, game list pages (random pages of the slots) and name search (partial words that vary), and prints
// requests per second, p50 and p99 latency, and each call's share of the trivial route's rate.
//   pnpm --filter @mekong/api bench                       (SQLite)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter @mekong/api bench
import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type Request, type Result } from 'autocannon';
import { Client } from 'pg';
import { gamesEndpoints } from '@mekong/contracts';

const PORT = Number(process.env.BENCH_PORT ?? 9110);
const BASE = `http://127.0.0.1:${PORT}`;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
const SERVER_START_TIMEOUT_MS = 180_000;
const API_DIR = path.resolve(__dirname, '..');

/** 10,000 slots at the lobby's 28 a page. */
const SLOT_PAGES = 358;
/** Word starts in the three languages, so search meets both short prefixes and whole words. */
const SEARCH_TERMS = ['drag', 'tig', 'fort', 'gold', 'luck', 'phoe', 'eleph', 'temp', 'koi', 'lotus', 'wild', 'royal', 'ມັງກ', 'ເສືອ', '龙', '幸运', 'mega', 'jack', 'pearl', 'naga'];

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

interface Scenario {
  name: string;
  /** A fresh path per request, so pages and terms vary. */
  path: () => string;
}

const SCENARIOS: Scenario[] = [
  { name: 'health (trivial)', path: () => '/wps/health' },
  { name: 'game list page', path: () => `${gamesEndpoints.list.path}?gameType=RNG&pageSize=28&pageNo=${1 + Math.floor(Math.random() * SLOT_PAGES)}` },
  { name: 'name search', path: () => `${gamesEndpoints.list.path}?gameType=RNG&pageSize=28&gameName=${encodeURIComponent(pick(SEARCH_TERMS))}` },
];

function load(scenario: Scenario, seconds: number): Promise<Result> {
  const request: Request = { method: 'GET', setupRequest: (req) => ({ ...req, path: scenario.path() }) };
  return autocannon({ url: BASE, connections: CONNECTIONS, duration: seconds, requests: [request] });
}

async function waitForServer(server: ChildProcess): Promise<void> {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${BASE}/wps/health`)).ok) return;
    } catch {
      // Not listening yet: migrating and seeding.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The server did not start in time');
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  failures: number;
}

async function benchDatabase(label: string, env: NodeJS.ProcessEnv): Promise<void> {
  const started = performance.now();
  const tsxCli = require.resolve('tsx/cli');
  const server = spawn(process.execPath, [tsxCli, 'src/server.ts'], {
    cwd: API_DIR,
    env: { ...env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForServer(server);
    console.log(`\n${label}: server ready in ${((performance.now() - started) / 1000).toFixed(1)} s (migrated and seeded); ${CONNECTIONS} connections, ${SECONDS} s per call`);
    const rows: Row[] = [];
    for (const scenario of SCENARIOS) {
      await load(scenario, WARM_UP_SECONDS);
      const result = await load(scenario, SECONDS);
      rows.push({ name: scenario.name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failures: result.errors + result.non2xx });
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
    await stopServer(server);
  }
}

/** A database of its own on the server DATABASE_URL names, dropped afterwards. */
async function withScratchPostgres(url: string, run: (scratchUrl: string) => Promise<void>): Promise<void> {
  const name = `mekong_bench_${process.pid}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const scratch = new URL(url);
    scratch.pathname = `/${name}`;
    await run(scratch.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function main(): Promise<void> {
  const { DATABASE_URL: postgresUrl, ...env } = process.env;
  // Handed in as production does, so the server does not spend its start-up generating a 3072-bit pair.
  const keyPem = generateKeyPairSync('rsa', { modulusLength: 3072 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const baseEnv = { ...env, MEKONG_RSA_PRIVATE_KEY: keyPem };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mekong-bench-'));
  try {
    await benchDatabase('SQLite', { ...baseEnv, MEKONG_DATA_DIR: dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (postgresUrl) await withScratchPostgres(postgresUrl, (url) => benchDatabase('PostgreSQL', { ...baseEnv, DATABASE_URL: url }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
