// The real API server as a child process, for the benchmarks and the crash test: started with `node --import tsx
// src/server.ts` on a database of its own (a fresh SQLite data folder, or a scratch PostgreSQL database created on
// the server DATABASE_URL names and dropped afterwards), stopped with SIGTERM or killed with SIGKILL.
import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { DatabaseConfig, Db } from '../src/db/database';
import { DEMO_ROUND_COUNT } from '../src/db/seed/real-rounds.seed';

const API_DIR = path.resolve(__dirname, '..');
const START_TIMEOUT_MS = 180_000;

export interface ServerProcess {
  baseUrl: string;
  /** SIGTERM, and wait for the exit. */
  stop(): Promise<void>;
  /** SIGKILL: the process dies mid-work, as in a crash or a pulled plug. */
  kill(): Promise<void>;
  /** CPU milliseconds (user + system, all its threads) the server process has used so far. */
  cpuMs(): number;
}

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** A process's user + system CPU time from /proc/<pid>/stat (Linux), in milliseconds; NaN where there is none. */
export function processCpuMs(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: the fields after its closing parenthesis start at field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

/** An enc key pair handed in as production does, so a start does not spend seconds generating one. */
export function rsaKeyEnv(modulusLength = 2048): { MEKONG_RSA_PRIVATE_KEY: string } {
  const pem = generateKeyPairSync('rsa', { modulusLength }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  return { MEKONG_RSA_PRIVATE_KEY: pem };
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

/** This process's environment without what names a database: each server gets its own from `env`. */
const inheritedEnv = (): NodeJS.ProcessEnv =>
  Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !['DATABASE_URL', 'TEST_DATABASE_URL', 'MEKONG_DATA_DIR'].includes(name)),
  );

/**
 * Starts the server on `port` with `env` added (which names its database) and resolves once /wps/health answers;
 * `apiDir` runs another checkout's API (a benchmark's "before"). It is the demo site (MEKONG_DEMO=on, unless `env` says otherwise): benchmarks and tests drive its demo accounts and secret.
 */
export async function startServer(port: number, env: NodeJS.ProcessEnv, apiDir = API_DIR): Promise<ServerProcess> {
  const baseUrl = `http://127.0.0.1:${port}`;
  // BENCH_PROFILE_DIR: the server writes a CPU profile there when it stops (open it in Chrome DevTools).
  const profile = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...inheritedEnv(), LOG_LEVEL: 'warn', MEKONG_DEMO: 'on', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const signal = async (name: NodeJS.Signals) => {
    const done = exited(child);
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await done;
  };
  const server = { baseUrl, stop: () => signal('SIGTERM'), kill: () => signal('SIGKILL'), cpuMs: () => processCpuMs(child.pid) };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/wps/health`)).ok) return server;
    } catch {
      // Not listening yet: migrating and seeding.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await server.kill();
  throw new Error('The server did not start in time');
}

/**
 * A port no one listens on now, from the system. Tests take theirs so: with fixed ports, two test runs on one machine
 * (engineers side by side) met, and one run's health check was answered by the other's server.
 */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => probe.once('error', reject).listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('No TCP port was given');
  return address.port;
}

export interface ScratchDatabase {
  /** What the server process is given to use it. */
  env: NodeJS.ProcessEnv;
  /** The same database for a connection of this process. */
  config: DatabaseConfig;
  drop(): Promise<void>;
}

/** A fresh SQLite data folder, or with `postgresUrl` a fresh database on that server. */
export async function scratchDatabase(label: string, postgresUrl?: string): Promise<ScratchDatabase> {
  if (!postgresUrl) {
    const dataDir = mkdtempSync(path.join(tmpdir(), `mekong-${label}-`));
    return {
      env: { MEKONG_DATA_DIR: dataDir },
      config: { dialect: 'sqlite', file: path.join(dataDir, 'mekong.sqlite') },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `mekong_${label}_${process.pid}`.replace(/[^a-z0-9_]/g, '_');
  const admin = async (statement: string) => {
    const client = new Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    config: { dialect: 'postgres', url: url.toString() },
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

/**
 * Waits until the server has played the demo seed's rounds (demo_member's and its team's) (it does once it listens), so this process writes
 * only while the server is idle: on SQLite a second writing process would otherwise race it for the file.
 */
export async function waitForDemoRounds(db: Db, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    // Every round placed and none still waiting for its win or rollback: the seed is done, the balance final.
    const bets = await db
      .selectFrom('bets')
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.sum<number>(eb.case().when('status', '=', 'OPEN').then(1).else(0).end()).as('open'),
      ])
      .executeTakeFirstOrThrow();
    if (Number(bets.n) >= DEMO_ROUND_COUNT && Number(bets.open) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The server did not seed the demo rounds in time');
}

/** Runs a benchmark on SQLite, then on PostgreSQL when DATABASE_URL names one; any failure exits with 1. */
export function benchEachDatabase(bench: (label: string, postgresUrl?: string) => Promise<void>): void {
  const run = async () => {
    // BENCH_DATABASES=postgres skips SQLite (two runs side by side, one per database).
    if (process.env.BENCH_DATABASES !== 'postgres') await bench('SQLite');
    if (process.env.DATABASE_URL) await bench('PostgreSQL', process.env.DATABASE_URL);
  };
  run().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
