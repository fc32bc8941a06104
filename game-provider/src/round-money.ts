// A round's money, step by step, each step written before the next: the round is written DEBITING with its stake,
// the stake is debited, the outcome is written (CREDITING, or OPEN for a dealt poker hand), the win is credited
// and the round SETTLED. DEMO rounds take these steps on one transaction. REAL rounds commit each one, so a crash or
// an unanswered wallet call leaves a round saying what is still owed; it is finished on the session's next call and
// by the sweep at start-up (the wallet accepts credits and rollbacks after the session expired).
import { DomainFailure, SeamlessUnavailable } from '@mekong/contracts/server';
import type { ProviderDb as Db } from './db/database';
import type { RoundStatus } from './db/provider.table';
import type { Logger } from './logger';
import type { ProviderSession } from './sessions.repository';
import type { GameWallet } from './wallet';

/** A REAL bet whose debit got no answer for this long is rolled back by the session's next call (a live one is faster). */
export const STALE_DEBIT_MS = 60_000;

const setStatus = (db: Db, roundId: string, from: RoundStatus, to: RoundStatus) =>
  db
    .updateTable('provider_rounds')
    .set({ status: to, settledAt: new Date().toISOString() })
    .where('id', '=', roundId)
    .where('status', '=', from)
    .execute();

/**
 * Gives back the stake of a round whose debit got no answer. False when the rollback got none either: the round
 * stays DEBITING for a later attempt.
 */
export async function cancelRound(db: Db, wallet: GameWallet, roundId: string): Promise<boolean> {
  try {
    await wallet.rollback(roundId);
  } catch (error) {
    if (error instanceof SeamlessUnavailable) return false;
    throw error;
  }
  await setStatus(db, roundId, 'DEBITING', 'VOID');
  return true;
}

/** Writes the round and takes its stake; returns the balance after. A refused debit leaves no round behind. */
export async function takeStake(
  db: Db,
  wallet: GameWallet,
  session: ProviderSession,
  roundId: string,
  stakeMinor: number,
): Promise<number> {
  await db
    .insertInto('provider_rounds')
    .values({
      id: roundId,
      sessionId: session.id,
      engine: session.engine,
      status: 'DEBITING',
      betMinor: stakeMinor,
      winMinor: 0,
      outcome: 'null',
      state: null,
      createdAt: new Date().toISOString(),
      settledAt: null,
    })
    .execute();
  try {
    return await wallet.debit(roundId, stakeMinor);
  } catch (error) {
    if (error instanceof SeamlessUnavailable) await cancelRound(db, wallet, roundId);
    else await db.deleteFrom('provider_rounds').where('id', '=', roundId).where('status', '=', 'DEBITING').execute();
    throw error;
  }
}

/** Writes what a dealt hand needs to finish (OPEN): the stake stays taken until the draw pays. */
export async function openRound(db: Db, roundId: string, answer: object, state: unknown): Promise<void> {
  await db
    .updateTable('provider_rounds')
    .set({ status: 'OPEN', outcome: JSON.stringify(answer), state: JSON.stringify(state) })
    .where('id', '=', roundId)
    .where('status', '=', 'DEBITING')
    .execute();
}

/** Credits a CREDITING round's win and settles it; null when the wallet did not answer (the round stays CREDITING). */
async function creditWin(db: Db, wallet: GameWallet, roundId: string, winMinor: number): Promise<number | null> {
  let balance: number;
  try {
    balance = await wallet.credit(roundId, winMinor);
  } catch (error) {
    if (error instanceof SeamlessUnavailable) return null;
    throw error;
  }
  await setStatus(db, roundId, 'CREDITING', 'SETTLED');
  return balance;
}

/**
 * Writes the outcome a round drew (from DEBITING, or OPEN for a poker draw) and pays its win (0 closes a loss).
 * Returns the balance after the win, or null when the wallet did not answer: the outcome stands and the win is
 * paid later. Only one request moves a round out of `from`; a concurrent second one is refused.
 */
export async function payWin(
  db: Db,
  wallet: GameWallet,
  roundId: string,
  from: 'DEBITING' | 'OPEN',
  answer: { win: number },
): Promise<number | null> {
  const drawn = await db
    .updateTable('provider_rounds')
    .set({ status: 'CREDITING', winMinor: answer.win, outcome: JSON.stringify(answer), state: null })
    .where('id', '=', roundId)
    .where('status', '=', from)
    .executeTakeFirst();
  if (drawn.numUpdatedRows === 0n) throw new DomainFailure(409, 'conflict', 'This round was finished by another request');
  return creditWin(db, wallet, roundId, answer.win);
}

interface UnsettledRound {
  id: string;
  status: RoundStatus;
  winMinor: number;
  createdAt: string;
}

/** Finishes one unsettled round: pays a drawn win again, or rolls back a bet whose debit got no answer. True when done. */
async function finishRound(db: Db, wallet: GameWallet, round: UnsettledRound): Promise<boolean> {
  if (round.status === 'CREDITING') return (await creditWin(db, wallet, round.id, round.winMinor)) !== null;
  return cancelRound(db, wallet, round.id);
}

/** Rounds of one REAL session still owing money: drawn and unpaid, or debits unanswered for STALE_DEBIT_MS. */
export async function finishSessionRounds(db: Db, session: ProviderSession, wallet: GameWallet, log: Logger): Promise<void> {
  const staleBefore = new Date(Date.now() - STALE_DEBIT_MS).toISOString();
  const rounds = await db
    .selectFrom('provider_rounds')
    .select(['id', 'status', 'winMinor', 'createdAt'])
    .where('sessionId', '=', session.id)
    .where((eb) => eb.or([eb('status', '=', 'CREDITING'), eb.and([eb('status', '=', 'DEBITING'), eb('createdAt', '<', staleBefore)])]))
    .execute();
  for (const round of rounds) {
    // This call goes on either way: the round is tried again next time.
    await finishRound(db, wallet, round).catch((error: unknown) =>
      log.warn({ err: error, roundId: round.id }, 'unsettled round not finished'),
    );
  }
}

/**
 * At start-up: every REAL round a stopped process left unsettled (on any session, expired ones too) is paid or
 * rolled back. A round still being played by another node may be rolled back too; the protocol then refuses
 * its late debit, so no money is lost either way.
 */
export async function sweepUnsettledRounds(
  db: Db,
  walletOf: (session: ProviderSession) => GameWallet,
  log: Logger,
): Promise<{ finished: number; left: number }> {
  const rows = await db
    .selectFrom('provider_rounds as r')
    .innerJoin('provider_sessions as s', 's.id', 'r.sessionId')
    .select(['r.id', 'r.status', 'r.winMinor', 'r.createdAt', 'r.sessionId'])
    .where('s.mode', '=', 'REAL')
    .where('r.status', 'in', ['DEBITING', 'CREDITING'])
    .execute();
  let finished = 0;
  for (const row of rows) {
    const session = await db.selectFrom('provider_sessions').selectAll().where('id', '=', row.sessionId).executeTakeFirstOrThrow();
    const done = await finishRound(db, walletOf(session), row).catch((error: unknown) => {
      log.warn({ err: error, roundId: row.id }, 'unsettled round not finished');
      return false;
    });
    if (done) finished++;
  }
  return { finished, left: rows.length - finished };
}
