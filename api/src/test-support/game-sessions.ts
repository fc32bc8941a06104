// REAL game sessions for tests and benchmarks that play through the seamless wallet directly, as a provider would: the
// wallet's record of a launch, bound to a member session (the wallet refuses its bets once that ends), so one is
// signed in for it first. No game provider is involved: these callers send the protocol's calls themselves.
import type { LaunchableGame } from '@mekong/contracts/server';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { createSession, DEFAULT_SESSION_POLICY } from '../modules/accounts/sessions.repository';
import { betIdOf, DEV_IN_HOUSE_SECRET, IN_HOUSE_PROVIDER, SeamlessClient, injectTransport, openWalletSession } from '../modules/seamless';
import { sha256Hex } from '../security/tokens';

/** A slot of the seeded catalogue, as a launch hands it to the wallet. */
export const TEST_SLOT: LaunchableGame = {
  nodeId: 'rng-pg-0001',
  gameCode: 'PG_RNG_0001',
  vassalage: 'PG',
  accountTypeName: 'PG',
  gameType: 'RNG',
  name: 'Lucky Temple',
};

/** The in-house provider's signed client, calling the app's own protocol routes in process. */
export const inHouseClient = (app: FastifyInstance): SeamlessClient =>
  new SeamlessClient({ provider: IN_HOUSE_PROVIDER, secret: DEV_IN_HOUSE_SECRET, transport: injectTransport(app) });

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

/**
 * Plays rounds through the seamless protocol as the in-house provider: each a debit, then a win (or a rollback when
 * win is null), on a REAL session of the member. Round ids start with `prefix` (unique per test file). Returns the bet's id.
 */
export function roundPlayer(app: FastifyInstance, prefix: string) {
  const client = inHouseClient(app);
  let round = 0;
  return async (memberId: string, stake: number, win: number | null, game: LaunchableGame = TEST_SLOT): Promise<string> => {
    round += 1;
    const roundId = `${prefix}${round}`;
    const session = await openRealGameSession(app.db, memberId, game);
    await client.debit({ transactionId: `${roundId}:debit`, roundId, sessionToken: session.token, amount: stake });
    if (win === null)
      await client.rollback({ transactionId: `${roundId}:rb`, roundId, playerId: memberId, debitTransactionId: `${roundId}:debit` });
    else await client.credit({ transactionId: `${roundId}:credit`, roundId, playerId: memberId, amount: win });
    return betIdOf(IN_HOUSE_PROVIDER, roundId);
  };
}
