// Game codes of requirements §2 and §9: game types, navigation tabs, list filters, banner page identifiers.
export const GAME_TYPES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'ELOTT', 'LOTT', 'COCKFIGHT', 'INHOUSE'] as const;
export type GameType = (typeof GAME_TYPES)[number];

export const NAVIGATION_TABS = ['HOME', 'HOT', 'FAV', 'PROMO', 'RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'ELOTT', 'LOTT'] as const;
export type NavigationTab = (typeof NAVIGATION_TABS)[number];

export const HOME_ONLY_CATEGORIES = ['HOME', 'FAV', 'ESPORTS', 'COCKFIGHT', 'HOT', 'SPORTS', 'ELOTT', 'LOTT', 'PROMO'] as const;

export const GAME_LIST_FILTERS = ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT'] as const;
export type GameListFilter = (typeof GAME_LIST_FILTERS)[number];

/** Banner group of each page (requirements §2 'Page identifiers'); PROMO has none. */
export const PAGE_IDENTIFIERS = {
  HOME: 'w_home',
  RNG: 'w_rng',
  LIVE: 'w_live',
  FISH: 'w_fish',
  PVP: 'w_pvp',
  SPORTS: 'w_sports',
  ESPORTS: 'w_esports',
  ELOTT: 'w_elott',
  LOTT: 'w_lott',
  PROMO: '',
} as const;
export type PageIdentifier = keyof typeof PAGE_IDENTIFIERS;

/** Category routes and the game type each stands for (requirements §2). */
export const CATEGORY_PATHS = {
  '/sports': 'SPORTS',
  '/esports': 'ESPORTS',
  '/live': 'LIVE',
  '/lott': 'LOTT',
  '/elott': 'ELOTT',
  '/fish': 'FISH',
  '/pvp': 'PVP',
  '/rng': 'RNG',
} as const satisfies Record<string, GameType>;
export type CategoryPath = keyof typeof CATEGORY_PATHS;

/** In-house game kinds (requirements §1): scratch and music, video poker, jackpot, table games, arcade; bingo only with TY. */
export const IN_HOUSE_GAMES = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'] as const;
export type InHouseGame = (typeof IN_HOUSE_GAMES)[number];
/** The in-house kinds a site offers: BG (bingo) only when its language list contains TY. */
export function inHouseGamesFor(languages: readonly string[]): InHouseGame[] {
  return IN_HOUSE_GAMES.filter((kind) => kind !== 'BG' || languages.includes('TY'));
}
export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export const FOOTER_VENDORS = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'] as const;
export const ANNOUNCEMENT_TYPES_ALL = 'B,PL,PU,PR,H';
