// The in-house game provider's surface for the rest of the API: open a game session for a launch.
//
// Modes: DEMO sessions play with play money held by the session (see wallet.ts). REAL play needs the member's
// seamless wallet, which the wallet issue adds; until then a REAL launch opens a DEMO session and answers
// mode 'DEMO', so the caller can tell the player. Only the wallet calls change when real money arrives.
import type { GameType, Language, LaunchMode } from '@mekong/contracts';
import type { Db } from '../../db/database';
import { createProviderSession } from './sessions.repository';
import { variantFor } from './variant';

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

export interface OpenGameSessionInput {
  game: LaunchableGame;
  /** null for a visitor's free trial. */
  memberId: string | null;
  mode: LaunchMode;
  language: Language;
}

export interface GameSession {
  /** Absolute path of the game page on this site, for the game iframe. */
  url: string;
  /** The mode actually opened: REAL needs the wallet of issue 5; until then the provider opens DEMO. */
  mode: LaunchMode;
}

export const GAME_PAGE_PATH = '/provider/play';

export async function openGameSession(db: Db, input: OpenGameSessionInput): Promise<GameSession> {
  // REAL waits for the seamless wallet: the session opens with play money (see the header).
  const mode: LaunchMode = 'DEMO';
  const token = await createProviderSession(db, { game: input.game, variant: variantFor(input.game), memberId: input.memberId, mode, language: input.language });
  return { url: `${GAME_PAGE_PATH}/${token}`, mode };
}
