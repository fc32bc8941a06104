// Game menus and announcements answer the contract's shapes; announcement types pick which lists are filled.
import { BANNER_GROUPS, FOOTER_VENDORS, GAME_TYPES, LIMITS, systemEndpoints } from '@mekong/contracts';
import { buildTestApp, expectFailure, expectValue, type TestApp } from '../../test-support/test-app';
import { call } from '../../test-support/accounts';
import { moneyMember } from '../cashier/cashier-test-support';
import { localizedColumns } from '../../modules/columns';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const menus = async (query = '') => expectValue(await get(`${systemEndpoints.gameMenus.path}${query}`), systemEndpoints.gameMenus);
const announcements = async (query: string) =>
  expectValue(await get(`${systemEndpoints.announcements.path}${query}`), systemEndpoints.announcements);

describe('game menus', () => {
  it('lists every game type with its vendors: cockfight vendors start directly, in-house has one vendor per kind', async () => {
    const value = await menus('?language=EN');
    expect(value.map((m) => m.gameType)).toEqual([...GAME_TYPES]);
    const vendorsOf = (type: string) => value.find((m) => m.gameType === type)?.vendors ?? [];
    for (const type of GAME_TYPES) expect({ type, vendors: vendorsOf(type).length > 0 }).toEqual({ type, vendors: true });
    expect(vendorsOf('COCKFIGHT').map((v) => [v.vassalage, v.isGame])).toEqual([
      ['SV388', 'GAME'],
      ['WS168', 'GAME'],
    ]);
    expect(vendorsOf('INHOUSE').map((v) => [v.vassalage, v.displayName, v.isGame])).toEqual([
      ['SC', 'Scratch & music', 'VASSALAGE'],
      ['VP', 'Video poker', 'VASSALAGE'],
      ['JP', 'Jackpot', 'VASSALAGE'],
      ['TG', 'Table games', 'VASSALAGE'],
      ['AC', 'Arcade', 'VASSALAGE'],
    ]);
    expect((await menus('?language=CN')).find((m) => m.gameType === 'INHOUSE')?.vendors[1]?.displayName).toBe('视频扑克');
  });

  it('tells which vendor is under maintenance and which opens in its own window', async () => {
    const vendors = (await menus()).flatMap((m) => m.vendors);
    expect(vendors.filter((v) => v.maintenance).map((v) => [v.gameType, v.vassalage])).toEqual([['LIVE', 'WM']]);
    expect(vendors.filter((v) => v.launchTarget === 'WINDOW').map((v) => [v.gameType, v.vassalage])).toEqual([['SPORTS', 'SABA']]);
    expect(new Set(vendors.map((v) => v.launchTarget))).toEqual(new Set(['IFRAME', 'WINDOW']));
  });

  it('gives slots the footer vendors and more, opening vendor game lists; sports launch directly', async () => {
    const value = await menus();
    const rng = value.find((m) => m.gameType === 'RNG')?.vendors ?? [];
    expect(rng.map((v) => v.vassalage)).toEqual(expect.arrayContaining([...FOOTER_VENDORS]));
    expect(rng.length).toBeGreaterThan(FOOTER_VENDORS.length);
    expect(new Set(rng.map((v) => v.isGame))).toEqual(new Set(['VASSALAGE']));
    const sports = value.find((m) => m.gameType === 'SPORTS')?.vendors ?? [];
    expect(new Set(sports.map((v) => v.isGame))).toEqual(new Set(['GAME']));
  });

  it('points every vendor at a logo the API draws', async () => {
    const logos = [...new Set((await menus()).flatMap((m) => m.vendors.map((v) => v.logoUrl)))];
    for (const url of logos) {
      const response = await get(url);
      expect({ url, status: response.statusCode, type: response.headers['content-type'] }).toEqual({
        url,
        status: 200,
        type: 'image/svg+xml; charset=utf-8',
      });
    }
  });

  it('names vendors in the asked language', async () => {
    const name = (value: Awaited<ReturnType<typeof menus>>) => value.find((m) => m.gameType === 'LOTT')?.vendors[0]?.displayName;
    expect(name(await menus('?language=EN'))).toBe('Vietnam Lottery');
    expect(name(await menus('?language=CN'))).toBe('越南彩');
    expect(name(await menus())).toBe('ຫວຍຫວຽດນາມ');
  });
});

describe('announcements', () => {
  it('fills every list for all types: notices, popups for each audience, promotions, banners of each page', async () => {
    const value = await announcements('?types=B,PL,PU,PR,H&platform=W');
    expect(value.player.length).toBeGreaterThanOrEqual(3);
    expect(new Set(value.popup.map((p) => p.execution))).toEqual(new Set(['A', 'B', 'F']));
    expect(value.promotion.length).toBeGreaterThan(LIMITS.sideMenuPromotions);
    const groups = new Set(value.banners.map((b) => b.groupName));
    for (const group of BANNER_GROUPS) expect(groups.has(group)).toBe(true);
    expect(value.banners.filter((b) => b.groupName === 'w_home')).toHaveLength(3);
    expect(value.banners.filter((b) => b.groupName === 'w_promotion')).toHaveLength(2);
    expect(new Set(value.banners.map((b) => b.linkageType))).toEqual(new Set(['NONE', 'ROUTE', 'URL', 'PROMOTION']));
  });

  it('fills only the asked lists', async () => {
    const bannersOnly = await announcements('?types=B&platform=W');
    expect(bannersOnly.banners.length).toBeGreaterThan(0);
    expect(bannersOnly).toMatchObject({ player: [], popup: [], promotion: [] });
    const noticesAndPopups = await announcements('?types=PL,PU&platform=W&language=EN');
    expect(noticesAndPopups.banners).toEqual([]);
    expect(noticesAndPopups.promotion).toEqual([]);
    expect(noticesAndPopups.player[0]?.title).toBe('Welcome to Mekong');
  });

  it('answers in the asked language, images included', async () => {
    const [lo, cn] = await Promise.all([announcements('?types=PR,B&platform=W'), announcements('?types=PR,B&platform=W&language=CN')]);
    expect(lo.promotion[0]?.title).toBe('ໂບນັດເງິນຝາກຄັ້ງທຳອິດ 100%');
    expect(cn.promotion[0]?.title).toBe('首存100%奖金');
    expect(cn.banners[0]?.url).toMatch(/language=CN$/);
    const image = await get(cn.banners.find((b) => b.id === 'home-first-deposit')?.url ?? '');
    expect(image.body).toContain('首存100%奖金');
  });

  it("lists for the side menu only the promotions the page shows the caller: published, its audience's, not gaming or lotto", async () => {
    const add = (id: string, overrides: object) =>
      t.app.db
        .insertInto('promotions')
        .values({ id, sequence: 0, categoryId: 'cat-event', ...localizedColumns('title', { LO: id, EN: id, CN: id }), ...overrides })
        .execute();
    await add('menu-draft', { published: 0 });
    await add('menu-members', { audience: 'MEMBERS' });
    await add('menu-visitors', { audience: 'VISITORS' });
    await add('menu-no-category', { categoryId: null });
    const query = { types: 'PR', platform: 'W', language: 'EN' };
    const visitor = expectValue(await call(t.app, 'GET', systemEndpoints.announcements.path, query), systemEndpoints.announcements);
    const member = await moneyMember(t.app);
    const signedIn = expectValue(await member.get(systemEndpoints.announcements.path, query), systemEndpoints.announcements);
    const ids = (list: { id: string }[]) => list.map((p) => p.id);
    expect(ids(visitor.promotion)).toEqual(expect.arrayContaining(['menu-visitors', 'menu-no-category', 'promo-first-deposit']));
    expect(ids(signedIn.promotion)).toEqual(expect.arrayContaining(['menu-members', 'menu-no-category', 'promo-first-deposit']));
    for (const hidden of ['menu-draft', 'promo-sports-parlay', 'promo-fishing-king']) {
      expect(ids(visitor.promotion)).not.toContain(hidden);
      expect(ids(signedIn.promotion)).not.toContain(hidden);
    }
    expect(ids(visitor.promotion)).not.toContain('menu-members');
    expect(ids(signedIn.promotion)).not.toContain('menu-visitors');
  });

  it('refuses missing or unknown types and a platform other than W, naming the parameter', async () => {
    const path = systemEndpoints.announcements.path;
    expect(expectFailure(await get(`${path}?platform=W`), 400, 'bad-request')).toBe("Missing query parameter 'types'");
    expect(expectFailure(await get(`${path}?types=B,XX&platform=W`), 400, 'bad-request')).toBe(
      "Invalid query parameter 'types': types must be a comma list of B, PL, PU, PR, H",
    );
    expect(expectFailure(await get(`${path}?types=&platform=W`), 400, 'bad-request')).toContain('types is required');
    expect(expectFailure(await get(`${path}?types=B&platform=M`), 400, 'bad-request')).toContain("Invalid query parameter 'platform'");
  });
});
