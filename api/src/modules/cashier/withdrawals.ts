// Withdrawal orders (requirements §4 Withdrawal confirmation). A request holds the amount (WITHDRAWAL_HOLD, wallet → held)
// and waits for ops: approval pays it out (WITHDRAWAL_PAYOUT, held → the house's withdrawals account) and starts
// the member's confirmation window; rejection releases it (WITHDRAWAL_RELEASE, held → wallet). The member answers
// Received, Not received or Partial (with proof images for the last two); no answer before the deadline counts as
// received, and nothing is refunded then. Ops refund what a disputed withdrawal did not deliver
// (WITHDRAWAL_REFUND). Every status move is a conditional update on the same transaction as its entry.
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { type WithdrawalAnswer, type WithdrawalOrder, type WithdrawalStatus } from '@mekong/contracts/money';
import { ACCOUNT_FAILURES } from '@mekong/contracts/account';
import type { Db } from '../../db/database';
import type { WithdrawalOrdersTable } from './cashier.table';
import type { MemberRow } from '../accounts/members.repository';
import { findBankAccount, hasBankAccounts, isBoundAccountNo, maskAccountNo } from '../accounts/bank-accounts';
import { heldAccount, HOUSE_ACCOUNTS, moveAmount, postEntry, runIdempotent, walletAccount } from '../ledger';
import { addMessage, messageNotices } from '../messages/messages.repository';
import { DomainFailure } from '../failure';
import { noNotices, type LiveNotices, type Moved } from './live-notices';
import { memberCall, memberOrdersPage, newOrderId, orderNotFound, orderState } from './orders';
import { readProofImages } from './proof-images';
import { requireTurnoverMet } from '../promotions/turnover';
import { requireNotFrozen, settleDueDividends } from '../settlements/freeze';

export type WithdrawalRow = Selectable<WithdrawalOrdersTable>;

export function toWithdrawalOrder(row: WithdrawalRow): WithdrawalOrder {
  return {
    id: row.id,
    amount: row.amountMinor,
    status: row.status,
    bankName: row.bankName,
    bankAccountNo: maskAccountNo(row.bankAccountNo),
    accountName: row.accountName,
    createdAt: row.createdAt,
    reviewedAt: row.reviewedAt,
    rejectReason: row.rejectReason,
    confirmDeadline: row.confirmDeadline,
    receivedAmount: row.receivedMinor,
    disputedAmount: row.disputedMinor,
    confirmedAt: row.confirmedAt,
  };
}

/** Names compare as people write them: case, outer and repeated spaces aside. */
const sameName = (a: string, b: string): boolean =>
  a.trim().replace(/\s+/g, ' ').toUpperCase() === b.trim().replace(/\s+/g, ' ').toUpperCase();

export interface WithdrawalRequest {
  amount: number;
  /** Checked by the caller; never part of the hashed request. */
  withdrawPassword?: string;
  /** A bound bank account of the member: the destination then comes from it. */
  bankAccountId?: string | undefined;
  bankName?: string | undefined;
  bankAccountNo?: string | undefined;
  accountName?: string | undefined;
  idempotencyKey: string;
}

type Destination = Pick<WithdrawalRow, 'bankName' | 'bankAccountNo' | 'accountName'>;

/**
 * Where the money goes: the named bound account of this member (another member's is unknown), or the given details,
 * which must name a bound account once the member has any (issue 19), and the real name on file when there is one.
 */
async function destinationOf(db: Db, member: MemberRow, input: WithdrawalRequest): Promise<Destination> {
  if (input.bankAccountId) {
    const bound = await findBankAccount(db, member.id, input.bankAccountId);
    if (!bound) throw new DomainFailure(404, ACCOUNT_FAILURES.bankNotFound, 'No such bank account', { field: 'bankAccountId' });
    return { bankName: bound.bankName, bankAccountNo: bound.accountNo, accountName: bound.accountName };
  }
  const { bankName, bankAccountNo, accountName } = input;
  if (!bankName) throw badField('bankName', 'bankName is required', true);
  if (!bankAccountNo) throw badField('bankAccountNo', 'bankAccountNo is required', true);
  if (!accountName) throw badField('accountName', 'accountName is required', true);
  if ((await hasBankAccounts(db, member.id)) && !(await isBoundAccountNo(db, member.id, bankAccountNo)))
    throw new DomainFailure(400, ACCOUNT_FAILURES.bankNotBound, 'Withdrawals go only to a bank account bound in My account', {
      field: 'bankAccountNo',
    });
  if (member.payeeName && !sameName(member.payeeName, accountName)) {
    throw badField('accountName', 'it must be the bank-account name on file for this member');
  }
  return { bankName, bankAccountNo, accountName };
}

/** Holds the amount and opens a PENDING order. The withdraw password is the caller's to check first. */
export async function placeWithdrawal(
  db: Db,
  member: MemberRow,
  input: WithdrawalRequest,
  now = new Date(),
): Promise<Moved<WithdrawalOrder>> {
  const destination = await destinationOf(db, member, input);
  const notices = noNotices();
  // Dividend periods this member pays that have ended are settled first (consume before check: freeze.ts).
  notices.wallets.push(...(await settleDueDividends(db, member.id, now)));
  const value = await runIdempotent(db, memberCall(member.id, input, ['withdrawPassword']), async (trx) => {
    const id = newOrderId('W');
    await postEntry(trx, {
      kind: 'WITHDRAWAL_HOLD',
      reference: id,
      memo: 'withdrawal requested',
      postings: moveAmount(walletAccount(member.id), heldAccount(member.id), input.amount),
    });
    // A promotion bonus locks withdrawals until its turnover is met (a replay of an earlier request is not asked
    // again); asked once the hold holds the wallet row, so a bonus paid meanwhile cannot slip out with it.
    await requireTurnoverMet(trx, member.id);
    // An account owing its downlines dividends is frozen (requirements §4) until a settlement run collects them.
    await requireNotFrozen(trx, member.id, now);
    const row: WithdrawalRow = {
      id,
      memberId: member.id,
      amountMinor: input.amount,
      status: 'PENDING',
      ...destination,
      reviewedAt: null,
      rejectReason: null,
      confirmDeadline: null,
      receivedMinor: null,
      disputedMinor: null,
      confirmedAt: null,
      createdAt: now.toISOString(),
    };
    await trx.insertInto('withdrawal_orders').values(row).execute();
    notices.wallets.push(member.id);
    return toWithdrawalOrder(row);
  });
  return { value, notices };
}

/**
 * Moves an order (of `memberId`, when given) from one of `from` to the state `changes` makes of it, on `trx`; or
 * refuses: 404 when there is no such order, 409 when it is in another state.
 */
async function moveOrder(
  trx: Db,
  id: string,
  from: readonly WithdrawalStatus[],
  changesOf: (order: WithdrawalRow) => Partial<WithdrawalRow>,
  memberId?: string,
): Promise<WithdrawalRow> {
  const order = await trx
    .selectFrom('withdrawal_orders')
    .selectAll()
    .where('id', '=', id)
    .$if(memberId !== undefined, (qb) => qb.where('memberId', '=', memberId ?? ''))
    .executeTakeFirst();
  if (!order) throw orderNotFound(id);
  const changes = changesOf(order);
  const moved = await trx
    .updateTable('withdrawal_orders')
    .set(changes)
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) {
    const current = await trx.selectFrom('withdrawal_orders').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    throw orderState(id, current.status, from.join(' or '));
  }
  return { ...order, ...changes };
}

async function withMessage(
  trx: Db,
  notices: LiveNotices,
  order: WithdrawalRow,
  kind: 'WITHDRAWAL_APPROVED' | 'WITHDRAWAL_REJECTED' | 'WITHDRAWAL_REFUNDED',
  params: { amount: number; reason?: string },
  now: Date,
) {
  const message = await addMessage(trx, order.memberId, kind, { ...params, orderId: order.id }, now);
  notices.messages.push(...messageNotices(message, order.memberId));
}

/** Ops: pays the held amount out and gives the member `autoReceiveMinutes` to answer. */
export async function approveWithdrawal(db: Db, id: string, autoReceiveMinutes: number, now = new Date()): Promise<Moved<WithdrawalRow>> {
  const notices = noNotices();
  const placed = await db.selectFrom('withdrawal_orders').select('memberId').where('id', '=', id).executeTakeFirst();
  if (placed) notices.wallets.push(...(await settleDueDividends(db, placed.memberId, now)));
  const value = await db.transaction().execute(async (trx) => {
    const deadline = new Date(now.getTime() + autoReceiveMinutes * 60_000).toISOString();
    const order = await moveOrder(trx, id, ['PENDING'], () => ({
      status: 'APPROVED',
      reviewedAt: now.toISOString(),
      confirmDeadline: deadline,
    }));
    // An order placed before its member came to owe dividends is not paid out while the debt stands (requirements
    // §4 freeze): ops reject it, its amount goes back to the wallet and the next settlement run collects the debt.
    await requireNotFrozen(trx, order.memberId, now);
    await postEntry(trx, {
      kind: 'WITHDRAWAL_PAYOUT',
      reference: id,
      memo: 'withdrawal paid out',
      postings: moveAmount(heldAccount(order.memberId), HOUSE_ACCOUNTS.withdrawals, order.amountMinor),
    });
    await withMessage(trx, notices, order, 'WITHDRAWAL_APPROVED', { amount: order.amountMinor }, now);
    return order;
  });
  return { value, notices };
}

/** Ops: refuses the withdrawal and gives the held amount back to the wallet. */
export async function rejectWithdrawal(db: Db, id: string, reason: string, now = new Date()): Promise<Moved<WithdrawalRow>> {
  const notices = noNotices();
  const value = await db.transaction().execute(async (trx) => {
    const order = await moveOrder(trx, id, ['PENDING'], () => ({
      status: 'REJECTED',
      reviewedAt: now.toISOString(),
      rejectReason: reason,
    }));
    await postEntry(trx, {
      kind: 'WITHDRAWAL_RELEASE',
      reference: id,
      memo: 'withdrawal rejected',
      postings: moveAmount(heldAccount(order.memberId), walletAccount(order.memberId), order.amountMinor),
    });
    notices.wallets.push(order.memberId);
    await withMessage(trx, notices, order, 'WITHDRAWAL_REJECTED', { amount: order.amountMinor, reason }, now);
    return order;
  });
  return { value, notices };
}

/** Ops: credits back what a NOT_RECEIVED or PARTIAL withdrawal did not deliver. */
export async function refundWithdrawal(db: Db, id: string, now = new Date()): Promise<Moved<WithdrawalRow>> {
  const notices = noNotices();
  const value = await db.transaction().execute(async (trx) => {
    const order = await moveOrder(trx, id, ['NOT_RECEIVED', 'PARTIAL'], () => ({ status: 'REFUNDED' }));
    const amount = order.disputedMinor ?? 0;
    await postEntry(trx, {
      kind: 'WITHDRAWAL_REFUND',
      reference: id,
      memo: 'undelivered withdrawal refunded',
      postings: moveAmount(HOUSE_ACCOUNTS.withdrawals, walletAccount(order.memberId), amount),
    });
    notices.wallets.push(order.memberId);
    await withMessage(trx, notices, order, 'WITHDRAWAL_REFUNDED', { amount }, now);
    return order;
  });
  return { value, notices };
}

export interface WithdrawalConfirmation {
  id: string;
  answer: WithdrawalAnswer;
  receivedAmount?: number;
  proofImages?: { name: string; dataUrl: string }[];
  idempotencyKey: string;
}

/** Bad input of one field; the value names it, so the site shows its own translated text for that field. */
function badField(field: string, message: string, missing = false): DomainFailure {
  return new DomainFailure(400, 'bad-request', `${missing ? 'Missing' : 'Invalid'} body field '${field}': ${message}`, { field });
}

/** The member's answer to an APPROVED withdrawal of its own. */
export async function confirmWithdrawal(
  db: Db,
  member: MemberRow,
  input: WithdrawalConfirmation,
  now = new Date(),
): Promise<WithdrawalOrder> {
  const disputed = input.answer !== 'RECEIVED';
  const given = input.proofImages ?? [];
  if (disputed && given.length === 0) throw badField('proofImages', `${input.answer} needs one to three proof images`);
  if (!disputed && given.length > 0) throw badField('proofImages', 'proof images go with NOT_RECEIVED or PARTIAL only');
  if (input.answer !== 'PARTIAL' && input.receivedAmount !== undefined)
    throw badField('receivedAmount', 'receivedAmount goes with PARTIAL only');
  if (input.answer === 'PARTIAL' && input.receivedAmount === undefined) throw badField('receivedAmount', 'the amount that arrived', true);
  const proofs = readProofImages(given);
  return runIdempotent(db, memberCall(member.id, input), async (trx) => {
    const moved = await moveOrder(
      trx,
      input.id,
      ['APPROVED'],
      (order) => {
        const received =
          input.answer === 'RECEIVED' ? order.amountMinor : input.answer === 'NOT_RECEIVED' ? 0 : (input.receivedAmount ?? 0);
        if (input.answer === 'PARTIAL' && (received <= 0 || received >= order.amountMinor)) {
          throw badField('receivedAmount', `a partial amount is more than 0 and less than ${order.amountMinor} minor units`);
        }
        return {
          status: input.answer,
          receivedMinor: received,
          disputedMinor: disputed ? order.amountMinor - received : null,
          confirmedAt: now.toISOString(),
        };
      },
      member.id,
    );
    if (proofs.length > 0) {
      await trx
        .insertInto('withdrawal_proofs')
        .values(
          proofs.map((proof) => ({
            id: randomUUID(),
            withdrawalId: input.id,
            name: proof.name,
            mimeType: proof.mimeType,
            data: proof.data,
            createdAt: now.toISOString(),
          })),
        )
        .execute();
    }
    return toWithdrawalOrder(moved);
  });
}

/**
 * APPROVED orders past their deadline count as received (requirements §4: a forced receipt refunds nothing; the money was
 * paid out at approval). Returns the ids moved.
 */
export async function runAutoReceiveOnce(db: Db, now: Date): Promise<string[]> {
  const at = now.toISOString();
  const rows = await db
    .updateTable('withdrawal_orders')
    .set((eb) => ({ status: 'AUTO_RECEIVED' as WithdrawalStatus, receivedMinor: eb.ref('amountMinor'), confirmedAt: at }))
    .where('status', '=', 'APPROVED')
    .where('confirmDeadline', '<=', at)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

export function listWithdrawals(db: Db, memberId: string, page: { pageNo: number; pageSize: number }) {
  return memberOrdersPage(db, 'withdrawal_orders', memberId, page, toWithdrawalOrder);
}

/** Approved withdrawals waiting for the member's answer, soonest deadline first. */
export async function awaitingConfirmation(db: Db, memberId: string): Promise<WithdrawalOrder[]> {
  const rows = await db
    .selectFrom('withdrawal_orders')
    .selectAll()
    .where('memberId', '=', memberId)
    .where('status', '=', 'APPROVED')
    .orderBy('confirmDeadline')
    .execute();
  return rows.map(toWithdrawalOrder);
}

export interface OpenWithdrawal extends WithdrawalRow {
  account: string;
}

/** What ops have to act on: PENDING requests and disputed (NOT_RECEIVED, PARTIAL) payouts, oldest first. */
export function listOpenWithdrawals(db: Db): Promise<OpenWithdrawal[]> {
  return db
    .selectFrom('withdrawal_orders')
    .innerJoin('members', 'members.id', 'withdrawal_orders.memberId')
    .selectAll('withdrawal_orders')
    .select('members.account')
    .where('withdrawal_orders.status', 'in', ['PENDING', 'NOT_RECEIVED', 'PARTIAL'])
    .orderBy('withdrawal_orders.createdAt')
    .execute();
}
