// REAL sessions of the in-house provider mounted in the API's process: launched in mode REAL, played through the game
// page's API with the member's wallet behind the seamless protocol, each round moving the wallet by exactly its bet and
// win and showing in the betting record and profit and loss; refusals with the real balance; and rounds the wallet did
// not answer finished on the session's next call or by the start-up sweep, expired sessions included. (A provider over
// a wallet that fails as told is a second provider on the same tables, with its signed client on a flaky transport.)
import { gamesEndpoints } from '@mekong/contracts';
import { moneyEndpoints } from '@mekong/contracts/money';
import { buildTestApp, expectFailure, expectValue, type TestApp } from '../../test-support/test-app';
import { call, freshIp, loginOk, makeMember } from '../../test-support/accounts';
import { getBalanceMinor } from '../../modules/accounts/members.repository';
import { checkLedgerInvariant } from '../../modules/ledger';
import { businessDayOf } from '../../modules/records/business-days';
import {
  createInHouseProvider,
  createProviderServer,
  pokerResultSchema,
  scratchResultSchema,
  sessionInfoSchema,
  SESSION_HEADER,
  spinResultSchema,
  tokenHashOf,
  type ProviderDb,
  type ProviderSessionsTable,
} from '@mekong/game-provider';
import type { FastifyBaseLogger } from 'fastify';
import { DEV_IN_HOUSE_SECRET, IN_HOUSE_PROVIDER, SeamlessClient, injectTransport, type SeamlessTransport } from '../../modules/seamless';
import type { z } from 'zod';

let t: TestApp;
/** The provider's tables, in the API's database as the mounted provider keeps them. */
let providerDb: ProviderDb;
beforeAll(async () => {
  t = await buildTestApp();
  providerDb = t.app.db as unknown as ProviderDb;
});
afterAll(() => t.close());

const today = () => businessDayOf(new Date().toISOString());

/** A REAL launch of `nodeId` through the launch call; its token is the game page's. */
async function launchReal(login: string, nodeId: string) {
  const launch = expectValue(
    await call(t.app, 'POST', gamesEndpoints.launch.path, { nodeId, mode: 'REAL', language: 'EN' }, { token: login }),
    gamesEndpoints.launch,
  );
  return { launch, token: launch.url.slice(launch.url.lastIndexOf('/') + 1) };
}

/** A member with `balance`, logged in, with a REAL launch of `nodeId`. */
async function realPlayer(balance: number, nodeId = 'rng-pg-0001') {
  const member = await makeMember(t.app, { balanceMinor: balance });
  const login = (await loginOk(t.app, member.account, 'Passw0rd9', { ip: freshIp() })).token;
  return { memberId: member.id, login, ...(await launchReal(login, nodeId)) };
}

const play = (token: string, method: 'GET' | 'POST', path: string, payload?: object) =>
  t.app.inject({ method, url: `/provider/api/${path}`, headers: { [SESSION_HEADER]: token }, ...(payload ? { payload } : {}) });

function value<S extends z.ZodType>(response: Awaited<ReturnType<typeof play>>, schema: S): z.output<S> {
  const body = response.json<{ success: boolean; value: unknown; message: string }>();
  expect({ status: response.statusCode, message: body.success ? '' : body.message }).toEqual({ status: 200, message: '' });
  return schema.parse(body.value);
}

const sessionOf = (token: string): Promise<ProviderSessionsTable> =>
  providerDb.selectFrom('provider_sessions').selectAll().where('tokenHash', '=', tokenHashOf(token)).executeTakeFirstOrThrow();

const roundsOf = (session: ProviderSessionsTable) =>
  providerDb.selectFrom('provider_rounds').select(['id', 'status', 'betMinor', 'winMinor']).where('sessionId', '=', session.id).execute();

/** The in-house client over a transport that fails as told: before sending (nothing arrived) or after (the answer was lost). */
function flakyClient(failure: (path: string) => 'before' | 'after' | null): SeamlessClient {
  const real = injectTransport(t.app);
  const transport: SeamlessTransport = async (path, headers, body) => {
    const mode = failure(path);
    if (mode === 'before') throw new Error('connection refused');
    const answer = await real(path, headers, body);
    if (mode === 'after') throw new Error('connection reset');
    return answer;
  };
  return new SeamlessClient({ provider: IN_HOUSE_PROVIDER, secret: DEV_IN_HOUSE_SECRET, transport });
}
const workingClient = () => flakyClient(() => null);

/** One slot spin of the game page's session `token`, played by a provider whose wallet calls fail as told. */
async function spinWithWallet(failure: (path: string) => 'before' | 'after' | null, token: string, lineBet: number) {
  const provider = createInHouseProvider({ db: providerDb, wallet: flakyClient(failure) });
  const server = await createProviderServer({ provider, providerCode: IN_HOUSE_PROVIDER, secret: DEV_IN_HOUSE_SECRET });
  try {
    return await server.inject({
      method: 'POST',
      url: '/provider/api/slot/spin',
      headers: { [SESSION_HEADER]: token },
      payload: { lineBet },
    });
  } finally {
    await server.close();
  }
}

describe('REAL sessions', () => {
  it('launch in mode REAL, and the game page gets the real balance', async () => {
    const p = await realPlayer(250_000);
    expect(p.launch.mode).toBe('REAL');
    expect(value(await play(p.token, 'GET', 'session'), sessionInfoSchema)).toMatchObject({
      mode: 'REAL',
      balance: 250_000,
      game: { nodeId: 'rng-pg-0001', engine: 'slot' },
    });
  });

  it('move the wallet by exactly bet and win over slot, scratch and poker rounds, which then show in the records and P&L', async () => {
    const slot = await realPlayer(10_000_000);
    let expected = 10_000_000;
    let stakes = 0;
    let wins = 0;
    for (let spin = 0; spin < 15; spin++) {
      const result = value(await play(slot.token, 'POST', 'slot/spin', { lineBet: 500 }), spinResultSchema);
      expected += result.win - result.bet;
      [stakes, wins] = [stakes + result.bet, wins + result.win];
      expect(result.balance).toBe(expected);
    }
    const scratch = await launchReal(slot.login, 'inhouse-sc-0001');
    for (let ticket = 0; ticket < 8; ticket++) {
      const result = value(await play(scratch.token, 'POST', 'scratch/buy', { price: 2_000 }), scratchResultSchema);
      expected += result.win - 2_000;
      [stakes, wins] = [stakes + 2_000, wins + result.win];
      expect(result.balance).toBe(expected);
    }
    const poker = await launchReal(slot.login, 'inhouse-vp-0001');
    for (let hand = 0; hand < 3; hand++) {
      const dealt = value(await play(poker.token, 'POST', 'poker/deal', { bet: 5_000 }), pokerResultSchema);
      expect(dealt.balance).toBe(expected - 5_000);
      const drawn = value(
        await play(poker.token, 'POST', 'poker/draw', { roundId: dealt.roundId, holds: dealt.hint?.holds ?? [] }),
        pokerResultSchema,
      );
      expected += drawn.win - 5_000;
      [stakes, wins] = [stakes + 5_000, wins + drawn.win];
      expect(drawn.balance).toBe(expected);
    }
    expect(await getBalanceMinor(t.app.db, slot.memberId)).toBe(expected);

    const range = { startDate: today(), endDate: today() };
    const bets = expectValue(
      await call(t.app, 'GET', moneyEndpoints.betRecords.path, { ...range, pageSize: 100 }, { token: slot.login }),
      moneyEndpoints.betRecords,
    );
    expect(bets.total).toBe(26);
    expect(bets.totals).toEqual({ betCount: 26, stake: stakes, win: wins, profit: wins - stakes });
    expect(new Set(bets.list.map((bet) => bet.status))).toEqual(new Set(['SETTLED']));
    // The record names the game as the catalogue does in the caller's language (Lao, the default, without one).
    const videoPoker = await t.app.db
      .selectFrom('games')
      .select('nameLo')
      .where('nodeId', '=', 'inhouse-vp-0001')
      .executeTakeFirstOrThrow();
    expect(bets.list.filter((bet) => bet.gameName === videoPoker.nameLo)).toHaveLength(3);
    const profit = expectValue(await call(t.app, 'GET', moneyEndpoints.profit.path, range, { token: slot.login }), moneyEndpoints.profit);
    expect(profit.total).toEqual({ betCount: 26, stake: stakes, win: wins, profit: wins - stakes });
    expect(profit.byDay).toEqual([{ day: today(), ...profit.total }]);
    expect(profit.byGameType.reduce((sum, row) => sum + row.betCount, 0)).toBe(26);
    expect((await checkLedgerInvariant(t.app.db)).problems).toEqual([]);
  });

  it('refuse a bet beyond the real balance with that balance, leaving no round and no bet', async () => {
    const p = await realPlayer(1_999);
    expect(expectFailure(await play(p.token, 'POST', 'slot/spin', { lineBet: 100 }), 409, 'insufficient-balance', { balance: 1_999 })).toBe(
      'Balance 19.99 is less than 20.00',
    );
    expect(await roundsOf(await sessionOf(p.token))).toEqual([]);
    expect(await t.app.db.selectFrom('bets').select('id').where('memberId', '=', p.memberId).execute()).toEqual([]);
  });

  it('replay a repeated roundId with the balance now', async () => {
    const p = await realPlayer(100_000);
    const roundId = '2a1f0c5e-7d1b-4c8e-9f3a-5b6c7d8e9f01';
    const first = value(await play(p.token, 'POST', 'slot/spin', { roundId, lineBet: 100 }), spinResultSchema);
    const again = value(await play(p.token, 'POST', 'slot/spin', { roundId, lineBet: 100 }), spinResultSchema);
    expect(again).toEqual(first);
    expect(await getBalanceMinor(t.app.db, p.memberId)).toBe(first.balance);
  });
});

describe('rounds the wallet did not answer', () => {
  it("keep a drawn round whose win got no answer, and pay it on the session's next call", async () => {
    const p = await realPlayer(100_000);
    const session = await sessionOf(p.token);
    const result = value(await spinWithWallet((path) => (path.endsWith('/credit') ? 'before' : null), p.token, 100), spinResultSchema);
    expect(result.balance).toBe(100_000 - 2_000);
    expect(await roundsOf(session)).toEqual([{ id: result.roundId, status: 'CREDITING', betMinor: 2_000, winMinor: result.win }]);
    expect(await getBalanceMinor(t.app.db, p.memberId)).toBe(98_000);

    const info = value(await play(p.token, 'GET', 'session'), sessionInfoSchema);
    expect(info.balance).toBe(98_000 + result.win);
    expect(await roundsOf(session)).toEqual([{ id: result.roundId, status: 'SETTLED', betMinor: 2_000, winMinor: result.win }]);
  });

  it("roll a bet back at once when its debit's answer was lost, and answer the player wallet-unavailable", async () => {
    const p = await realPlayer(100_000);
    const session = await sessionOf(p.token);
    expectFailure(await spinWithWallet((path) => (path.endsWith('/debit') ? 'after' : null), p.token, 100), 503, 'wallet-unavailable');
    expect((await roundsOf(session)).map((round) => round.status)).toEqual(['VOID']);
    expect(await getBalanceMinor(t.app.db, p.memberId)).toBe(100_000);
    const bets = await t.app.db.selectFrom('bets').select('status').where('memberId', '=', p.memberId).execute();
    expect(bets).toEqual([{ status: 'ROLLED_BACK' }]);
  });

  it('are finished by the start-up sweep, after their sessions expired: unpaid wins paid, unanswered bets rolled back', async () => {
    const p = await realPlayer(100_000);
    const session = await sessionOf(p.token);
    const unpaid = value(await spinWithWallet((path) => (path.endsWith('/credit') ? 'after' : null), p.token, 200), spinResultSchema);
    // The debit went through but its answer was lost, and the rollback did not get through either (nor a credit: the
    // call's first step, finishing the session's unpaid round, fails too and leaves it for the sweep).
    const lost = (path: string) =>
      path.endsWith('/debit') ? 'after' : path.endsWith('/rollback') || path.endsWith('/credit') ? 'before' : null;
    expectFailure(await spinWithWallet(lost, p.token, 500), 503, 'wallet-unavailable');
    expect((await roundsOf(session)).map((round) => round.status).sort()).toEqual(['CREDITING', 'DEBITING']);
    await providerDb
      .updateTable('provider_sessions')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', session.id)
      .execute();

    const log = { warn: jest.fn(), info: jest.fn() } as unknown as FastifyBaseLogger;
    const sweeper = createInHouseProvider({ db: providerDb, wallet: workingClient() });
    const swept = await sweeper.sweep(log);
    expect(swept).toEqual({ finished: 2, left: 0 });
    expect((await roundsOf(session)).map((round) => round.status).sort()).toEqual(['SETTLED', 'VOID']);
    expect(await getBalanceMinor(t.app.db, p.memberId)).toBe(100_000 - 4_000 + unpaid.win);
    expect(await sweeper.sweep(log)).toEqual({
      finished: 0,
      left: 0,
    });
    expect((await checkLedgerInvariant(t.app.db)).problems).toEqual([]);
  });
});
