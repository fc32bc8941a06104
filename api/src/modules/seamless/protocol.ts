// The wallet's side of the seamless protocol: balance, debit (a bet), credit (a win) and rollback, each writing the
// ledger, the bet record and the provider's transaction row together or not at all (apply-call.ts). Idempotent by
// (provider, transactionId): the same id and body answer the first answer and move nothing, another body is refused.
// Every call of a member is decided on all that member's earlier calls wrote (apply-call.ts: a write made on a stale
// read writes nothing and reads again), so round rules (no rollback after a win, no debit after its rollback) hold
// under concurrency.
import { PASSWORD_CHANGE_REQUIRED } from '@mekong/contracts';
import { isPostgres, type Db } from '../../db/database';
import { DomainFailure } from '../failure';
import { InsufficientBalance, requestHash } from '../ledger';
import type { SeamlessSessionsTable, SeamlessTransactionsTable } from './seamless.table';
import { applyCall, betIdOf, relatedTransactions, type Applied, type Call, type Read } from './apply-call';
import { judgeSession, type SessionPolicy } from '../accounts/sessions.repository';
import { findWalletSessionWithLauncher } from './sessions.repository';
import type {
  BalanceAnswer,
  BalanceRequest,
  CreditRequest,
  DebitRequest,
  MoveAnswer,
  RollbackRequest,
  SEAMLESS_ERROR_CODES,
} from '@mekong/contracts/server';

type SeamlessErrorCode = (typeof SEAMLESS_ERROR_CODES)[number];
type TransactionKind = SeamlessTransactionsTable['kind'];

const refusal = (status: number, code: SeamlessErrorCode, message: string) => new DomainFailure(status, code, message);

export interface SeamlessResult {
  answer: MoveAnswer;
  memberId: string;
  /** Money moved by this call (not a replay, not a zero win): the member's open pages get the new balance. */
  moved: boolean;
}

export { betIdOf };

const hashOf = (kind: TransactionKind, body: object): string => requestHash({ kind, ...body });

/** The answer of a call applied now or earlier; an earlier row of the same transactionId for another request is a conflict. */
function answerOf({ row, replayed }: Applied, hash: string): SeamlessResult {
  if (replayed && row.requestHash !== hash) {
    throw refusal(
      409,
      'idempotency-conflict',
      `transactionId ${row.transactionId} was already used for a different request; send a new transactionId for a new move`,
    );
  }
  return {
    answer: { transactionId: row.transactionId, balance: row.balanceAfterMinor },
    memberId: row.memberId,
    moved: !replayed && row.entryId !== null,
  };
}

async function earlierAnswer(db: Db, provider: string, transactionId: string, hash: string): Promise<SeamlessResult | null> {
  const earlier = await db
    .selectFrom('seamless_transactions')
    .selectAll()
    .where('provider', '=', provider)
    .where('transactionId', '=', transactionId)
    .executeTakeFirst();
  return earlier ? answerOf({ row: earlier, replayed: true }, hash) : null;
}

/**
 * The live REAL session of a token: a bet and a balance need the player in the game now, and signed in to the site
 * with the member session that launched the game. The wallet owns this check (not the provider, an outside party by
 * design): a member session ended by logout, a password change or reset, ops password-default or expiry, or one that
 * owes a forced password change, ends the game session's access to the money whatever the provider does. A bet is the
 * member's activity, so it keeps the member session from idling out, as any call of the site does.
 */
async function liveRealSession(
  db: Db,
  provider: string,
  sessionToken: string,
  policy: SessionPolicy,
  related?: ReturnType<typeof relatedTransactions>,
): Promise<SeamlessSessionsTable & { memberId: string; walletBalance: number; read?: Read }> {
  const lookup = await findWalletSessionWithLauncher(db, sessionToken, Date.now(), related);
  // Another provider's session is none of this provider's business: unknown, as a token never issued.
  if (lookup.found === 'live' && lookup.session.provider !== provider)
    throw refusal(404, 'session-not-found', 'Unknown game session token');
  if (lookup.found !== 'live') {
    throw lookup.found === 'unknown'
      ? refusal(404, 'session-not-found', 'Unknown game session token')
      : refusal(401, 'session-expired', 'The game session has expired; the player must launch the game again');
  }
  const { session } = lookup;
  const { memberId } = session;
  if (session.mode !== 'REAL' || memberId === null)
    throw refusal(403, 'not-real-session', 'This game session plays with play money, not the wallet');
  // No launcher (a session opened before the binding existed, or one since deleted) is refused as ended: fail closed.
  const read = lookup.launcher;
  const launcher =
    session.memberSessionHash === null || read === null || read.memberId !== memberId
      ? undefined
      : await judgeSession(db, { tokenHash: session.memberSessionHash, ...read }, policy);
  if (!launcher) {
    throw refusal(
      401,
      'session-expired',
      'The player signed out (or the site session ended); the player must sign in and launch the game again',
    );
  }
  if (launcher.passwordChangeOwed)
    throw refusal(403, PASSWORD_CHANGE_REQUIRED, 'The player must change the password on the site before playing with the wallet');
  const firstRead = lookup.related && { related: lookup.related, balance: lookup.walletBalance, version: lookup.walletVersion };
  return { ...session, memberId, walletBalance: lookup.walletBalance, ...(firstRead ? { read: firstRead } : {}) };
}

export async function seamlessBalance(db: Db, provider: string, body: BalanceRequest, policy: SessionPolicy): Promise<BalanceAnswer> {
  const session = await liveRealSession(db, provider, body.sessionToken, policy);
  // Read in the session's own query: the balance as it stood then, as a separate read just after would have given.
  return { playerId: session.memberId, balance: session.walletBalance };
}

/** A bet: refused with the real balance when short, after its own rollback, or for a round that already has one. */
export async function seamlessDebit(db: Db, provider: string, body: DebitRequest, policy: SessionPolicy): Promise<SeamlessResult> {
  const hash = hashOf('DEBIT', body);
  let session: Awaited<ReturnType<typeof liveRealSession>>;
  try {
    // On PostgreSQL the round's transactions come in the session's own statement: a round trip fewer for every bet.
    const related = isPostgres(db) ? relatedTransactions(db, { provider, ...body }) : undefined;
    session = await liveRealSession(db, provider, body.sessionToken, policy, related);
  } catch (error) {
    // A replay is answered even once the session has expired (a new bet, the common case, is looked up first).
    const earlier = await earlierAnswer(db, provider, body.transactionId, hash);
    if (earlier) return earlier;
    throw error;
  }
  const { memberId } = session;
  const call: Call = { provider, kind: 'DEBIT', transactionId: body.transactionId, roundId: body.roundId, memberId, hash };
  const applied = await applyCall(
    db,
    call,
    ({ related, balance }) => {
      const rolledBack = related.find((row) => row.kind === 'ROLLBACK' && row.referenceTransactionId === body.transactionId);
      if (rolledBack)
        throw refusal(409, 'transaction-rolled-back', `Debit ${body.transactionId} was already rolled back by ${rolledBack.transactionId}`);
      if (related.some((row) => row.kind === 'DEBIT')) throw refusal(409, 'round-exists', `Round ${body.roundId} already has its debit`);
      if (balance < body.amount) throw new InsufficientBalance(balance, body.amount);
      return {
        move: { kind: 'BET', amountMinor: -body.amount },
        bet: {
          open: {
            id: betIdOf(provider, body.roundId),
            memberId,
            provider,
            roundId: body.roundId,
            nodeId: session.nodeId,
            gameName: session.gameName,
            vassalage: session.vassalage,
            gameType: session.gameType,
            stakeMinor: body.amount,
            winMinor: 0,
            status: 'OPEN',
            settledAt: null,
          },
        },
        amountMinor: body.amount,
        referenceTransactionId: null,
      };
    },
    undefined,
    session.read,
  );
  return answerOf(applied, hash);
}

/** The debit of a round that is the player's and still open: neither credited nor rolled back. */
function openDebit(related: SeamlessTransactionsTable[], roundId: string, playerId: string): SeamlessTransactionsTable {
  const debit = related.find((row) => row.kind === 'DEBIT' && row.roundId === roundId);
  if (!debit || debit.memberId !== playerId) throw refusal(404, 'round-not-found', `No debit of round ${roundId} for this player`);
  if (related.some((row) => row.kind === 'CREDIT' && row.roundId === roundId))
    throw refusal(409, 'round-settled', `Round ${roundId} is already settled`);
  if (related.some((row) => row.kind === 'ROLLBACK' && row.referenceTransactionId === debit.transactionId))
    throw refusal(409, 'round-rolled-back', `Round ${roundId} was rolled back`);
  return debit;
}

/** A win, or 0 to close a losing round: settles the bet. Needs no live session: the round names the player. */
export async function seamlessCredit(db: Db, provider: string, body: CreditRequest): Promise<SeamlessResult> {
  const hash = hashOf('CREDIT', body);
  const call: Call = { provider, kind: 'CREDIT', transactionId: body.transactionId, roundId: body.roundId, memberId: body.playerId, hash };
  const applied = await applyCall(db, call, ({ related }) => {
    openDebit(related, body.roundId, body.playerId);
    return {
      move: body.amount === 0 ? null : { kind: 'WIN', amountMinor: body.amount },
      bet: { close: 'SETTLED', winMinor: body.amount },
      amountMinor: body.amount,
      referenceTransactionId: null,
    };
  });
  return answerOf(applied, hash);
}

/**
 * Gives a debit back. A debit the wallet never saw is recorded as rolled back (nothing moves), so the debit
 * arriving late is refused; a round already paid cannot be rolled back.
 */
export async function seamlessRollback(db: Db, provider: string, body: RollbackRequest): Promise<SeamlessResult> {
  const member = await db.selectFrom('members').select('id').where('id', '=', body.playerId).executeTakeFirst();
  if (!member) throw refusal(404, 'player-not-found', `Unknown player ${body.playerId}`);
  const hash = hashOf('ROLLBACK', body);
  const call: Call = {
    provider,
    kind: 'ROLLBACK',
    transactionId: body.transactionId,
    roundId: body.roundId,
    memberId: body.playerId,
    hash,
  };
  const applied = await applyCall(
    db,
    call,
    ({ related }) => {
      const named = related.find((row) => row.transactionId === body.debitTransactionId);
      if (!named) return { move: null, bet: null, amountMinor: 0, referenceTransactionId: body.debitTransactionId };
      if (named.kind !== 'DEBIT' || named.roundId !== body.roundId || named.memberId !== body.playerId) {
        throw refusal(
          409,
          'transaction-mismatch',
          `Transaction ${body.debitTransactionId} is not a debit of round ${body.roundId} for this player`,
        );
      }
      const debit = openDebit(related, body.roundId, body.playerId);
      return {
        move: { kind: 'BET_ROLLBACK', amountMinor: debit.amountMinor },
        bet: { close: 'ROLLED_BACK', winMinor: 0 },
        amountMinor: debit.amountMinor,
        referenceTransactionId: body.debitTransactionId,
      };
    },
    body.debitTransactionId,
  );
  return answerOf(applied, hash);
}
