// Category routes, the categories that show, and the page each kind of vendor tile opens.
import type { GameMenu, Vendor } from '@mekong/contracts';
import { categoriesWithVendors, categoryPath, vendorRoute, vendorsOf } from './categories';

const vendor = (overrides: Partial<Vendor>): Vendor => ({
  vassalage: 'PG',
  displayName: 'PG Soft',
  gameType: 'RNG',
  isGame: 'VASSALAGE',
  logoUrl: '/static/pg.png',
  sequence: 1,
  maintenance: false,
  launchTarget: 'IFRAME',
  ...overrides,
});

test('each category maps to its route; cockfight has none', () => {
  expect(categoryPath('LIVE')).toBe('/live');
  expect(categoryPath('RNG')).toBe('/rng');
  expect(categoryPath('INHOUSE')).toBe('/inHouse');
  expect(categoryPath('COCKFIGHT')).toBeNull();
});

test('only categories with vendors show, and vendors sort by sequence', () => {
  const menus: GameMenu[] = [
    {
      gameType: 'LIVE',
      vendors: [vendor({ vassalage: 'B', gameType: 'LIVE', sequence: 2 }), vendor({ vassalage: 'A', gameType: 'LIVE', sequence: 1 })],
    },
    { gameType: 'FISH', vendors: [] },
  ];
  expect(categoriesWithVendors(menus).map((menu) => menu.gameType)).toEqual(['LIVE']);
  expect(vendorsOf(menus, 'LIVE').map((v) => v.vassalage)).toEqual(['A', 'B']);
  expect(vendorsOf(menus, 'PVP')).toEqual([]);
});

test('vendor tiles route as requirements §2 says', () => {
  expect(vendorRoute(vendor({ vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT' }))).toBe('/vnLottery?gameCode=TCG_LOTTO_VN');
  expect(vendorRoute(vendor({ vassalage: 'TCG_SEA', gameType: 'LOTT' }))).toBe('/seaLottery?gameCode=TCG_SEA');
  expect(vendorRoute(vendor({ vassalage: 'GW', gameType: 'ELOTT' }))).toBe('/lottery?gameCode=GW');
  expect(vendorRoute(vendor({ vassalage: 'PG', gameType: 'RNG' }))).toBe('/rng?vassalage=PG');
  expect(vendorRoute(vendor({ vassalage: 'EVO', gameType: 'LIVE' }))).toBeNull();
});
