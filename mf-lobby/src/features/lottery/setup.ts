// Which lottery a lottery page shows (prize mode and the vendor its Play button starts), which game is selected,
// and the countdown text to a draw — pure, so the rules are tested without a page.
import { PRIZE_MODES, type GameMenu, type Vendor } from '@mekong/contracts';
import { type LottoAreaMenu, type LottoGame } from '@mekong/contracts/lottery';
import { vendorsOf } from '../game-menus/categories';

export type LotteryKind = 'lottery' | 'seaLottery' | 'vnLottery';
export type PrizeMode = (typeof PRIZE_MODES)[number];

export interface LotterySetup {
  prizeMode: PrizeMode;
  /** The lottery vendor the page's Play button starts; null when the menus do not list it. */
  vendor: Vendor | null;
}

/** The vendors behind /vnLottery and /seaLottery (requirements §2 'Game launch routing'). */
const PAGE_VENDORS = { vnLottery: 'TCG_LOTTO_VN', seaLottery: 'TCG_SEA' } as const;

/**
 * /vnLottery is the VN lottery (prize mode LOTT) and /seaLottery the SEA one. /lottery serves the LOTT or ELOTT vendor
 * its gameCode names; without one, LOTT when the menus hold LOTT cards (TCG_LOTTO_VN or another LOTT vendor), else
 * ELOTT (requirements §9 'lott vs elott is chosen by the presence of TCG_LOTTO_VN or LOTT cards').
 */
export function lotterySetup(kind: LotteryKind, menus: readonly GameMenu[], gameCode: string | undefined): LotterySetup {
  const lott = vendorsOf(menus, 'LOTT');
  const elott = vendorsOf(menus, 'ELOTT');
  if (kind !== 'lottery') {
    const vendor = lott.find((v) => v.vassalage === PAGE_VENDORS[kind]) ?? null;
    return { prizeMode: kind === 'vnLottery' ? 'LOTT' : 'SEA', vendor };
  }
  const named = [...lott, ...elott].find((v) => v.vassalage === gameCode);
  if (named) return { prizeMode: named.gameType === 'ELOTT' ? 'ELOTT' : 'LOTT', vendor: named };
  const first = lott[0];
  if (first) return { prizeMode: 'LOTT', vendor: first };
  return { prizeMode: 'ELOTT', vendor: elott[0] ?? null };
}

/**
 * The selected lottery game: the one `lottoGameCode` (set by picking a game) or `gameCode` (a link to one game) names,
 * else the first game of the first area. The routed gameCode is often the vendor's code, which names no game.
 */
export function selectedGame(
  areas: readonly LottoAreaMenu[],
  gameCode: string | undefined,
  lottoGameCode: string | undefined,
): LottoGame | null {
  const games = areas.flatMap((area) => area.games);
  return games.find((g) => g.gameCode === lottoGameCode) ?? games.find((g) => g.gameCode === gameCode) ?? games[0] ?? null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Time left until `to` as HH:mm:ss, with whole days in front ('1d 02:03:04'); 00:00:00 once it has passed. */
export function countdownText(to: string, now: number, days: (n: number) => string): string {
  const seconds = Math.max(0, Math.trunc((Date.parse(to) - now) / 1000)) || 0;
  const d = Math.floor(seconds / 86_400);
  const clock = `${pad(Math.floor((seconds % 86_400) / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
  return d > 0 ? `${days(d)} ${clock}` : clock;
}
