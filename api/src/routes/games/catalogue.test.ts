// The game catalogue calls on the seeded 10,000-slot catalogue: paging, filters, search in every language, hot games,
// refusals of bad input, and the generated game icons.
import { gamesEndpoints, LIMITS } from '@mekong/contracts';
import { buildTestApp, expectFailure, expectValue, type TestApp } from '../../test-support/test-app';
import { NOT_LOGGED_IN } from '../../plugins/app/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const list = async (query: Record<string, string | number>) =>
  expectValue(
    await get(
      `${gamesEndpoints.list.path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
    ),
    gamesEndpoints.list,
  );
const hot = async (query = '') => expectValue(await get(`${gamesEndpoints.hot.path}${query}`), gamesEndpoints.hot);
const search = async (gameName: string, language = 'EN') => list({ gameType: 'RNG', gameName, language, pageSize: 100 });

/** The first seeded slot, the same on every run and database. */
const KNOWN = { nodeId: 'rng-bgs-0001', EN: 'Eternal Tiger Fever', LO: 'ເສືອ ນິລັນດອນ ຮ້ອນແຮງ', CN: '永恒虎狂热' };

describe('game list', () => {
  it('pages the 10,000 slots 28 at a time, the last page holding the rest', async () => {
    const first = await list({ gameType: 'RNG' });
    expect(first).toMatchObject({ total: 10_000, totalPages: 358, pageNo: 1 });
    expect(first.games).toHaveLength(LIMITS.lobbyPageSize);
    expect(first.games[0]).toMatchObject({
      nodeId: KNOWN.nodeId,
      displayName: KNOWN.LO,
      gameType: 'RNG',
      isGame: 'GAME',
      vassalage: 'BGS',
    });
    const last = await list({ gameType: 'RNG', pageNo: 358 });
    expect(last.games).toHaveLength(10_000 - 357 * 28);
    const second = await list({ gameType: 'RNG', pageNo: 2 });
    expect(new Set([...first.games, ...second.games].map((g) => g.nodeId)).size).toBe(56);
  });

  it('answers a page beyond the last with no games and the real page count', async () => {
    expect(await list({ gameType: 'RNG', pageNo: 9999 })).toEqual({ games: [], totalPages: 358, pageNo: 9999, total: 10_000 });
  });

  it('filters by vendor and game type', async () => {
    const pg = await list({ gameType: 'RNG', vassalage: 'PG', pageSize: 100 });
    expect(pg.total).toBeGreaterThan(500);
    expect(pg.totalPages).toBe(Math.ceil(pg.total / 100));
    expect(new Set(pg.games.map((g) => g.vassalage))).toEqual(new Set(['PG']));
    expect(pg.games.slice(0, 3).map((g) => g.nodeId)).toEqual(['rng-pg-0001', 'rng-pg-0002', 'rng-pg-0003']);
    const live = await list({ gameType: 'LIVE', pageSize: 100 });
    expect(live.total).toBe(30);
    expect(new Set(live.games.map((g) => g.gameType))).toEqual(new Set(['LIVE']));
    expect((await list({ gameType: 'FISH' })).total).toBe(24);
    expect((await list({ gameType: 'PVP', vassalage: 'JL' })).total).toBe(7);
    expect(await list({ gameType: 'COCKFIGHT' })).toEqual({ games: [], totalPages: 0, pageNo: 1, total: 0 });
  });

  it('lists new and hot games by classify, about 5% of the slots each', async () => {
    const fresh = await list({ gameType: 'RNG', gameClassify: 'NEW', pageSize: 100 });
    const hotOnes = await list({ gameType: 'RNG', gameClassify: 'HOT', pageSize: 100 });
    for (const page of [fresh, hotOnes]) expect(page.total).toBeGreaterThan(350);
    for (const page of [fresh, hotOnes]) expect(page.total).toBeLessThan(650);
    expect(new Set(fresh.games.map((g) => g.isNew))).toEqual(new Set([1]));
    expect(new Set(hotOnes.games.map((g) => g.isHot))).toEqual(new Set([1]));
    const some = await list({ gameType: 'RNG', pageSize: 100 });
    expect(new Set(some.games.map((g) => g.supportPlay))).toEqual(new Set([0, 1]));
  });

  it('names games in the asked language', async () => {
    const names = async (language: string) => (await list({ gameType: 'RNG', pageSize: 1, language })).games[0]?.displayName;
    expect(await names('EN')).toBe(KNOWN.EN);
    expect(await names('CN')).toBe(KNOWN.CN);
    expect(await names('LO')).toBe(KNOWN.LO);
  });
});

describe('in-house games', () => {
  const KINDS = ['SC', 'VP', 'JP', 'TG', 'AC'];

  it('lists the in-house games under INHOUSE, each an RNG game of the built-in provider with its kind as account type', async () => {
    const inHouse = await list({ gameType: 'INHOUSE', pageSize: 100, language: 'EN' });
    expect(inHouse.total).toBe(20);
    expect(new Set(inHouse.games.map((g) => g.accountTypeName))).toEqual(new Set(KINDS));
    for (const game of inHouse.games) expect(game).toMatchObject({ gameType: 'RNG', vassalage: 'MEKONG', isGame: 'GAME' });
    expect(inHouse.games.find((g) => g.nodeId === 'inhouse-vp-0001')).toMatchObject({
      displayName: 'Jacks or Better',
      gameCode: 'MEKONG_VP_0001',
    });
  });

  it('takes the kind as the vendor of INHOUSE', async () => {
    const poker = await list({ gameType: 'INHOUSE', vassalage: 'VP', language: 'CN' });
    expect(poker.total).toBe(4);
    expect(poker.games.map((g) => g.nodeId)).toEqual(['inhouse-vp-0001', 'inhouse-vp-0002', 'inhouse-vp-0003', 'inhouse-vp-0004']);
    expect(poker.games[0]?.displayName).toBe('对J以上');
    expect((await list({ gameType: 'INHOUSE', vassalage: 'PG' })).total).toBe(0);
  });

  it('keeps in-house games out of RNG, and lists every type without a game type', async () => {
    expect((await list({ gameType: 'RNG', vassalage: 'MEKONG' })).total).toBe(0);
    expect((await list({ gameType: 'RNG', gameName: 'Jacks or Better' })).total).toBe(0);
    const all = await list({ pageSize: 1 });
    expect(all.total).toBe(10_000 + 30 + 24 + 21 + 20);
    const search = await list({ gameName: 'jackpot', pageSize: 100, language: 'EN' });
    expect(search.games.map((g) => g.nodeId)).toEqual(expect.arrayContaining(['inhouse-jp-0001', 'inhouse-jp-0004']));
    expect(search.games.some((g) => g.vassalage !== 'MEKONG')).toBe(true);
  });

  it('searches and lists hot and new games within INHOUSE', async () => {
    const found = await list({ gameType: 'INHOUSE', gameName: 'poker', language: 'EN' });
    expect(found.games.map((g) => g.displayName).sort()).toEqual(['Bonus Poker', 'Joker Poker']);
    const hotOnes = await hot('?gameType=INHOUSE&language=EN');
    expect(hotOnes.list.map((g) => g.nodeId).sort()).toEqual(KINDS.map((k) => `inhouse-${k.toLowerCase()}-0001`).sort());
    expect((await hot('?gameType=RNG&limitNum=100')).list.some((g) => g.vassalage === 'MEKONG')).toBe(false);
    const fresh = await list({ gameType: 'INHOUSE', gameClassify: 'NEW' });
    expect(fresh.games.map((g) => g.nodeId).sort()).toEqual(KINDS.map((k) => `inhouse-${k.toLowerCase()}-0002`).sort());
  });

  it('lists the newest games first under NEW', async () => {
    // The in-house games were added after the generated catalogue.
    const fresh = await list({ gameClassify: 'NEW', pageSize: 10 });
    expect(fresh.games.slice(0, 5).every((g) => g.vassalage === 'MEKONG')).toBe(true);
    expect(fresh.games.slice(5).every((g) => g.vassalage !== 'MEKONG')).toBe(true);
  });
});

describe('game name search', () => {
  it('finds a known game by words of its name in English, Lao and Chinese, ignoring case and outer spaces', async () => {
    for (const [term, language] of [
      ['eternal tiger', 'EN'],
      ['  ETERNAL Tiger Fev ', 'EN'],
      ['ເສືອ ນິລັນດອນ', 'LO'],
      ['永恒虎', 'CN'],
    ] as const) {
      const found = await search(term, language);
      expect({ term, nodeIds: found.games.map((g) => g.nodeId) }).toEqual({ term, nodeIds: expect.arrayContaining([KNOWN.nodeId]) });
      expect(found.games.find((g) => g.nodeId === KNOWN.nodeId)?.displayName).toBe(KNOWN[language]);
    }
  });

  it('returns only games whose names hold the word, with the right page count', async () => {
    const dragons = await search('Dragon');
    expect(dragons.total).toBeGreaterThan(100);
    expect(dragons.totalPages).toBe(Math.ceil(dragons.total / 100));
    for (const game of dragons.games) expect(game.displayName).toMatch(/dragon/i);
    const chinese = await search('龙', 'CN');
    expect(chinese.total).toBe(dragons.total);
    for (const game of chinese.games) expect(game.displayName).toContain('龙');
  });

  it('combines search with the vendor filter, and a blank search lists everything', async () => {
    const pgDragons = await list({ gameType: 'RNG', vassalage: 'PG', gameName: 'dragon', pageSize: 100 });
    expect(pgDragons.total).toBeGreaterThan(0);
    for (const game of pgDragons.games) expect(game).toMatchObject({ vassalage: 'PG', displayName: expect.stringMatching(/ມັງກອນ/) });
    expect((await list({ gameType: 'RNG', gameName: '   ' })).total).toBe(10_000);
  });

  it('treats wildcards, quotes and search operators as plain text', async () => {
    for (const term of ['%', '_', '%%', '"', "'", '*', 'NEAR(a b)', 'dragon OR tiger', '"dragon']) {
      const found = await search(term);
      expect({ term, total: found.total }).toEqual({ term, total: expect.any(Number) });
      expect({ term, all: found.total === 10_000 }).toEqual({ term, all: false });
      for (const game of found.games)
        expect(game.displayName.toLowerCase()).toContain(
          term
            .replace(/[^a-z]/gi, '')
            .slice(0, 4)
            .toLowerCase(),
        );
    }
    expect((await search('%')).total).toBe(0);
    expect((await search('dragon OR tiger')).total).toBe(0);
  });
});

describe('game list refusals', () => {
  const path = gamesEndpoints.list.path;
  it('refuses a page size of 0 or a page 0, an unknown game type and a name over 100 characters', async () => {
    expect(expectFailure(await get(`${path}?gameType=RNG&pageSize=0`), 400, 'bad-request')).toBe(
      "Invalid query parameter 'pageSize': pageSize must be a whole number from 1 to 100",
    );
    expect(expectFailure(await get(`${path}?gameType=CARDS`), 400, 'bad-request')).toBe(
      "Invalid query parameter 'gameType': gameType must be one of RNG, LIVE, FISH, PVP, SPORTS, ESPORTS, ELOTT, LOTT, COCKFIGHT, INHOUSE",
    );
    expect(expectFailure(await get(`${path}?gameType=RNG&gameName=${'a'.repeat(101)}`), 400, 'bad-request')).toBe(
      "Invalid query parameter 'gameName': gameName must be at most 100 characters",
    );
    expect(expectFailure(await get(`${path}?gameType=RNG&pageNo=0`), 400, 'bad-request')).toContain(
      'pageNo must be a whole number of at least 1',
    );
  });

  it('refuses the per-member filters to a visitor as not logged in, and an unknown filter', async () => {
    for (const classify of ['FAV', 'RECENT']) {
      expect(expectFailure(await get(`${path}?gameType=RNG&gameClassify=${classify}`), 401, 'unauthorized')).toBe(NOT_LOGGED_IN);
      const stale = await t.app.inject({
        method: 'GET',
        url: `${path}?gameClassify=${classify}`,
        headers: { authorization: 'Bearer not-a-session' },
      });
      expect(expectFailure(stale, 401, 'unauthorized')).toBe(NOT_LOGGED_IN);
    }
    expect(expectFailure(await get(`${path}?gameType=RNG&gameClassify=TOP`), 400, 'bad-request')).toBe(
      "Invalid query parameter 'gameClassify': gameClassify must be one of NEW, FAV, ALL, HOT, RECENT",
    );
  });
});

describe('hot games', () => {
  it('gives the 12 home-page hot games unless asked for more, all hot', async () => {
    const { list: games } = await hot();
    expect(games).toHaveLength(LIMITS.homeHotGames);
    expect(new Set(games.map((g) => g.isHot))).toEqual(new Set([1]));
    expect((await hot('?limitNum=20')).list).toHaveLength(20);
  });

  it('keeps to a game type and vendor, in the asked language', async () => {
    const { list: pg } = await hot('?gameType=RNG&vassalage=PG&language=CN');
    expect(pg.length).toBeGreaterThan(0);
    for (const game of pg)
      expect(game).toMatchObject({ gameType: 'RNG', vassalage: 'PG', isHot: 1, iconUrl: expect.stringMatching(/language=CN$/) });
    expect(pg[0]?.displayName).toMatch(/[\u4e00-\u9fff]/);
  });

  it('refuses a limit over 100', async () => {
    expect(expectFailure(await get(`${gamesEndpoints.hot.path}?limitNum=101`), 400, 'bad-request')).toContain(
      'limitNum must be a whole number from 1 to 100',
    );
  });
});

describe('game icons', () => {
  it('draws each game icon with its name in the asked language', async () => {
    const game = (await list({ gameType: 'RNG', pageSize: 1, language: 'CN' })).games[0];
    const icon = await get(game?.iconUrl ?? '');
    expect({ status: icon.statusCode, type: icon.headers['content-type'] }).toEqual({ status: 200, type: 'image/svg+xml; charset=utf-8' });
    expect(icon.body).toContain(`aria-label="${KNOWN.CN}"`);
    expect((await get(`/static/games/${KNOWN.nodeId}.svg?language=EN`)).body).toContain('Eternal Tiger');
  });

  it('answers 404 for an unknown game', async () => {
    expect(expectFailure(await get('/static/games/rng-xx-0001.svg'), 404, 'not-found')).toBe("No game 'rng-xx-0001'");
  });
});
