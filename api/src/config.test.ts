// The environment picks the database, port and root the same way for the server and the ops CLI.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { cashierSettingsFromEnv, loadConfig } from './config';
import { DEV_IN_HOUSE_SECRET } from './modules/seamless/providers';
import { makeTempRoot as makeRoot } from './test-support/test-app';
import { DEMO_SITE_BANK } from './modules/cashier/settings';

const roots: string[] = [];
const makeTempRoot = () => {
  roots.push(makeRoot());
  return roots[roots.length - 1] ?? '';
};
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

it('defaults to SQLite under <root>/data, port 8080 on all interfaces', () => {
  const root = makeTempRoot();
  const config = loadConfig({ MEKONG_ROOT: root });
  expect(config).toEqual({
    rootDir: root,
    database: { dialect: 'sqlite', file: path.join(root, 'data', 'mekong.sqlite') },
    port: 8080,
    host: '0.0.0.0',
    trustProxy: false,
    security: { rsaPrivateKeyPem: null },
    seamless: { MEKONG: DEV_IN_HOUSE_SECRET },
    cashier: { demoGateway: { enabled: true, secret: expect.any(String), baseUrl: '' }, siteBank: DEMO_SITE_BANK, withdrawalAutoReceiveMinutes: 30 },
    ops: { secret: null, serverUrl: null, announceFile: path.join(root, 'data', 'ops-server.json') },
    jobs: { autoReceiveEverySeconds: 30 },
  });
  expect(existsSync(path.join(root, 'data'))).toBe(true);
});

it('reads the enc private key from MEKONG_RSA_PRIVATE_KEY, one-line PEMs included', () => {
  const pem = '-----BEGIN PRIVATE KEY-----\\nAAAA\\n-----END PRIVATE KEY-----';
  expect(loadConfig({ MEKONG_ROOT: makeTempRoot(), MEKONG_RSA_PRIVATE_KEY: pem }).security.rsaPrivateKeyPem).toBe('-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----');
});

it('reads each game provider\'s seamless-wallet secret, and requires a strong in-house one in production', () => {
  const root = makeTempRoot();
  const strong = 'a'.repeat(40);
  expect(loadConfig({ MEKONG_ROOT: root, SEAMLESS_SECRET_MEKONG: 'mine', SEAMLESS_SECRET_ACME: 'theirs' }).seamless).toEqual({ MEKONG: 'mine', ACME: 'theirs' });
  expect(() => loadConfig({ MEKONG_ROOT: root, NODE_ENV: 'production' })).toThrow('SEAMLESS_SECRET_MEKONG must be set in production');
  expect(() => loadConfig({ MEKONG_ROOT: root, NODE_ENV: 'production', SEAMLESS_SECRET_MEKONG: 'short' })).toThrow('at least 32 characters');
  expect(() => loadConfig({ MEKONG_ROOT: root, NODE_ENV: 'production', SEAMLESS_SECRET_MEKONG: DEV_IN_HOUSE_SECRET })).toThrow('SEAMLESS_SECRET_MEKONG must be a random secret');
  expect(loadConfig({ MEKONG_ROOT: root, NODE_ENV: 'production', SEAMLESS_SECRET_MEKONG: strong }).seamless).toEqual({ MEKONG: strong });
});

it('reads the cashier, ops channel and job settings, refusing bad numbers clearly', () => {
  const root = makeTempRoot();
  const config = loadConfig({
    MEKONG_ROOT: root,
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
  expect(config.ops).toEqual({ secret: 'ops-secret', serverUrl: 'http://10.0.0.5:8080', announceFile: path.join(root, 'state', 'ops-server.json') });
  expect(config.jobs).toEqual({ autoReceiveEverySeconds: 5 });
  // A production site takes the demo gateway (it pays at a button press) only when told so.
  const production = { MEKONG_ROOT: root, NODE_ENV: 'production', SEAMLESS_SECRET_MEKONG: 'x'.repeat(40) };
  expect(cashierSettingsFromEnv(production).demoGateway.enabled).toBe(false);
  expect(cashierSettingsFromEnv({ ...production, DEMO_GATEWAY: 'on' }).demoGateway.enabled).toBe(true);
  expect(() => loadConfig({ MEKONG_ROOT: root, WITHDRAWAL_AUTO_RECEIVE_MINUTES: '0' })).toThrow("WITHDRAWAL_AUTO_RECEIVE_MINUTES must be a whole number of at least 1, got '0'");
  expect(() => loadConfig({ MEKONG_ROOT: root, WITHDRAWAL_AUTO_RECEIVE_EVERY_SECONDS: '2.5' })).toThrow("WITHDRAWAL_AUTO_RECEIVE_EVERY_SECONDS must be a whole number of at least 1, got '2.5'");
});

it('uses PostgreSQL when DATABASE_URL is set, and reads PORT, HOST, MEKONG_DATA_DIR', () => {
  const root = makeTempRoot();
  expect(loadConfig({ MEKONG_ROOT: root, DATABASE_URL: 'postgres://db/mekong', PORT: '18080', HOST: '127.0.0.1', TRUST_PROXY: 'true' })).toMatchObject({
    database: { dialect: 'postgres', url: 'postgres://db/mekong' },
    port: 18080,
    host: '127.0.0.1',
    trustProxy: true,
  });
  const dataDir = path.join(root, 'elsewhere');
  expect(loadConfig({ MEKONG_ROOT: root, MEKONG_DATA_DIR: dataDir }).database).toEqual({ dialect: 'sqlite', file: path.join(dataDir, 'mekong.sqlite') });
});

it('finds the repository root from the package when MEKONG_ROOT is unset', () => {
  expect(loadConfig({ MEKONG_DATA_DIR: makeTempRoot() }).rootDir).toBe(path.resolve(__dirname, '../..'));
});

it('refuses a bad PORT clearly', () => {
  expect(() => loadConfig({ MEKONG_ROOT: makeTempRoot(), PORT: 'eighty' })).toThrow("PORT must be a whole number from 1 to 65535, got 'eighty'");
});
