// The wallet's side of the seamless protocol: balance, debit (a bet), credit (a win) and rollback, each one
// database transaction that moves the ledger, the bet record and the provider's transaction row together.
// Idempotent by (provider, transactionId): the same id and body answer the first answer and move nothing, another
// body is refused. All calls of one member are serialised: on PostgreSQL by locking the member's wallet row first,
// on SQLite by its single writer connection, so round rules (no rollback after a win, no debit after its rollback)
// hold under concurrency.
import { PASSWORD_CHANGE_REQUIRED } from '@mekong/contracts';
import { isPostgres, type Db } from '../../db/database';
import { DomainFailure } from '../failure';
import { HOUSE_ACCOUNTS, accountBalance, isUniqueViolation, moveAmount, postEntry, requestHash, walletAccount } from '../ledger';
import type { SeamlessSessionsTable, SeamlessTransactionsTable } from './seamless.table';
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

/** What a call leaves in seamless_transactions besides its ids. */
interface Recorded {
  amountMinor: number;
  referenceTransactionId: string | null;
  entryId: string | null;
  balanceAfterMinor: number;
}

interface Call {
  provider: string;
  kind: TransactionKind;
  transactionId: string;
  roundId: string;
  memberId: string;
  /** The hash of the kind and the validated body: a transactionId reused for anything else is a conflict. */
  hash: string;
}

/** The bet of a provider's round: round ids are unique per provider only. */
export const betIdOf = (provider: string, roundId: string): string => `${provider}:${roundId}`;

const hashOf = (kind: TransactionKind, body: object): string => requestHash({ kind, ...body });

function findTransaction(db: Db, provider: string, transactionId: string) {
  return db
    .selectFrom('seamless_transactions')
    .selectAll()
    .where('provider', '=', provider)
    .where('transactionId', '=', transactionId)
    .executeTakeFirst();
}

function replay(row: SeamlessTransactionsTable, hash: string): SeamlessResult {
  if (row.requestHash !== hash) {
    throw refusal(
      409,
      'idempotency-conflict',
      `transactionId ${row.transactionId} was already used for a different request; send a new transactionId for a new move`,
    );
  }
  return { answer: { transactionId: row.transactionId, balance: row.balanceAfterMinor }, memberId: row.memberId, moved: false };
}

async function earlierAnswer(db: Db, provider: string, transactionId: string, hash: string): Promise<SeamlessResult | null> {
  const earlier = await findTransaction(db, provider, transactionId);
  return earlier ? replay(earlier, hash) : null;
}

/** Holds the member's wallet row until commit (PostgreSQL); SQLite has one writer, which already serialises. */
async function lockWallet(trx: Db, memberId: string): Promise<void> {
  if (!isPostgres(trx)) return;
  await trx.selectFrom('ledger_accounts').select('id').where('id', '=', walletAccount(memberId)).forUpdate().execute();
}

/**
 * Runs a money call in one transaction that also records it. `work` gets, in one read, every earlier transaction
 * of the round and of `alsoTransactionIds`: the round rules need nothing else. The call's own transactionId among
 * them is a replay; a concurrent twin of it that commits first makes this one answer the twin's answer.
 */
async function recordCall(
  db: Db,
  call: Call,
  work: (trx: Db, related: SeamlessTransactionsTable[]) => Promise<Recorded>,
  alsoTransactionIds: string[] = [],
): Promise<SeamlessResult> {
  try {
    return await db.transaction().execute(async (trx) => {
      await lockWallet(trx, call.memberId);
      // A union, not an OR: each half stays an index lookup (an OR made SQLite scan all the provider's transactions).
      const byProvider = trx.selectFrom('seamless_transactions').selectAll().where('provider', '=', call.provider);
      const related = await byProvider
        .where('transactionId', 'in', [call.transactionId, ...alsoTransactionIds])
        .union(byProvider.where('roundId', '=', call.roundId))
        .execute();
      const earlier = related.find((row) => row.transactionId === call.transactionId);
      if (earlier) return replay(earlier, call.hash);
      const done = await work(trx, related);
      await trx
        .insertInto('seamless_transactions')
        .values({
          provider: call.provider,
          transactionId: call.transactionId,
          kind: call.kind,
          roundId: call.roundId,
          memberId: call.memberId,
          amountMinor: done.amountMinor,
          referenceTransactionId: done.referenceTransactionId,
          requestHash: call.hash,
          entryId: done.entryId,
          balanceAfterMinor: done.balanceAfterMinor,
          createdAt: new Date().toISOString(),
        })
        .execute();
      return {
        answer: { transactionId: call.transactionId, balance: done.balanceAfterMinor },
        memberId: call.memberId,
        moved: done.entryId !== null,
      };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const raced = await earlierAnswer(db, call.provider, call.transactionId, call.hash);
    if (raced) return raced;
    throw error;
  }
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
): Promise<SeamlessSessionsTable & { memberId: string; walletBalance: number }> {
  const lookup = await findWalletSessionWithLauncher(db, sessionToken);
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
  return { ...session, memberId, walletBalance: lookup.walletBalance };
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
    session = await liveRealSession(db, provider, body.sessionToken, policy);
  } catch (error) {
    // A replay is answered even once the session has expired (a new bet, the common case, is looked up first).
    const earlier = await earlierAnswer(db, provider, body.transactionId, hash);
    if (earlier) return earlier;
    throw error;
  }
  const betId = betIdOf(provider, body.roundId);
  const call: Call = {
    provider,
    kind: 'DEBIT',
    transactionId: body.transactionId,
    roundId: body.roundId,
    memberId: session.memberId,
    hash,
  };
  return recordCall(db, call, async (trx, related) => {
    const rolledBack = related.find((row) => row.kind === 'ROLLBACK' && row.referenceTransactionId === body.transactionId);
    if (rolledBack)
      throw refusal(409, 'transaction-rolled-back', `Debit ${body.transactionId} was already rolled back by ${rolledBack.transactionId}`);
    if (related.some((row) => row.kind === 'DEBIT')) throw refusal(409, 'round-exists', `Round ${body.roundId} already has its debit`);
    const wallet = walletAccount(session.memberId);
    const posted = await postEntry(trx, {
      kind: 'BET',
      reference: betId,
      postings: moveAmount(wallet, HOUSE_ACCOUNTS.games, body.amount),
    });
    await trx
      .insertInto('bets')
      .values({
        id: betId,
        memberId: session.memberId,
        provider,
        roundId: body.roundId,
        nodeId: session.nodeId,
        gameName: session.gameName,
        vassalage: session.vassalage,
        gameType: session.gameType,
        stakeMinor: body.amount,
        winMinor: 0,
        status: 'OPEN',
        placedAt: posted.createdAt,
        settledAt: null,
      })
      .execute();
    return {
      amountMinor: body.amount,
      referenceTransactionId: null,
      entryId: posted.entryId,
      balanceAfterMinor: posted.balances[wallet] ?? 0,
    };
  });
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

async function closeBet(trx: Db, betId: string, status: 'SETTLED' | 'ROLLED_BACK', winMinor: number): Promise<void> {
  await trx
    .updateTable('bets')
    .set({ status, winMinor, settledAt: new Date().toISOString() })
    .where('id', '=', betId)
    .where('status', '=', 'OPEN')
    .execute();
}

/** A win, or 0 to close a losing round: settles the bet. Needs no live session: the round names the player. */
export async function seamlessCredit(db: Db, provider: string, body: CreditRequest): Promise<SeamlessResult> {
  const call: Call = {
    provider,
    kind: 'CREDIT',
    transactionId: body.transactionId,
    roundId: body.roundId,
    memberId: body.playerId,
    hash: hashOf('CREDIT', body),
  };
  return recordCall(db, call, async (trx, related) => {
    openDebit(related, body.roundId, body.playerId);
    const betId = betIdOf(provider, body.roundId);
    const wallet = walletAccount(body.playerId);
    await closeBet(trx, betId, 'SETTLED', body.amount);
    if (body.amount === 0)
      return { amountMinor: 0, referenceTransactionId: null, entryId: null, balanceAfterMinor: await accountBalance(trx, wallet) };
    const posted = await postEntry(trx, {
      kind: 'WIN',
      reference: betId,
      postings: moveAmount(HOUSE_ACCOUNTS.games, wallet, body.amount),
    });
    return {
      amountMinor: body.amount,
      referenceTransactionId: null,
      entryId: posted.entryId,
      balanceAfterMinor: posted.balances[wallet] ?? 0,
    };
  });
}

/**
 * Gives a debit back. A debit the wallet never saw is recorded as rolled back (nothing moves), so the debit
 * arriving late is refused; a round already paid cannot be rolled back.
 */
export async function seamlessRollback(db: Db, provider: string, body: RollbackRequest): Promise<SeamlessResult> {
  const member = await db.selectFrom('members').select('id').where('id', '=', body.playerId).executeTakeFirst();
  if (!member) throw refusal(404, 'player-not-found', `Unknown player ${body.playerId}`);
  const call: Call = {
    provider,
    kind: 'ROLLBACK',
    transactionId: body.transactionId,
    roundId: body.roundId,
    memberId: body.playerId,
    hash: hashOf('ROLLBACK', body),
  };
  return recordCall(
    db,
    call,
    async (trx, related) => {
      const wallet = walletAccount(body.playerId);
      const named = related.find((row) => row.transactionId === body.debitTransactionId);
      if (!named)
        return {
          amountMinor: 0,
          referenceTransactionId: body.debitTransactionId,
          entryId: null,
          balanceAfterMinor: await accountBalance(trx, wallet),
        };
      if (named.kind !== 'DEBIT' || named.roundId !== body.roundId || named.memberId !== body.playerId) {
        throw refusal(
          409,
          'transaction-mismatch',
          `Transaction ${body.debitTransactionId} is not a debit of round ${body.roundId} for this player`,
        );
      }
      const debit = openDebit(related, body.roundId, body.playerId);
      const betId = betIdOf(provider, body.roundId);
      const posted = await postEntry(trx, {
        kind: 'BET_ROLLBACK',
        reference: betId,
        postings: moveAmount(HOUSE_ACCOUNTS.games, wallet, debit.amountMinor),
      });
      await closeBet(trx, betId, 'ROLLED_BACK', 0);
      return {
        amountMinor: debit.amountMinor,
        referenceTransactionId: body.debitTransactionId,
        entryId: posted.entryId,
        balanceAfterMinor: posted.balances[wallet] ?? 0,
      };
    },
    [body.debitTransactionId],
  );
}
