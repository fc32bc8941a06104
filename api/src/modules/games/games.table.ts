// Table of the game vendors of each game type, which make the game menus.
import type { Localized } from '../columns';

export type GameVendorsTable = {
  vassalage: string;
  gameType: string;
  /** 'VASSALAGE' opens the vendor's game list; 'GAME' launches the vendor directly. */
  isGame: string;
  sequence: number;
} & Localized<'displayName'>;

export interface GameTables {
  game_vendors: GameVendorsTable;
}
