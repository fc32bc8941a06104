// Reads the process environment into the settings the server and the ops CLI share.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseConfig } from './db/database';
import { defaultCashierSettings, type CashierSettings } from './modules/cashier/settings';
import type { OpsChannelSettings } from './ops/channel';
import { DEFAULT_JOB_SETTINGS, type JobSettings } from './jobs';
import { seamlessProvidersFromEnv, type SeamlessProviders } from './modules/seamless/providers';

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
  /** SEAMLESS_SECRET_<CODE>: game providers of the seamless wallet and their HMAC secrets (the in-house MEKONG's required in production). */
  seamless: SeamlessProviders;
  cashier: CashierSettings;
  /** How ops commands reach the running server to push what they moved live. */
  ops: OpsChannelSettings;
  jobs: JobSettings;
}

type Env = Record<string, string | undefined>;

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`PORT must be a whole number from 1 to 65535, got '${value}'`);
  return port;
}

/** A whole number of at least 1 from the environment, or the fallback when unset. */
function positiveWhole(env: Env, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 1) throw new Error(`${name} must be a whole number of at least 1, got '${value}'`);
  return number;
}

/** MEKONG_DATA_DIR, or data/ under the root: the SQLite file and the running server's ops announcement live there. */
export function dataDirFromEnv(env: Env, rootDir: string): string {
  return path.resolve(env.MEKONG_DATA_DIR || path.join(rootDir, 'data'));
}

/** PostgreSQL when DATABASE_URL is set; otherwise the SQLite file data/mekong.sqlite, creating data/ if needed. */
export function databaseConfigFromEnv(env: Env, rootDir: string): DatabaseConfig {
  if (env.DATABASE_URL) return { dialect: 'postgres', url: env.DATABASE_URL };
  const dataDir = dataDirFromEnv(env, rootDir);
  mkdirSync(dataDir, { recursive: true });
  return { dialect: 'sqlite', file: path.join(dataDir, 'mekong.sqlite') };
}

/** MEKONG_ROOT, or the repository this package sits in. */
export function rootDirFromEnv(env: Env): string {
  return path.resolve(env.MEKONG_ROOT || path.resolve(__dirname, '../..'));
}

/**
 * DEMO_GATEWAY (on/off; off by default in production), DEMO_GATEWAY_SECRET, DEMO_GATEWAY_URL; SITE_BANK_NAME, SITE_BANK_ACCOUNT_NO,
 * SITE_BANK_ACCOUNT_NAME (the demo account otherwise); WITHDRAWAL_AUTO_RECEIVE_MINUTES.
 */
export function cashierSettingsFromEnv(env: Env): CashierSettings {
  const defaults = defaultCashierSettings();
  const gateway = (env.DEMO_GATEWAY ?? '').toLowerCase();
  return {
    demoGateway: {
      // The demo gateway pays at a button press: a production site has it only when ops say so in as many words.
      enabled: env.NODE_ENV === 'production' ? gateway === 'on' : !['off', 'false', '0'].includes(gateway),
      secret: env.DEMO_GATEWAY_SECRET || defaults.demoGateway.secret,
      baseUrl: (env.DEMO_GATEWAY_URL ?? '').replace(/\/+$/, ''),
    },
    siteBank: {
      bankName: env.SITE_BANK_NAME || defaults.siteBank.bankName,
      accountNo: env.SITE_BANK_ACCOUNT_NO || defaults.siteBank.accountNo,
      accountName: env.SITE_BANK_ACCOUNT_NAME || defaults.siteBank.accountName,
    },
    withdrawalAutoReceiveMinutes: positiveWhole(env, 'WITHDRAWAL_AUTO_RECEIVE_MINUTES', defaults.withdrawalAutoReceiveMinutes),
  };
}

/** MEKONG_OPS_SECRET and MEKONG_OPS_SERVER_URL, else the announcement a listening server leaves in the data folder. */
export function opsChannelFromEnv(env: Env, rootDir: string): OpsChannelSettings {
  return {
    secret: env.MEKONG_OPS_SECRET || null,
    serverUrl: env.MEKONG_OPS_SERVER_URL ? env.MEKONG_OPS_SERVER_URL.replace(/\/+$/, '') : null,
    announceFile: path.join(dataDirFromEnv(env, rootDir), 'ops-server.json'),
  };
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
    seamless: seamlessProvidersFromEnv(env),
    cashier: cashierSettingsFromEnv(env),
    ops: opsChannelFromEnv(env, rootDir),
    jobs: { autoReceiveEverySeconds: positiveWhole(env, 'WITHDRAWAL_AUTO_RECEIVE_EVERY_SECONDS', DEFAULT_JOB_SETTINGS.autoReceiveEverySeconds) },
  };
}
