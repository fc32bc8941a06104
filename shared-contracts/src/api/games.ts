// Schemas of the game catalogue calls: the game tile of requirements §3, the paged game list (filters, search) and hot games.
import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { PATHS } from './paths';
import { wholeNumber } from './query';
import { GAME_LIST_FILTERS, GAME_TYPES } from '../constants/games';
import { LANGUAGES, LIMITS } from '../constants/site';

const flag = z.union([z.literal(0), z.literal(1)]);

export const gameTileSchema = z.object({
  /** Stable id of the catalogue entry: favourites and recent games refer to it. */
  nodeId: z.string(),
  gameId: z.int(),
  /** Vendor code. */
  vassalage: z.string(),
  gameType: z.enum(GAME_TYPES),
  /** The vendor account a launch opens: the vendor code, or for in-house games their kind (SC, VP, JP, TG, AC). */
  accountTypeName: z.string(),
  /** The vendor's own code of the game, sent on launch. */
  gameCode: z.string(),
  /** A catalogue tile is always a game; vendors of the menus may be 'VASSALAGE'. */
  isGame: z.enum(['VASSALAGE', 'GAME']),
  isHot: flag,
  /** Requirements §2 Tiles: a tile shows the free-trial (demo) button when supportPlay is 0. */
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

/** Game-list filters served without a session; FAV and RECENT are per member and need the session token. */
export const PUBLIC_GAME_CLASSIFIES = ['NEW', 'ALL', 'HOT'] as const;
export type PublicGameClassify = (typeof PUBLIC_GAME_CLASSIFIES)[number];
export const MEMBER_GAME_CLASSIFIES = ['FAV', 'RECENT'] as const;

export const GAME_NAME_MAX = 100;
export const GAME_PAGE_SIZE_MAX = 100;
export const HOT_GAMES_MAX = 100;

const languageInput = z._default(z.enum(LANGUAGES), 'LO');
const optionalText = z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(40)));

const gameTypeInput = z.enum(GAME_TYPES, { error: `gameType must be one of ${GAME_TYPES.join(', ')}` });

export const gameListInputSchema = z.object({
  clientType: z._default(z.coerce.number().check(z.int()), 3),
  platform: z._default(z.enum(['html5-desktop', 'flash', 'W']), 'html5-desktop'),
  merchant: optionalText,
  /** Absent: every game type (the lobby's search runs over the whole catalogue). */
  gameType: z.optional(gameTypeInput),
  vassalage: optionalText,
  /** FAV and RECENT read the member of the Bearer token: without one the call is refused as not logged in. */
  gameClassify: z._default(z.enum(GAME_LIST_FILTERS, { error: `gameClassify must be one of ${GAME_LIST_FILTERS.join(', ')}` }), 'ALL'),
  /** Searched case-insensitively over the names in every language; blank means no search. */
  gameName: z.optional(z.string().check(z.trim(), z.maxLength(GAME_NAME_MAX, `gameName must be at most ${GAME_NAME_MAX} characters`))),
  pageNo: wholeNumber('pageNo', 1, Number.MAX_SAFE_INTEGER, 1),
  pageSize: wholeNumber('pageSize', 1, GAME_PAGE_SIZE_MAX, LIMITS.lobbyPageSize),
  language: languageInput,
});
export type GameListInput = z.output<typeof gameListInputSchema>;

export const gameListSchema = z.object({
  games: z.array(gameTileSchema),
  totalPages: z.int().check(z.nonnegative()),
  pageNo: z.int().check(z.positive()),
  total: z.int().check(z.nonnegative()),
});
export type GameList = z.infer<typeof gameListSchema>;

export const hotGamesInputSchema = z.object({
  merchantCode: optionalText,
  isPlatform: z.optional(z.string()),
  platform: z.optional(z.string()),
  gameType: z.optional(gameTypeInput),
  vassalage: optionalText,
  limitNum: wholeNumber('limitNum', 1, HOT_GAMES_MAX, LIMITS.homeHotGames),
  language: languageInput,
});
export type HotGamesInput = z.output<typeof hotGamesInputSchema>;

export const hotGamesSchema = z.object({ list: z.array(gameTileSchema) });
export type HotGames = z.infer<typeof hotGamesSchema>;

// ---- Favourites (requirements §3 favourite payload; §4 favourite toggle) ----

export const favouriteInputSchema = z.object({
  nodeId: z.string().check(z.trim(), z.minLength(1, 'nodeId is required'), z.maxLength(40)),
  /** Sent by clients for the record; the server reads vendor and type from its catalogue. */
  vendor: optionalText,
  gameType: z.optional(gameTypeInput),
});
export type FavouriteInput = z.input<typeof favouriteInputSchema>;
/** The member's favourite nodeIds after the change (adding a favourite twice or removing a missing one changes nothing). */
export const favouriteIdsSchema = z.object({ ids: z.array(z.string()) });
export type FavouriteIds = z.infer<typeof favouriteIdsSchema>;

export const favouriteListInputSchema = z.object({
  clientType: z._default(z.coerce.number().check(z.int()), 3),
  platform: z._default(z.enum(['html5-desktop', 'flash', 'W']), 'html5-desktop'),
  gameType: z.optional(gameTypeInput),
  vassalage: optionalText,
  pageNo: wholeNumber('pageNo', 1, Number.MAX_SAFE_INTEGER, 1),
  /** Home fetches every favourite at once (LIMITS.homeFavouritesPageSize). */
  pageSize: wholeNumber('pageSize', 1, LIMITS.homeFavouritesPageSize, LIMITS.lobbyPageSize),
  language: languageInput,
});
export type FavouriteListInput = z.input<typeof favouriteListInputSchema>;
/** Newest favourite first. */
export const favouriteListSchema = z.object({
  content: z.array(gameTileSchema),
  pageNum: z.int().check(z.positive()),
  totalPages: z.int().check(z.nonnegative()),
  total: z.int().check(z.nonnegative()),
});
export type FavouriteList = z.infer<typeof favouriteListSchema>;

// ---- Recent games: the member's launches, most recent first, each game once ----

export const recentGamesInputSchema = z.object({
  page: wholeNumber('page', 1, Number.MAX_SAFE_INTEGER, 1),
  pageSize: wholeNumber('pageSize', 1, GAME_PAGE_SIZE_MAX, LIMITS.homeRecentGames),
  gameType: z.optional(gameTypeInput),
  vassalage: optionalText,
  language: languageInput,
  clientType: z._default(z.coerce.number().check(z.int()), 3),
});
export type RecentGamesInput = z.input<typeof recentGamesInputSchema>;
export const recentGamesSchema = z.object({
  list: z.array(gameTileSchema),
  totalPages: z.int().check(z.nonnegative()),
  total: z.int().check(z.nonnegative()),
});
export type RecentGames = z.infer<typeof recentGamesSchema>;

// ---- Vendor lanes: rows of the home lobby (new games, each footer vendor's games) ----

export const VENDOR_LANE_CARDS = 12;
export const vendorLaneSchema = z.object({
  /** Lane heading in the asked language. */
  title: z.string(),
  /** The list its more button opens: classify with the game type and vendor below. */
  gameClassify: z.enum(GAME_LIST_FILTERS),
  gameType: z.enum(GAME_TYPES),
  vassalage: z.nullable(z.string()),
  cards: z.array(gameTileSchema),
});
export type VendorLane = z.infer<typeof vendorLaneSchema>;
export const vendorLanesInputSchema = z.object({
  platform: z._default(z.enum(['html5-desktop', 'flash']), 'html5-desktop'),
  language: languageInput,
});
export const vendorLanesSchema = z.object({ data: z.object({ lanes: z.array(vendorLaneSchema) }) });
export type VendorLanes = z.infer<typeof vendorLanesSchema>;

// ---- Winner board (requirements §3 winner entry) ----

export const winnerBoardInputSchema = z.object({
  /** A game type, or every type when absent. */
  gameCategory: z.optional(gameTypeInput),
  language: languageInput,
  limitNum: wholeNumber('limitNum', 1, 100, LIMITS.winnerBoardSize),
});
export const winnerEntrySchema = z.object({
  /** The winner's account name, masked (first two and last character). */
  account: z.string(),
  /** Minor units (1/100 kip), like every amount of the API. */
  winAmount: z.int().check(z.nonnegative()),
  nodeId: z.string(),
  gameName: z.string(),
  vassalage: z.string(),
  gameType: z.enum(GAME_TYPES),
  /** ISO time of the win. */
  winTime: z.string(),
});
export type WinnerEntry = z.infer<typeof winnerEntrySchema>;
/** Sorted by winAmount, largest first. */
export const winnerBoardSchema = z.object({ list: z.array(winnerEntrySchema) });
export type WinnerBoard = z.infer<typeof winnerBoardSchema>;

// ---- Launch (requirements §2 Game launch routing, §5 launch rules, §4 game maintenance) ----

export const LAUNCH_MODES = ['REAL', 'DEMO'] as const;
export type LaunchMode = (typeof LAUNCH_MODES)[number];
export const launchGameInputSchema = z
  .object({
    /** A game tile's nodeId, or a vendor (vassalage + gameType) that starts directly. */
    nodeId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))),
    vassalage: optionalText,
    gameType: z.optional(gameTypeInput),
    /** REAL needs a real (non-trial) account; DEMO (free trial, play money) is open to everyone. */
    mode: z._default(z.enum(LAUNCH_MODES, { error: `mode must be one of ${LAUNCH_MODES.join(', ')}` }), 'REAL'),
    language: languageInput,
    platform: z._default(z.enum(['html5-desktop', 'flash']), 'html5-desktop'),
  })
  .check(
    z.refine((v) => v.nodeId !== undefined || (v.vassalage !== undefined && v.gameType !== undefined), {
      message: 'Give nodeId, or vassalage with gameType',
    }),
  );
export type LaunchGameInput = z.input<typeof launchGameInputSchema>;
export const launchGameSchema = z.object({
  /** Address of the game (absolute path on this site, or a vendor URL). */
  url: z.string(),
  /** IFRAME: the game popup; WINDOW: the vendor needs its own browser window. */
  target: z.enum(['IFRAME', 'WINDOW']),
  mode: z.enum(LAUNCH_MODES),
  nodeId: z.string(),
  gameName: z.string(),
});
export type LaunchGame = z.infer<typeof launchGameSchema>;
/** Failure codes of a launch besides not-logged-in and trial-account. */
export const GAME_ERROR_CODES = ['game-not-found', 'game-maintenance'] as const;
export type GameErrorCode = (typeof GAME_ERROR_CODES)[number];

export const gamesEndpoints = {
  list: endpoint({ method: 'GET', path: PATHS.games.list, access: 'public', input: gameListInputSchema, output: gameListSchema }),
  hot: endpoint({ method: 'GET', path: PATHS.games.hot, access: 'public', input: hotGamesInputSchema, output: hotGamesSchema }),
  favouriteIds: endpoint({
    method: 'GET',
    path: PATHS.games.favouriteIds,
    access: 'token',
    input: z.object({}),
    output: favouriteIdsSchema,
  }),
  favourites: endpoint({
    method: 'GET',
    path: PATHS.games.favourites,
    access: 'token',
    input: favouriteListInputSchema,
    output: favouriteListSchema,
  }),
  addFavourite: endpoint({
    method: 'POST',
    path: PATHS.games.favourites,
    access: 'token',
    input: favouriteInputSchema,
    output: favouriteIdsSchema,
  }),
  removeFavourite: endpoint({
    method: 'DELETE',
    path: PATHS.games.favourites,
    access: 'token',
    input: favouriteInputSchema,
    output: favouriteIdsSchema,
  }),
  recent: endpoint({ method: 'GET', path: PATHS.games.recent, access: 'token', input: recentGamesInputSchema, output: recentGamesSchema }),
  vendorLanes: endpoint({
    method: 'GET',
    path: PATHS.games.vendorLanes,
    access: 'public',
    input: vendorLanesInputSchema,
    output: vendorLanesSchema,
  }),
  winnerBoard: endpoint({
    method: 'GET',
    path: PATHS.games.winnerBoard,
    access: 'public',
    input: winnerBoardInputSchema,
    output: winnerBoardSchema,
  }),
  /** Public: DEMO is open to visitors; REAL checks the Bearer token itself (not-logged-in, trial-account). */
  launch: endpoint({ method: 'POST', path: PATHS.games.launch, access: 'public', input: launchGameInputSchema, output: launchGameSchema }),
};
