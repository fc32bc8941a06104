// Reads the process environment into the settings the server and the ops CLI share.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseConfig } from './db/database';

export interface RuntimeConfig {
  /** Repository root: shell/dist and releases/ are served from here. */
  rootDir: string;
  database: DatabaseConfig;
  port: number;
  host: string;
  /** Trust X-Forwarded-For (behind a load balancer), so status and location see the visitor's IP. */
  trustProxy: boolean;
  /** MEKONG_RSA_PRIVATE_KEY: PEM of the enc key pair (production); otherwise kept in the database. */
  security: { rsaPrivateKeyPem: string | null };
}

type Env = Record<string, string | undefined>;

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`PORT must be a whole number from 1 to 65535, got '${value}'`);
  return port;
}

/** PostgreSQL when DATABASE_URL is set; otherwise the SQLite file data/mekong.sqlite, creating data/ if needed. */
export function databaseConfigFromEnv(env: Env, rootDir: string): DatabaseConfig {
  if (env.DATABASE_URL) return { dialect: 'postgres', url: env.DATABASE_URL };
  const dataDir = path.resolve(env.MEKONG_DATA_DIR || path.join(rootDir, 'data'));
  mkdirSync(dataDir, { recursive: true });
  return { dialect: 'sqlite', file: path.join(dataDir, 'mekong.sqlite') };
}

/** MEKONG_ROOT, or the repository this package sits in. */
export function rootDirFromEnv(env: Env): string {
  return path.resolve(env.MEKONG_ROOT || path.resolve(__dirname, '../..'));
}

export function loadConfig(env: Env = process.env): RuntimeConfig {
  const rootDir = rootDirFromEnv(env);
  return {
    rootDir,
    database: databaseConfigFromEnv(env, rootDir),
    port: parsePort(env.PORT),
    host: env.HOST || '0.0.0.0',
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    // Environments often hold a PEM on one line with literal \n.
    security: { rsaPrivateKeyPem: env.MEKONG_RSA_PRIVATE_KEY ? env.MEKONG_RSA_PRIVATE_KEY.replace(/\\n/g, '\n') : null },
  };
}
