// Tables of the game vendors of each game type (the game menus) and of the game catalogue.
import type { Flag, Localized } from '../columns';

export type GameVendorsTable = {
  vassalage: string;
  gameType: string;
  /** 'VASSALAGE' opens the vendor's game list; 'GAME' launches the vendor directly. */
  isGame: string;
  sequence: number;
} & Localized<'displayName'>;

/** One game of the catalogue (a game tile). */
export type GamesTable = {
  /** Given by the seed (no sequence), the same on both databases. */
  id: number;
  nodeId: string;
  gameCode: string;
  vassalage: string;
  gameType: string;
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

export interface GameTables {
  game_vendors: GameVendorsTable;
  games: GamesTable;
}
