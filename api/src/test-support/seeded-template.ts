// One migrated and seeded database per test run, copied for each test file that builds an app: running every migration
// and seeding the 10,000-game catalogue took most of an app's start, once per file (a SQLite image read into memory, or
// a PostgreSQL database made from a template database). Jest's globalSetup makes it and globalTeardown drops it; a file
// run without them (another runner) gets an empty database and seeds it itself, as the server does.
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { Client } from 'pg';
import { openDatabase } from '../db/open';
import type { DatabaseConfig } from '../db/database';

/** Where globalSetup tells the test workers about the template (workers inherit the environment it leaves). */
const SQLITE_TEMPLATE = 'MEKONG_TEST_SQLITE_TEMPLATE';
const POSTGRES_TEMPLATE = 'MEKONG_TEST_POSTGRES_TEMPLATE';

/**
 * Names of the databases a run makes carry the second they were made, so a later run can drop what a crashed run left.
 * Not the maker's pid: another run on the same server may live in another pid namespace (a container), where its pid
 * looks dead, and dropping its databases with force would end its connections mid-test.
 */
const TEMPLATE_PREFIX = 'mekong_tpl_';
const COPY_PREFIX = 'mekong_t_';
/** Far longer than any run: a database this old was left by a run that ended without its teardown. */
const LEFTOVER_AGE_SECONDS = 6 * 60 * 60;

function databaseName(prefix: string): string {
  return `${prefix}${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;
}

export interface SeededDatabase {
  config: DatabaseConfig;
  /** Drops the PostgreSQL copy; a no-op on SQLite. */
  drop(): Promise<void>;
}

/** Runs one statement on its own connection (creating and dropping databases and schemas). */
export async function onPostgres(url: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function urlOfDatabase(url: string, database: string): string {
  const address = new URL(url);
  address.pathname = `/${database}`;
  return address.toString();
}

/**
 * Makes a test database that never waits for its commits to reach the disk: on the CI machine a flush takes about
 * 10 ms, and the suites commit tens of thousands of times, so waiting for each was most of a PostgreSQL run. A crash
 * could lose only the last commits of a database the run throws away anyway; the server's own databases keep the
 * default.
 */
async function createUnflushedDatabase(url: string, name: string, template?: string): Promise<void> {
  await onPostgres(url, `create database ${name}${template ? ` template ${template}` : ''}`);
  await onPostgres(url, `alter database ${name} set synchronous_commit = off`);
}

/** Migrates and seeds a database the way the server opens one, then closes it. */
async function migrateAndSeed(config: DatabaseConfig): Promise<void> {
  const { db } = await openDatabase(config);
  await db.destroy();
}

/** Drops what runs that crashed left behind, so databases never pile up on a CI machine. */
async function dropLeftovers(url: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like '${TEMPLATE_PREFIX}%' or datname like '${COPY_PREFIX}%'`,
    );
    for (const { datname } of rows) {
      const madeAt = Number(/^mekong_(?:tpl|t)_(\d+)_[0-9a-f]+$/.exec(datname)?.[1]);
      const ageSeconds = Date.now() / 1000 - madeAt;
      if (Number.isInteger(madeAt) && ageSeconds > LEFTOVER_AGE_SECONDS)
        await client.query(`drop database if exists ${datname} with (force)`);
    }
  } finally {
    await client.end();
  }
}

/** Where globalSetup leaves the run's RSA key of the payload encryption (test-app.ts). */
export const TEST_RSA_KEY_ENV = 'MEKONG_TEST_RSA_KEY';

/** A 2048-bit RSA private key in PEM (the server's own are 3072-bit). */
export function makeTestRsaKeyPem(): string {
  return generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

/**
 * globalSetup: makes this run's template (SQLite always; PostgreSQL too when TEST_DATABASE_URL is set) and its RSA
 * key, shared by every file's apps.
 */
export async function makeSeededTemplate(): Promise<void> {
  process.env[TEST_RSA_KEY_ENV] = makeTestRsaKeyPem();
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    await dropLeftovers(url);
    const name = databaseName(TEMPLATE_PREFIX);
    await createUnflushedDatabase(url, name);
    await migrateAndSeed({ dialect: 'postgres', url: urlOfDatabase(url, name) });
    process.env[POSTGRES_TEMPLATE] = name;
    return;
  }
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'mekong-api-template-')), 'template.sqlite');
  // An image opened in memory cannot be in WAL mode: the file goes back to a rollback journal before it is read.
  // Once the server's connections (its own and its checkpointer's) are closed: a mode change needs the file alone.
  await migrateAndSeed({ dialect: 'sqlite', file });
  const sqlite = new SQLite(file);
  try {
    sqlite.pragma('journal_mode = delete');
  } finally {
    sqlite.close();
  }
  process.env[SQLITE_TEMPLATE] = file;
}

/** globalTeardown: drops this run's template. */
export async function dropSeededTemplate(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  const postgresTemplate = process.env[POSTGRES_TEMPLATE];
  if (url && postgresTemplate) await onPostgres(url, `drop database if exists ${postgresTemplate} with (force)`);
  const sqliteTemplate = process.env[SQLITE_TEMPLATE];
  if (sqliteTemplate) rmSync(path.dirname(sqliteTemplate), { recursive: true, force: true });
}

/** A copy of this run's template for one test file, or null when the run made none. */
export async function copySeededTemplate(): Promise<SeededDatabase | null> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = process.env[POSTGRES_TEMPLATE];
    if (!template) return null;
    const name = databaseName(COPY_PREFIX);
    await createUnflushedDatabase(url, name, template);
    return {
      config: { dialect: 'postgres', url: urlOfDatabase(url, name) },
      drop: () => onPostgres(url, `drop database if exists ${name} with (force)`),
    };
  }
  const template = process.env[SQLITE_TEMPLATE];
  if (!template) return null;
  return { config: { dialect: 'sqlite', file: ':memory:', image: readFileSync(template) }, drop: async () => undefined };
}

/**
 * A SQLite file for one test file, a copy of this run's template (or empty, seeded by the app, without one): the
 * server's own kind of database, with its log, its checkpointer and its records' reader threads, which an in-memory
 * database has none of. Dropping it removes the file.
 */
export function copySeededTemplateToFile(): SeededDatabase {
  const dir = mkdtempSync(path.join(tmpdir(), 'mekong-api-file-'));
  const file = path.join(dir, 'mekong.sqlite');
  const template = process.env[SQLITE_TEMPLATE];
  if (template) copyFileSync(template, file);
  return { config: { dialect: 'sqlite', file }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}
