// The provider's own process reads its settings from the environment, all checked at start: a wrong or missing value
// stops it with one line per problem. Without MEKONG_DEMO=on it needs its own seamless secret, as the API does.
import path from 'node:path';
import { DEV_IN_HOUSE_SECRET, IN_HOUSE_PROVIDER } from '@mekong/contracts/server';
import type { ProviderDatabaseConfig } from './db/database';
import { TABLE_BET_SECONDS } from './engines/table/limits';

export interface ProviderConfig {
  port: number;
  host: string;
  /** The wallet: the site's API, whose seamless routes this provider calls. */
  apiUrl: string;
  providerCode: string;
  secret: string;
  database: ProviderDatabaseConfig;
  publicUrl: string;
  /** The site's origin, the only page that may frame the game page; undefined: this server's own origin. */
  siteOrigin: string | undefined;
  logLevel: string;
  /** Seconds of betting before a table game deals. */
  tableBetSeconds: number;
}

const MIN_SECRET_LENGTH = 32;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const ON = ['on', 'true', '1'];

export class ProviderConfigError extends Error {}

const httpUrl = (value: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** Every problem of the environment at once; the repository's data/ folder holds the SQLite file by default. */
export function loadProviderConfig(env: Record<string, string | undefined> = process.env): ProviderConfig {
  const problems: string[] = [];
  const port = Number(env.PORT ?? 8091);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) problems.push('PORT must be a whole number from 1 to 65535');
  const apiUrl = env.API_URL ?? '';
  if (!httpUrl(apiUrl)) problems.push('API_URL must be the http(s):// address of the site API (the seamless wallet)');
  const demo = ON.includes((env.MEKONG_DEMO ?? '').toLowerCase());
  const production = env.NODE_ENV === 'production';
  if (demo && production) problems.push('MEKONG_DEMO=on is refused with NODE_ENV=production (the development seamless secret)');
  const given = env[`SEAMLESS_SECRET_${IN_HOUSE_PROVIDER}`];
  const secret = given ?? (demo ? DEV_IN_HOUSE_SECRET : '');
  if (!demo && (secret.length < MIN_SECRET_LENGTH || secret === DEV_IN_HOUSE_SECRET))
    problems.push(`SEAMLESS_SECRET_${IN_HOUSE_PROVIDER} must be a random secret of at least ${MIN_SECRET_LENGTH} characters (the API's)`);
  const databaseUrl = env.DATABASE_URL;
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) problems.push('DATABASE_URL must be a postgres:// URL');
  const publicUrl = env.PUBLIC_URL ?? '';
  if (publicUrl !== '' && !httpUrl(publicUrl)) problems.push('PUBLIC_URL must be an http(s):// address');
  const siteOrigin = env.SITE_ORIGIN;
  if (siteOrigin !== undefined && !(httpUrl(siteOrigin) && new URL(siteOrigin).origin === siteOrigin))
    problems.push('SITE_ORIGIN must be the http(s):// origin of the site framing the game page (no path)');
  const logLevel = env.LOG_LEVEL ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const tableBetSeconds = Number(env.TABLE_BET_SECONDS ?? TABLE_BET_SECONDS);
  if (!Number.isInteger(tableBetSeconds) || tableBetSeconds < 3 || tableBetSeconds > 120)
    problems.push('TABLE_BET_SECONDS must be a whole number of seconds from 3 to 120');
  if (problems.length > 0) throw new ProviderConfigError(problems.join('\n'));
  const dataDir = env.PROVIDER_DATA_DIR ?? path.resolve(__dirname, '../../data');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    apiUrl,
    providerCode: IN_HOUSE_PROVIDER,
    secret,
    database: databaseUrl
      ? { dialect: 'postgres', url: databaseUrl }
      : { dialect: 'sqlite', file: path.join(dataDir, 'game-provider.sqlite') },
    publicUrl,
    siteOrigin,
    logLevel,
    tableBetSeconds,
  };
}
