// The member's own game lists: favourites (per member, newest first, idempotent, trial accounts refused) and recent
// games written by launches; both also as the FAV and RECENT filters of the game list, with filters and search.
import { authEndpoints, gamesEndpoints, type GameList } from '@mekong/contracts';
import { buildTestApp, expectFailure, expectValue, type TestApp } from '../../test-support/test-app';
import { call, freshIp, loginOk, makeMember } from '../../test-support/accounts';
import { NOT_LOGGED_IN } from '../../plugins/app/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function newMemberToken(): Promise<string> {
  const member = await makeMember(t.app);
  return (await loginOk(t.app, member.account, 'Passw0rd9', { ip: freshIp() })).token;
}
const trialToken = async () =>
  expectValue(await call(t.app, 'POST', authEndpoints.freeplay.path, {}, { ip: freshIp() }), authEndpoints.freeplay).token;

const { favouriteIds, favourites, addFavourite, removeFavourite, recent, list, launch } = gamesEndpoints;
const ids = async (token: string) => expectValue(await call(t.app, 'GET', favouriteIds.path, {}, { token }), favouriteIds).ids;
const add = async (token: string, nodeId: string) =>
  expectValue(await call(t.app, 'POST', addFavourite.path, { nodeId }, { token }), addFavourite).ids;
const remove = async (token: string, nodeId: string) =>
  expectValue(await call(t.app, 'DELETE', removeFavourite.path, { nodeId }, { token }), removeFavourite).ids;
const favouriteList = async (token: string, query: object = {}) =>
  expectValue(await call(t.app, 'GET', favourites.path, query, { token }), favourites);
const recentList = async (token: string, query: object = {}) =>
  expectValue(await call(t.app, 'GET', recent.path, query, { token }), recent);
const gameList = async (query: object, token?: string): Promise<GameList> =>
  expectValue(await call(t.app, 'GET', list.path, query, { token }), list);
const launchOk = async (input: object, token?: string) => expectValue(await call(t.app, 'POST', launch.path, input, { token }), launch);

const SLOTS = ['rng-pg-0001', 'rng-pg-0002', 'rng-jdb-0001'];

describe('favourites', () => {
  it('adds favourites newest first, answering the ids after each change, for this member only', async () => {
    const [alice, bob] = await Promise.all([newMemberToken(), newMemberToken()]);
    expect(await add(alice, 'rng-pg-0001')).toEqual(['rng-pg-0001']);
    expect(await add(alice, 'live-evo-0001')).toEqual(['live-evo-0001', 'rng-pg-0001']);
    expect(await add(alice, 'inhouse-vp-0001')).toEqual(['inhouse-vp-0001', 'live-evo-0001', 'rng-pg-0001']);
    expect(await ids(bob)).toEqual([]);
    expect(await favouriteList(bob)).toEqual({ content: [], pageNum: 1, totalPages: 0, total: 0 });
    expect(await add(bob, 'rng-pg-0002')).toEqual(['rng-pg-0002']);
    expect(await ids(alice)).toEqual(['inhouse-vp-0001', 'live-evo-0001', 'rng-pg-0001']);
    const page = await favouriteList(alice, { language: 'EN' });
    expect(page).toMatchObject({ pageNum: 1, totalPages: 1, total: 3 });
    expect(page.content.map((g) => g.nodeId)).toEqual(['inhouse-vp-0001', 'live-evo-0001', 'rng-pg-0001']);
    expect(page.content[0]).toMatchObject({ displayName: 'Jacks or Better', accountTypeName: 'VP' });
    // Bob removing Alice's favourite changes nothing of hers.
    expect(await remove(bob, 'rng-pg-0001')).toEqual(['rng-pg-0002']);
    expect(await ids(alice)).toHaveLength(3);
  });

  it('ignores adding a favourite twice and removing one that is not there', async () => {
    const token = await newMemberToken();
    await add(token, 'rng-pg-0001');
    await add(token, 'rng-pg-0002');
    expect(await add(token, 'rng-pg-0001')).toEqual(['rng-pg-0002', 'rng-pg-0001']);
    expect(await remove(token, 'rng-pg-0002')).toEqual(['rng-pg-0001']);
    expect(await remove(token, 'rng-pg-0002')).toEqual(['rng-pg-0001']);
    expect(await remove(token, 'rng-xx-9999')).toEqual(['rng-pg-0001']);
    expect((await favouriteList(token)).total).toBe(1);
  });

  it('refuses an unknown game, a missing nodeId, visitors and trial accounts', async () => {
    const token = await newMemberToken();
    expect(expectFailure(await call(t.app, 'POST', addFavourite.path, { nodeId: 'rng-xx-9999' }, { token }), 404, 'game-not-found')).toBe(
      "No game 'rng-xx-9999'",
    );
    expect(await ids(token)).toEqual([]);
    expect(expectFailure(await call(t.app, 'POST', addFavourite.path, {}, { token }), 400, 'bad-request')).toBe(
      "Missing body field 'nodeId'",
    );
    for (const [method, path, input] of [
      ['GET', favouriteIds.path, {}],
      ['GET', favourites.path, {}],
      ['POST', addFavourite.path, { nodeId: 'rng-pg-0001' }],
      ['DELETE', removeFavourite.path, { nodeId: 'rng-pg-0001' }],
    ] as const) {
      expect(expectFailure(await call(t.app, method, path, input), 401, 'unauthorized')).toBe(NOT_LOGGED_IN);
    }
    const trial = await trialToken();
    for (const [method, path, input] of [
      ['GET', favouriteIds.path, {}],
      ['GET', favourites.path, {}],
      ['POST', addFavourite.path, { nodeId: 'rng-pg-0001' }],
      ['DELETE', removeFavourite.path, { nodeId: 'rng-pg-0001' }],
      ['GET', list.path, { gameClassify: 'FAV' }],
    ] as const) {
      expect(expectFailure(await call(t.app, method, path, input, { token: trial }), 403, 'trial-account')).toContain(
        'in_need_true_account',
      );
    }
  });

  it('filters by game type and vendor, and pages with the real page count past the last page', async () => {
    const token = await newMemberToken();
    for (const nodeId of [...SLOTS, 'live-evo-0001', 'live-sa-0001', 'inhouse-sc-0001']) await add(token, nodeId);
    const slots = await favouriteList(token, { gameType: 'RNG', pageSize: 2 });
    expect(slots).toMatchObject({ pageNum: 1, totalPages: 2, total: 3 });
    expect(slots.content.map((g) => g.nodeId)).toEqual(['rng-jdb-0001', 'rng-pg-0002']);
    expect((await favouriteList(token, { gameType: 'RNG', pageSize: 2, pageNo: 2 })).content.map((g) => g.nodeId)).toEqual(['rng-pg-0001']);
    expect(await favouriteList(token, { gameType: 'RNG', pageSize: 2, pageNo: 3 })).toEqual({
      content: [],
      pageNum: 3,
      totalPages: 2,
      total: 3,
    });
    expect((await favouriteList(token, { gameType: 'RNG', vassalage: 'PG' })).content.map((g) => g.nodeId)).toEqual([
      'rng-pg-0002',
      'rng-pg-0001',
    ]);
    expect((await favouriteList(token, { gameType: 'LIVE' })).total).toBe(2);
    expect((await favouriteList(token, { gameType: 'INHOUSE', vassalage: 'SC' })).content.map((g) => g.nodeId)).toEqual([
      'inhouse-sc-0001',
    ]);
    expect((await favouriteList(token, { pageSize: 999 })).total).toBe(6);
    expect(expectFailure(await call(t.app, 'GET', favourites.path, { pageSize: 1000 }, { token }), 400, 'bad-request')).toContain(
      'pageSize must be a whole number from 1 to 999',
    );
  });

  it('serves the FAV filter of the game list with the other filters and search still applied', async () => {
    const token = await newMemberToken();
    for (const nodeId of [...SLOTS, 'live-evo-0001']) await add(token, nodeId);
    const fav = await gameList({ gameClassify: 'FAV' }, token);
    expect(fav.games.map((g) => g.nodeId)).toEqual(['live-evo-0001', 'rng-jdb-0001', 'rng-pg-0002', 'rng-pg-0001']);
    expect(await gameList({ gameClassify: 'FAV', gameType: 'RNG', vassalage: 'PG', pageSize: 1 }, token)).toMatchObject({
      total: 2,
      totalPages: 2,
      pageNo: 1,
    });
    const name = fav.games.find((g) => g.nodeId === 'rng-pg-0002')?.gameName ?? '';
    const searched = await gameList({ gameClassify: 'FAV', gameType: 'RNG', gameName: name.split(' ')[0] ?? '' }, token);
    expect(searched.games.map((g) => g.nodeId)).toContain('rng-pg-0002');
    expect(searched.total).toBeLessThan(4);
    // Without the token the same call is refused; another member's FAV list is their own.
    expect(expectFailure(await call(t.app, 'GET', list.path, { gameClassify: 'FAV' }), 401, 'unauthorized')).toBe(NOT_LOGGED_IN);
    expect((await gameList({ gameClassify: 'FAV' }, await newMemberToken())).total).toBe(0);
  });
});

describe('recent games', () => {
  it('lists what the member launched, most recent first, each game once', async () => {
    const token = await newMemberToken();
    expect(await recentList(token)).toEqual({ list: [], totalPages: 0, total: 0 });
    await launchOk({ nodeId: 'rng-pg-0001', mode: 'REAL' }, token);
    await launchOk({ nodeId: 'live-evo-0001', mode: 'DEMO' }, token);
    await launchOk({ nodeId: 'inhouse-vp-0001', mode: 'REAL' }, token);
    await launchOk({ nodeId: 'rng-pg-0001', mode: 'DEMO' }, token);
    const recents = await recentList(token);
    expect(recents.list.map((g) => g.nodeId)).toEqual(['rng-pg-0001', 'inhouse-vp-0001', 'live-evo-0001']);
    expect(recents).toMatchObject({ total: 3, totalPages: 1 });
    expect((await recentList(token, { pageSize: 2, page: 2 })).list.map((g) => g.nodeId)).toEqual(['live-evo-0001']);
    expect(await recentList(token, { pageSize: 2, page: 5 })).toEqual({ list: [], totalPages: 2, total: 3 });
    expect((await recentList(token, { gameType: 'LIVE' })).list.map((g) => g.nodeId)).toEqual(['live-evo-0001']);
    expect((await recentList(token, { gameType: 'INHOUSE', vassalage: 'VP' })).list.map((g) => g.nodeId)).toEqual(['inhouse-vp-0001']);
    expect((await recentList(token, { gameType: 'RNG' })).list.map((g) => g.nodeId)).toEqual(['rng-pg-0001']);
    const asFilter = await gameList({ gameClassify: 'RECENT', language: 'EN' }, token);
    expect(asFilter.games.map((g) => g.nodeId)).toEqual(['rng-pg-0001', 'inhouse-vp-0001', 'live-evo-0001']);
    expect(asFilter.games[1]?.displayName).toBe('Jacks or Better');
  });

  it('keeps each member to their own launches; visitors and trial accounts leave no recent games', async () => {
    const [alice, bob, trial] = await Promise.all([newMemberToken(), newMemberToken(), trialToken()]);
    await launchOk({ nodeId: 'rng-pg-0002', mode: 'REAL' }, alice);
    await launchOk({ nodeId: 'rng-jdb-0001', mode: 'DEMO' });
    await launchOk({ nodeId: 'rng-jdb-0001', mode: 'DEMO' }, trial);
    expect((await recentList(bob)).total).toBe(0);
    expect((await recentList(trial)).total).toBe(0);
    expect((await recentList(alice)).list.map((g) => g.nodeId)).toEqual(['rng-pg-0002']);
    expect(expectFailure(await call(t.app, 'GET', recent.path), 401, 'unauthorized')).toBe(NOT_LOGGED_IN);
    expect(expectFailure(await call(t.app, 'GET', list.path, { gameClassify: 'RECENT' }), 401, 'unauthorized')).toBe(NOT_LOGGED_IN);
  });

  it('does not remember a vendor without catalogue games', async () => {
    const token = await newMemberToken();
    expect(await launchOk({ vassalage: 'SABA', gameType: 'SPORTS', mode: 'REAL' }, token)).toMatchObject({ nodeId: 'sports-saba' });
    expect((await recentList(token)).total).toBe(0);
  });
});
