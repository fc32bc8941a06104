// The environment picks the database, port and root the same way for the server and the ops CLI.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config';
import { makeTempRoot as makeRoot } from './test-support/test-app';

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
  });
  expect(existsSync(path.join(root, 'data'))).toBe(true);
});

it('reads the enc private key from MEKONG_RSA_PRIVATE_KEY, one-line PEMs included', () => {
  const pem = '-----BEGIN PRIVATE KEY-----\\nAAAA\\n-----END PRIVATE KEY-----';
  expect(loadConfig({ MEKONG_ROOT: makeTempRoot(), MEKONG_RSA_PRIVATE_KEY: pem }).security.rsaPrivateKeyPem).toBe('-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----');
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
