// The cashier's ops commands: review deposits and withdrawals (confirm, reject, approve, refund), grant a bonus, and
// check the ledger's invariant. Each runs the same module function the API would, and hands what it moved to
// `notify`, which tells the running server so the member sees it live.
import { CURRENCY_SYMBOL, formatMoney, parseMinorUnits } from '@mekong/contracts';
import type { Db } from '../db/database';
import { findMemberByAccount, findMemberById, isTrial } from '../modules/accounts/members.repository';
import { checkLedgerInvariant } from '../modules/ledger';
import { completeDeposit, listPendingDeposits } from '../modules/cashier/deposits';
import { approveWithdrawal, listOpenWithdrawals, refundWithdrawal, rejectWithdrawal } from '../modules/cashier/withdrawals';
import { grantBonus } from '../modules/cashier/bonuses';
import type { LiveNotices } from '../modules/cashier/live-notices';
import { grantReferenceField } from '../modules/rewards/grant-reference';
import { printed } from './printable';

export const MONEY_USAGE = `  deposits                         List deposits waiting for payment or review
  deposit-confirm <orderId>        Confirm a bank-transfer deposit: credit the member
  deposit-reject <orderId> <reason>  Reject a bank-transfer deposit (the member gets a 'deposit failed' message)
  withdrawals                      List withdrawals waiting for review, and disputed ones
  withdrawal-approve <id>          Approve a withdrawal: pay it out, start the member's confirmation window
  withdrawal-reject <id> <reason>  Reject a withdrawal: release the held amount to the wallet
  withdrawal-refund <id>           Refund what a disputed (NOT_RECEIVED or PARTIAL) withdrawal did not deliver
  bonus <account> <kip> --ref <reference> <reason>  Credit a bonus once per grant reference (a retry is safe),
                                   e.g. bonus demo_member 100.00 --ref ticket-4711 welcome bonus
  ledger-check                     Check the ledger's invariant (exit code 1 on problems)`;

export type MoneyOpsCommand =
  | { kind: 'deposits' }
  | { kind: 'deposit-confirm'; orderId: string }
  | { kind: 'deposit-reject'; orderId: string; reason: string }
  | { kind: 'withdrawals' }
  | { kind: 'withdrawal-approve'; id: string }
  | { kind: 'withdrawal-reject'; id: string; reason: string }
  | { kind: 'withdrawal-refund'; id: string }
  | { kind: 'bonus'; account: string; amountMinor: number; reference: string; reason: string }
  | { kind: 'ledger-check' };

const REASON_MAX = 200;

/** A command the money part knows, the reason its arguments are wrong, or null for a command it does not know. */
export function parseMoneyCommand(command: string, rest: string[]): MoneyOpsCommand | { error: string } | null {
  const none = (kind: 'deposits' | 'withdrawals' | 'ledger-check'): MoneyOpsCommand | { error: string } =>
    rest.length > 0 ? { error: `Unexpected argument '${rest[0]}'` } : { kind };
  const id = (what: string): string | { error: string } => {
    const [value, extra] = rest;
    if (value === undefined) return { error: `'${command}' needs ${what}` };
    if (extra !== undefined) return { error: `Unexpected argument '${extra}'` };
    return value;
  };
  // A reason is every remaining word, so it need not be quoted.
  const idAndReason = (what: string): { id: string; reason: string } | { error: string } => {
    const [value, ...words] = rest;
    const reason = words.join(' ').trim();
    if (value === undefined) return { error: `'${command}' needs ${what} and a reason` };
    if (reason === '') return { error: `'${command}' needs a reason after ${what}` };
    if (reason.length > REASON_MAX) return { error: `The reason may be at most ${REASON_MAX} characters` };
    return { id: value, reason };
  };
  switch (command) {
    case 'deposits':
    case 'withdrawals':
    case 'ledger-check':
      return none(command);
    case 'deposit-confirm': {
      const orderId = id('an order id');
      return typeof orderId === 'string' ? { kind: command, orderId } : orderId;
    }
    case 'deposit-reject': {
      const parsed = idAndReason('an order id');
      return 'error' in parsed ? parsed : { kind: command, orderId: parsed.id, reason: parsed.reason };
    }
    case 'withdrawal-approve':
    case 'withdrawal-refund': {
      const withdrawal = id('a withdrawal id');
      return typeof withdrawal === 'string' ? { kind: command, id: withdrawal } : withdrawal;
    }
    case 'withdrawal-reject': {
      const parsed = idAndReason('a withdrawal id');
      return 'error' in parsed ? parsed : { kind: command, id: parsed.id, reason: parsed.reason };
    }
    case 'bonus': {
      const [account, amount, flag, reference = '', ...words] = rest;
      const reason = words.join(' ').trim();
      // Without its reference a bonus is refused: a retried command would have paid twice.
      if (account === undefined || amount === undefined || flag !== '--ref' || reason === '')
        return {
          error: `'bonus' needs an account, an amount in kip, --ref and a grant reference, and a reason, e.g. bonus demo_member 100.00 --ref ticket-4711 welcome bonus`,
        };
      const validReference = grantReferenceField.safeParse(reference);
      if (!validReference.success)
        return { error: printed`'${reference}': ${validReference.error.issues[0]?.message ?? 'not a grant reference'}` };
      const amountMinor = parseMinorUnits(amount);
      if (amountMinor === null || amountMinor === 0)
        return { error: `'${amount}' is not an amount in kip above 0 with at most two decimals, e.g. 100.00` };
      if (reason.length > REASON_MAX) return { error: `The reason may be at most ${REASON_MAX} characters` };
      return { kind: 'bonus', account, amountMinor, reference, reason };
    }
    default:
      return null;
  }
}

/** A command that ran but found something wrong: its output is printed and the process exits with 1. */
export class OpsCommandFailed extends Error {
  constructor(readonly output: string) {
    super(output);
    this.name = 'OpsCommandFailed';
  }
}

export interface MoneyOpsOptions {
  /** Tells the running server what moved; answers a line for the output ('' when there is nothing to say). */
  notify: (notices: LiveNotices) => Promise<string>;
  withdrawalAutoReceiveMinutes: number;
  now: () => Date;
}

const money = (minor: number | null): string => formatMoney(minor ?? 0, CURRENCY_SYMBOL);

/** Ops complete bank transfers only: a gateway's order is its gateway's to complete, and saying so beats 'no order'. */
async function requireBankTransfer(db: Db, orderId: string): Promise<void> {
  const order = await db.selectFrom('deposit_orders').select('channel').where('id', '=', orderId).executeTakeFirst();
  if (order && order.channel !== 'BANK_TRANSFER')
    throw new Error(`Deposit ${orderId} is a ${order.channel} order: its gateway confirms or fails it, not ops`);
}

async function accountOf(db: Db, memberId: string): Promise<string> {
  return (await findMemberById(db, memberId))?.account ?? memberId;
}

const lines = (...parts: string[]): string => parts.filter((part) => part !== '').join('\n');

async function describeDeposits(db: Db): Promise<string> {
  const pending = await listPendingDeposits(db);
  if (pending.length === 0) return '(no pending deposits)';
  return pending
    .map(
      (order) =>
        printed`${order.id}  ${order.account}  ${order.channel}  ${money(order.amountMinor)}  depositor: ${order.depositorName ?? '-'}  opened ${order.createdAt}`,
    )
    .join('\n');
}

async function describeWithdrawals(db: Db): Promise<string> {
  const open = await listOpenWithdrawals(db);
  if (open.length === 0) return '(no withdrawals waiting for review, none disputed)';
  return open
    .map((order) => {
      const dispute = order.status === 'PENDING' ? '' : `  received ${money(order.receivedMinor)}, disputed ${money(order.disputedMinor)}`;
      return (
        printed`${order.id}  ${order.account}  ${order.status}  ${money(order.amountMinor)}  to ${order.bankName} ${order.bankAccountNo} '${order.accountName}'  requested ${order.createdAt}` +
        dispute
      );
    })
    .join('\n');
}

async function ledgerCheck(db: Db): Promise<string> {
  const report = await checkLedgerInvariant(db);
  const output = lines(
    `entries: ${report.entries}`,
    `postings: ${report.postings}`,
    report.problems.length === 0 ? 'problems: none' : `problems:\n${report.problems.map((p) => `  - ${p}`).join('\n')}`,
  );
  if (report.problems.length > 0) throw new OpsCommandFailed(output);
  return output;
}

export async function runMoneyCommand(db: Db, command: MoneyOpsCommand, options: MoneyOpsOptions): Promise<string> {
  const now = options.now();
  switch (command.kind) {
    case 'deposits':
      return describeDeposits(db);
    case 'withdrawals':
      return describeWithdrawals(db);
    case 'ledger-check':
      return ledgerCheck(db);
    case 'deposit-confirm': {
      await requireBankTransfer(db, command.orderId);
      const { value, notices } = await completeDeposit(
        db,
        command.orderId,
        { status: 'PAID', reference: 'ops' },
        { channel: 'BANK_TRANSFER' },
        now,
      );
      return lines(
        printed`Deposit ${value.id} confirmed: ${money(value.amountMinor)} credited to ${await accountOf(db, value.memberId)}.`,
        await options.notify(notices),
      );
    }
    case 'deposit-reject': {
      await requireBankTransfer(db, command.orderId);
      const { value, notices } = await completeDeposit(
        db,
        command.orderId,
        { status: 'REJECTED', reference: 'ops', reason: command.reason },
        { channel: 'BANK_TRANSFER' },
        now,
      );
      return lines(
        printed`Deposit ${value.id} of ${await accountOf(db, value.memberId)} rejected: ${command.reason}`,
        await options.notify(notices),
      );
    }
    case 'withdrawal-approve': {
      const { value, notices } = await approveWithdrawal(db, command.id, options.withdrawalAutoReceiveMinutes, now);
      const who = await accountOf(db, value.memberId);
      return lines(
        printed`Withdrawal ${value.id} of ${who} approved: ${money(value.amountMinor)} paid out; it counts as received at ${value.confirmDeadline} unless the member answers first.`,
        await options.notify(notices),
      );
    }
    case 'withdrawal-reject': {
      const { value, notices } = await rejectWithdrawal(db, command.id, command.reason, now);
      return lines(
        printed`Withdrawal ${value.id} rejected: ${money(value.amountMinor)} released to ${await accountOf(db, value.memberId)}.`,
        await options.notify(notices),
      );
    }
    case 'withdrawal-refund': {
      const { value, notices } = await refundWithdrawal(db, command.id, now);
      return lines(
        printed`Withdrawal ${value.id} refunded: ${money(value.disputedMinor)} credited back to ${await accountOf(db, value.memberId)}.`,
        await options.notify(notices),
      );
    }
    case 'bonus': {
      const member = await findMemberByAccount(db, command.account);
      if (!member || isTrial(member.type)) throw new Error(`No real account '${command.account}'`);
      const { value, notices } = await grantBonus(db, member.id, command.amountMinor, command.reason, command.reference);
      const what = printed`Bonus of ${money(command.amountMinor)} credited to ${member.account} (entry ${value.value.entryId}): ${command.reason}`;
      if (value.repeated) return printed`Already done under reference ${command.reference}: ${what}; nothing more given.`;
      return lines(what, await options.notify(notices));
    }
  }
}
