// The catalogue cache (issue 15): public catalogue answers carry a strong ETag and `Cache-Control: public` and answer
// 304 to a browser holding them, member lists never do; whatever changes the catalogue shows at the next call
// (counts, pages, search, hot games); and the cached pages are exactly the pages the database's OFFSET paging gives.
import { gamesEndpoints } from '@mekong/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, expectValue, type TestApp } from '../../test-support/test-app';
import { call, freshIp, loginOk, makeMember } from '../../test-support/accounts';
import { pageOfGames, type GameFilters } from '../../modules/games/catalogue.repository';
import { CatalogueCache } from '../../modules/games/catalogue-cache';
import { gameSearchText } from '../../modules/games/game-search';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from './public-answers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const listUrl = (query: string) => `${gamesEndpoints.list.path}?${query}`;
const total = async (query: string) => expectValue(await get(listUrl(query)), gamesEndpoints.list).total;

describe('HTTP caching of catalogue answers', () => {
  const PUBLIC_URLS = [
    listUrl('gameType=RNG&pageNo=3'),
    listUrl('gameType=RNG&gameName=tiger&language=EN'),
    `${gamesEndpoints.hot.path}?gameType=RNG`,
    `${gamesEndpoints.vendorLanes.path}?language=EN`,
  ];

  it.each(PUBLIC_URLS)('answers %s with a strong ETag, public caching, and 304 to a browser holding it', async (url) => {
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    // Uncompressed here (no Accept-Encoding), and still varying on it: a shared cache keeps each encoding apart.
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await get(url);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(etag);

    for (const held of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const revalidated = await get(url, { 'if-none-match': held });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
      expect(revalidated.headers.etag).toBe(etag);
      expect(revalidated.headers.vary).toMatch(/accept-encoding/i);
    }
    const stale = await get(url, { 'if-none-match': '"not-this-one"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('answers alike whatever client envelope (merchant, platform, client type) comes with the call', async () => {
    const plain = await get(listUrl('gameType=RNG&pageNo=2'));
    for (const envelope of ['merchant=shop-a', 'merchant=shop-b&platform=W', 'clientType=7']) {
      const answer = await get(listUrl(`gameType=RNG&pageNo=2&${envelope}`));
      expect(answer.body).toBe(plain.body);
      expect(answer.headers.etag).toBe(plain.headers.etag);
    }
  });

  it('gives different answers different tags', async () => {
    const tags = await Promise.all(
      [listUrl('gameType=RNG&pageNo=1'), listUrl('gameType=RNG&pageNo=2'), listUrl('gameType=RNG&pageNo=1&language=EN')].map(
        async (url) => (await get(url)).headers.etag,
      ),
    );
    expect(new Set(tags).size).toBe(3);
  });

  it("never caches a member's own list publicly nor tags it", async () => {
    const member = await makeMember(t.app);
    const { token } = await loginOk(t.app, member.account, 'Passw0rd9', { ip: freshIp() });
    await call(t.app, 'POST', gamesEndpoints.addFavourite.path, { nodeId: 'rng-pg-0001' }, { token });
    for (const gameClassify of ['FAV', 'RECENT']) {
      const answer: LightMyRequestResponse = await call(t.app, 'GET', gamesEndpoints.list.path, { gameClassify }, { token });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers.etag).toBeUndefined();
      expect(answer.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    }
    const fav = expectValue(await call(t.app, 'GET', gamesEndpoints.list.path, { gameClassify: 'FAV' }, { token }), gamesEndpoints.list);
    expect(fav.games.map((g) => g.nodeId)).toEqual(['rng-pg-0001']);
    // Refusals are not tagged either.
    const refused = await get(listUrl('gameClassify=FAV'));
    expect(refused.statusCode).toBe(401);
    expect(refused.headers.etag).toBeUndefined();
    expect(refused.headers['cache-control']).not.toMatch(/public/);
  });
});

describe('a catalogue change', () => {
  const NEW_GAME = 'rng-pg-9999';
  const names = { EN: 'Zebulon Quasar Riches', LO: 'ຊີບູລອນ', CN: '斑马宝藏' };

  async function addGame(): Promise<void> {
    const template = await t.app.db.selectFrom('games').selectAll().where('nodeId', '=', 'rng-pg-0001').executeTakeFirstOrThrow();
    const { max } = await t.app.db
      .selectFrom('games')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('games')
      .values({
        ...template,
        id: Number(max) + 1,
        nodeId: NEW_GAME,
        gameCode: 'PG_RNG_9999',
        nameEn: names.EN,
        nameLo: names.LO,
        nameCn: names.CN,
        searchText: gameSearchText(names),
        isHot: 0,
        sequence: 0,
      })
      .execute();
  }

  it('shows in counts, pages, search and hot games at the next call, with a new ETag', async () => {
    const query = 'gameType=RNG&vassalage=PG&language=EN';
    const before = await get(listUrl(query));
    const counted = expectValue(before, gamesEndpoints.list).total;
    const allBefore = await total('gameType=RNG');
    expect(await total('gameType=RNG&gameName=zebulon')).toBe(0);

    await addGame();
    const after = await get(listUrl(query));
    const page = expectValue(after, gamesEndpoints.list);
    expect(page.total).toBe(counted + 1);
    expect(page.games[0]?.nodeId).toBe(NEW_GAME);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // The browser's old copy is no longer current.
    expect((await get(listUrl(query), { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(200);
    expect(await total('gameType=RNG')).toBe(allBefore + 1);
    expect(await total('gameType=RNG&gameName=zebulon')).toBe(1);

    const hotBefore = expectValue(await get(`${gamesEndpoints.hot.path}?gameType=RNG&vassalage=PG&limitNum=100`), gamesEndpoints.hot);
    expect(hotBefore.list.map((g) => g.nodeId)).not.toContain(NEW_GAME);
    await t.app.db.updateTable('games').set({ isHot: 1 }).where('nodeId', '=', NEW_GAME).execute();
    const hotAfter = expectValue(await get(`${gamesEndpoints.hot.path}?gameType=RNG&vassalage=PG&limitNum=100`), gamesEndpoints.hot);
    expect(hotAfter.list[0]?.nodeId).toBe(NEW_GAME);
    expect(await total('gameType=RNG&gameClassify=HOT')).toBe(
      (await t.app.db.selectFrom('games').select('id').where('listType', '=', 'RNG').where('isHot', '=', 1).execute()).length,
    );

    await t.app.db.deleteFrom('games').where('nodeId', '=', NEW_GAME).execute();
    expect(await total('gameType=RNG')).toBe(allBefore);
    expect(await total('gameType=RNG&gameName=zebulon')).toBe(0);
  });
});

describe('cached pages', () => {
  const FILTERS: GameFilters[] = [
    { gameType: 'RNG', classify: 'ALL' },
    { gameType: 'RNG', vassalage: 'JDB', classify: 'ALL' },
    { gameType: 'RNG', classify: 'NEW' },
    { gameType: 'RNG', classify: 'HOT' },
    { classify: 'ALL' },
    { gameType: 'RNG', classify: 'ALL', gameName: 'dragon' },
    { classify: 'ALL', gameName: 'd' },
    { gameType: 'INHOUSE', vassalage: 'VP', classify: 'ALL' },
  ];

  it.each(FILTERS)('are the pages OFFSET paging gives, first, deep, last and past the end: %j', async (filters) => {
    const cache = new CatalogueCache(t.app.db);
    const { totalPages } = await pageOfGames(t.app.db, filters, 1, 28, 'EN');
    const pages = [...new Set([1, 2, Math.floor(totalPages / 2), totalPages - 1, totalPages, totalPages + 1])].filter((p) => p >= 1);
    for (const pageNo of pages)
      for (const pageSize of [28, 100])
        expect(await cache.page(filters, pageNo, pageSize, 'EN')).toEqual(await pageOfGames(t.app.db, filters, pageNo, pageSize, 'EN'));
  });
});
