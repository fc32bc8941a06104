// Requirements §2 'Game launch routing' and §5 launch rules as decisions: vendor pages, vendor game lists, direct starts,
// and who may start what (visitor → login, trial → real-account warning, free trial for everyone).
import type { GameTile, Vendor } from '@mekong/contracts';
import { gameStep, vendorStartStep, vendorStep } from './routing';

const vendor = (overrides: Partial<Vendor>): Vendor => ({
  vassalage: 'EVO',
  displayName: 'Evolution',
  gameType: 'LIVE',
  isGame: 'GAME',
  logoUrl: '',
  sequence: 1,
  maintenance: false,
  launchTarget: 'IFRAME',
  ...overrides,
});
const tile: GameTile = {
  nodeId: 'rng-pg-0001',
  gameId: 1,
  vassalage: 'PG',
  gameType: 'RNG',
  accountTypeName: 'PG',
  gameCode: 'PG_1',
  isGame: 'GAME',
  isHot: 0,
  supportPlay: 0,
  isNew: 0,
  displayName: 'Jade Fortune',
  gameName: 'Jade Fortune',
  iconUrl: '',
  showIcon: '',
};
const visitor = { isLogin: false, isTrial: false };
const trial = { isLogin: true, isTrial: true };
const member = { isLogin: true, isTrial: false };

test('lottery vendors and slot vendors go to their pages, whoever clicks', () => {
  expect(vendorStep(vendor({ vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT' }), visitor)).toEqual({
    kind: 'navigate',
    to: '/vnLottery?gameCode=TCG_LOTTO_VN',
  });
  expect(vendorStep(vendor({ vassalage: 'TCG_SEA', gameType: 'LOTT' }), member)).toEqual({
    kind: 'navigate',
    to: '/seaLottery?gameCode=TCG_SEA',
  });
  expect(vendorStep(vendor({ vassalage: 'GW', gameType: 'LOTT' }), member)).toEqual({ kind: 'navigate', to: '/lottery?gameCode=GW' });
  expect(vendorStep(vendor({ vassalage: 'TCG', gameType: 'ELOTT' }), trial)).toEqual({ kind: 'navigate', to: '/lottery?gameCode=TCG' });
  expect(vendorStep(vendor({ vassalage: 'PG', gameType: 'RNG', isGame: 'VASSALAGE' }), visitor)).toEqual({
    kind: 'navigate',
    to: '/rng?vassalage=PG',
  });
});

test('a VASSALAGE vendor opens its game list, even for a visitor (each game then asks for login)', () => {
  const fishing = vendor({ vassalage: 'JDB', gameType: 'FISH', isGame: 'VASSALAGE' });
  expect(vendorStep(fishing, visitor)).toEqual({ kind: 'vendor-games', vendor: fishing });
});

test('other vendors start directly with vassalage and game type, for a logged-in real account only', () => {
  const saba = vendor({ vassalage: 'SABA', displayName: 'SABA Sports', gameType: 'SPORTS' });
  expect(vendorStep(saba, member)).toEqual({
    kind: 'launch',
    request: { target: { vassalage: 'SABA', gameType: 'SPORTS' }, mode: 'REAL', vassalage: 'SABA', title: 'SABA Sports' },
  });
  expect(vendorStep(saba, visitor)).toEqual({ kind: 'login' });
  expect(vendorStep(saba, trial)).toEqual({ kind: 'trial' });
});

test('a vendor under maintenance recommends hot games instead of starting', () => {
  const wm = vendor({ vassalage: 'WM', maintenance: true });
  expect(vendorStep(wm, member)).toEqual({ kind: 'maintenance', vassalage: 'WM', title: 'Evolution' });
  expect(vendorStep(wm, visitor)).toEqual({ kind: 'maintenance', vassalage: 'WM', title: 'Evolution' });
});

test("a lottery page's Play starts its vendor past the vendor's route", () => {
  const vn = vendor({ vassalage: 'TCG_LOTTO_VN', displayName: 'Vietnam Lottery', gameType: 'LOTT' });
  expect(vendorStartStep(vn, member)).toEqual({
    kind: 'launch',
    request: expect.objectContaining({ target: { vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT' }, mode: 'REAL' }),
  });
  expect(vendorStartStep(vn, trial)).toEqual({ kind: 'trial' });
});

test('a game tile plays for real accounts only; its free trial is open to visitors and trial accounts', () => {
  const real = { target: { nodeId: 'rng-pg-0001' }, mode: 'REAL', vassalage: 'PG', title: 'Jade Fortune' };
  expect(gameStep(tile, 'REAL', member)).toEqual({ kind: 'launch', request: real });
  expect(gameStep(tile, 'REAL', visitor)).toEqual({ kind: 'login' });
  expect(gameStep(tile, 'REAL', trial)).toEqual({ kind: 'trial' });
  for (const account of [visitor, trial, member])
    expect(gameStep(tile, 'DEMO', account)).toEqual({ kind: 'launch', request: { ...real, mode: 'DEMO' } });
});
