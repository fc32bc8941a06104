// Switching to GAME_PROVIDER_URL while the API's database still holds REAL rounds the formerly mounted provider left
// unsettled: only the mounted provider sweeps them, so the API refuses to start in URL mode until one start without
// GAME_PROVIDER_URL has settled them (SQLite file, and PostgreSQL in the second pass).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../../app';
import type { DatabaseConfig } from '../../db/database';
import { TEST_SECURITY, createAppDatabase, makeTempRoot, type TestDatabase } from '../../test-support/test-app';

let database: TestDatabase;
let config: DatabaseConfig;
let dir: string;
let root: string;
beforeAll(async () => {
  database = await createAppDatabase();
  dir = mkdtempSync(path.join(tmpdir(), 'mekong-unsettled-'));
  root = makeTempRoot();
  // One database across the app's starts: a file, not SQLite's memory.
  config = database.config.dialect === 'sqlite' ? { dialect: 'sqlite', file: path.join(dir, 'api.sqlite') } : database.config;
});
afterAll(async () => {
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
  rmSync(root, { recursive: true, force: true });
});

const start = async (gameProviderUrl?: string) => {
  const app = await buildApp({ demo: true, database: config, rootDir: root, security: TEST_SECURITY, gameProviderUrl });
  try {
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
};

it('refuses URL mode while the mounted provider left unsettled REAL rounds, and starts once they are settled', async () => {
  const mounted = await start();
  const now = new Date().toISOString();
  await sql`insert into provider_sessions (id, token_hash, member_id, mode, node_id, game_code, vassalage, account_type_name,
      game_type, game_name, engine, model, theme, language, balance_minor, created_at, expires_at)
    values ('s1', 'hash-s1', null, 'REAL', 'rng-pg-0001', 'PG_RNG_0001', 'PG', 'PG', 'RNG', 'Lucky', 'slot', 'classic',
      'golden-temple', 'EN', 0, ${now}, ${now})`.execute(mounted.db);
  await sql`insert into provider_rounds (id, session_id, engine, status, bet_minor, win_minor, outcome, state, created_at, settled_at)
    values ('r1', 's1', 'slot', 'CREDITING', 100, 300, '{}', null, ${now}, null)`.execute(mounted.db);
  await mounted.close();

  await expect(start('http://127.0.0.1:9/')).rejects.toThrow(
    /holds 1 unsettled REAL round\(s\).*start the API once without GAME_PROVIDER_URL/,
  );

  // Settled (as the mounted provider's sweep does): URL mode starts.
  const again = await start();
  await sql`update provider_rounds set status = 'SETTLED', settled_at = ${now} where id = 'r1'`.execute(again.db);
  await again.close();
  const url = await start('http://127.0.0.1:9/');
  await url.close();
});
