// Test helpers: a database per test file (SQLite in memory, or PostgreSQL in a fresh schema dropped afterwards
// when TEST_DATABASE_URL is set, so runs never collide) and the app built on it with `inject`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type * as z from 'zod/mini';
import type { Endpoint } from '@mekong/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import { checkLedgerInvariant } from '../modules/ledger';
import type { Database, DatabaseConfig, Db } from '../db/database';
import type { SecurityOptions } from '../plugins/app/accounts';
import type { ScryptCost } from '../security/passwords';
import { copySeededTemplate, makeTestRsaKeyPem, onPostgres, TEST_RSA_KEY_ENV } from './seeded-template';

/**
 * Tests only: scrypt at 2^10 instead of OWASP's 2^17 keeps suites fast (hashes carry their parameters, so the
 * code paths are the same). The server never takes this value: loadConfig has no setting for it.
 */
export const TEST_SCRYPT_COST: ScryptCost = { log2N: 10, r: 8, p: 1 };

/**
 * One 2048-bit key per test run (globalSetup makes it, seeded-template.ts) instead of a 3072-bit one generated per
 * app: generating even the smaller one took ~190 ms of CPU, once per file and pass. A file run without the
 * globalSetup makes its own.
 */
const testKeyPem = process.env[TEST_RSA_KEY_ENV] ?? makeTestRsaKeyPem();
export const TEST_SECURITY: SecurityOptions = { scryptCost: TEST_SCRYPT_COST, rsaPrivateKeyPem: testKeyPem };

/**
 * The causes of the last few 500s of this file's apps, kept rather than printed: a call that answered 500 where a
 * test expected another answer shows its cause in the failed assertion, so a rare one (seen once, under load) can
 * be read from the run's log. Printing them failed runs: the app logs handled errors too, and after a test ended.
 */
const unexpectedErrors: string[] = [];
const UNEXPECTED_KEPT = 5;
const recordErrors = {
  level: 'error',
  stream: {
    write(line: string): void {
      let cause = line;
      try {
        const { err, msg } = JSON.parse(line) as { err?: { stack?: string }; msg?: string };
        cause = err?.stack ?? msg ?? line;
      } catch {
        // pino writes JSON lines; anything else is kept as written.
      }
      unexpectedErrors.push(cause);
      if (unexpectedErrors.length > UNEXPECTED_KEPT) unexpectedErrors.shift();
    },
  },
};

/** What a 500 carries into a failed assertion: the latest causes the apps logged, when the answer was not meant to be a 500. */
const causeOf = (response: LightMyRequestResponse, expectedStatus: number) =>
  response.statusCode === 500 && expectedStatus !== 500 ? { causes: [...unexpectedErrors] } : {};

export interface TestDatabase {
  config: DatabaseConfig;
  /** Drops the PostgreSQL schema; a no-op on SQLite. */
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { config: { dialect: 'sqlite', file: ':memory:' }, drop: async () => undefined };
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onPostgres(url, `create schema ${schema}`);
  return { config: { dialect: 'postgres', url, schema }, drop: () => onPostgres(url, `drop schema ${schema} cascade`) };
}

/** A database for a file that builds an app: a copy of the run's seeded template, or an empty one without it. */
export async function createAppDatabase(): Promise<TestDatabase> {
  return (await copySeededTemplate()) ?? (await createTestDatabase());
}

/** A fresh empty directory standing for the repository root (no shell build, no releases). */
export function makeTempRoot(): string {
  return mkdtempSync(path.join(tmpdir(), 'mekong-api-test-'));
}

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * Without `rootDir`, the app gets an empty temporary root, removed on close. `options` sets the app's other options;
 * the app runs in demo mode (MEKONG_DEMO=on, as every suite does) unless they say `demo: false`. `database` is the
 * run's usual copy unless given (a SQLite file: copySeededTemplateToFile); it is dropped on close either way.
 */
export async function buildTestApp(
  rootDir?: string,
  security: SecurityOptions = {},
  options: Partial<Omit<AppOptions, 'database' | 'rootDir' | 'security'>> = {},
  given?: TestDatabase,
): Promise<TestApp> {
  const root = rootDir ?? makeTempRoot();
  const database = given ?? (await createAppDatabase());
  let app: FastifyInstance;
  try {
    app = await buildApp({
      demo: true,
      logger: recordErrors,
      ...options,
      database: database.config,
      rootDir: root,
      security: { ...TEST_SECURITY, ...security },
    });
    await app.ready();
  } catch (error) {
    // An app that refuses to start leaves no schema behind.
    await database.drop();
    if (!rootDir) rmSync(root, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    close: async () => {
      // The ledger invariant (docs/architecture.md §4) must hold after every suite, whatever it did to money.
      const { problems } = await checkLedgerInvariant(app.db);
      await app.close();
      await database.drop();
      if (!rootDir) rmSync(root, { recursive: true, force: true });
      if (problems.length > 0) throw new Error(`Ledger invariant broken:\n${problems.join('\n')}`);
    },
  };
}

/** Checks a 200 success envelope and parses its value with the endpoint's own output schema. */
export function expectValue<O extends z.ZodMiniType>(response: LightMyRequestResponse, endpoint: Endpoint<z.ZodMiniType, O>): z.output<O> {
  const body = response.json<{ success: boolean; value: unknown; message: string }>();
  expect({ status: response.statusCode, success: body.success, ...causeOf(response, 200) }).toEqual({ status: 200, success: true });
  return endpoint.output.parse(body.value);
}

/** Checks a failure envelope (its value null unless `value` is given) and returns its message. */
export function expectFailure(response: LightMyRequestResponse, status: number, code: string, value: unknown = null): string {
  const body = response.json<{ success: boolean; value: unknown; message: string; code: string }>();
  expect({ status: response.statusCode, ...body, ...causeOf(response, status) }).toEqual({
    status,
    success: false,
    value,
    message: expect.any(String),
    code,
  });
  return body.message;
}

/** The rows of a table now: a test's "nothing was written" check. */
export async function countRows(db: Db, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
