// Demo money history for demo_member, written through the cashier's own functions so the ledger stays true: a paid
// gateway deposit, a paid bank transfer, a failed gateway payment, and a withdrawal of the same total, approved and
// waiting for the member's confirmation — so the wallet ends where the accounts seed left it. Messages of each
// arrive as they would; the older ones are read. Only on a database with no orders and no messages; fixed
// idempotency keys make a second node seeding at the same moment replay instead of doubling the history.
import type { Db } from '../database';
import { findMemberByAccount } from '../../modules/accounts/members.repository';
import { createDeposit, completeDeposit, type DepositOutcome } from '../../modules/cashier/deposits';
import { approveWithdrawal, placeWithdrawal } from '../../modules/cashier/withdrawals';
import { createPaymentProviders } from '../../modules/cashier/payment-channels';
import type { CashierSettings } from '../../modules/cashier/settings';
import { listMessages, markMessagesRead } from '../../modules/messages/messages.repository';
import { ApiFailure } from '../../plugins/app/errors';
import type { DepositChannel } from '@mekong/contracts/money';
import { DEMO_ACCOUNTS } from './accounts.seed';

const DEPOSITS: { channel: DepositChannel; amount: number; outcome: DepositOutcome }[] = [
  { channel: 'DEMO_GATEWAY', amount: 20_000_000, outcome: { status: 'PAID', reference: 'DEMO-SEED-1' } },
  { channel: 'BANK_TRANSFER', amount: 10_000_000, outcome: { status: 'PAID', reference: 'ops' } },
  {
    channel: 'DEMO_GATEWAY',
    amount: 5_000_000,
    outcome: { status: 'FAILED', reference: 'DEMO-SEED-3', reason: 'The payer failed the payment at the demo gateway' },
  },
];
const WITHDRAWAL = { amount: 30_000_000, bankName: 'BCEL Bank', bankAccountNo: '0201000987654321', accountName: 'DEMO MEMBER' };
/** The newest messages stay unread, so the badge has something to show. */
const UNREAD_KEPT = 2;

async function hasMoneyHistory(db: Db): Promise<boolean> {
  const [deposit, withdrawal, message] = await Promise.all([
    db.selectFrom('deposit_orders').select('id').limit(1).executeTakeFirst(),
    db.selectFrom('withdrawal_orders').select('id').limit(1).executeTakeFirst(),
    db.selectFrom('member_messages').select('id').limit(1).executeTakeFirst(),
  ]);
  return Boolean(deposit || withdrawal || message);
}

export async function seedMoneyIfEmpty(db: Db, settings: CashierSettings): Promise<boolean> {
  if (await hasMoneyHistory(db)) return false;
  const member = await findMemberByAccount(db, DEMO_ACCOUNTS.member.account);
  if (!member) return false;
  const providers = createPaymentProviders(settings);
  // A millisecond between steps, so newest-first lists show the history in the order it happened.
  const start = Date.now();
  let step = 0;
  const next = () => new Date(start + step++);
  try {
    for (const [index, deposit] of DEPOSITS.entries()) {
      const channel = providers[deposit.channel] ? deposit.channel : 'BANK_TRANSFER';
      const key = `demo-seed-deposit-${index + 1}`;
      const order = await createDeposit(
        db,
        member,
        { channel, amount: deposit.amount, depositorName: 'DEMO MEMBER', idempotencyKey: key },
        providers,
        null,
        next(),
      );
      await completeDeposit(db, order.id, deposit.outcome, { channel }, next());
    }
    const withdrawal = await placeWithdrawal(db, member, { ...WITHDRAWAL, idempotencyKey: 'demo-seed-withdrawal-1' }, next());
    await approveWithdrawal(db, withdrawal.value.id, settings.withdrawalAutoReceiveMinutes, next());
  } catch (error) {
    // A node seeding at the same moment approved it first.
    if (error instanceof ApiFailure && error.code === 'order-state') return false;
    throw error;
  }
  const { list } = await listMessages(db, member.id, 1, 100);
  await markMessagesRead(db, member.id, { ids: list.slice(UNREAD_KEPT).map((message) => message.id) });
  return true;
}
