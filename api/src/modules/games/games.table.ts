// Tables of the game vendors of each game type (the game menus), the game catalogue, and what members do with
// games: favourites, recent launches and wins (the winner board).
import type { Flag, Localized } from '../columns';

export type GameVendorsTable = {
  vassalage: string;
  gameType: string;
  /** 'VASSALAGE' opens the vendor's game list; 'GAME' launches the vendor directly. */
  isGame: string;
  sequence: number;
  /** 1 while the vendor is under maintenance: its launches are refused. */
  maintenance: Flag;
  /** 'IFRAME' (the game popup) or 'WINDOW' (the vendor needs a browser window of its own). */
  launchTarget: string;
} & Localized<'displayName'>;

/** One game of the catalogue (a game tile). */
export type GamesTable = {
  /** Given by the seed (no sequence), the same on both databases. */
  id: number;
  nodeId: string;
  gameCode: string;
  vassalage: string;
  gameType: string;
  /** The account a launch opens: the vendor code, or for in-house games their kind (SC, VP, JP, TG, AC). */
  accountTypeName: string;
  /** The game type whose lists show the game: its own, or INHOUSE for an in-house game (see in-house.ts). */
  listType: string;
  /** The names lower-cased and joined, Chinese characters spaced apart: what name search reads (see game-search.ts). */
  searchText: string;
  /** Path of the generated icon; the answer adds the asked language. */
  iconUrl: string;
  isHot: Flag;
  isNew: Flag;
  supportPlay: Flag;
  sequence: number;
  createdAt: string;
} & Localized<'name'>;

/** A member's game lists (favourites, recent launches): one row per game, `position` rising with each change. */
export interface MemberGamesTable {
  memberId: string;
  nodeId: string;
  position: number;
}

export interface FavouriteGamesTable extends MemberGamesTable {
  createdAt: string;
}

export interface RecentGamesTable extends MemberGamesTable {
  lastLaunchedAt: string;
}

export interface GameWinsTable {
  id: string;
  memberId: string;
  nodeId: string;
  winAmountMinor: number;
  winTime: string;
}

export interface GameTables {
  game_vendors: GameVendorsTable;
  games: GamesTable;
  favourite_games: FavouriteGamesTable;
  recent_games: RecentGamesTable;
  game_wins: GameWinsTable;
}
