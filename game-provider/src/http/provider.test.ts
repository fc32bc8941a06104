// The provider over HTTP, as its own server serves it: sessions opened by a launch, rounds played through its calls,
// money moved exactly by bet and win, and every refusal (bad bet, short balance, unknown or expired session, a draw
// without a deal) answered clearly with nothing written. (The API's tests play the same routes mounted in its process.)
import type { Language, LaunchMode } from '@mekong/contracts';
import { DEV_IN_HOUSE_SECRET, IN_HOUSE_PROVIDER, type LaunchableGame } from '@mekong/contracts/server';
import type { FastifyInstance } from 'fastify';
import { createInHouseProvider, type InHouseProvider } from '../provider';
import { DEMO_START_BALANCE_MINOR, tokenHashOf } from '../sessions.repository';
import { pokerResultSchema, scratchResultSchema, sessionInfoSchema, spinResultSchema } from '../schemas';
import { createTestDatabase, expectFailure, launchOf, unreachableWallet, type TestDatabase } from '../test-support/provider';
import { SESSION_HEADER } from './routes';
import { createProviderServer } from './server';
import type { z } from 'zod';

let database: TestDatabase;
let provider: InHouseProvider;
let server: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  provider = createInHouseProvider({ db: database.db, wallet: unreachableWallet() });
  server = await createProviderServer({ provider, providerCode: IN_HOUSE_PROVIDER, secret: DEV_IN_HOUSE_SECRET });
});
afterAll(async () => {
  await server.close();
  await database.close();
});

const SLOT_GAME: LaunchableGame = {
  nodeId: 'PG-0001',
  gameCode: 'pg-lucky-1',
  vassalage: 'PG',
  accountTypeName: 'PG',
  gameType: 'RNG',
  name: 'Lucky Temple',
};
const SCRATCH_GAME: LaunchableGame = {
  nodeId: 'SC-0001',
  gameCode: 'sc-1',
  vassalage: 'SC',
  accountTypeName: 'SC',
  gameType: 'INHOUSE',
  name: 'Scratch Nine',
};
const POKER_GAME: LaunchableGame = {
  nodeId: 'VP-0001',
  gameCode: 'vp-1',
  vassalage: 'VP',
  accountTypeName: 'VP',
  gameType: 'INHOUSE',
  name: 'Jacks or Better',
};

async function open(
  game: LaunchableGame,
  language: Language = 'EN',
  mode: LaunchMode = 'DEMO',
): Promise<{ token: string; url: string; mode: LaunchMode }> {
  const launch = launchOf(game, mode, language, null);
  const { url } = await provider.openSession(launch);
  return { token: launch.token, url, mode };
}

const call = (token: string, method: 'GET' | 'POST', path: string, payload?: object) =>
  server.inject({
    method,
    url: `/provider/api/${path}`,
    headers: token ? { [SESSION_HEADER]: token } : {},
    ...(payload ? { payload } : {}),
  });

async function value<S extends z.ZodType>(response: Awaited<ReturnType<typeof call>>, schema: S): Promise<z.output<S>> {
  const body = response.json<{ success: boolean; value: unknown; message: string }>();
  expect({ status: response.statusCode, success: body.success, message: body.success ? '' : body.message }).toEqual({
    status: 200,
    success: true,
    message: '',
  });
  return schema.parse(body.value);
}

const info = async (token: string) => value(await call(token, 'GET', 'session'), sessionInfoSchema);

async function stored(token: string) {
  const { sessionId } = await sessionIdOf(token);
  const [session, rounds, moves] = await Promise.all([
    database.db.selectFrom('provider_sessions').select('balanceMinor').where('id', '=', sessionId).executeTakeFirstOrThrow(),
    database.db.selectFrom('provider_rounds').selectAll().where('sessionId', '=', sessionId).execute(),
    database.db.selectFrom('provider_wallet_moves').selectAll().where('sessionId', '=', sessionId).execute(),
  ]);
  return { balance: session.balanceMinor, rounds, moves };
}

async function sessionIdOf(token: string): Promise<{ sessionId: string }> {
  const row = await database.db
    .selectFrom('provider_sessions')
    .select('id')
    .where('tokenHash', '=', tokenHashOf(token))
    .executeTakeFirstOrThrow();
  return { sessionId: row.id };
}

describe('opening a session', () => {
  it('opens a DEMO session with play money and the game page URL; REAL needs a member', async () => {
    await expect(open(SLOT_GAME, 'EN', 'REAL')).rejects.toThrow('A REAL game session needs a member');
    const session = await open(SLOT_GAME, 'EN');
    expect(session.mode).toBe('DEMO');
    expect(session.url).toMatch(/^\/provider\/play\/[A-Za-z0-9_-]{43}$/);
    const game = await info(session.token);
    expect(game).toMatchObject({
      mode: 'DEMO',
      language: 'EN',
      balance: DEMO_START_BALANCE_MINOR,
      game: { name: 'Lucky Temple', engine: 'slot', nodeId: 'PG-0001' },
      openHand: null,
    });
    expect(game.paylines).toHaveLength(20);
    expect(game.paytable.map((row) => row.key)).toEqual(['H1', 'H2', 'H3', 'H4', 'A', 'K', 'Q', 'J', 'T']);
    expect(game.rtp).toBeGreaterThan(0.94);
    expect(game.rtp).toBeLessThan(0.996);
  });

  it('stores only the hash of the token', async () => {
    const { token } = await open(SLOT_GAME);
    const tokens = await database.db.selectFrom('provider_sessions').select('tokenHash').execute();
    expect(tokens.some((row) => row.tokenHash === token)).toBe(false);
  });
});

describe('slot rounds', () => {
  it('moves the balance by exactly bet and win over many spins, and writes each round with its wallet moves', async () => {
    const { token } = await open(SLOT_GAME);
    let expected = DEMO_START_BALANCE_MINOR;
    for (let spin = 0; spin < 40; spin++) {
      const result = await value(await call(token, 'POST', 'slot/spin', { lineBet: 500 }), spinResultSchema);
      expect(result.bet).toBe(500 * 20);
      expect(result.win).toBe(result.lineWins.reduce((sum, line) => sum + line.win, 0));
      expected += result.win - result.bet;
      expect(result.balance).toBe(expected);
      expect(result.grid).toHaveLength(5);
      expect(result.grid.every((column) => column.length === 3)).toBe(true);
    }
    const after = await stored(token);
    expect(after.balance).toBe(expected);
    expect(after.rounds).toHaveLength(40);
    expect(after.rounds.every((round) => round.status === 'SETTLED' && round.betMinor === 10_000)).toBe(true);
    expect(after.moves.filter((move) => move.kind === 'DEBIT')).toHaveLength(40);
    expect(after.moves.filter((move) => move.kind === 'CREDIT')).toHaveLength(40);
    expect((await info(token)).balance).toBe(expected);
  });

  it('replays a repeated roundId instead of spinning again', async () => {
    const { token } = await open(SLOT_GAME);
    const roundId = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
    const first = await value(await call(token, 'POST', 'slot/spin', { roundId, lineBet: 100 }), spinResultSchema);
    const again = await value(await call(token, 'POST', 'slot/spin', { roundId, lineBet: 100 }), spinResultSchema);
    expect(again).toEqual(first);
    const after = await stored(token);
    expect(after.rounds).toHaveLength(1);
    expect(after.balance).toBe(first.balance);
  });

  it('refuses a stake that is not an allowed step, or not a whole number, writing nothing', async () => {
    const { token } = await open(SLOT_GAME);
    expect(expectFailure(await call(token, 'POST', 'slot/spin', { lineBet: 150 }), 400, 'bad-request')).toBe(
      "Invalid body field 'lineBet': 150 is not an allowed stake; choose one of 100, 200, 500, 1000, 2000, 5000",
    );
    expect(expectFailure(await call(token, 'POST', 'slot/spin', { lineBet: 100.5 }), 400, 'bad-request')).toContain("'lineBet'");
    expect(expectFailure(await call(token, 'POST', 'slot/spin', {}), 400, 'bad-request')).toContain("Missing body field 'lineBet'");
    expect(expectFailure(await call(token, 'POST', 'slot/spin', { lineBet: 100, roundId: 'x' }), 400, 'bad-request')).toContain(
      'roundId must be a UUID',
    );
    const after = await stored(token);
    expect({ balance: after.balance, rounds: after.rounds.length, moves: after.moves.length }).toEqual({
      balance: DEMO_START_BALANCE_MINOR,
      rounds: 0,
      moves: 0,
    });
  });

  it('refuses a bet larger than the balance, writing nothing', async () => {
    const { token } = await open(SLOT_GAME);
    const { sessionId } = await sessionIdOf(token);
    await database.db.updateTable('provider_sessions').set({ balanceMinor: 1_999 }).where('id', '=', sessionId).execute();
    expect(expectFailure(await call(token, 'POST', 'slot/spin', { lineBet: 100 }), 409, 'insufficient-balance', { balance: 1_999 })).toBe(
      'Balance 19.99 is less than 20.00',
    );
    const after = await stored(token);
    expect({ balance: after.balance, rounds: after.rounds.length, moves: after.moves.length }).toEqual({
      balance: 1_999,
      rounds: 0,
      moves: 0,
    });
  });

  it('refuses a call of another game kind', async () => {
    const { token } = await open(SLOT_GAME);
    expect(expectFailure(await call(token, 'POST', 'scratch/buy', { price: 1000 }), 409, 'wrong-game')).toBe(
      'This game session plays a reel slot, not a scratch card',
    );
  });
});

describe('sessions that cannot play', () => {
  it('answers 401 without a token, 404 for an unknown one and 401 once expired', async () => {
    expect(expectFailure(await call('', 'GET', 'session'), 401, 'unauthorized')).toContain(SESSION_HEADER);
    expect(expectFailure(await call('no-such-token', 'POST', 'slot/spin', { lineBet: 100 }), 404, 'not-found')).toBe(
      'Unknown game session: launch the game again',
    );
    const { token } = await open(SLOT_GAME);
    const { sessionId } = await sessionIdOf(token);
    await database.db
      .updateTable('provider_sessions')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', sessionId)
      .execute();
    expect(expectFailure(await call(token, 'POST', 'slot/spin', { lineBet: 100 }), 401, 'session-expired')).toBe(
      'This game session has expired: launch the game again',
    );
    expect((await stored(token)).rounds).toHaveLength(0);
  });
});

describe('scratch tickets', () => {
  it('buys tickets whose cells show the prize three times, paying it', async () => {
    const { token } = await open(SCRATCH_GAME);
    expect((await info(token)).game.engine).toBe('scratch');
    let expected = DEMO_START_BALANCE_MINOR;
    for (let ticket = 0; ticket < 30; ticket++) {
      const result = await value(await call(token, 'POST', 'scratch/buy', { price: 2_000 }), scratchResultSchema);
      expect(result.cells).toHaveLength(9);
      if (result.win > 0) expect(result.winningCells.map((cell) => result.cells[cell])).toEqual([result.win, result.win, result.win]);
      else expect(result.winningCells).toEqual([]);
      expected += result.win - 2_000;
      expect(result.balance).toBe(expected);
    }
    expect((await stored(token)).balance).toBe(expected);
  });
});

describe('video poker', () => {
  it('refuses a draw without a deal, deals with a best-hold hint, keeps held cards and pays the final hand', async () => {
    const { token } = await open(POKER_GAME, 'CN');
    const drawFirst = await call(token, 'POST', 'poker/draw', {
      roundId: '7d444840-9dc0-41c3-9d2e-1c2c3a6e1c1f',
      holds: [true, true, true, true, true],
    });
    expect(expectFailure(drawFirst, 409, 'no-dealt-hand')).toBe('There is no dealt hand with this roundId: deal first, then draw');

    const dealt = await value(await call(token, 'POST', 'poker/deal', { bet: 5_000 }), pokerResultSchema);
    expect(dealt).toMatchObject({
      status: 'DEALT',
      bet: 5_000,
      win: 0,
      balance: DEMO_START_BALANCE_MINOR - 5_000,
      holds: null,
      hand: null,
    });
    expect(new Set(dealt.cards).size).toBe(5);
    expect(dealt.hint?.holds).toHaveLength(5);
    expect((await info(token)).openHand).toEqual(dealt);
    expect(expectFailure(await call(token, 'POST', 'poker/deal', { bet: 5_000 }), 409, 'hand-in-progress')).toBe(
      'Draw the hand already dealt before dealing a new one',
    );

    const holds = [true, false, true, false, false];
    const drawn = await value(await call(token, 'POST', 'poker/draw', { roundId: dealt.roundId, holds }), pokerResultSchema);
    expect(drawn.status).toBe('DRAWN');
    expect([drawn.cards[0], drawn.cards[2]]).toEqual([dealt.cards[0], dealt.cards[2]]);
    for (const index of [1, 3, 4]) expect(dealt.cards).not.toContain(drawn.cards[index]);
    expect(drawn.balance).toBe(DEMO_START_BALANCE_MINOR - 5_000 + drawn.win);
    expect(drawn.win % 5_000).toBe(0);

    const again = await value(
      await call(token, 'POST', 'poker/draw', { roundId: dealt.roundId, holds: [false, false, false, false, false] }),
      pokerResultSchema,
    );
    expect(again).toEqual(drawn);
    const after = await stored(token);
    expect(after.balance).toBe(drawn.balance);
    expect(after.rounds.map((round) => [round.status, round.state])).toEqual([['SETTLED', null]]);
    expect((await info(token)).openHand).toBeNull();
  });

  it('refuses holds that are not five flags', async () => {
    const { token } = await open(POKER_GAME);
    const dealt = await value(await call(token, 'POST', 'poker/deal', { bet: 1_000 }), pokerResultSchema);
    expect(expectFailure(await call(token, 'POST', 'poker/draw', { roundId: dealt.roundId, holds: [true] }), 400, 'bad-request')).toContain(
      'holds must be five true/false values',
    );
    expect((await stored(token)).rounds.map((round) => round.status)).toEqual(['OPEN']);
  });
});

describe('the game page', () => {
  it('serves the page in the session language with its texts, script and stylesheet', async () => {
    const lao = await open(SLOT_GAME, 'LO');
    const page = await server.inject({ method: 'GET', url: lao.url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<html lang="lo">');
    expect(page.body).toContain('<title>Lucky Temple</title>');
    expect(page.body).toContain('"spin":"ໝຸນ"');

    const chinese = await open(SCRATCH_GAME, 'CN');
    const chinesePage = await server.inject({ method: 'GET', url: chinese.url });
    expect(chinesePage.body).toContain('<html lang="zh-CN">');
    expect(chinesePage.body).toContain('"buy_ticket":"购买刮刮卡"');

    const script = await server.inject({ method: 'GET', url: '/provider/assets/game.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain("playRound('slot/spin'");
    const css = await server.inject({ method: 'GET', url: '/provider/assets/game.css' });
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expectFailure(await server.inject({ method: 'GET', url: '/provider/assets/secret.txt' }), 404, 'not-found');
  });

  it('answers an unknown token with a page saying so in each language', async () => {
    const page = await server.inject({ method: 'GET', url: '/provider/play/unknown-token' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('This game session has ended.');
    expect(page.body).toContain('此游戏会话已结束');
  });
});
