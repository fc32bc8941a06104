// REAL game sessions for tests and benchmarks that play through the seamless wallet directly, as a provider would: the
// wallet's record of a launch, bound to a member session (the wallet refuses its bets once that ends), so one is
// signed in for it first. No game provider is involved: these callers send the protocol's calls themselves.
import type { LaunchableGame } from '@mekong/contracts/server';
import type { Db } from '../db/database';
import { createSession, DEFAULT_SESSION_POLICY } from '../modules/accounts/sessions.repository';
import { IN_HOUSE_PROVIDER, openWalletSession } from '../modules/seamless';
import { sha256Hex } from '../security/tokens';

export interface RealGameSession {
  /** The game session's token: what the provider's balance and debit calls carry. */
  token: string;
  /** The bearer token of the member session the game was launched from: log it out to end the game's bets. */
  memberToken: string;
}

/** Signs the member in (a new member session) and opens the wallet's REAL game session launched from it. */
export async function openRealGameSession(db: Db, memberId: string, game: LaunchableGame): Promise<RealGameSession> {
  const memberToken = await createSession(db, memberId, '127.0.0.1', DEFAULT_SESSION_POLICY);
  const token = await openWalletSession(db, {
    provider: IN_HOUSE_PROVIDER,
    game,
    mode: 'REAL',
    memberId,
    memberSessionHash: sha256Hex(memberToken),
  });
  return { token, memberToken };
}
