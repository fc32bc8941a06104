// REAL game sessions for tests and benchmarks that play through the seamless wallet directly: a REAL game session is
// bound to a member session (the wallet refuses its bets once that ends), so one is signed in for it first.
import type { Db } from '../db/database';
import { createSession, DEFAULT_SESSION_POLICY } from '../modules/accounts/sessions.repository';
import { openGameSession, type GameSession, type LaunchableGame } from '../modules/provider';
import { sha256Hex } from '../security/tokens';

export interface RealGameSession extends GameSession {
  /** The bearer token of the member session the game was launched from: log it out to end the game's bets. */
  memberToken: string;
}

/** Signs the member in (a new member session) and opens a REAL game session launched from it. */
export async function openRealGameSession(db: Db, memberId: string, game: LaunchableGame): Promise<RealGameSession> {
  const memberToken = await createSession(db, memberId, '127.0.0.1', DEFAULT_SESSION_POLICY);
  const session = await openGameSession(db, {
    game,
    launcher: { memberId, sessionHash: sha256Hex(memberToken) },
    mode: 'REAL',
    language: 'EN',
  });
  return { ...session, memberToken };
}
