// Schemas of the game catalogue calls: the game tile of spec §3, the paged game list (filters, search) and hot games.
import { z } from 'zod';
import { endpoint } from './endpoint';
import { PATHS } from './paths';
import { GAME_TYPES } from '../constants/games';
import { LANGUAGES, LIMITS } from '../constants/site';

const flag = z.union([z.literal(0), z.literal(1)]);

export const gameTileSchema = z.object({
  /** Stable id of the catalogue entry: favourites and recent games refer to it. */
  nodeId: z.string(),
  gameId: z.number().int(),
  /** Vendor code. */
  vassalage: z.string(),
  gameType: z.enum(GAME_TYPES),
  /** The vendor account a launch opens (the vendor code for every seeded game). */
  accountTypeName: z.string(),
  /** The vendor's own code of the game, sent on launch. */
  gameCode: z.string(),
  /** A catalogue tile is always a game; vendors of the menus may be 'VASSALAGE'. */
  isGame: z.enum(['VASSALAGE', 'GAME']),
  isHot: flag,
  /** 0: no free trial, the tile shows the free-trial hint instead of play. */
  supportPlay: flag,
  isNew: flag,
  /** Name in the asked language (gameName is the same text, the field older clients read). */
  displayName: z.string(),
  gameName: z.string(),
  /** Icon URL; showIcon is the same URL under the name older clients read. */
  iconUrl: z.string(),
  showIcon: z.string(),
});
export type GameTile = z.infer<typeof gameTileSchema>;

/** Game-list filters served without a session; FAV and RECENT are per member and come with the favourites calls. */
export const PUBLIC_GAME_CLASSIFIES = ['NEW', 'ALL', 'HOT'] as const;
export type PublicGameClassify = (typeof PUBLIC_GAME_CLASSIFIES)[number];

export const GAME_NAME_MAX = 100;
export const GAME_PAGE_SIZE_MAX = 100;
export const HOT_GAMES_MAX = 100;

const languageInput = z.enum(LANGUAGES).default('LO');
const optionalText = z.string().trim().min(1).max(40).optional();

/** A query number (sent as text) that must be whole and within bounds, with one clear message for every way it is wrong. */
function wholeNumber(name: string, min: number, max: number, fallback: number) {
  const message = max === Number.MAX_SAFE_INTEGER ? `${name} must be a whole number of at least ${min}` : `${name} must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).default(fallback);
}

const gameTypeInput = z.enum(GAME_TYPES, { error: `gameType must be one of ${GAME_TYPES.join(', ')}` });

export const gameListInputSchema = z.object({
  clientType: z.coerce.number().int().default(3),
  platform: z.enum(['html5-desktop', 'flash', 'W']).default('html5-desktop'),
  merchant: optionalText,
  gameType: gameTypeInput,
  vassalage: optionalText,
  gameClassify: z.enum(PUBLIC_GAME_CLASSIFIES, { error: `gameClassify must be one of ${PUBLIC_GAME_CLASSIFIES.join(', ')} (FAV and RECENT need login)` }).default('ALL'),
  /** Searched case-insensitively over the names in every language; blank means no search. */
  gameName: z.string().trim().max(GAME_NAME_MAX, `gameName must be at most ${GAME_NAME_MAX} characters`).optional(),
  pageNo: wholeNumber('pageNo', 1, Number.MAX_SAFE_INTEGER, 1),
  pageSize: wholeNumber('pageSize', 1, GAME_PAGE_SIZE_MAX, LIMITS.lobbyPageSize),
  language: languageInput,
});
export type GameListInput = z.output<typeof gameListInputSchema>;

export const gameListSchema = z.object({
  games: z.array(gameTileSchema),
  totalPages: z.number().int().nonnegative(),
  pageNo: z.number().int().positive(),
  total: z.number().int().nonnegative(),
});
export type GameList = z.infer<typeof gameListSchema>;

export const hotGamesInputSchema = z.object({
  merchantCode: optionalText,
  isPlatform: z.string().optional(),
  platform: z.string().optional(),
  gameType: gameTypeInput.optional(),
  vassalage: optionalText,
  limitNum: wholeNumber('limitNum', 1, HOT_GAMES_MAX, LIMITS.homeHotGames),
  language: languageInput,
});
export type HotGamesInput = z.output<typeof hotGamesInputSchema>;

export const hotGamesSchema = z.object({ list: z.array(gameTileSchema) });
export type HotGames = z.infer<typeof hotGamesSchema>;

export const gamesEndpoints = {
  list: endpoint({ method: 'GET', path: PATHS.games.list, access: 'public', input: gameListInputSchema, output: gameListSchema }),
  hot: endpoint({ method: 'GET', path: PATHS.games.hot, access: 'public', input: hotGamesInputSchema, output: hotGamesSchema }),
};
