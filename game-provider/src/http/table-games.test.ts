// The table games over HTTP (the provider's own server): a live or in-house table tile opens baccarat, roulette or sic
// bo with its layout, countdown and exact returns; a round of several bets is one debit of their sum and one credit
// of everything they won (DEMO play money, and REAL through the signed seamless calls of a stand-in wallet); bad bets
// are refused with nothing written; the road keeps the session's last outcomes.
import { IN_HOUSE_PROVIDER, DEV_IN_HOUSE_SECRET, type LaunchableGame, type SeamlessTransport } from '@mekong/contracts/server';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { createInHouseProvider } from '../provider';
import { DEMO_START_BALANCE_MINOR, tokenHashOf } from '../sessions.repository';
import { sessionInfoSchema, tableResultSchema } from '../schemas';
import { clientOver, createTestDatabase, expectFailure, launchOf, type TestDatabase } from '../test-support/provider';
import { SESSION_HEADER } from './routes';
import { createProviderServer } from './server';

/** The wallet's side for REAL rounds: each signed call recorded, debits and credits moving one balance. */
const calls: { path: string; amount: unknown }[] = [];
let realBalance = 500_000;
const wallet: SeamlessTransport = async (path, _headers, raw) => {
  const body = JSON.parse(raw) as Record<string, unknown>;
  calls.push({ path, amount: body.amount });
  const amount = typeof body.amount === 'number' ? body.amount : 0;
  if (path.endsWith('/debit')) realBalance -= amount;
  if (path.endsWith('/credit')) realBalance += amount;
  const value = path.endsWith('/balance')
    ? { playerId: 'member-1', balance: realBalance }
    : { transactionId: body.transactionId, balance: realBalance };
  return { statusCode: 200, body: JSON.stringify({ success: true, value, message: '' }) };
};

let database: TestDatabase;
let server: FastifyInstance;
const provider = () => createInHouseProvider({ db: database.db, wallet: clientOver(wallet), tableBetSeconds: 20 });
beforeAll(async () => {
  database = await createTestDatabase();
  server = await createProviderServer({ provider: provider(), providerCode: IN_HOUSE_PROVIDER, secret: DEV_IN_HOUSE_SECRET });
});
afterAll(async () => {
  await server.close();
  await database.close();
});

const liveTable = (gameCode: string, name: string): LaunchableGame => ({
  nodeId: gameCode.toLowerCase(),
  gameCode,
  vassalage: 'EVO',
  accountTypeName: 'EVO',
  gameType: 'LIVE',
  name,
});
const BACCARAT = liveTable('EVO_LIVE_BACCARAT_0001', 'Baccarat');
const ROULETTE = liveTable('EVO_LIVE_ROULETTE_0004', 'Roulette');
const SICBO = liveTable('EVO_LIVE_SICBO_0005', 'Sic Bo');

async function open(game: LaunchableGame, mode: 'DEMO' | 'REAL' = 'DEMO'): Promise<string> {
  const launch = launchOf(game, mode, 'EN', mode === 'REAL' ? 'member-1' : null);
  await provider().openSession(launch);
  return launch.token;
}

const call = (token: string, method: 'GET' | 'POST', path: string, payload?: object) =>
  server.inject({ method, url: `/provider/api/${path}`, headers: { [SESSION_HEADER]: token }, ...(payload ? { payload } : {}) });

async function value<S extends z.ZodType>(response: Awaited<ReturnType<typeof call>>, schema: S): Promise<z.output<S>> {
  const body = response.json<{ success: boolean; message: string }>();
  // A refusal's message shows in the failure, not just its status.
  expect({ status: response.statusCode, refused: body.success ? '' : body.message }).toEqual({ status: 200, refused: '' });
  return schema.parse(response.json<{ value: unknown }>().value);
}

const play = async (token: string, bets: { spot: string; amount: number }[], roundId?: string) =>
  value(await call(token, 'POST', 'table/play', { bets, ...(roundId ? { roundId } : {}) }), tableResultSchema);

async function stored(token: string) {
  const session = await database.db
    .selectFrom('provider_sessions')
    .selectAll()
    .where('tokenHash', '=', tokenHashOf(token))
    .executeTakeFirstOrThrow();
  const [rounds, moves] = await Promise.all([
    database.db.selectFrom('provider_rounds').selectAll().where('sessionId', '=', session.id).execute(),
    database.db.selectFrom('provider_wallet_moves').selectAll().where('sessionId', '=', session.id).execute(),
  ]);
  return { balance: session.balanceMinor, rounds, moves };
}

describe('a table session', () => {
  it('opens the table the tile names, with its layout, chips, countdown and exact returns', async () => {
    const games = await Promise.all(
      [BACCARAT, ROULETTE, SICBO].map(async (game) => value(await call(await open(game), 'GET', 'session'), sessionInfoSchema)),
    );
    expect(games.map((game) => game.game.engine)).toEqual(['baccarat', 'roulette', 'sicbo']);
    const [baccarat, roulette, sicbo] = games.map((game) => game.table!);
    expect(baccarat).toMatchObject({ betSeconds: 20, chips: [1_000, 5_000, 10_000, 50_000, 100_000], betUnit: 1_000, history: [] });
    expect(baccarat!.spots.map((spot) => [spot.id, spot.pays])).toEqual([
      ['player', 1],
      ['banker', 0.95],
      ['tie', 8],
      ['player-pair', 11],
      ['banker-pair', 11],
    ]);
    expect(baccarat!.spots.find((spot) => spot.id === 'banker')!.rtp).toBeCloseTo(0.989421, 6);
    expect(games[0]!.rtp).toBeCloseTo(0.989421, 6);
    expect(roulette!.spots).toHaveLength(154);
    expect(roulette!.spots.find((spot) => spot.id === 'split-17-20')).toMatchObject({ kind: 'split', pays: 17, numbers: [17, 20] });
    expect(new Set(roulette!.spots.map((spot) => spot.rtp.toFixed(10)))).toEqual(new Set([(36 / 37).toFixed(10)]));
    expect(sicbo!.spots.find((spot) => spot.id === 'small')!.rtp).toBeCloseTo(210 / 216, 12);
  });
});

describe('a table round', () => {
  it('settles several bets on one outcome: one debit of the stake, one credit of the win, exactly', async () => {
    const token = await open(BACCARAT);
    let expected = DEMO_START_BALANCE_MINOR;
    const winners = new Set<string>();
    for (let round = 0; round < 30; round++) {
      const result = await play(token, [
        { spot: 'banker', amount: 10_000 },
        { spot: 'player', amount: 5_000 },
        { spot: 'tie', amount: 1_000 },
      ]);
      if (result.outcome.game !== 'baccarat') throw new Error('not baccarat');
      winners.add(result.outcome.winner);
      const { winner } = result.outcome;
      expect(result.bets).toEqual([
        { spot: 'banker', amount: 10_000, win: winner === 'BANKER' ? 19_500 : winner === 'TIE' ? 10_000 : 0 },
        { spot: 'player', amount: 5_000, win: winner === 'PLAYER' ? 10_000 : winner === 'TIE' ? 5_000 : 0 },
        { spot: 'tie', amount: 1_000, win: winner === 'TIE' ? 9_000 : 0 },
      ]);
      expect([result.bet, result.win]).toEqual([16_000, result.bets.reduce((sum, bet) => sum + bet.win, 0)]);
      expected += result.win - result.bet;
      expect(result.balance).toBe(expected);
    }
    expect(winners.size).toBeGreaterThan(1);
    const after = await stored(token);
    expect(after.balance).toBe(expected);
    expect(after.rounds).toHaveLength(30);
    expect(after.rounds.every((round) => round.status === 'SETTLED' && round.betMinor === 16_000)).toBe(true);
    expect(after.moves.filter((move) => move.kind === 'DEBIT').map((move) => move.amountMinor)).toEqual(Array(30).fill(16_000));
    expect(after.moves.filter((move) => move.kind === 'CREDIT')).toHaveLength(30);
    // The road: the session's outcomes, oldest first.
    const table = (await value(await call(token, 'GET', 'session'), sessionInfoSchema)).table!;
    expect(table.history).toHaveLength(30);
    expect(table.history.every((outcome) => outcome.game === 'baccarat')).toBe(true);
  });

  it('spins roulette and rolls sic bo with a bet each, paying by the layout', async () => {
    const wheel = await play(await open(ROULETTE), [{ spot: 'straight-17', amount: 1_000 }]);
    if (wheel.outcome.game !== 'roulette') throw new Error('not roulette');
    expect(wheel.win).toBe(wheel.outcome.number === 17 ? 36_000 : 0);
    const dice = await play(await open(SICBO), [{ spot: 'big', amount: 5_000 }]);
    if (dice.outcome.game !== 'sicbo') throw new Error('not sic bo');
    const { total, triple } = dice.outcome;
    expect(dice.outcome.dice.reduce((sum, die) => sum + die, 0)).toBe(total);
    expect(dice.win).toBe(!triple && total >= 11 ? 10_000 : 0);
  });

  it('replays a repeated roundId instead of dealing again', async () => {
    const token = await open(SICBO);
    const roundId = '0c6f5a2e-5d0a-4f37-9a43-2b1d6a3f1e11';
    const first = await play(token, [{ spot: 'small', amount: 1_000 }], roundId);
    expect(await play(token, [{ spot: 'small', amount: 1_000 }], roundId)).toEqual(first);
    expect((await stored(token)).rounds).toHaveLength(1);
  });

  it('refuses bets off the layout, twice on a spot, in part chips, over the limit, none, or on a table of another game, writing nothing', async () => {
    const token = await open(ROULETTE);
    const refused = async (bets: unknown, status: number, code: string) =>
      expectFailure(await call(token, 'POST', 'table/play', { bets }), status, code);
    expect(await refused([{ spot: 'banker', amount: 1_000 }], 400, 'bad-request')).toBe(
      "Invalid body field 'bets.0.spot': this roulette table has no spot 'banker'",
    );
    expect(await refused([{ spot: 'split-3-4', amount: 1_000 }], 400, 'bad-request')).toContain("no spot 'split-3-4'");
    expect(
      await refused(
        [
          { spot: 'red', amount: 1_000 },
          { spot: 'red', amount: 1_000 },
        ],
        400,
        'bad-request',
      ),
    ).toContain("'red' is bet twice");
    expect(await refused([{ spot: 'red', amount: 1_500 }], 400, 'bad-request')).toContain('not a whole number of the smallest chip');
    expect(await refused([{ spot: 'red', amount: 2_001_000 }], 400, 'bad-request')).toContain('more than the table limit');
    expect(await refused([], 400, 'bad-request')).toContain('Place at least one bet');
    expect(await refused([{ spot: 'red', amount: -1_000 }], 400, 'bad-request')).toContain("'bets.0.amount'");
    const slot = await open({ ...BACCARAT, gameType: 'RNG', gameCode: 'PG_RNG_0001', accountTypeName: 'PG', vassalage: 'PG' });
    expect(expectFailure(await call(slot, 'POST', 'table/play', { bets: [{ spot: 'red', amount: 1_000 }] }), 409, 'wrong-game')).toBe(
      'This game session plays a reel slot, not a table game',
    );
    const after = await stored(token);
    expect({ balance: after.balance, rounds: after.rounds.length, moves: after.moves.length }).toEqual({
      balance: DEMO_START_BALANCE_MINOR,
      rounds: 0,
      moves: 0,
    });
  });

  it('refuses a round the play money cannot cover, writing nothing', async () => {
    const token = await open(BACCARAT);
    await database.db.updateTable('provider_sessions').set({ balanceMinor: 5_000 }).where('tokenHash', '=', tokenHashOf(token)).execute();
    expectFailure(
      await call(token, 'POST', 'table/play', {
        bets: [
          { spot: 'banker', amount: 5_000 },
          { spot: 'tie', amount: 1_000 },
        ],
      }),
      409,
      'insufficient-balance',
      { balance: 5_000 },
    );
    expect((await stored(token)).rounds).toHaveLength(0);
  });

  it('in REAL money, is one seamless debit of the whole stake and one credit of the whole win', async () => {
    const token = await open(ROULETTE, 'REAL');
    calls.length = 0;
    const before = realBalance;
    const result = await play(token, [
      { spot: 'red', amount: 5_000 },
      { spot: 'odd', amount: 5_000 },
      { spot: 'straight-0', amount: 1_000 },
    ]);
    expect(calls).toEqual([
      { path: '/wps/seamless/debit', amount: 11_000 },
      { path: '/wps/seamless/credit', amount: result.win },
    ]);
    expect(result.balance).toBe(before - 11_000 + result.win);
    expect(realBalance).toBe(result.balance);
  });
});
