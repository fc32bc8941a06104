// Test helpers: the provider's tables in a database of each test file's own (SQLite in memory, or with TEST_DATABASE_URL
// a fresh PostgreSQL schema dropped afterwards, so the two passes of npm test never collide), and launches as the site
// makes them (a fresh 32-byte token the wallet would have issued).
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { GameLaunchRequest, LaunchableGame, SeamlessTransport } from '@mekong/contracts/server';
import { DEV_IN_HOUSE_SECRET, IN_HOUSE_PROVIDER, SeamlessClient } from '@mekong/contracts/server';
import type { Language, LaunchMode } from '@mekong/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { openProviderDatabase, postgresSchemaOf, type ProviderDatabaseConfig, type ProviderDb } from '../db/database';
import { migrateProvider } from '../db/migrate';

export interface TestDatabase {
  db: ProviderDb;
  config: ProviderDatabaseConfig;
  /** Closes the connection and drops the PostgreSQL schema. */
  close(): Promise<void>;
}

async function onPostgres(url: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The provider's tables, migrated, in a database of their own. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  const schema = `provider_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  if (url) await onPostgres(url, `create schema ${schema}`);
  const config: ProviderDatabaseConfig = url ? { dialect: 'postgres', url, schema } : { dialect: 'sqlite', file: ':memory:' };
  const db = openProviderDatabase(config);
  await migrateProvider(db, { schema: config.dialect === 'postgres' ? postgresSchemaOf(config) : undefined });
  return {
    db,
    config,
    close: async () => {
      await db.destroy();
      if (url) await onPostgres(url, `drop schema ${schema} cascade`);
    },
  };
}

/** A token as the site's wallet issues one: 32 random bytes, base64url. */
export const newLaunchToken = (): string => randomBytes(32).toString('base64url');

/** The launch the site would send for `game`. */
export function launchOf(game: LaunchableGame, mode: LaunchMode, language: Language, playerId: string | null): GameLaunchRequest {
  return { token: newLaunchToken(), game, mode, language, playerId };
}

/** The provider's client over a transport of the test's making (a wallet stand-in). */
export const clientOver = (transport: SeamlessTransport): SeamlessClient =>
  new SeamlessClient({ provider: IN_HOUSE_PROVIDER, secret: DEV_IN_HOUSE_SECRET, transport });

/** For tests that play only DEMO: a wallet that is never reached. */
export const unreachableWallet = (): SeamlessClient =>
  clientOver(async () => {
    throw new Error('This test reaches no wallet');
  });

/** The failure envelope's message, after checking its status, code and value (null unless given) and nothing more in it. */
export function expectFailure(response: LightMyRequestResponse, status: number, code: string, value: unknown = null): string {
  const body = response.json<{ success: boolean; value: unknown; message: string; code: string }>();
  expect({ status: response.statusCode, ...body }).toEqual({ status, success: false, value, message: expect.any(String), code });
  return body.message;
}
