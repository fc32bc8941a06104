// demo_member's history of real-money rounds (and a few of demo_agent's team's) (betting record, account record, profit and loss), played at seed time
// through the seamless protocol with the in-house provider's signed client, when the bets table is empty: each round a
// launch's wallet session, then its debit and its win or rollback, as the provider would send them. The rounds are a
// fixed script rather than drawn, and their wins add up to their stakes, so the member's seeded balance
// (₭1,234,567.89, which the README and the browser tests show) is what it was.
import type { Db } from '../database';
import { DEMO_ACCOUNTS } from './accounts.seed';
import { findMemberByAccount } from '../../modules/accounts/members.repository';
import { createSession, DEFAULT_SESSION_POLICY, deleteSession } from '../../modules/accounts/sessions.repository';
import { sha256Hex } from '../../security/tokens';
import { resolveLaunch } from '../../modules/games/launch';
import { IN_HOUSE_PROVIDER, openWalletSession, SeamlessRefusal, type SeamlessClient } from '../../modules/seamless';

interface ScriptedRound {
  nodeId: string;
  stake: number;
  /** The win paid, or 'rollback' for a round the provider cancelled. */
  win: number | 'rollback';
}

/** Stakes 347,000 and wins 347,000 minor units over slots, live, fishing, cards and the in-house games. */
export const DEMO_REAL_ROUNDS: readonly ScriptedRound[] = [
  { nodeId: 'rng-pg-0001', stake: 20_000, win: 0 },
  { nodeId: 'rng-pg-0001', stake: 20_000, win: 56_000 },
  { nodeId: 'rng-bgs-0001', stake: 10_000, win: 0 },
  { nodeId: 'rng-bgs-0001', stake: 10_000, win: 4_000 },
  { nodeId: 'live-evo-0001', stake: 100_000, win: 195_000 },
  { nodeId: 'live-evo-0001', stake: 100_000, win: 0 },
  { nodeId: 'fish-jdb-0001', stake: 5_000, win: 12_500 },
  { nodeId: 'pvp-ky-0001', stake: 50_000, win: 0 },
  { nodeId: 'inhouse-sc-0001', stake: 2_000, win: 10_000 },
  { nodeId: 'inhouse-vp-0001', stake: 10_000, win: 20_000 },
  { nodeId: 'inhouse-vp-0001', stake: 10_000, win: 'rollback' },
  { nodeId: 'rng-pg-0001', stake: 20_000, win: 49_500 },
];

/**
 * demo_agent's team plays too, so the agent centre's reports have real figures (issue 17): each downline's wins add up
 * to its stakes, so the balances the README and the browser tests show stay as seeded.
 */
export const DEMO_TEAM_ROUNDS: Readonly<Record<string, readonly ScriptedRound[]>> = {
  [DEMO_ACCOUNTS.downlines[0].account]: [
    { nodeId: 'rng-pg-0001', stake: 10_000, win: 0 },
    { nodeId: 'rng-pg-0001', stake: 10_000, win: 20_000 },
  ],
  [DEMO_ACCOUNTS.downlines[1].account]: [
    { nodeId: 'live-evo-0001', stake: 50_000, win: 100_000 },
    { nodeId: 'live-evo-0001', stake: 50_000, win: 0 },
  ],
  [DEMO_ACCOUNTS.subDownline.account]: [
    { nodeId: 'fish-jdb-0001', stake: 5_000, win: 0 },
    { nodeId: 'fish-jdb-0001', stake: 5_000, win: 10_000 },
    { nodeId: 'rng-bgs-0001', stake: 2_000, win: 'rollback' },
  ],
};

/** Every round the demo seed plays: demo_member's and its team's. */
export const DEMO_ROUND_COUNT = DEMO_REAL_ROUNDS.length + Object.values(DEMO_TEAM_ROUNDS).reduce((sum, rounds) => sum + rounds.length, 0);

/** Returns true when it seeded. Another node seeding at the same moment makes this one stop (its ids conflict). */
export async function seedRealRoundsIfEmpty(db: Db, client: SeamlessClient): Promise<boolean> {
  if (await db.selectFrom('bets').select('id').limit(1).executeTakeFirst()) return false;
  if (!(await playScript(db, client, DEMO_ACCOUNTS.member.account, 'demo', DEMO_REAL_ROUNDS))) return false;
  for (const [account, rounds] of Object.entries(DEMO_TEAM_ROUNDS))
    if (!(await playScript(db, client, account, `demo-${account}`, rounds))) return false;
  return true;
}

/** Plays one member's script; false when the member is missing or another node played it first. */
async function playScript(
  db: Db,
  client: SeamlessClient,
  account: string,
  prefix: string,
  script: readonly ScriptedRound[],
): Promise<boolean> {
  const member = await findMemberByAccount(db, account);
  if (!member) return false;
  // The script plays as the member signed in (a REAL game session is bound to a member session), signed out after.
  const memberToken = await createSession(db, member.id, '127.0.0.1', DEFAULT_SESSION_POLICY);
  const launcher = { memberId: member.id, sessionHash: sha256Hex(memberToken) };
  try {
    for (const [index, round] of script.entries()) {
      const launch = await resolveLaunch(db, { nodeId: round.nodeId }, 'EN');
      if (!launch) throw new Error(`The demo rounds need game ${round.nodeId} in the catalogue`);
      const sessionToken = await openWalletSession(db, {
        provider: IN_HOUSE_PROVIDER,
        game: launch.game,
        mode: 'REAL',
        memberId: member.id,
        memberSessionHash: launcher.sessionHash,
      });
      const roundId = `${prefix}-${String(index + 1).padStart(2, '0')}`;
      const debitTransactionId = `${roundId}:debit`;
      await client.debit({ transactionId: debitTransactionId, roundId, sessionToken, amount: round.stake });
      if (round.win === 'rollback')
        await client.rollback({ transactionId: `${roundId}:rollback`, roundId, playerId: member.id, debitTransactionId });
      else await client.credit({ transactionId: `${roundId}:credit`, roundId, playerId: member.id, amount: round.win });
    }
  } catch (error) {
    if (error instanceof SeamlessRefusal && error.code === 'idempotency-conflict') return false;
    throw error;
  } finally {
    await deleteSession(db, launcher.sessionHash);
  }
  return true;
}
