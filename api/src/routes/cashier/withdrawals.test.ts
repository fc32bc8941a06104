// Withdrawals: the withdraw password, the request and its hold, ops approval and rejection, the member's answer
// (received, not received, partial, with checked proof images), refunds, auto-receive with a pinned clock and its
// job lease, idempotent replays, 200 concurrent requests on one wallet, and who may touch which order.
import { PATHS, TRIAL_TYPE } from '@mekong/contracts';
import { MONEY_LIMITS, moneyEndpoints } from '@mekong/contracts/money';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, expectFailure, expectValue, type TestApp } from '../../test-support/test-app';
import { call } from '../../test-support/accounts';
import { getBalanceMinor } from '../../modules/accounts/members.repository';
import { accountBalance, heldAccount } from '../../modules/ledger';
import { approveWithdrawal, refundWithdrawal, rejectWithdrawal, runAutoReceiveOnce } from '../../modules/cashier/withdrawals';
import { runAutoReceiveJob, AUTO_RECEIVE_JOB } from '../../jobs/auto-receive';
import { releaseLease, takeLease } from '../../jobs/lease';
import { expectLedgerTrue, moneyMember, newKey, pushesOf, WITHDRAW_PASSWORD, type MoneyMember } from './cashier-test-support';

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
});

// close() checks the ledger invariant.
afterAll(() => testApp.close());

const AMOUNT = 10_000_000;
const START = 50_000_000;
const BANK = { bankName: 'BCEL Bank', bankAccountNo: '0201000987654321', accountName: 'KHAMPHOU SISOUK' };
const T0 = new Date('2025-11-24T03:00:00.000Z');
const minutesAfter = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR proof image')]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF proof image')]);
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
const pngProof = { name: 'receipt.png', dataUrl: dataUrl('image/png', PNG) };
const jpegProof = { name: 'statement.jpg', dataUrl: dataUrl('image/jpeg', JPEG) };

const rich = (options = {}) => moneyMember(app, { balanceMinor: START, ...options });

async function request(who: MoneyMember, body: Record<string, unknown> = {}) {
  return who.post(PATHS.cashier.withdrawals, {
    amount: AMOUNT,
    withdrawPassword: WITHDRAW_PASSWORD,
    ...BANK,
    idempotencyKey: newKey(),
    ...body,
  });
}

async function approvedOrder(who: MoneyMember, amount = AMOUNT) {
  const order = expectValue(await request(who, { amount }), moneyEndpoints.requestWithdrawal);
  await approveWithdrawal(app.db, order.id, 30, T0);
  return order;
}

const confirm = (who: MoneyMember, body: Record<string, unknown>) =>
  who.post(PATHS.cashier.confirmWithdrawal, { idempotencyKey: newKey(), ...body });
const statusOf = async (id: string) =>
  (await app.db.selectFrom('withdrawal_orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const heldOf = (who: MoneyMember) => accountBalance(app.db, heldAccount(who.member.id));

describe('the withdraw password', () => {
  const set = (who: MoneyMember, body: object) => who.post(PATHS.member.withdrawPassword, body);

  it('is set the first time with the login password, and changed with the current one', async () => {
    const who = await moneyMember(app, { withdrawPassword: null });
    expect(expectValue(await who.get(PATHS.cashier.withdrawInfo), moneyEndpoints.withdrawInfo).hasWithdrawPassword).toBe(false);
    const fieldMissing = (field: string) => ({ fields: { [field]: expect.any(String) } });
    expectFailure(
      await set(who, { newWithdrawPassword: '135790', confirmWithdrawPassword: '135790' }),
      400,
      'bad-request',
      fieldMissing('loginPassword'),
    );
    expectFailure(
      await set(who, { loginPassword: 'Wrong999', newWithdrawPassword: '135790', confirmWithdrawPassword: '135790' }),
      400,
      'wrong-old-password',
    );
    expectFailure(
      await set(who, { loginPassword: 'Passw0rd9', newWithdrawPassword: '135790', confirmWithdrawPassword: '135791' }),
      400,
      'bad-request',
      fieldMissing('confirmWithdrawPassword'),
    );
    expect(
      expectFailure(
        await set(who, { loginPassword: 'Passw0rd9', newWithdrawPassword: '12345', confirmWithdrawPassword: '12345' }),
        400,
        'bad-request',
      ),
    ).toContain('6 digits');
    expect(
      expectValue(
        await set(who, { loginPassword: 'Passw0rd9', newWithdrawPassword: '135790', confirmWithdrawPassword: '135790' }),
        moneyEndpoints.setWithdrawPassword,
      ),
    ).toBeNull();
    expect(expectValue(await who.get(PATHS.wallet.transferOptions), moneyEndpoints.transferOptions).hasWithdrawPassword).toBe(true);

    // Once set, the login password no longer changes it: the current withdraw password does.
    expectFailure(
      await set(who, { loginPassword: 'Passw0rd9', newWithdrawPassword: '112233', confirmWithdrawPassword: '112233' }),
      400,
      'bad-request',
      fieldMissing('oldWithdrawPassword'),
    );
    expectFailure(
      await set(who, { oldWithdrawPassword: '000000', newWithdrawPassword: '112233', confirmWithdrawPassword: '112233' }),
      400,
      'withdraw-password-wrong',
    );
    expectValue(
      await set(who, { oldWithdrawPassword: '135790', newWithdrawPassword: '112233', confirmWithdrawPassword: '112233' }),
      moneyEndpoints.setWithdrawPassword,
    );
    expectFailure(
      await set(who, { oldWithdrawPassword: '135790', newWithdrawPassword: '445566', confirmWithdrawPassword: '445566' }),
      400,
      'withdraw-password-wrong',
    );
  });

  it('locks after repeated wrong guesses, like a login', async () => {
    const who = await rich();
    const wrong = () => request(who, { withdrawPassword: '999999' });
    let response = await wrong();
    for (let i = 0; i < 20 && response.statusCode === 400; i++) {
      expectFailure(response, 400, 'withdraw-password-wrong');
      response = await wrong();
    }
    expect(response.statusCode).toBe(423);
    expect(response.json().code).toBe('account-locked');
    // Even the right password waits for the lock to end.
    expect((await request(who)).json().code).toBe('account-locked');
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(START);
  });

  it('refuses visitors and trial accounts', async () => {
    const trial = await moneyMember(app, { type: TRIAL_TYPE, withdrawPassword: null });
    const body = { loginPassword: 'Passw0rd9', newWithdrawPassword: '135790', confirmWithdrawPassword: '135790' };
    expectFailure(await call(app, 'POST', PATHS.member.withdrawPassword, body), 401, 'unauthorized');
    expectFailure(await set(trial, body), 403, 'trial-account');
  });
});

describe('requesting a withdrawal', () => {
  it('holds the amount, opens a pending order with the account number masked, and pushes the balance', async () => {
    const who = await rich();
    const pushes = pushesOf(app, who.member.id);
    const order = expectValue(await request(who), moneyEndpoints.requestWithdrawal);
    expect(order).toEqual({
      id: expect.stringMatching(/^W[0-9A-Z]{16}$/),
      amount: AMOUNT,
      status: 'PENDING',
      bankName: 'BCEL Bank',
      bankAccountNo: '************4321',
      accountName: 'KHAMPHOU SISOUK',
      createdAt: expect.any(String),
      reviewedAt: null,
      rejectReason: null,
      confirmDeadline: null,
      receivedAmount: null,
      disputedAmount: null,
      confirmedAt: null,
    });
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(START - AMOUNT);
    expect(expectValue(await who.get(PATHS.member.fundsConsolidated), moneyEndpoints.consolidatedFunds)).toMatchObject({
      balance: START - AMOUNT,
      heldBalance: AMOUNT,
    });
    expect(pushes).toEqual([{ type: 'balance', payload: { balance: START - AMOUNT, currencySymbol: '₭' } }]);
  });

  it('answers a replay with the first order without holding again, and refuses the key for another request', async () => {
    const who = await rich();
    const body = { amount: AMOUNT, withdrawPassword: WITHDRAW_PASSWORD, ...BANK, idempotencyKey: newKey() };
    const first = expectValue(await who.post(PATHS.cashier.withdrawals, body), moneyEndpoints.requestWithdrawal);
    expect(expectValue(await who.post(PATHS.cashier.withdrawals, body), moneyEndpoints.requestWithdrawal)).toEqual(first);
    expectFailure(await who.post(PATHS.cashier.withdrawals, { ...body, amount: AMOUNT * 2 }), 409, 'idempotency-conflict');
    expect([await getBalanceMinor(app.db, who.member.id), await heldOf(who)]).toEqual([START - AMOUNT, AMOUNT]);
  });

  it('needs a withdraw password, and the right one', async () => {
    const none = await moneyMember(app, { balanceMinor: START, withdrawPassword: null });
    expectFailure(await request(none), 403, 'withdraw-password-required');
    const who = await rich();
    expectFailure(await request(who, { withdrawPassword: '000000' }), 400, 'withdraw-password-wrong');
    expect(expectFailure(await request(who, { withdrawPassword: 'abc' }), 400, 'bad-request')).toContain('withdrawPassword');
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(START);
  });

  it('takes only the bank-account name on file, when there is one', async () => {
    const who = await rich({ payeeName: 'Khamphou  Sisouk' });
    expect(expectFailure(await request(who, { accountName: 'SOMEONE ELSE' }), 400, 'bad-request', { field: 'accountName' })).toContain(
      'accountName',
    );
    expect(expectValue(await request(who, { accountName: ' khamphou sisouk ' }), moneyEndpoints.requestWithdrawal).status).toBe('PENDING');
    expect(expectValue(await who.get(PATHS.cashier.withdrawInfo), moneyEndpoints.withdrawInfo).payeeName).toBe('Khamphou  Sisouk');
  });

  it('refuses more than the balance with the real balance, and amounts outside the limits', async () => {
    const who = await moneyMember(app, { balanceMinor: 7_000_000 });
    expect(expectFailure(await request(who), 409, 'insufficient-balance', { balance: 7_000_000 })).toContain('70000.00');
    expect(expectFailure(await request(who, { amount: MONEY_LIMITS.withdrawMinMinor - 1 }), 400, 'bad-request')).toContain('amount');
    expect(expectFailure(await request(who, { bankAccountNo: '12AB' }), 400, 'bad-request')).toContain('bankAccountNo');
    const broke = await moneyMember(app);
    expectFailure(await request(broke), 409, 'insufficient-balance', { balance: 0 });
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(7_000_000);
  });

  it('never overdraws one wallet under 200 concurrent requests', async () => {
    const who = await rich();
    const amount = MONEY_LIMITS.withdrawMinMinor;
    const responses = await Promise.all(Array.from({ length: 200 }, () => request(who, { amount })));
    const codes = responses.map((r) => (r.statusCode === 200 ? 'ok' : r.json<{ code: string }>().code));
    // Only a few withdraw-password checks of one member run at once (each claims its place first); the others are
    // asked to retry, and what passed never takes more than the wallet holds.
    const ok = codes.filter((c) => c === 'ok').length;
    expect(ok).toBeGreaterThan(0);
    expect(ok).toBeLessThanOrEqual(START / amount);
    expect(codes.filter((c) => !['ok', 'insufficient-balance', 'too-many-requests'].includes(c))).toEqual([]);
    expect([await getBalanceMinor(app.db, who.member.id), await heldOf(who)]).toEqual([START - ok * amount, ok * amount]);
    await expectLedgerTrue(app);
  });

  it('refuses visitors and trial accounts on every withdrawal call', async () => {
    const trial = await moneyMember(app, { type: TRIAL_TYPE });
    for (const [method, path, body] of [
      ['GET', PATHS.cashier.withdrawInfo, {}],
      ['GET', PATHS.cashier.withdrawals, {}],
      ['POST', PATHS.cashier.withdrawals, { amount: AMOUNT, withdrawPassword: WITHDRAW_PASSWORD, ...BANK, idempotencyKey: newKey() }],
      ['POST', PATHS.cashier.confirmWithdrawal, { id: 'W0', answer: 'RECEIVED', idempotencyKey: newKey() }],
    ] as const) {
      expectFailure(await call(app, method, path, body), 401, 'unauthorized');
      expectFailure(await call(app, method, path, body, { token: trial.token }), 403, 'trial-account');
    }
  });
});

describe('ops review', () => {
  it('approval pays the held amount out, sets the confirmation deadline and tells the member', async () => {
    const who = await rich();
    const order = expectValue(await request(who), moneyEndpoints.requestWithdrawal);
    const { value, notices } = await approveWithdrawal(app.db, order.id, 30, T0);
    expect(value).toMatchObject({ status: 'APPROVED', reviewedAt: T0.toISOString(), confirmDeadline: minutesAfter(30).toISOString() });
    expect(notices.wallets).toEqual([]);
    expect([await getBalanceMinor(app.db, who.member.id), await heldOf(who)]).toEqual([START - AMOUNT, 0]);
    const info = expectValue(await who.get(PATHS.cashier.withdrawInfo), moneyEndpoints.withdrawInfo);
    expect(info.awaitingConfirmation.map((o) => o.id)).toEqual([order.id]);
    expect(info).toMatchObject({ balance: START - AMOUNT, autoReceiveMinutes: 30, minAmount: MONEY_LIMITS.withdrawMinMinor });
    const [message] = expectValue(await who.get(PATHS.messages.list), moneyEndpoints.messages).list;
    expect(message).toMatchObject({ kind: 'WITHDRAWAL_APPROVED', params: { amount: AMOUNT, orderId: order.id } });
    await expect(approveWithdrawal(app.db, order.id, 30, T0)).rejects.toMatchObject({ code: 'order-state' });
    await expect(rejectWithdrawal(app.db, order.id, 'late', T0)).rejects.toMatchObject({ code: 'order-state' });
    await expect(approveWithdrawal(app.db, 'WNOSUCHORDER0000', 30, T0)).rejects.toMatchObject({ code: 'order-not-found' });
  });

  it('rejection releases the hold to the wallet with the reason', async () => {
    const who = await rich();
    const order = expectValue(await request(who), moneyEndpoints.requestWithdrawal);
    const { notices } = await rejectWithdrawal(app.db, order.id, 'bank account closed', T0);
    expect(notices.wallets).toEqual([who.member.id]);
    expect([await getBalanceMinor(app.db, who.member.id), await heldOf(who)]).toEqual([START, 0]);
    const listed = expectValue(await who.get(PATHS.cashier.withdrawals), moneyEndpoints.withdrawals).list[0];
    expect(listed).toMatchObject({ id: order.id, status: 'REJECTED', rejectReason: 'bank account closed' });
    const [message] = expectValue(await who.get(PATHS.messages.list), moneyEndpoints.messages).list;
    expect(message).toMatchObject({
      kind: 'WITHDRAWAL_REJECTED',
      params: { amount: AMOUNT, orderId: order.id, reason: 'bank account closed' },
    });
    expectFailure(await confirm(who, { id: order.id, answer: 'RECEIVED' }), 409, 'order-state', { status: 'REJECTED' });
  });
});

describe("the member's answer", () => {
  it('RECEIVED closes the order; a replay answers the same, another answer is refused', async () => {
    const who = await rich();
    const order = await approvedOrder(who);
    const body = { id: order.id, answer: 'RECEIVED', idempotencyKey: newKey() };
    const answered = expectValue(await who.post(PATHS.cashier.confirmWithdrawal, body), moneyEndpoints.confirmWithdrawal);
    expect(answered).toMatchObject({ status: 'RECEIVED', receivedAmount: AMOUNT, disputedAmount: null, confirmedAt: expect.any(String) });
    expect(expectValue(await who.post(PATHS.cashier.confirmWithdrawal, body), moneyEndpoints.confirmWithdrawal)).toEqual(answered);
    expectFailure(await confirm(who, { id: order.id, answer: 'NOT_RECEIVED', proofImages: [pngProof] }), 409, 'order-state', {
      status: 'RECEIVED',
    });
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(START - AMOUNT);
  });

  it('NOT_RECEIVED needs proof images, disputes the whole amount, and ops refund it', async () => {
    const who = await rich();
    const order = await approvedOrder(who);
    // The domain's refusals name their field in the value (the site's own text for it); the contract's schema ones do not.
    const proofField = { field: 'proofImages' };
    expect(expectFailure(await confirm(who, { id: order.id, answer: 'NOT_RECEIVED' }), 400, 'bad-request', proofField)).toContain(
      'proofImages',
    );
    expect(
      expectFailure(
        await confirm(who, { id: order.id, answer: 'NOT_RECEIVED', proofImages: [pngProof, pngProof, pngProof, pngProof] }),
        400,
        'bad-request',
      ),
    ).toContain('proofImages');
    expect(
      expectFailure(
        await confirm(who, { id: order.id, answer: 'NOT_RECEIVED', receivedAmount: 0, proofImages: [pngProof] }),
        400,
        'bad-request',
        { field: 'receivedAmount' },
      ),
    ).toContain('receivedAmount');
    const answered = expectValue(
      await confirm(who, { id: order.id, answer: 'NOT_RECEIVED', proofImages: [pngProof, jpegProof] }),
      moneyEndpoints.confirmWithdrawal,
    );
    expect(answered).toMatchObject({ status: 'NOT_RECEIVED', receivedAmount: 0, disputedAmount: AMOUNT });
    const proofs = await app.db
      .selectFrom('withdrawal_proofs')
      .select(['name', 'mimeType', 'data'])
      .where('withdrawalId', '=', order.id)
      .orderBy('name')
      .execute();
    expect(proofs).toEqual([
      { name: 'receipt.png', mimeType: 'image/png', data: PNG.toString('base64') },
      { name: 'statement.jpg', mimeType: 'image/jpeg', data: JPEG.toString('base64') },
    ]);

    const pushes = pushesOf(app, who.member.id);
    const { notices } = await refundWithdrawal(app.db, order.id, minutesAfter(40));
    expect(notices.wallets).toEqual([who.member.id]);
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(START);
    expect(await statusOf(order.id)).toBe('REFUNDED');
    const [message] = expectValue(await who.get(PATHS.messages.list), moneyEndpoints.messages).list;
    expect(message).toMatchObject({ kind: 'WITHDRAWAL_REFUNDED', params: { amount: AMOUNT, orderId: order.id } });
    expect(pushes).toEqual([]);
    await expect(refundWithdrawal(app.db, order.id, minutesAfter(40))).rejects.toMatchObject({ code: 'order-state' });
  });

  it('PARTIAL takes the amount that arrived and disputes the remainder, which ops refund', async () => {
    const who = await rich();
    const order = await approvedOrder(who);
    const receivedField = { field: 'receivedAmount' };
    expect(
      expectFailure(await confirm(who, { id: order.id, answer: 'PARTIAL', proofImages: [pngProof] }), 400, 'bad-request', receivedField),
    ).toContain('receivedAmount');
    for (const receivedAmount of [0, AMOUNT, AMOUNT + 1]) {
      const response = await confirm(who, { id: order.id, answer: 'PARTIAL', receivedAmount, proofImages: [pngProof] });
      expect(expectFailure(response, 400, 'bad-request', receivedField)).toContain('receivedAmount');
    }
    expect(
      expectFailure(await confirm(who, { id: order.id, answer: 'PARTIAL', receivedAmount: 4_000_000 }), 400, 'bad-request', {
        field: 'proofImages',
      }),
    ).toContain('proofImages');
    const answered = expectValue(
      await confirm(who, { id: order.id, answer: 'PARTIAL', receivedAmount: 4_000_000, proofImages: [jpegProof] }),
      moneyEndpoints.confirmWithdrawal,
    );
    expect(answered).toMatchObject({ status: 'PARTIAL', receivedAmount: 4_000_000, disputedAmount: AMOUNT - 4_000_000 });
    await refundWithdrawal(app.db, order.id, minutesAfter(40));
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(START - 4_000_000);
  });

  it('checks proof images by their bytes, not their data-URL prefix, and their size', async () => {
    const who = await rich();
    const order = await approvedOrder(who);
    // The bytes' refusals name the field and the image in the value, so the site shows its own text, not this message.
    const byBytes = { field: 'proofImages', index: 1 };
    const refused = async (proof: { name: string; dataUrl: string }, text: string, value: unknown = byBytes) =>
      expect(
        expectFailure(
          await confirm(who, { id: order.id, answer: 'NOT_RECEIVED', proofImages: [pngProof, proof] }),
          400,
          'bad-request',
          value,
        ),
      ).toContain(text);
    await refused({ name: 'a.png', dataUrl: dataUrl('image/png', JPEG) }, 'proofImages.1');
    await refused({ name: 'a.jpg', dataUrl: dataUrl('image/jpeg', Buffer.from('GIF89a not a jpeg')) }, 'not a png or jpg');
    // A text file named '.png': what a browser sends for it.
    await refused({ name: 'notes.png', dataUrl: dataUrl('image/png', Buffer.from('only text, not a picture\n')) }, 'not a png or jpg');
    // A gif's data URL the contract's schema refuses before the domain sees it.
    await refused({ name: 'a.gif', dataUrl: dataUrl('image/gif', Buffer.from('GIF89a')) }, 'png or jpg', null);
    const huge = Buffer.concat([PNG, Buffer.alloc(MONEY_LIMITS.proofImageMaxBytes)]);
    await refused({ name: 'huge.png', dataUrl: dataUrl('image/png', huge) }, '5 MB');
    expect(await statusOf(order.id)).toBe('APPROVED');
    // An image just at the limit goes through the body limit and is taken.
    const atLimit = Buffer.concat([PNG, Buffer.alloc(MONEY_LIMITS.proofImageMaxBytes - PNG.length)]);
    expect(
      expectValue(
        await confirm(who, {
          id: order.id,
          answer: 'NOT_RECEIVED',
          proofImages: [{ name: 'big.png', dataUrl: dataUrl('image/png', atLimit) }],
        }),
        moneyEndpoints.confirmWithdrawal,
      ).status,
    ).toBe('NOT_RECEIVED');
  });

  it('is only for APPROVED orders of the caller; other members see a missing order', async () => {
    const who = await rich();
    const pending = expectValue(await request(who), moneyEndpoints.requestWithdrawal);
    expectFailure(await confirm(who, { id: pending.id, answer: 'RECEIVED' }), 409, 'order-state', { status: 'PENDING' });
    const approved = await approvedOrder(who);
    const other = await rich();
    expectFailure(await confirm(other, { id: approved.id, answer: 'RECEIVED' }), 404, 'order-not-found');
    expectFailure(await confirm(other, { id: 'WNOSUCHORDER0000', answer: 'RECEIVED' }), 404, 'order-not-found');
    expect(expectValue(await other.get(PATHS.cashier.withdrawals), moneyEndpoints.withdrawals).total).toBe(0);
    expect(expectValue(await other.get(PATHS.cashier.withdrawInfo), moneyEndpoints.withdrawInfo).awaitingConfirmation).toEqual([]);
    expect(await statusOf(approved.id)).toBe('APPROVED');
  });
});

describe('auto-receive', () => {
  it('counts an unanswered approved withdrawal as received at its deadline, refunding nothing', async () => {
    const who = await rich();
    const order = await approvedOrder(who);
    expect(await runAutoReceiveOnce(app.db, minutesAfter(29))).not.toContain(order.id);
    expect(await statusOf(order.id)).toBe('APPROVED');
    expect(await runAutoReceiveOnce(app.db, minutesAfter(30))).toContain(order.id);
    const listed = expectValue(await who.get(PATHS.cashier.withdrawals), moneyEndpoints.withdrawals).list[0];
    expect(listed).toMatchObject({
      status: 'AUTO_RECEIVED',
      receivedAmount: AMOUNT,
      disputedAmount: null,
      confirmedAt: minutesAfter(30).toISOString(),
    });
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(START - AMOUNT);
    expectFailure(await confirm(who, { id: order.id, answer: 'NOT_RECEIVED', proofImages: [pngProof] }), 409, 'order-state', {
      status: 'AUTO_RECEIVED',
    });
    expect(await runAutoReceiveOnce(app.db, minutesAfter(60))).not.toContain(order.id);
  });

  it('runs on one node at a time: the job lease is taken, renewed, and handed over only when it expires', async () => {
    await releaseLease(app.db, AUTO_RECEIVE_JOB, 'node-a');
    expect(await takeLease(app.db, AUTO_RECEIVE_JOB, 'node-a', 90_000, T0)).toBe(true);
    expect(await takeLease(app.db, AUTO_RECEIVE_JOB, 'node-b', 90_000, minutesAfter(1))).toBe(false);
    expect(await takeLease(app.db, AUTO_RECEIVE_JOB, 'node-a', 90_000, minutesAfter(1))).toBe(true);
    const who = await rich();
    const order = await approvedOrder(who);
    // Node B's run while A holds the lease moves nothing.
    expect(await runAutoReceiveJob(app.db, 'node-b', 90_000, minutesAfter(2))).toBeNull();
    expect(await statusOf(order.id)).toBe('APPROVED');
    // A's lease (renewed at minute 1) ends at minute 2.5; then B takes over and runs.
    expect(await runAutoReceiveJob(app.db, 'node-b', 90_000, minutesAfter(31))).toContain(order.id);
    expect(await takeLease(app.db, AUTO_RECEIVE_JOB, 'node-a', 90_000, minutesAfter(31))).toBe(false);
    await releaseLease(app.db, AUTO_RECEIVE_JOB, 'node-b');
    expect(await takeLease(app.db, AUTO_RECEIVE_JOB, 'node-a', 90_000, minutesAfter(31))).toBe(true);
    await releaseLease(app.db, AUTO_RECEIVE_JOB, 'node-a');
  });
});

describe('the withdrawal list', () => {
  it("pages the member's own withdrawals newest first", async () => {
    const who = await rich();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push(expectValue(await request(who), moneyEndpoints.requestWithdrawal).id);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const first = expectValue(await who.get(PATHS.cashier.withdrawals, { pageSize: 2 }), moneyEndpoints.withdrawals);
    expect(first).toMatchObject({ pageNo: 1, totalPages: 2, total: 3 });
    expect(first.list.map((o) => o.id)).toEqual([ids[2], ids[1]]);
    expect(
      expectValue(await who.get(PATHS.cashier.withdrawals, { pageNo: 2, pageSize: 2 }), moneyEndpoints.withdrawals).list.map((o) => o.id),
    ).toEqual([ids[0]]);
  });
});
