// Schemas of the lottery calls of requirements §7: the VN lottery menus (games per area and their draw times) and opened draws.
import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { PATHS } from './paths';
import { PRIZE_MODES } from '../constants/games';
import { LANGUAGES } from '../constants/site';

const languageInput = z._default(z.enum(LANGUAGES), 'LO');
const gameCodeInput = z.string().check(z.trim(), z.minLength(1, 'gameCode is required'), z.maxLength(40));

/** Vietnam's three draw areas, and SEA for the Southeast Asian lotteries (prize mode SEA). */
export const LOTTO_AREAS = ['NORTH', 'CENTRAL', 'SOUTH', 'SEA'] as const;
export type LottoArea = (typeof LOTTO_AREAS)[number];
/** Prize tiers of a Vietnamese draw, special first. */
export const LOTTO_PRIZES = ['SPECIAL', 'FIRST', 'SECOND', 'THIRD', 'FOURTH', 'FIFTH', 'SIXTH', 'SEVENTH', 'EIGHTH'] as const;
export type LottoPrize = (typeof LOTTO_PRIZES)[number];

export const lottoGameSchema = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  lottoArea: z.enum(LOTTO_AREAS),
  /** ISO time of the next draw; betting closes `closeMinutesBefore` minutes earlier. */
  nextDrawTime: z.string(),
  closeMinutesBefore: z.int().check(z.nonnegative()),
  /** Weekdays (0 Sunday … 6 Saturday, Asia/Vientiane) with a draw. */
  drawDays: z.array(z.int().check(z.minimum(0), z.maximum(6))),
});
export type LottoGame = z.infer<typeof lottoGameSchema>;
export const lottoAreaMenuSchema = z.object({ lottoArea: z.enum(LOTTO_AREAS), title: z.string(), games: z.array(lottoGameSchema) });
export type LottoAreaMenu = z.infer<typeof lottoAreaMenuSchema>;

export const vnMenuInputSchema = z.object({
  prizeMode: z._default(z.enum(PRIZE_MODES, { error: `prizeMode must be one of ${PRIZE_MODES.join(', ')}` }), 'LOTT'),
  device: z._default(z.enum(['WEB', 'MOBILE']), 'WEB'),
  language: languageInput,
});

export const drawResultSchema = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  /** Draw number: the draw day (yyyyMMdd, Asia/Vientiane). */
  numero: z.string(),
  /** ISO time the draw opened. */
  openTime: z.string(),
  prizes: z.array(z.object({ prize: z.enum(LOTTO_PRIZES), numbers: z.array(z.string()) })),
});
export type DrawResult = z.infer<typeof drawResultSchema>;

/** The latest opened draw of each game, newest first. */
export const recentDrawsSchema = z.object({ list: z.array(drawResultSchema) });
export const openedDrawsInputSchema = z.object({
  gameCode: gameCodeInput,
  limitNum: z._default(
    z.coerce.number({ error: 'limitNum must be a whole number from 1 to 30' }).check(z.int(), z.minimum(1), z.maximum(30)),
    10,
  ),
  language: languageInput,
});
/** Opened draws of one game, newest first; a draw is served only once its time has passed. */
export const openedDrawsSchema = z.object({ gameCode: z.string(), gameName: z.string(), list: z.array(drawResultSchema) });
export type OpenedDraws = z.infer<typeof openedDrawsSchema>;
export const openedNumeroInputSchema = z.object({
  gameCode: gameCodeInput,
  numero: z.string().check(z.trim(), z.regex(/^\d{8}$/, 'numero must be a draw day as yyyyMMdd')),
  language: languageInput,
});
/** Codes of the lottery calls' failures: draw-not-found is a numero that is no draw day of the game. */
export const LOTTERY_ERROR_CODES = ['lotto-game-not-found', 'draw-not-found', 'draw-not-opened'] as const;

export const lotteryEndpoints = {
  vnMenu: endpoint({
    method: 'GET',
    path: PATHS.lottery.vnMenu,
    access: 'public',
    input: vnMenuInputSchema,
    output: z.array(lottoAreaMenuSchema),
  }),
  vnMenuRecent: endpoint({
    method: 'GET',
    path: PATHS.lottery.vnMenuRecent,
    access: 'public',
    input: vnMenuInputSchema,
    output: recentDrawsSchema,
  }),
  vnOpened: endpoint({
    method: 'GET',
    path: PATHS.lottery.vnOpened,
    access: 'public',
    input: openedDrawsInputSchema,
    output: openedDrawsSchema,
  }),
  openedNumero: endpoint({
    method: 'GET',
    path: PATHS.lottery.openedNumero,
    access: 'public',
    input: openedNumeroInputSchema,
    output: drawResultSchema,
  }),
};
