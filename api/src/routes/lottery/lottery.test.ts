// The lottery calls against a pinned clock: menus per prize mode with next draw times, draws served only once their
// time has passed, results fixed per draw (also after a restart on the same database), refusals.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { lotteryEndpoints, type DrawResult } from '@mekong/contracts/lottery';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import type { DatabaseConfig } from '../../db/database';
import { createAppDatabase, expectFailure, expectValue, makeTempRoot, TEST_SECURITY, type TestDatabase } from '../../test-support/test-app';
import { call } from '../../test-support/accounts';

/** Monday 24 November 2025, 18:00 in Vientiane: the south (16:15) and centre (17:15) have drawn, the north (18:15) not yet. */
const MONDAY_1800 = new Date('2025-11-24T11:00:00.000Z');
let now = MONDAY_1800;
let database: TestDatabase;
let root: string;
let app: FastifyInstance;

/** A file rather than memory on SQLite, so a restarted app opens the same database. */
const databaseConfig = (): DatabaseConfig =>
  database.config.dialect === 'sqlite' ? { dialect: 'sqlite', file: path.join(root, 'lottery.sqlite') } : database.config;

const start = async () => {
  const built = await buildApp({ database: databaseConfig(), rootDir: root, security: TEST_SECURITY, demo: true, now: () => now });
  await built.ready();
  return built;
};

beforeAll(async () => {
  database = await createAppDatabase();
  root = makeTempRoot();
  app = await start();
});
afterAll(async () => {
  await app.close();
  await database.drop();
  rmSync(root, { recursive: true, force: true });
});
beforeEach(() => {
  now = MONDAY_1800;
});

const { vnMenu, vnMenuRecent, vnOpened, openedNumero } = lotteryEndpoints;
const menu = async (query: object = {}) => expectValue(await call(app, 'GET', vnMenu.path, query), vnMenu);
const recent = async (query: object = {}) => expectValue(await call(app, 'GET', vnMenuRecent.path, query), vnMenuRecent).list;
const opened = async (query: object) => expectValue(await call(app, 'GET', vnOpened.path, query), vnOpened);
const numero = (query: object) => call(app, 'GET', openedNumero.path, query);
const numeroOk = async (query: object): Promise<DrawResult> => expectValue(await numero(query), openedNumero);

describe('VN lottery menu', () => {
  it('lists the Vietnamese games per area, each with its next draw, the soonest first within an area', async () => {
    const areas = await menu({ language: 'EN' });
    expect(areas.map((a) => [a.lottoArea, a.title])).toEqual([
      ['NORTH', 'Northern'],
      ['CENTRAL', 'Central'],
      ['SOUTH', 'Southern'],
    ]);
    const [north, central, south] = areas;
    expect(north?.games).toEqual([
      {
        gameCode: 'VN_MB',
        gameName: 'Miền Bắc',
        lottoArea: 'NORTH',
        nextDrawTime: '2025-11-24T11:15:00.000Z',
        closeMinutesBefore: 15,
        drawDays: [0, 1, 2, 3, 4, 5, 6],
      },
    ]);
    // Monday's central and southern draws are over: Tuesday's provinces come first.
    expect(central?.games.slice(0, 2).map((g) => [g.gameCode, g.nextDrawTime])).toEqual([
      ['VN_DLK', '2025-11-25T10:15:00.000Z'],
      ['VN_QNM', '2025-11-25T10:15:00.000Z'],
    ]);
    expect(south?.games.find((g) => g.gameCode === 'VN_HCM')).toMatchObject({
      gameName: 'Hồ Chí Minh',
      drawDays: [1, 6],
      nextDrawTime: '2025-11-29T09:15:00.000Z',
    });
    for (const area of areas) {
      const times = area.games.map((g) => g.nextDrawTime);
      expect(times).toEqual([...times].sort());
      expect(area.games.length).toBeGreaterThan(0);
    }
    expect(central?.games.length).toBeGreaterThan(5);
    expect(south?.games.length).toBeGreaterThan(5);
  });

  it('moves the next draw on once a draw has passed', async () => {
    now = new Date('2025-11-24T11:15:00.000Z');
    expect((await menu())[0]?.games[0]?.nextDrawTime).toBe('2025-11-25T11:15:00.000Z');
  });

  it('names games and areas in the asked language', async () => {
    const [north] = await menu({ language: 'CN' });
    expect(north).toMatchObject({ title: '北部', games: [{ gameName: '越南北部' }] });
    expect((await menu())[0]?.title).toBe('ພາກເໜືອ');
  });

  it('shows the same Vietnamese draws for LOTT, ZY and ELOTT, and the Southeast Asian lotteries for SEA', async () => {
    const lott = await menu();
    expect(await menu({ prizeMode: 'ZY' })).toEqual(lott);
    expect(await menu({ prizeMode: 'ELOTT' })).toEqual(lott);
    const sea = await menu({ prizeMode: 'SEA', language: 'EN' });
    expect(sea.map((a) => a.lottoArea)).toEqual(['SEA']);
    expect(sea[0]?.games.map((g) => [g.gameCode, g.nextDrawTime])).toEqual([
      ['LAO_DEV', '2025-11-24T13:30:00.000Z'],
      ['THAI_STOCK', '2025-11-25T09:30:00.000Z'],
    ]);
    expect(expectFailure(await call(app, 'GET', vnMenu.path, { prizeMode: 'XX' }), 400, 'bad-request')).toContain(
      'prizeMode must be one of LOTT, ZY, ELOTT, SEA',
    );
  });
});

describe('opened draws', () => {
  it('serves a draw only once its time has passed', async () => {
    expect(expectFailure(await numero({ gameCode: 'VN_MB', numero: '20251124' }), 409, 'draw-not-opened')).toBe(
      'The draw 20251124 of Miền Bắc opens at 2025-11-24T11:15:00.000Z',
    );
    expect((await opened({ gameCode: 'VN_MB', limitNum: 1 })).list.map((d) => d.numero)).toEqual(['20251123']);
    now = new Date('2025-11-24T11:15:00.000Z');
    const draw = await numeroOk({ gameCode: 'VN_MB', numero: '20251124' });
    expect(draw).toMatchObject({ gameCode: 'VN_MB', numero: '20251124', openTime: '2025-11-24T11:15:00.000Z' });
    expect(draw.prizes.flatMap((p) => p.numbers)).toHaveLength(27);
    expect((await opened({ gameCode: 'VN_MB', limitNum: 1 })).list).toEqual([draw]);
    // A day ahead is refused however the clock stands.
    expect(expectFailure(await numero({ gameCode: 'VN_MB', numero: '20251125' }), 409, 'draw-not-opened')).toContain(
      '2025-11-25T11:15:00.000Z',
    );
  });

  it('gives each draw one result, the same after a restart on the same database', async () => {
    const first = await numeroOk({ gameCode: 'VN_HCM', numero: '20251124', language: 'EN' });
    expect(first.prizes.flatMap((p) => p.numbers)).toHaveLength(18);
    expect(first.gameName).toBe('Hồ Chí Minh');
    expect(await numeroOk({ gameCode: 'VN_HCM', numero: '20251124', language: 'EN' })).toEqual(first);
    expect((await opened({ gameCode: 'VN_HCM', language: 'EN', limitNum: 3 })).list[0]).toEqual(first);
    const other = await numeroOk({ gameCode: 'VN_HCM', numero: '20251122', language: 'EN' });
    expect(other.prizes).not.toEqual(first.prizes);
    await app.close();
    app = await start();
    expect(await numeroOk({ gameCode: 'VN_HCM', numero: '20251124', language: 'EN' })).toEqual(first);
  });

  it("lists a game's opened draws newest first, on its draw days only", async () => {
    const hcm = await opened({ gameCode: 'VN_HCM', limitNum: 4, language: 'CN' });
    expect(hcm.gameName).toBe('胡志明市');
    expect(hcm.list.map((d) => d.numero)).toEqual(['20251124', '20251122', '20251117', '20251115']);
    expect((await opened({ gameCode: 'VN_MB' })).list).toHaveLength(10);
  });

  it('gives the latest draw of each game of the prize mode, newest first', async () => {
    const latest = await recent();
    expect(latest).toHaveLength((await menu()).flatMap((a) => a.games).length);
    const times = latest.map((d) => d.openTime);
    expect(times).toEqual([...times].sort().reverse());
    // 18:00 Monday: the centre drew at 17:15 today, the south at 16:15, the north last drew yesterday.
    expect(latest[0]).toMatchObject({ numero: '20251124', openTime: '2025-11-24T10:15:00.000Z' });
    expect(latest.find((d) => d.gameCode === 'VN_MB')?.numero).toBe('20251123');
    for (const draw of latest) expect(draw.openTime <= MONDAY_1800.toISOString()).toBe(true);
    const sea = await recent({ prizeMode: 'SEA' });
    expect(sea.map((d) => [d.gameCode, d.numero])).toEqual([
      ['THAI_STOCK', '20251124'],
      ['LAO_DEV', '20251121'],
    ]);
    expect(sea[1]?.prizes).toEqual([{ prize: 'SPECIAL', numbers: [expect.stringMatching(/^\d{6}$/)] }]);
  });

  it('refuses an unknown game, a day without a draw and a numero that is not a day', async () => {
    expect(expectFailure(await numero({ gameCode: 'VN_XX', numero: '20251124' }), 404, 'lotto-game-not-found')).toBe(
      "No lottery game 'VN_XX'",
    );
    expect(expectFailure(await call(app, 'GET', vnOpened.path, { gameCode: 'VN_XX' }), 404, 'lotto-game-not-found')).toBe(
      "No lottery game 'VN_XX'",
    );
    expect(expectFailure(await numero({ gameCode: 'VN_HCM', numero: '20251123' }), 404, 'draw-not-found')).toBe(
      'Hồ Chí Minh has no draw on 20251123',
    );
    expect(expectFailure(await numero({ gameCode: 'VN_MB', numero: '20250230' }), 404, 'draw-not-found')).toBe(
      'Miền Bắc has no draw on 20250230',
    );
    expect(expectFailure(await numero({ gameCode: 'VN_MB', numero: '2025-11-24' }), 400, 'bad-request')).toContain(
      'numero must be a draw day as yyyyMMdd',
    );
    expect(expectFailure(await call(app, 'GET', vnOpened.path, { gameCode: 'VN_MB', limitNum: 31 }), 400, 'bad-request')).toContain(
      'limitNum',
    );
  });
});
