// The environment picks the database, port and root the same way for the server and the ops CLI.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { cashierSettingsFromEnv, ConfigError, loadConfig } from './config';
import { DEV_IN_HOUSE_SECRET } from './modules/seamless/providers';
import { makeTempRoot as makeRoot } from './test-support/test-app';
import { DEMO_SITE_BANK } from './modules/cashier/settings';

const roots: string[] = [];
const makeTempRoot = () => {
  roots.push(makeRoot());
  return roots[roots.length - 1] ?? '';
};
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** The demo site's environment (`npm start`, the test suites): defaults fill the rest. */
const DEMO = { MEKONG_DEMO: 'on' };

it('defaults to SQLite under <root>/data, port 8080 on all interfaces; in demo mode the development secret, demo gateway and bank', () => {
  const root = makeTempRoot();
  const config = loadConfig({ MEKONG_ROOT: root, ...DEMO });
  expect(config).toEqual({
    rootDir: root,
    database: { dialect: 'sqlite', file: path.join(root, 'data', 'mekong.sqlite') },
    records: { workers: 2, connections: 4, queueLimit: 200 },
    port: 8080,
    host: '0.0.0.0',
    trustProxy: false,
    security: { rsaPrivateKeyPem: null },
    seamless: { MEKONG: DEV_IN_HOUSE_SECRET },
    cashier: {
      demoGateway: { enabled: true, secret: expect.any(String), baseUrl: '' },
      siteBank: DEMO_SITE_BANK,
      withdrawalAutoReceiveMinutes: 30,
    },
    ops: { secret: null, serverUrl: null, announceFile: path.join(root, 'data', 'ops-server.json') },
    jobs: { autoReceiveEverySeconds: 30 },
    redis: null,
    logLevel: 'info',
    demo: true,
    lineDomains: [],
  });
  expect(existsSync(path.join(root, 'data'))).toBe(true);
});

it('reads the enc private key from MEKONG_RSA_PRIVATE_KEY, one-line PEMs included', () => {
  const pem = '-----BEGIN PRIVATE KEY-----\\nAAAA\\n-----END PRIVATE KEY-----';
  expect(loadConfig({ MEKONG_ROOT: makeTempRoot(), ...DEMO, MEKONG_RSA_PRIVATE_KEY: pem }).security.rsaPrivateKeyPem).toBe(
    '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----',
  );
});

/** Everything a site outside demo mode requires: its own in-house provider secret and bank account. */
const siteEnv = (root: string) => ({
  MEKONG_ROOT: root,
  SEAMLESS_SECRET_MEKONG: 's'.repeat(40),
  SITE_BANK_NAME: 'LDB',
  SITE_BANK_ACCOUNT_NO: '0300111222333',
  SITE_BANK_ACCOUNT_NAME: 'MEKONG CO',
});

/** Everything production requires, valid. */
const productionEnv = (root: string) => ({
  ...siteEnv(root),
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://mekong:pw@db:5432/mekong',
  REDIS_URL: 'redis://cache:6379',
  MEKONG_RSA_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nAAAA\\n-----END PRIVATE KEY-----',
  MEKONG_OPS_SECRET: 'o'.repeat(40),
});

/** The problems loadConfig reports, one per line. */
function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

it("reads each game provider's seamless-wallet secret, and requires a strong in-house one outside demo mode", () => {
  const root = makeTempRoot();
  const strong = 'a'.repeat(40);
  expect(loadConfig({ MEKONG_ROOT: root, ...DEMO, SEAMLESS_SECRET_MEKONG: 'mine', SEAMLESS_SECRET_ACME: 'theirs' }).seamless).toEqual({
    MEKONG: 'mine',
    ACME: 'theirs',
  });
  expect(() => loadConfig({ MEKONG_ROOT: root, NODE_ENV: 'production' })).toThrow('SEAMLESS_SECRET_MEKONG must be set in production');
  expect(() => loadConfig({ MEKONG_ROOT: root, NODE_ENV: 'production', SEAMLESS_SECRET_MEKONG: 'short' })).toThrow(
    'at least 32 characters',
  );
  expect(() => loadConfig({ MEKONG_ROOT: root, NODE_ENV: 'production', SEAMLESS_SECRET_MEKONG: DEV_IN_HOUSE_SECRET })).toThrow(
    'SEAMLESS_SECRET_MEKONG must be a random secret',
  );
  expect(loadConfig({ ...productionEnv(root), SEAMLESS_SECRET_MEKONG: strong }).seamless).toEqual({ MEKONG: strong });
  // Not production, but not demo either: the same rules, worded for that case.
  expect(problemsOf({ ...siteEnv(root), SEAMLESS_SECRET_MEKONG: '' })).toEqual([
    "SEAMLESS_SECRET_MEKONG must be set unless MEKONG_DEMO=on (the in-house game provider's HMAC secret; the development one is published)",
  ]);
  expect(problemsOf({ ...siteEnv(root), SEAMLESS_SECRET_MEKONG: DEV_IN_HOUSE_SECRET })).toEqual([
    'SEAMLESS_SECRET_MEKONG must be a random secret of at least 32 characters, not the development one, unless MEKONG_DEMO=on',
  ]);
  expect(problemsOf({ ...siteEnv(root), SEAMLESS_SECRET_ACME: 'weak' })).toEqual([
    'SEAMLESS_SECRET_ACME must be a random secret of at least 32 characters, not the development one, unless MEKONG_DEMO=on',
  ]);
  expect(loadConfig({ ...siteEnv(root), SEAMLESS_SECRET_ACME: strong }).seamless).toEqual({
    MEKONG: siteEnv(root).SEAMLESS_SECRET_MEKONG,
    ACME: strong,
  });
});

it('reads MEKONG_DEMO as on/off (true/false, 1/0; off when unset) and refuses demo mode in production', () => {
  const root = makeTempRoot();
  for (const value of ['on', 'ON', 'true', '1']) expect(loadConfig({ ...siteEnv(root), MEKONG_DEMO: value }).demo).toBe(true);
  for (const value of ['off', 'false', '0', '']) expect(loadConfig({ ...siteEnv(root), MEKONG_DEMO: value }).demo).toBe(false);
  expect(loadConfig(siteEnv(root)).demo).toBe(false);
  expect(problemsOf({ ...siteEnv(root), MEKONG_DEMO: 'yes' })).toEqual([
    "MEKONG_DEMO must be one of on, true, 1, off, false, 0, got 'yes'",
  ]);
  expect(problemsOf({ ...productionEnv(root), MEKONG_DEMO: 'on' })).toEqual([
    'MEKONG_DEMO=on is refused with NODE_ENV=production (demo accounts with a published password, the development seamless secret, the demo gateway)',
  ]);
});

it("outside demo mode offers no demo gateway and needs the site's own bank account", () => {
  const root = makeTempRoot();
  const cashier = loadConfig(siteEnv(root)).cashier;
  expect(cashier).toEqual({
    demoGateway: { enabled: false, secret: expect.any(String), baseUrl: '' },
    siteBank: { bankName: 'LDB', accountNo: '0300111222333', accountName: 'MEKONG CO' },
    withdrawalAutoReceiveMinutes: 30,
  });
  expect(loadConfig({ ...siteEnv(root), DEMO_GATEWAY: 'off' }).cashier.demoGateway.enabled).toBe(false);
  expect(problemsOf({ ...siteEnv(root), DEMO_GATEWAY: 'true' })).toEqual([
    'DEMO_GATEWAY=on needs MEKONG_DEMO=on (the demo gateway pays any order at a button press)',
  ]);
  expect(problemsOf({ ...siteEnv(root), SITE_BANK_NAME: '', SITE_BANK_ACCOUNT_NO: '' })).toEqual([
    'SITE_BANK_NAME must be set unless MEKONG_DEMO=on (the account members transfer deposits to; the demo one is not a real account)',
    'SITE_BANK_ACCOUNT_NO must be set unless MEKONG_DEMO=on (the account members transfer deposits to; the demo one is not a real account)',
  ]);
  // The ops CLI reads only the withdrawal window from these settings: no bank account is made up for it.
  expect(cashierSettingsFromEnv({ MEKONG_ROOT: root }).siteBank).toBeNull();
});

it('reads the cashier, ops channel and job settings, refusing bad numbers clearly', () => {
  const root = makeTempRoot();
  const config = loadConfig({
    MEKONG_ROOT: root,
    ...DEMO,
    MEKONG_DATA_DIR: path.join(root, 'state'),
    DEMO_GATEWAY: 'off',
    DEMO_GATEWAY_SECRET: 'gateway-secret',
    DEMO_GATEWAY_URL: 'https://pay.example/',
    SITE_BANK_NAME: 'LDB',
    SITE_BANK_ACCOUNT_NO: '0300111222333',
    SITE_BANK_ACCOUNT_NAME: 'MEKONG CO',
    WITHDRAWAL_AUTO_RECEIVE_MINUTES: '45',
    WITHDRAWAL_AUTO_RECEIVE_EVERY_SECONDS: '5',
    MEKONG_OPS_SECRET: 'ops-secret',
    MEKONG_OPS_SERVER_URL: 'http://10.0.0.5:8080/',
  });
  expect(config.cashier).toEqual({
    demoGateway: { enabled: false, secret: 'gateway-secret', baseUrl: 'https://pay.example' },
    siteBank: { bankName: 'LDB', accountNo: '0300111222333', accountName: 'MEKONG CO' },
    withdrawalAutoReceiveMinutes: 45,
  });
  expect(config.ops).toEqual({
    secret: 'ops-secret',
    serverUrl: 'http://10.0.0.5:8080',
    announceFile: path.join(root, 'state', 'ops-server.json'),
  });
  expect(config.jobs).toEqual({ autoReceiveEverySeconds: 5 });
  // The demo gateway (it pays at a button press) is on in demo mode unless turned off, and never outside it.
  expect(cashierSettingsFromEnv({ ...DEMO }).demoGateway.enabled).toBe(true);
  expect(cashierSettingsFromEnv({ DEMO_GATEWAY: 'on' }).demoGateway.enabled).toBe(false);
  expect(() => loadConfig({ MEKONG_ROOT: root, ...DEMO, WITHDRAWAL_AUTO_RECEIVE_MINUTES: '0' })).toThrow(
    "WITHDRAWAL_AUTO_RECEIVE_MINUTES must be a whole number of at least 1, got '0'",
  );
  expect(() => loadConfig({ MEKONG_ROOT: root, ...DEMO, WITHDRAWAL_AUTO_RECEIVE_EVERY_SECONDS: '2.5' })).toThrow(
    "WITHDRAWAL_AUTO_RECEIVE_EVERY_SECONDS must be a whole number of at least 1, got '2.5'",
  );
});

it('uses PostgreSQL when DATABASE_URL is set, and reads PORT, HOST, MEKONG_DATA_DIR', () => {
  const root = makeTempRoot();
  expect(
    loadConfig({ MEKONG_ROOT: root, ...DEMO, DATABASE_URL: 'postgres://db/mekong', PORT: '18080', HOST: '127.0.0.1', TRUST_PROXY: 'true' }),
  ).toMatchObject({
    database: { dialect: 'postgres', url: 'postgres://db/mekong' },
    port: 18080,
    host: '127.0.0.1',
    trustProxy: true,
  });
  // The records' own readers: threads on SQLite, a pool beside the main one's 20 on PostgreSQL, and their queue's bound.
  expect(loadConfig({ MEKONG_ROOT: root, ...DEMO, RECORDS_WORKERS: '1', RECORDS_CONNECTIONS: '6', RECORDS_QUEUE: '50' }).records).toEqual({
    workers: 1,
    connections: 6,
    queueLimit: 50,
  });
  expect(() => loadConfig({ MEKONG_ROOT: root, ...DEMO, RECORDS_WORKERS: '8' })).toThrow(
    "RECORDS_WORKERS must be a whole number from 0 to 4, got '8'",
  );
  const dataDir = path.join(root, 'elsewhere');
  expect(loadConfig({ MEKONG_ROOT: root, ...DEMO, MEKONG_DATA_DIR: dataDir }).database).toEqual({
    dialect: 'sqlite',
    file: path.join(dataDir, 'mekong.sqlite'),
  });
});

it('finds the repository root from the package when MEKONG_ROOT is unset', () => {
  expect(loadConfig({ ...DEMO, MEKONG_DATA_DIR: makeTempRoot() }).rootDir).toBe(path.resolve(__dirname, '../..'));
});

it('refuses a bad PORT clearly', () => {
  expect(() => loadConfig({ MEKONG_ROOT: makeTempRoot(), ...DEMO, PORT: 'eighty' })).toThrow(
    "PORT must be a whole number from 1 to 65535, got 'eighty'",
  );
});

it('reads REDIS_URL with its key prefix, and LOG_LEVEL', () => {
  const root = makeTempRoot();
  expect(loadConfig({ MEKONG_ROOT: root, ...DEMO, REDIS_URL: 'redis://127.0.0.1:6379' }).redis).toEqual({
    url: 'redis://127.0.0.1:6379',
    keyPrefix: 'mekong:',
  });
  expect(
    loadConfig({ MEKONG_ROOT: root, ...DEMO, REDIS_URL: 'rediss://cache:6380', REDIS_KEY_PREFIX: 'site2:', LOG_LEVEL: 'warn' }),
  ).toMatchObject({ redis: { url: 'rediss://cache:6380', keyPrefix: 'site2:' }, logLevel: 'warn' });
});

it('lists every wrong value at once, one line each, never echoing URLs or keys', () => {
  const problems = problemsOf({
    MEKONG_ROOT: makeTempRoot(),
    ...DEMO,
    PORT: '0',
    DATABASE_URL: 'mysql://root:hunter2@db/mekong',
    REDIS_URL: 'localhost:6379',
    TRUST_PROXY: 'yes',
    LOG_LEVEL: 'loud',
    DEMO_GATEWAY: 'maybe',
    DEMO_GATEWAY_URL: 'pay.example',
    MEKONG_OPS_SERVER_URL: 'ftp://ops',
    MEKONG_RSA_PRIVATE_KEY: 'not a pem',
    WITHDRAWAL_AUTO_RECEIVE_MINUTES: 'ten',
  });
  expect(problems).toEqual([
    "PORT must be a whole number from 1 to 65535, got '0'",
    'DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host:5432/database)',
    'REDIS_URL must be a Redis URL (redis://host:6379 or rediss:// for TLS)',
    "TRUST_PROXY must be one of on, true, 1, off, false, 0, got 'yes'",
    "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got 'loud'",
    "DEMO_GATEWAY must be one of on, true, 1, off, false, 0, got 'maybe'",
    "DEMO_GATEWAY_URL must be an http(s) URL, got 'pay.example'",
    "MEKONG_OPS_SERVER_URL must be an http(s) URL, got 'ftp://ops'",
    'MEKONG_RSA_PRIVATE_KEY must be a PEM (-----BEGIN PRIVATE KEY-----…)',
    "WITHDRAWAL_AUTO_RECEIVE_MINUTES must be a whole number of at least 1, got 'ten'",
  ]);
  expect(problems.join('\n')).not.toContain('hunter2');
});

it('lists what production cannot run without', () => {
  const root = makeTempRoot();
  const bank = 'the account members transfer deposits to; the demo one is not a real account';
  expect(problemsOf({ MEKONG_ROOT: root, NODE_ENV: 'production', DEMO_GATEWAY: 'on' })).toEqual([
    'DATABASE_URL must be set in production (PostgreSQL; SQLite is for one machine only)',
    'REDIS_URL must be set in production (rate limits and live pushes shared by the API nodes)',
    'MEKONG_RSA_PRIVATE_KEY must be set in production (the key pair of enc calls, the same on every node)',
    'MEKONG_OPS_SECRET must be set in production (how ops commands authenticate to the running servers)',
    'DEMO_GATEWAY=on needs MEKONG_DEMO=on (the demo gateway pays any order at a button press)',
    `SITE_BANK_NAME must be set in production (${bank})`,
    `SITE_BANK_ACCOUNT_NO must be set in production (${bank})`,
    `SITE_BANK_ACCOUNT_NAME must be set in production (${bank})`,
    "SEAMLESS_SECRET_MEKONG must be set in production (the in-house game provider's HMAC secret; the development one is published)",
  ]);
  expect(problemsOf(productionEnv(root))).toEqual([]);
  expect(problemsOf({ ...productionEnv(root), SEAMLESS_SECRET_MEKONG: 'short' })).toEqual([
    'SEAMLESS_SECRET_MEKONG must be a random secret of at least 32 characters, not the development one, in production',
  ]);
  expect(loadConfig(productionEnv(root))).toMatchObject({ demo: false, cashier: { demoGateway: { enabled: false } } });
});
