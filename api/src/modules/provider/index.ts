// The in-house game provider's surface for the rest of the API: open a game session for a launch.
//
// Modes: DEMO sessions play with play money held by the session; REAL sessions (members only) play with the
// member's wallet through the seamless protocol (see wallet.ts and README.md).
import type { Language, LaunchMode } from '@mekong/contracts';
import type { Db } from '../../db/database';
import { createProviderSession } from './sessions.repository';
import { variantFor } from './variant';
import type { LaunchableGame } from './launchable-game';

export type { LaunchableGame } from './launchable-game';

/**
 * Who launches: a visitor (null), or a member by the session they are signed in with. A REAL game session lives no
 * longer than that member session: the wallet refuses its bets once the member session has ended (logout, password
 * change or reset, expiry) or owes a forced password change.
 */
export interface Launcher {
  memberId: string;
  /** The SHA-256 hash of the member session's token (ActiveSession.tokenHash); the token itself is never stored. */
  sessionHash: string;
}

export interface OpenGameSessionInput {
  game: LaunchableGame;
  launcher: Launcher | null;
  mode: LaunchMode;
  language: Language;
}

export interface GameSession {
  /** Absolute path of the game page on this site, for the game iframe. */
  url: string;
  /** The mode opened: as asked (REAL needs a member). */
  mode: LaunchMode;
  /** The session token in the URL: what the game page, and the seamless wallet for a REAL bet, know the session by. */
  token: string;
}

export const GAME_PAGE_PATH = '/provider/play';

export async function openGameSession(db: Db, input: OpenGameSessionInput): Promise<GameSession> {
  const { mode } = input;
  const { launcher } = input;
  if (mode === 'REAL' && launcher === null) throw new Error('A REAL game session needs a member');
  const token = await createProviderSession(db, {
    game: input.game,
    variant: variantFor(input.game),
    memberId: launcher?.memberId ?? null,
    memberSessionHash: launcher?.sessionHash ?? null,
    mode,
    language: input.language,
  });
  return { url: `${GAME_PAGE_PATH}/${token}`, mode, token };
}
