// Reads the process environment into the settings the server and the ops CLI share.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { DatabaseConfig } from './db/database';
import { DEFAULT_RECORDS_SETTINGS, type RecordsSettings } from './db/records-database';
import { defaultCashierSettings, DEMO_SITE_BANK, type CashierSettings } from './modules/cashier/settings';
import type { OpsChannelSettings } from './ops/channel';
import { DEFAULT_JOB_SETTINGS, type JobSettings } from './jobs';
import { seamlessProvidersFromEnv, type SeamlessProviders } from './modules/seamless/providers';

export interface RuntimeConfig {
  /** Repository root: shell/dist and releases/ are served from here. */
  rootDir: string;
  database: DatabaseConfig;
  /**
   * Where records and reports read (db/records-database.ts). RECORDS_WORKERS: SQLite reader threads (0–4, default 2; 0 reads on the main connection);
   * RECORDS_CONNECTIONS: PostgreSQL connections of their own pool (1–50, default 4); RECORDS_QUEUE: reads waiting
   * before one more is refused as busy (1–10,000, default 200).
   */
  records: RecordsSettings;
  port: number;
  host: string;
  /** Trust X-Forwarded-For (behind a load balancer), so status and location see the visitor's IP. */
  trustProxy: boolean;
  /** MEKONG_RSA_PRIVATE_KEY: PEM of the enc key pair (production); otherwise kept in the database. */
  security: { rsaPrivateKeyPem: string | null };
  /** SEAMLESS_SECRET_<CODE>: game providers of the seamless wallet and their HMAC secrets (the in-house MEKONG's required in production). */
  seamless: SeamlessProviders;
  /** GAME_PROVIDER_URL: the in-house game provider's own process; unset, it is mounted in the API's (the default). */
  gameProviderUrl?: string;
  cashier: CashierSettings;
  /** How ops commands reach the running server to push what they moved live. */
  ops: OpsChannelSettings;
  jobs: JobSettings;
  /** REDIS_URL: rate limits and live pushes shared across API nodes; in memory (one node) when unset. */
  redis: RedisSettings | null;
  /** LOG_LEVEL, pino's level. */
  logLevel: string;
  /**
   * MEKONG_DEMO: the demo site (demo accounts and their history, the development seamless secret, the demo gateway).
   * Off unless switched on in as many words; refused in production.
   */
  demo: boolean;
  /** LINE_DOMAINS: the mirror domains (origins) of line detection; domainRoute lists them and CSP connect-src allows them. */
  lineDomains: string[];
}

type Env = Record<string, string | undefined>;

/** REDIS_URL and REDIS_KEY_PREFIX: the shared store of rate limits and live pushes when several nodes run. */
export interface RedisSettings {
  url: string;
  /** Put before every key and channel, so several sites (or test runs) can share one Redis. */
  keyPrefix: string;
}

export const DEFAULT_REDIS_KEY_PREFIX = 'mekong:';

/** Every wrong or missing variable, one line each, so an operator fixes them all in one go. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The environment is not valid:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const ON = ['on', 'true', '1'];
const OFF = ['off', 'false', '0'];

/** An unset or empty variable is absent: environments often leave `NAME=` behind. */
const unset = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unset, schema.optional());
const wholeNumber = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  optional(
    z
      .string()
      .regex(/^\d+$/)
      .transform(Number)
      .refine((n) => n >= min && n <= max),
  ).describe(
    max === Number.MAX_SAFE_INTEGER ? `must be a whole number of at least ${min}` : `must be a whole number from ${min} to ${max}`,
  );
const urlOf = (protocols: string[], what: string) =>
  optional(z.string().refine((value) => URL.canParse(value) && protocols.includes(new URL(value).protocol))).describe(`must be ${what}`);
const oneOf = (values: string[]) =>
  optional(z.string().refine((value) => values.includes(value.toLowerCase()))).describe(`must be one of ${values.join(', ')}`);

const splitOrigins = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
/** An origin exactly: scheme, host and port, no path, query or user; never a wildcard (URL accepts `*` in a host). */
const isOrigin = (value: string) =>
  !value.includes('*') && URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol) && new URL(value).origin === value;

/** LINE_DOMAINS: the site's mirror domains (origins) the shell's line detection probes; none when unset. */
export function lineDomainsFromEnv(env: Env): string[] {
  return env.LINE_DOMAINS ? splitOrigins(env.LINE_DOMAINS) : [];
}

/** The variables the API reads, each with what it must be; the message of a refusal is its description. */
const envSchema = z.object({
  PORT: wholeNumber(1, 65535),
  DATABASE_URL: urlOf(['postgres:', 'postgresql:'], 'a PostgreSQL URL (postgres://user:password@host:5432/database)'),
  REDIS_URL: urlOf(['redis:', 'rediss:'], 'a Redis URL (redis://host:6379 or rediss:// for TLS)'),
  TRUST_PROXY: oneOf([...ON, ...OFF]),
  LOG_LEVEL: oneOf([...LOG_LEVELS]),
  MEKONG_DEMO: oneOf([...ON, ...OFF]),
  DEMO_GATEWAY: oneOf([...ON, ...OFF]),
  DEMO_GATEWAY_URL: urlOf(['http:', 'https:'], 'an http(s) URL'),
  MEKONG_OPS_SERVER_URL: urlOf(['http:', 'https:'], 'an http(s) URL'),
  GAME_PROVIDER_URL: urlOf(['http:', 'https:'], 'an http(s) URL'),
  MEKONG_RSA_PRIVATE_KEY: optional(z.string().refine((value) => value.trimStart().startsWith('-----BEGIN '))).describe(
    'must be a PEM (-----BEGIN PRIVATE KEY-----…)',
  ),
  WITHDRAWAL_AUTO_RECEIVE_MINUTES: wholeNumber(1),
  RECORDS_WORKERS: wholeNumber(0, 4),
  RECORDS_CONNECTIONS: wholeNumber(1, 50),
  RECORDS_QUEUE: wholeNumber(1, 10_000),
  WITHDRAWAL_AUTO_RECEIVE_EVERY_SECONDS: wholeNumber(1),
  LINE_DOMAINS: optional(z.string().refine((value) => splitOrigins(value).every(isOrigin))).describe(
    'must be http(s) origins separated by commas (https://www.mekong.example,https://m2.mekong.example)',
  ),
});

type CheckedVariable = keyof typeof envSchema.shape;
/** URLs and keys may hold credentials: their values are never echoed into logs. */
const SECRET_VALUES: CheckedVariable[] = ['DATABASE_URL', 'REDIS_URL', 'MEKONG_RSA_PRIVATE_KEY'];

function refusal(name: CheckedVariable, value: string | undefined): string {
  const rule = envSchema.shape[name].description ?? 'is not valid';
  return SECRET_VALUES.includes(name) ? `${name} ${rule}` : `${name} ${rule}, got '${value}'`;
}

/** One checked whole number, or the fallback when unset (for callers that read a single setting, like the ops CLI). */
function wholeNumberOf(
  env: Env,
  name:
    | 'PORT'
    | 'WITHDRAWAL_AUTO_RECEIVE_MINUTES'
    | 'WITHDRAWAL_AUTO_RECEIVE_EVERY_SECONDS'
    | 'RECORDS_WORKERS'
    | 'RECORDS_CONNECTIONS'
    | 'RECORDS_QUEUE',
  fallback: number,
): number {
  const parsed = envSchema.shape[name].safeParse(env[name]);
  if (!parsed.success) throw new ConfigError([refusal(name, env[name])]);
  return parsed.data ?? fallback;
}

/** What production cannot run without (docs/architecture.md, Scale: PostgreSQL and Redis behind N nodes, secrets from ops). */
function productionProblems(env: Env): string[] {
  const missing = (name: string, why: string) => (env[name] ? [] : [`${name} must be set in production (${why})`]);
  return [
    ...missing('DATABASE_URL', 'PostgreSQL; SQLite is for one machine only'),
    ...missing('REDIS_URL', 'rate limits and live pushes shared by the API nodes'),
    ...missing('MEKONG_RSA_PRIVATE_KEY', 'the key pair of enc calls, the same on every node'),
    ...missing('MEKONG_OPS_SECRET', 'how ops commands authenticate to the running servers'),
  ];
}

/** Demo mode only when MEKONG_DEMO says on (or true, 1): a forgotten variable leaves a site without demo data. */
export function demoModeFromEnv(env: Env): boolean {
  return ON.includes((env.MEKONG_DEMO ?? '').toLowerCase());
}

/** The demo gateway pays at a button press: only in demo mode, where DEMO_GATEWAY=off can still turn it off. */
function demoGatewayEnabled(env: Env): boolean {
  return demoModeFromEnv(env) && !OFF.includes((env.DEMO_GATEWAY ?? '').toLowerCase());
}

const SITE_BANK_VARIABLES = ['SITE_BANK_NAME', 'SITE_BANK_ACCOUNT_NO', 'SITE_BANK_ACCOUNT_NAME'] as const;

/** What demo mode decides: never in production; outside it no demo gateway, and the site's own bank account. */
function demoProblems(env: Env): string[] {
  if (demoModeFromEnv(env)) {
    return env.NODE_ENV === 'production'
      ? [
          'MEKONG_DEMO=on is refused with NODE_ENV=production (demo accounts with a published password, the development seamless secret, the demo gateway)',
        ]
      : [];
  }
  const where = env.NODE_ENV === 'production' ? 'in production' : 'unless MEKONG_DEMO=on';
  return [
    ...(ON.includes((env.DEMO_GATEWAY ?? '').toLowerCase())
      ? ['DEMO_GATEWAY=on needs MEKONG_DEMO=on (the demo gateway pays any order at a button press)']
      : []),
    ...SITE_BANK_VARIABLES.filter((name) => !env[name]).map(
      (name) => `${name} must be set ${where} (the account members transfer deposits to; the demo one is not a real account)`,
    ),
  ];
}

/** One line per wrong variable (name, what it must be, what it was), and the production requirements. */
export function environmentProblems(env: Env): string[] {
  const parsed = envSchema.safeParse(env);
  const problems = parsed.success
    ? []
    : [...new Set(parsed.error.issues.map((issue) => String(issue.path[0]) as CheckedVariable))].map((name) => refusal(name, env[name]));
  if (env.NODE_ENV === 'production') problems.push(...productionProblems(env));
  problems.push(...demoProblems(env));
  try {
    seamlessProvidersFromEnv(env, demoModeFromEnv(env));
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
  return problems;
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
 * DEMO_GATEWAY (on/off; only in demo mode), DEMO_GATEWAY_SECRET, DEMO_GATEWAY_URL; SITE_BANK_NAME, SITE_BANK_ACCOUNT_NO,
 * SITE_BANK_ACCOUNT_NAME (the demo account fills the gaps in demo mode; outside it all three, or no bank channel);
 * WITHDRAWAL_AUTO_RECEIVE_MINUTES.
 */
export function cashierSettingsFromEnv(env: Env): CashierSettings {
  const defaults = defaultCashierSettings();
  const demo = demoModeFromEnv(env);
  return {
    demoGateway: {
      enabled: demoGatewayEnabled(env),
      secret: env.DEMO_GATEWAY_SECRET || defaults.demoGateway.secret,
      baseUrl: (env.DEMO_GATEWAY_URL ?? '').replace(/\/+$/, ''),
    },
    siteBank:
      demo || SITE_BANK_VARIABLES.every((name) => env[name])
        ? {
            bankName: env.SITE_BANK_NAME || DEMO_SITE_BANK.bankName,
            accountNo: env.SITE_BANK_ACCOUNT_NO || DEMO_SITE_BANK.accountNo,
            accountName: env.SITE_BANK_ACCOUNT_NAME || DEMO_SITE_BANK.accountName,
          }
        : null,
    withdrawalAutoReceiveMinutes: wholeNumberOf(env, 'WITHDRAWAL_AUTO_RECEIVE_MINUTES', defaults.withdrawalAutoReceiveMinutes),
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

/** REDIS_URL (checked by the schema) and REDIS_KEY_PREFIX, or null for the in-memory single-node mode. */
export function redisSettingsFromEnv(env: Env): RedisSettings | null {
  return env.REDIS_URL ? { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX || DEFAULT_REDIS_KEY_PREFIX } : null;
}

/** The whole configuration, or a ConfigError listing every wrong or missing variable. */
export function loadConfig(env: Env = process.env): RuntimeConfig {
  const problems = environmentProblems(env);
  if (problems.length > 0) throw new ConfigError(problems);
  const rootDir = rootDirFromEnv(env);
  return {
    rootDir,
    database: databaseConfigFromEnv(env, rootDir),
    records: {
      workers: wholeNumberOf(env, 'RECORDS_WORKERS', DEFAULT_RECORDS_SETTINGS.workers),
      connections: wholeNumberOf(env, 'RECORDS_CONNECTIONS', DEFAULT_RECORDS_SETTINGS.connections),
      queueLimit: wholeNumberOf(env, 'RECORDS_QUEUE', DEFAULT_RECORDS_SETTINGS.queueLimit),
    },
    port: wholeNumberOf(env, 'PORT', 8080),
    host: env.HOST || '0.0.0.0',
    trustProxy: ON.includes((env.TRUST_PROXY ?? '').toLowerCase()),
    // Environments often hold a PEM on one line with literal \n.
    security: { rsaPrivateKeyPem: env.MEKONG_RSA_PRIVATE_KEY ? env.MEKONG_RSA_PRIVATE_KEY.replace(/\\n/g, '\n') : null },
    seamless: seamlessProvidersFromEnv(env, demoModeFromEnv(env)),
    gameProviderUrl: env.GAME_PROVIDER_URL || undefined,
    cashier: cashierSettingsFromEnv(env),
    ops: opsChannelFromEnv(env, rootDir),
    jobs: {
      autoReceiveEverySeconds: wholeNumberOf(env, 'WITHDRAWAL_AUTO_RECEIVE_EVERY_SECONDS', DEFAULT_JOB_SETTINGS.autoReceiveEverySeconds),
    },
    redis: redisSettingsFromEnv(env),
    logLevel: (env.LOG_LEVEL || 'info').toLowerCase(),
    demo: demoModeFromEnv(env),
    lineDomains: lineDomainsFromEnv(env),
  };
}
