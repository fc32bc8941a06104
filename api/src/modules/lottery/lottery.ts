// The lottery answers: the menu of a prize mode (games per area with their next draw), and opened draws with their
// numbers. Everything takes `now`, so a draw is shown only once its time has passed, and tests can pin the clock.
import { type Language, type PRIZE_MODES } from '@mekong/contracts';
import {
  LOTTO_AREAS,
  type DrawResult,
  type LottoArea,
  type LottoAreaMenu,
  type LottoGame as LottoGameAnswer,
} from '@mekong/contracts/lottery';
import { pickLanguage, type Translations } from '../columns';
import { drawNumbers } from './draws';
import type { LottoGame } from './lottery.repository';
import { drawTimeOf, heldDraws, nextDrawTime, type HeldDraw } from './schedule';

type PrizeMode = (typeof PRIZE_MODES)[number];

/**
 * The lottery vendor whose games a prize mode's menu shows. LOTT, ZY and ELOTT are ways to bet on the same Vietnamese
 * draws (they change the payouts, not the games); SEA is the Southeast Asian lotteries.
 */
export const LOTTO_VENDOR_OF_PRIZE_MODE: Record<PrizeMode, string> = {
  LOTT: 'TCG_LOTTO_VN',
  ZY: 'TCG_LOTTO_VN',
  ELOTT: 'TCG_LOTTO_VN',
  SEA: 'TCG_SEA',
};

const AREA_TITLES: Record<LottoArea, Translations> = {
  NORTH: { LO: 'ພາກເໜືອ', EN: 'Northern', CN: '北部' },
  CENTRAL: { LO: 'ພາກກາງ', EN: 'Central', CN: '中部' },
  SOUTH: { LO: 'ພາກໃຕ້', EN: 'Southern', CN: '南部' },
  SEA: { LO: 'ອາຊີຕາເວັນອອກສ່ຽງໃຕ້', EN: 'Southeast Asia', CN: '东南亚' },
};

/** The areas that have games, in area order; within one, the game drawing soonest first. */
export function lottoMenu(games: readonly LottoGame[], language: Language, now: Date): LottoAreaMenu[] {
  const entries = games.map((game) => {
    const next = nextDrawTime(game.schedule, now);
    const answer: LottoGameAnswer = {
      gameCode: game.gameCode,
      gameName: pickLanguage(game, 'name', language),
      lottoArea: game.area,
      nextDrawTime: next.toISOString(),
      closeMinutesBefore: game.closeMinutesBefore,
      drawDays: [...game.schedule.drawDays],
    };
    return { answer, next: next.getTime(), sequence: game.sequence };
  });
  return LOTTO_AREAS.flatMap((area) => {
    const inArea = entries.filter((e) => e.answer.lottoArea === area).sort((a, b) => a.next - b.next || a.sequence - b.sequence);
    if (inArea.length === 0) return [];
    return [{ lottoArea: area, title: AREA_TITLES[area][language], games: inArea.map((e) => e.answer) }];
  });
}

function drawResult(secret: Buffer, game: LottoGame, draw: HeldDraw, language: Language): DrawResult {
  return {
    gameCode: game.gameCode,
    gameName: pickLanguage(game, 'name', language),
    numero: draw.numero,
    openTime: draw.openTime.toISOString(),
    prizes: drawNumbers(secret, game.gameCode, draw.numero, game.prizeTable),
  };
}

/** The latest `limit` opened draws of a game, newest first. */
export function openedDraws(secret: Buffer, game: LottoGame, now: Date, limit: number, language: Language): DrawResult[] {
  return heldDraws(game.schedule, now, limit).map((draw) => drawResult(secret, game, draw, language));
}

/** The latest opened draw of each game, newest first. */
export function latestDraws(secret: Buffer, games: readonly LottoGame[], now: Date, language: Language): DrawResult[] {
  return games
    .flatMap((game) => openedDraws(secret, game, now, 1, language).map((draw) => ({ draw, sequence: game.sequence })))
    .sort((a, b) => b.draw.openTime.localeCompare(a.draw.openTime) || a.sequence - b.sequence)
    .map(({ draw }) => draw);
}

export type NumeroLookup = { status: 'opened'; result: DrawResult } | { status: 'no-draw' } | { status: 'not-opened'; openTime: Date };

/** The draw of one day: its result once opened; otherwise why there is none. */
export function drawOfNumero(secret: Buffer, game: LottoGame, numero: string, now: Date, language: Language): NumeroLookup {
  const openTime = drawTimeOf(numero, game.schedule);
  if (!openTime) return { status: 'no-draw' };
  if (openTime > now) return { status: 'not-opened', openTime };
  return { status: 'opened', result: drawResult(secret, game, { numero, openTime }, language) };
}
