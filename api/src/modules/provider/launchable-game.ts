// What the provider needs to know of a game to open a session of it.
import type { GameType } from '@mekong/contracts';

/** What the provider needs to know of a catalogue game (or of a vendor that starts directly). */
export interface LaunchableGame {
  nodeId: string;
  gameCode: string;
  vassalage: string;
  /** Vendor code, or the in-house kind (SC, VP, JP, TG, AC). */
  accountTypeName: string;
  gameType: GameType;
  /** Name in the launch language, shown in the game. */
  name: string;
}
