// The demo money history: seeded once through the cashier's functions, leaving demo_member's wallet where the
// accounts seed put it and the ledger true.
import { buildTestApp } from '../../test-support/test-app';
import { findMemberByAccount } from '../../modules/accounts/members.repository';
import { countUnread, listMessages } from '../../modules/messages/messages.repository';
import { accountBalance, checkLedgerInvariant, heldAccount } from '../../modules/ledger';
import { defaultCashierSettings } from '../../modules/cashier/settings';
import { seedMoneyIfEmpty } from './money.seed';
import { DEMO_ACCOUNTS } from './accounts.seed';

it("seeds demo_member's deposits, an approved withdrawal awaiting confirmation and messages, once", async () => {
  const { app, close } = await buildTestApp();
  try {
    const member = await findMemberByAccount(app.db, DEMO_ACCOUNTS.member.account);
    if (!member) throw new Error('demo_member not seeded');
    const deposits = await app.db
      .selectFrom('deposit_orders')
      .select(['channel', 'amountMinor', 'status'])
      .where('memberId', '=', member.id)
      .orderBy('createdAt')
      .execute();
    expect(deposits).toEqual([
      { channel: 'DEMO_GATEWAY', amountMinor: 20_000_000, status: 'PAID' },
      { channel: 'BANK_TRANSFER', amountMinor: 10_000_000, status: 'PAID' },
      { channel: 'DEMO_GATEWAY', amountMinor: 5_000_000, status: 'FAILED' },
    ]);
    const withdrawals = await app.db
      .selectFrom('withdrawal_orders')
      .select(['amountMinor', 'status', 'confirmDeadline'])
      .where('memberId', '=', member.id)
      .execute();
    expect(withdrawals).toEqual([{ amountMinor: 30_000_000, status: 'APPROVED', confirmDeadline: expect.any(String) }]);
    const { list } = await listMessages(app.db, member.id, 1, 10);
    expect(list.map((m) => [m.kind, m.readAt === null])).toEqual([
      ['WITHDRAWAL_APPROVED', true],
      ['DEPOSIT_FAILED', true],
      ['DEPOSIT_ARRIVAL', false],
      ['DEPOSIT_ARRIVAL', false],
    ]);
    expect(await countUnread(app.db, member.id)).toBe(2);
    // Paid in 300,000 kip, paid out 300,000 kip: the wallet is untouched, nothing stays held.
    const entries = await app.db
      .selectFrom('postings')
      .innerJoin('journal_entries', 'journal_entries.id', 'postings.entryId')
      .select((eb) => eb.fn.sum<number>('postings.amountMinor').as('total'))
      .where('postings.accountId', '=', `wallet:${member.id}`)
      .where('journal_entries.kind', 'in', ['DEPOSIT', 'WITHDRAWAL_HOLD'])
      .executeTakeFirstOrThrow();
    expect(Number(entries.total)).toBe(0);
    expect(await accountBalance(app.db, heldAccount(member.id))).toBe(0);
    expect(await seedMoneyIfEmpty(app.db, defaultCashierSettings())).toBe(false);
    expect((await checkLedgerInvariant(app.db)).problems).toEqual([]);
  } finally {
    await close();
  }
});
