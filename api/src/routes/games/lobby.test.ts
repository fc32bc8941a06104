// The home lobby's rows: vendor lanes (newest slots, then each footer vendor's) and the winner board (largest wins
// first, accounts masked, by game category).
import { FOOTER_VENDORS, gamesEndpoints, LIMITS, VENDOR_LANE_CARDS, type GameList } from '@mekong/contracts';
import { buildTestApp, expectFailure, expectValue, type TestApp } from '../../test-support/test-app';
import { call, makeMember } from '../../test-support/accounts';
import { maskAccount } from '../../modules/games/winners.repository';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const { vendorLanes, winnerBoard, list } = gamesEndpoints;
const lanes = async (query: object = {}) => expectValue(await call(t.app, 'GET', vendorLanes.path, query), vendorLanes).data.lanes;
const board = async (query: object = {}) => expectValue(await call(t.app, 'GET', winnerBoard.path, query), winnerBoard).list;
const gameList = async (query: object): Promise<GameList> => expectValue(await call(t.app, 'GET', list.path, query), list);

describe('vendor lanes', () => {
  it('starts with the 12 newest slots, the first page of the list its more button opens', async () => {
    const [first] = await lanes({ language: 'EN' });
    expect(first).toMatchObject({ title: 'New games', gameClassify: 'NEW', gameType: 'RNG', vassalage: null });
    expect(first?.cards).toHaveLength(VENDOR_LANE_CARDS);
    for (const card of first?.cards ?? [])
      expect(card).toMatchObject({ isNew: 1, gameType: 'RNG', vassalage: expect.not.stringMatching(/^MEKONG$/) });
    const more = await gameList({ gameType: 'RNG', gameClassify: 'NEW', pageSize: VENDOR_LANE_CARDS, language: 'EN' });
    expect(first?.cards).toEqual(more.games);
  });

  it('then gives each footer vendor a lane of its first 12 slots, titled with its name', async () => {
    const [, ...vendorRows] = await lanes({ language: 'EN' });
    expect(vendorRows.map((lane) => lane.vassalage)).toEqual([...FOOTER_VENDORS]);
    expect(vendorRows[0]?.title).toBe('PG Soft');
    for (const lane of vendorRows) {
      expect(lane).toMatchObject({ gameClassify: 'ALL', gameType: 'RNG' });
      const more = await gameList({ gameType: 'RNG', vassalage: lane.vassalage ?? '', pageSize: VENDOR_LANE_CARDS, language: 'EN' });
      expect({ vendor: lane.vassalage, cards: lane.cards }).toEqual({ vendor: lane.vassalage, cards: more.games });
      expect(lane.cards).toHaveLength(VENDOR_LANE_CARDS);
    }
  });

  it('titles lanes and names cards in the asked language', async () => {
    const cn = await lanes({ language: 'CN' });
    expect(cn.map((lane) => lane.title).slice(0, 2)).toEqual(['新游戏', 'PG电子']);
    expect((await lanes()).map((lane) => lane.title)[0]).toBe('ເກມໃໝ່');
    expect(cn[1]?.cards[0]?.displayName).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('winner board', () => {
  it('shows the 20 largest wins, largest first, accounts masked', async () => {
    const entries = await board({ language: 'EN' });
    expect(entries).toHaveLength(LIMITS.winnerBoardSize);
    const amounts = entries.map((e) => e.winAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    for (const entry of entries) {
      expect(entry.account).toMatch(/^de\*\*\*[a-z0-9]$/);
      expect(Number.isSafeInteger(entry.winAmount)).toBe(true);
    }
    // The seeded demo board is the same on every run and database.
    expect(new Set(entries.map((e) => e.account)).size).toBeGreaterThan(1);
    expect(await board({ language: 'EN' })).toEqual(entries);
  });

  it('limits the board and names games in the asked language', async () => {
    const all = await board({ language: 'EN' });
    expect(await board({ language: 'EN', limitNum: 5 })).toEqual(all.slice(0, 5));
    const cn = await board({ language: 'CN', limitNum: 5 });
    expect(cn.map((e) => e.nodeId)).toEqual(all.slice(0, 5).map((e) => e.nodeId));
    for (const entry of cn) expect(entry.gameName).toMatch(/[\u4e00-\u9fff]/);
    expect(expectFailure(await call(t.app, 'GET', winnerBoard.path, { limitNum: 101 }), 400, 'bad-request')).toContain(
      'limitNum must be a whole number from 1 to 100',
    );
  });

  it('keeps to a game category', async () => {
    const live = await board({ gameCategory: 'LIVE', limitNum: 100 });
    expect(live.length).toBeGreaterThan(0);
    for (const entry of live) expect(entry.gameType).toBe('LIVE');
    const slots = await board({ gameCategory: 'RNG', limitNum: 100 });
    for (const entry of slots) expect(entry).toMatchObject({ gameType: 'RNG', vassalage: expect.not.stringMatching(/^MEKONG$/) });
    const inHouse = await board({ gameCategory: 'INHOUSE', limitNum: 100 });
    for (const entry of inHouse) expect(entry.vassalage).toBe('MEKONG');
    const everything = await board({ limitNum: 100 });
    expect(live).toEqual(everything.filter((e) => e.gameType === 'LIVE'));
    expect(slots).toEqual(everything.filter((e) => e.gameType === 'RNG' && e.vassalage !== 'MEKONG'));
    expect(inHouse).toEqual(everything.filter((e) => e.vassalage === 'MEKONG'));
  });

  it('puts a new largest win on top with its account masked', async () => {
    const winner = await makeMember(t.app, { account: 'zz_bigwinner' });
    await t.app.db
      .insertInto('game_wins')
      .values({
        id: 'test-win-1',
        memberId: winner.id,
        nodeId: 'inhouse-jp-0001',
        winAmountMinor: 999_999_999_99,
        winTime: '2025-11-23T01:00:00.000Z',
      })
      .execute();
    const [top] = await board({ language: 'EN', limitNum: 1 });
    expect(top).toEqual({
      account: 'zz***r',
      winAmount: 999_999_999_99,
      nodeId: 'inhouse-jp-0001',
      gameName: 'Naga Mega Jackpot',
      vassalage: 'MEKONG',
      gameType: 'RNG',
      winTime: '2025-11-23T01:00:00.000Z',
    });
    expect((await board({ gameCategory: 'INHOUSE', limitNum: 1 }))[0]?.account).toBe('zz***r');
    expect((await board({ gameCategory: 'RNG', limitNum: 1 }))[0]?.account).not.toBe('zz***r');
  });
});

describe('account mask', () => {
  it('keeps the first two characters and the last', () => {
    expect(maskAccount('demo_member')).toBe('de***r');
    expect(maskAccount('abcd')).toBe('a***');
    expect(maskAccount('abcdef')).toBe('ab***f');
    expect(maskAccount('abc')).toBe('a***');
    expect(maskAccount('a')).toBe('a***');
  });
});
