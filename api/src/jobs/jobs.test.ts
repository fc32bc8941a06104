// The scheduled jobs of a serving node: nothing runs in an app that only answers inject calls; once it listens the
// auto-receive job takes its lease and moves overdue approved withdrawals; closing releases the lease.
import { PATHS } from '@mekong/contracts';
import { moneyEndpoints } from '@mekong/contracts/money';
import { expectValue } from '../test-support/test-app';
import { approveWithdrawal } from '../modules/cashier/withdrawals';
import { buildAppWith, expectLedgerTrue, moneyMember, newKey, WITHDRAW_PASSWORD } from '../routes/cashier/cashier-test-support';
import { AUTO_RECEIVE_JOB } from './auto-receive';

it('runs the auto-receive job under a lease once the server listens, and releases it on close', async () => {
  const server = await buildAppWith({ jobs: { autoReceiveEverySeconds: 1 } });
  const { app } = server;
  const lease = () => app.db.selectFrom('job_leases').selectAll().where('name', '=', AUTO_RECEIVE_JOB).executeTakeFirst();
  try {
    const who = await moneyMember(app, { balanceMinor: 10_000_000 });
    const order = expectValue(
      await who.post(PATHS.cashier.withdrawals, {
        amount: 5_000_000,
        withdrawPassword: WITHDRAW_PASSWORD,
        bankName: 'LDB',
        bankAccountNo: '123456789',
        accountName: 'NOY',
        idempotencyKey: newKey(),
      }),
      moneyEndpoints.requestWithdrawal,
    );
    // Approved an hour ago: its 30-minute window has passed.
    await approveWithdrawal(app.db, order.id, 30, new Date(Date.now() - 60 * 60_000));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await lease()).toBeUndefined();

    await app.listen({ port: 0, host: '127.0.0.1' });
    const status = async () =>
      (await app.db.selectFrom('withdrawal_orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).status;
    for (let tries = 0; tries < 600 && (await status()) !== 'AUTO_RECEIVED'; tries++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await status()).toBe('AUTO_RECEIVED');
    expect(await lease()).toMatchObject({ holder: expect.stringContaining(`:${process.pid}:`) });
    await expectLedgerTrue(app);
  } finally {
    await server.close();
  }
});
