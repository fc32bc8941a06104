// Deposit orders: a member opens one on a channel (idempotently), the channel's provider says how to pay it, and it
// completes once — PAID by a verified gateway callback or by ops for a bank transfer (a DEPOSIT entry from the
// house's deposits account into the wallet, and a 'deposit arrival' message), or FAILED / REJECTED (a 'deposit
// failed' message). The PENDING → final move is a conditional update on the order's transaction, so a replayed
// callback credits nothing twice. The member's deposit limits are checked when an order is opened (issue 20).
import type { Selectable } from 'kysely';
import type { Language } from '@mekong/contracts';
import type { DepositChannel, DepositOrder, DepositStatus } from '@mekong/contracts/money';
import type { Db } from '../../db/database';
import type { DepositOrdersTable } from './cashier.table';
import type { MemberRow } from '../accounts/members.repository';
import { HOUSE_ACCOUNTS, moveAmount, postEntry, runIdempotent, walletAccount } from '../ledger';
import { addMessage, messageNotices } from '../messages/messages.repository';
import { DomainFailure } from '../failure';
import { noNotices, type Moved } from './live-notices';
import { memberCall, memberOrdersPage, newOrderId, orderNotFound, orderState } from './orders';
import type { PaymentProviders } from './payment-provider';
import { payDepositBonuses } from '../promotions/deposit-bonus';
import { earnDepositTickets } from '../rewards/wheels';
import { earnDepositPoints } from '../points/accrual';
import { requireWithinPlayLimits } from '../play-limits';

type DepositRow = Selectable<DepositOrdersTable>;

export interface CreateDepositInput {
  channel: DepositChannel;
  amount: number;
  depositorName?: string;
  idempotencyKey: string;
}

function providerOf(providers: PaymentProviders, channel: DepositChannel) {
  const provider = providers[channel];
  if (!provider) throw new DomainFailure(400, 'bad-request', `The ${channel} channel is not offered`, { field: 'channel' });
  return provider;
}

export function toDepositOrder(row: DepositRow, providers: PaymentProviders, language: Language | null): DepositOrder {
  const pending = row.status === 'PENDING';
  return {
    id: row.id,
    channel: row.channel,
    amount: row.amountMinor,
    status: row.status,
    depositorName: row.depositorName,
    payUrl: pending ? (providers[row.channel]?.paymentFor({ id: row.id, amountMinor: row.amountMinor }, language).payUrl ?? null) : null,
    createdAt: row.createdAt,
    completedAt: row.completedAt,
  };
}

/** Opens a PENDING order; the same key and request answers the same order. */
export async function createDeposit(
  db: Db,
  member: MemberRow,
  input: CreateDepositInput,
  providers: PaymentProviders,
  language: Language | null,
  now = new Date(),
): Promise<DepositOrder> {
  providerOf(providers, input.channel);
  // The name on the sending account lets ops match a bank transfer; the member's bank-account name stands in for it.
  const depositorName = input.depositorName?.trim() || member.payeeName || null;
  if (input.channel === 'BANK_TRANSFER' && !depositorName)
    throw new DomainFailure(400, 'bad-request', "Missing body field 'depositorName': the name on the sending bank account", {
      field: 'depositorName',
    });
  return runIdempotent(db, memberCall(member.id, input), async (trx) => {
    const row: DepositRow = {
      id: newOrderId('D'),
      memberId: member.id,
      channel: input.channel,
      amountMinor: input.amount,
      status: 'PENDING',
      depositorName,
      providerReference: null,
      failureReason: null,
      entryId: null,
      createdAt: now.toISOString(),
      completedAt: null,
    };
    await trx.insertInto('deposit_orders').values(row).execute();
    // The member's deposit limits apply here, at the request: once paid, money cannot be refused (the gateway or the
    // bank has it), so an order counts toward the limits from now on, waiting or paid (play-limits/usage.ts).
    await requireWithinPlayLimits(trx, member.id, { DEPOSIT: input.amount }, now);
    return toDepositOrder(row, providers, language);
  });
}

export function listDeposits(
  db: Db,
  memberId: string,
  page: { pageNo: number; pageSize: number },
  providers: PaymentProviders,
  language: Language | null,
) {
  return memberOrdersPage(db, 'deposit_orders', memberId, page, (row) => toDepositOrder(row, providers, language));
}

export type DepositOutcome =
  { status: 'PAID'; reference: string | null } | { status: 'FAILED' | 'REJECTED'; reference: string | null; reason: string | null };

export interface DepositCompletion {
  /** Only orders of this channel: a gateway's callback cannot complete a bank transfer, nor ops a gateway's order. */
  channel: DepositChannel;
  /** What the gateway says was paid; refused when it is not the order's amount. */
  amountMinor?: number;
}

/**
 * Completes a PENDING order once. The same outcome again (a replayed callback, a repeated ops command) answers the
 * order as it is and moves nothing; another outcome for a completed order is refused.
 */
export async function completeDeposit(
  db: Db,
  orderId: string,
  outcome: DepositOutcome,
  expected: DepositCompletion,
  now = new Date(),
): Promise<Moved<DepositRow>> {
  const notices = noNotices();
  const value = await db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('deposit_orders').selectAll().where('id', '=', orderId).executeTakeFirst();
    if (!order || order.channel !== expected.channel) throw orderNotFound(orderId);
    if (expected.amountMinor !== undefined && expected.amountMinor !== order.amountMinor) {
      throw new DomainFailure(
        400,
        'amount-mismatch',
        `Order ${orderId} is for ${order.amountMinor} minor units, not ${expected.amountMinor}`,
      );
    }
    const completedAt = now.toISOString();
    const reason = outcome.status === 'PAID' ? null : outcome.reason;
    const moved = await trx
      .updateTable('deposit_orders')
      .set({ status: outcome.status, completedAt, providerReference: outcome.reference, failureReason: reason })
      .where('id', '=', orderId)
      .where('status', '=', 'PENDING')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) {
      const current = await trx.selectFrom('deposit_orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
      if (current.status === outcome.status) return current;
      throw orderState(orderId, current.status, 'PENDING');
    }
    const params = { amount: order.amountMinor, orderId };
    if (outcome.status === 'PAID') {
      const entry = await postEntry(trx, {
        kind: 'DEPOSIT',
        reference: orderId,
        memo: `${order.channel} deposit`,
        postings: moveAmount(HOUSE_ACCOUNTS.deposits, walletAccount(order.memberId), order.amountMinor),
      });
      await trx.updateTable('deposit_orders').set({ entryId: entry.entryId }).where('id', '=', orderId).execute();
      // A joined first-deposit or reload promotion pays its bonus with the deposit, or not at all; so does a referral.
      const bonuses = await payDepositBonuses(trx, order.memberId, order.amountMinor, orderId, now);
      notices.wallets.push(...bonuses.credited);
      // A deposit over a prize wheel's threshold earns one ticket of it.
      await earnDepositTickets(trx, order.memberId, order.amountMinor, orderId, now);
      // And its points, at the deposit ratio (requirements §3), with the deposit or not at all.
      await earnDepositPoints(trx, order.memberId, order.amountMinor, orderId, now);
      const message = await addMessage(trx, order.memberId, 'DEPOSIT_ARRIVAL', params, now);
      notices.wallets.push(order.memberId);
      notices.messages.push(...messageNotices(message, order.memberId));
      return { ...order, status: 'PAID' as DepositStatus, completedAt, providerReference: outcome.reference, entryId: entry.entryId };
    }
    const message = await addMessage(trx, order.memberId, 'DEPOSIT_FAILED', reason ? { ...params, reason } : params, now);
    notices.messages.push(...messageNotices(message, order.memberId));
    return { ...order, status: outcome.status, completedAt, providerReference: outcome.reference, failureReason: reason };
  });
  return { value, notices };
}

export interface PendingDeposit extends DepositRow {
  account: string;
}

/** Orders waiting for payment or for ops, oldest first. */
export function listPendingDeposits(db: Db): Promise<PendingDeposit[]> {
  return db
    .selectFrom('deposit_orders')
    .innerJoin('members', 'members.id', 'deposit_orders.memberId')
    .selectAll('deposit_orders')
    .select('members.account')
    .where('deposit_orders.status', '=', 'PENDING')
    .orderBy('deposit_orders.createdAt')
    .execute();
}
