// The in-house game provider as its own process (docs/architecture.md §4): the real API server and the provider's
// `start` run as two processes, each on a database of its own (fresh SQLite files, or scratch PostgreSQL databases in
// the second pass), outside demo mode with one shared seamless secret. A member's REAL launch through the API is
// posted to the provider, whose game page and calls answer at the provider's URL; the round it plays moves the member's
// money through the API's seamless routes over HTTP, so the bet and its win show in the API's ledger.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gamesEndpoints } from '@mekong/contracts';
import { SESSION_HEADER, spinResultSchema } from '@mekong/game-provider';
import { createDatabase, type Db } from '../../db/database';
import { createMember, getBalanceMinor, MEMBER_TYPE } from '../../modules/accounts/members.repository';
import { createSession, DEFAULT_SESSION_POLICY } from '../../modules/accounts/sessions.repository';
import { checkLedgerInvariant, HOUSE_ACCOUNTS } from '../../modules/ledger';
import { betIdOf, IN_HOUSE_PROVIDER } from '../../modules/seamless';
import { freePort, rsaKeyEnv, scratchDatabase, startServer, type ScratchDatabase, type ServerProcess } from '../../../bench/server-process';

const POSTGRES = process.env.TEST_DATABASE_URL;
// Both processes take free ports when the test starts them.
let providerPort = 0;
let providerUrl = '';
const PROVIDER_DIR = path.dirname(require.resolve('@mekong/game-provider/package.json'));
const SECRET = randomBytes(24).toString('base64url');
const START_BALANCE = 1_000_000;

jest.setTimeout(300_000);

let apiDatabase: ScratchDatabase | undefined;
let providerDatabase: ScratchDatabase | undefined;
let providerDataDir: string | undefined;
let api: ServerProcess | undefined;
let provider: ChildProcess | undefined;
let db: Db | undefined;

/** `pnpm --filter @mekong/game-provider start`, as node --import tsx src/start.ts; resolves once its health check answers. */
async function startProvider(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/start.ts'], {
    cwd: PROVIDER_DIR,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env, PORT: String(providerPort), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The provider exited with code ${child.exitCode}`);
    const up = await fetch(`${providerUrl}/provider/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error('The provider did not start in time');
}

async function stopProvider(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

afterAll(async () => {
  if (provider) await stopProvider(provider);
  await api?.stop();
  await db?.destroy();
  await apiDatabase?.drop();
  await providerDatabase?.drop();
  if (providerDataDir) rmSync(providerDataDir, { recursive: true, force: true });
});

it('plays a REAL round on the provider process, its money moved in the API process ledger over the seamless protocol', async () => {
  providerPort = await freePort();
  providerUrl = `http://127.0.0.1:${providerPort}`;
  apiDatabase = await scratchDatabase('provider_api', POSTGRES);
  api = await startServer(await freePort(), {
    ...apiDatabase.env,
    ...rsaKeyEnv(),
    MEKONG_DEMO: 'off',
    [`SEAMLESS_SECRET_${IN_HOUSE_PROVIDER}`]: SECRET,
    SITE_BANK_NAME: 'Test Bank',
    SITE_BANK_ACCOUNT_NO: '0100000000',
    SITE_BANK_ACCOUNT_NAME: 'Mekong Test',
    GAME_PROVIDER_URL: providerUrl,
  });
  // The provider's own database: a SQLite file of its own folder, or a scratch PostgreSQL database of its own.
  let providerDb: NodeJS.ProcessEnv;
  if (POSTGRES) {
    providerDatabase = await scratchDatabase('provider_own', POSTGRES);
    providerDb = { DATABASE_URL: providerDatabase.env.DATABASE_URL };
  } else {
    providerDataDir = mkdtempSync(path.join(tmpdir(), 'mekong-provider-'));
    providerDb = { PROVIDER_DATA_DIR: providerDataDir };
  }
  provider = await startProvider({
    ...providerDb,
    API_URL: api.baseUrl,
    [`SEAMLESS_SECRET_${IN_HOUSE_PROVIDER}`]: SECRET,
    PUBLIC_URL: providerUrl,
  });

  // A member signed in, written straight into the API's database (no demo accounts outside demo mode).
  db = createDatabase(apiDatabase.config);
  const member = await createMember(
    db,
    {
      account: `own${process.pid % 100_000}`,
      type: MEMBER_TYPE,
      passwordHash: 'not-used',
      passwordIsDefault: false,
      balanceMinor: START_BALANCE,
    },
    { kind: 'system', name: 'test', node: 'test' },
  );
  const memberToken = await createSession(db, member.id, '127.0.0.1', DEFAULT_SESSION_POLICY);

  const launched = await fetch(`${api.baseUrl}${gamesEndpoints.launch.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${memberToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ nodeId: 'rng-pg-0001', mode: 'REAL', language: 'EN' }),
  });
  const launch = gamesEndpoints.launch.output.parse(((await launched.json()) as { value: unknown }).value);
  expect(launch.mode).toBe('REAL');
  expect(launch.url.startsWith(`${providerUrl}/provider/play/`)).toBe(true);
  const token = launch.url.slice(launch.url.lastIndexOf('/') + 1);
  // The game page is the provider's: this API mounts none of it.
  expect((await fetch(launch.url)).status).toBe(200);
  expect((await fetch(`${api.baseUrl}/provider/play/${token}`)).status).toBe(404);

  const spun = await fetch(`${providerUrl}/provider/api/slot/spin`, {
    method: 'POST',
    headers: { [SESSION_HEADER]: token, 'content-type': 'application/json' },
    body: JSON.stringify({ lineBet: 100 }),
  });
  expect(spun.status).toBe(200);
  const spin = spinResultSchema.parse(((await spun.json()) as { value: unknown }).value);
  expect(spin.bet).toBe(2_000);
  expect(spin.balance).toBe(START_BALANCE - 2_000 + spin.win);

  // The API's ledger: the member's wallet moved by bet and win, the bet settled under the provider's round, the house
  // account of games on the other side, and the invariant whole.
  expect(await getBalanceMinor(db, member.id)).toBe(START_BALANCE - 2_000 + spin.win);
  const bet = await db.selectFrom('bets').selectAll().where('id', '=', betIdOf(IN_HOUSE_PROVIDER, spin.roundId)).executeTakeFirstOrThrow();
  expect(bet).toMatchObject({ memberId: member.id, stakeMinor: 2_000, winMinor: spin.win, status: 'SETTLED', nodeId: 'rng-pg-0001' });
  const entries = await db
    .selectFrom('journal_entries as e')
    .innerJoin('postings as p', 'p.entryId', 'e.id')
    .select(['e.kind', 'p.accountId', 'p.amountMinor'])
    .where('e.reference', '=', bet.id)
    .orderBy('e.kind')
    .orderBy('p.amountMinor')
    .execute();
  expect(entries.filter((row) => row.kind === 'BET')).toEqual([
    { kind: 'BET', accountId: `wallet:${member.id}`, amountMinor: -2_000 },
    { kind: 'BET', accountId: HOUSE_ACCOUNTS.games, amountMinor: 2_000 },
  ]);
  expect(entries.filter((row) => row.kind === 'WIN')).toHaveLength(spin.win > 0 ? 2 : 0);
  expect((await checkLedgerInvariant(db)).problems).toEqual([]);
});
