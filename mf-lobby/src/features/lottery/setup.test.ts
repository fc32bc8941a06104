// The lottery pages' choice of prize mode, vendor and game, and the draw countdown text.
import type { GameMenu, Vendor } from '@mekong/contracts';
import type { LottoAreaMenu, LottoGame } from '@mekong/contracts/lottery';
import { countdownText, lotterySetup, selectedGame } from './setup';

const vendor = (vassalage: string, gameType: Vendor['gameType']): Vendor => ({
  vassalage,
  displayName: vassalage,
  gameType,
  isGame: 'GAME',
  logoUrl: '',
  sequence: 1,
  maintenance: false,
  launchTarget: 'IFRAME',
});
const menus: GameMenu[] = [
  { gameType: 'LOTT', vendors: [vendor('TCG_LOTTO_VN', 'LOTT'), vendor('TCG_SEA', 'LOTT')] },
  { gameType: 'ELOTT', vendors: [vendor('TCG', 'ELOTT'), vendor('SGW', 'ELOTT')] },
];

test('/vnLottery and /seaLottery are the VN (LOTT) and SEA lotteries of their vendors', () => {
  expect(lotterySetup('vnLottery', menus, 'TCG_LOTTO_VN')).toEqual({ prizeMode: 'LOTT', vendor: menus[0]!.vendors[0] });
  expect(lotterySetup('seaLottery', menus, undefined)).toEqual({ prizeMode: 'SEA', vendor: menus[0]!.vendors[1] });
  expect(lotterySetup('vnLottery', [], undefined)).toEqual({ prizeMode: 'LOTT', vendor: null });
});

test('/lottery follows the vendor its gameCode names, else LOTT when LOTT cards exist, else ELOTT', () => {
  expect(lotterySetup('lottery', menus, 'SGW')).toEqual({ prizeMode: 'ELOTT', vendor: menus[1]!.vendors[1] });
  expect(lotterySetup('lottery', menus, 'NORTH_HN')).toEqual({ prizeMode: 'LOTT', vendor: menus[0]!.vendors[0] });
  expect(lotterySetup('lottery', [menus[1]!], undefined)).toEqual({ prizeMode: 'ELOTT', vendor: menus[1]!.vendors[0] });
  expect(lotterySetup('lottery', [], undefined)).toEqual({ prizeMode: 'ELOTT', vendor: null });
});

const game = (gameCode: string): LottoGame => ({
  gameCode,
  gameName: gameCode,
  lottoArea: 'NORTH',
  nextDrawTime: '2025-11-23T11:15:00Z',
  closeMinutesBefore: 15,
  drawDays: [0, 1, 2, 3, 4, 5, 6],
});
const areas: LottoAreaMenu[] = [
  { lottoArea: 'NORTH', title: 'North', games: [game('HN'), game('HP')] },
  { lottoArea: 'SOUTH', title: 'South', games: [game('HCM')] },
];

test('the selected game is the picked one, else the linked one, else the first', () => {
  expect(selectedGame(areas, 'TCG_LOTTO_VN', 'HCM')?.gameCode).toBe('HCM');
  expect(selectedGame(areas, 'HP', undefined)?.gameCode).toBe('HP');
  expect(selectedGame(areas, 'TCG_LOTTO_VN', 'GONE')?.gameCode).toBe('HN');
  expect(selectedGame([], 'HN', undefined)).toBeNull();
});

test('the countdown shows hours, minutes and seconds, days in front, and stops at zero', () => {
  const now = Date.parse('2025-11-23T10:00:00Z');
  const days = (n: number) => `${n}d`;
  expect(countdownText('2025-11-23T11:15:09Z', now, days)).toBe('01:15:09');
  expect(countdownText('2025-11-25T10:00:01Z', now, days)).toBe('2d 00:00:01');
  expect(countdownText('2025-11-23T09:00:00Z', now, days)).toBe('00:00:00');
});
