// Deposits: channels, orders (idempotent), the demo gateway's page and signed callback (forgery refused, replays
// credit once, amount checked), bank transfers, the member's list, live pushes, and who may see which order.
import { PATHS, TRIAL_TYPE } from '@mekong/contracts';
import { MONEY_LIMITS, moneyEndpoints } from '@mekong/contracts/money';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, expectFailure, expectValue, type TestApp } from '../../test-support/test-app';
import { call } from '../../test-support/accounts';
import { getBalanceMinor } from '../../modules/accounts/members.repository';
import { defaultCashierSettings, DEMO_SITE_BANK } from '../../modules/cashier/settings';
import { DEMO_SIGNATURE_HEADER, signDemoCallback } from '../../modules/cashier/demo-gateway';
import { completeDeposit } from '../../modules/cashier/deposits';
import { buildAppWith, moneyMember, newKey, pushesOf, type MoneyMember } from './cashier-test-support';

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
});

// close() checks the ledger invariant.
afterAll(() => testApp.close());

const AMOUNT = 20_000_000;
const { secret } = defaultCashierSettings().demoGateway;

async function openDeposit(who: MoneyMember, body: Record<string, unknown> = {}) {
  return expectValue(
    await who.post(PATHS.cashier.deposits, { channel: 'DEMO_GATEWAY', amount: AMOUNT, idempotencyKey: newKey(), ...body }),
    moneyEndpoints.createDeposit,
  );
}

function sendCallback(body: object, signature?: string | null) {
  const raw = JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== null) headers[DEMO_SIGNATURE_HEADER] = signature ?? signDemoCallback(secret, raw);
  return app.inject({ method: 'POST', url: PATHS.cashier.demoDepositCallback, headers, payload: raw });
}

const callbackBody = (orderId: string, status: 'PAID' | 'FAILED' = 'PAID', amount = AMOUNT) => ({
  orderId,
  status,
  amount,
  reference: `T-${orderId}`,
  reason: status === 'FAILED' ? 'card declined' : null,
  sentAt: new Date().toISOString(),
});

const orderStatus = async (id: string) =>
  (await app.db.selectFrom('deposit_orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('deposit channels', () => {
  it('offers the demo gateway and bank transfer to the site account, with the limits', async () => {
    const who = await moneyMember(app);
    expect(expectValue(await who.get(PATHS.cashier.depositChannels), moneyEndpoints.depositChannels)).toEqual({
      channels: [
        { code: 'DEMO_GATEWAY', minAmount: MONEY_LIMITS.depositMinMinor, maxAmount: MONEY_LIMITS.depositMaxMinor, bank: null },
        { code: 'BANK_TRANSFER', minAmount: MONEY_LIMITS.depositMinMinor, maxAmount: MONEY_LIMITS.depositMaxMinor, bank: DEMO_SITE_BANK },
      ],
    });
  });

  it('refuses visitors (401) and trial accounts (trial-account) on every deposit call', async () => {
    const trial = await moneyMember(app, { type: TRIAL_TYPE, withdrawPassword: null });
    for (const [method, path] of [
      ['GET', PATHS.cashier.depositChannels],
      ['GET', PATHS.cashier.deposits],
      ['POST', PATHS.cashier.deposits],
    ] as const) {
      const body = method === 'POST' ? { channel: 'DEMO_GATEWAY', amount: AMOUNT, idempotencyKey: newKey() } : {};
      expectFailure(await call(app, method, path, body), 401, 'unauthorized');
      expectFailure(await call(app, method, path, body, { token: trial.token }), 403, 'trial-account');
    }
  });
});

describe('opening a deposit', () => {
  it('opens a pending gateway order with its payment page in the caller language', async () => {
    const who = await moneyMember(app);
    const response = await app.inject({
      method: 'POST',
      url: PATHS.cashier.deposits,
      headers: { authorization: `Bearer ${who.token}`, 'accept-language': 'EN' },
      payload: { channel: 'DEMO_GATEWAY', amount: AMOUNT, idempotencyKey: newKey() },
    });
    const order = expectValue(response, moneyEndpoints.createDeposit);
    expect(order).toEqual({
      id: expect.stringMatching(/^D[0-9A-Z]{16}$/),
      channel: 'DEMO_GATEWAY',
      amount: AMOUNT,
      status: 'PENDING',
      depositorName: null,
      payUrl: `/pay/demo/${order.id}?lang=EN`,
      createdAt: expect.any(String),
      completedAt: null,
    });
  });

  it('opens a bank transfer with the depositor name, or the member bank-account name, and refuses one without', async () => {
    const named = await moneyMember(app, { payeeName: 'KHAMPHOU SISOUK' });
    expect(await openDeposit(named, { channel: 'BANK_TRANSFER' })).toMatchObject({
      channel: 'BANK_TRANSFER',
      depositorName: 'KHAMPHOU SISOUK',
      payUrl: null,
    });
    expect(await openDeposit(named, { channel: 'BANK_TRANSFER', depositorName: '  NOY  ' })).toMatchObject({ depositorName: 'NOY' });
    const unnamed = await moneyMember(app);
    expect(
      expectFailure(
        await unnamed.post(PATHS.cashier.deposits, { channel: 'BANK_TRANSFER', amount: AMOUNT, idempotencyKey: newKey() }),
        400,
        'bad-request',
        // The value names the field, so the site shows its own text for it rather than this message.
        { field: 'depositorName' },
      ),
    ).toContain('depositorName');
  });

  it('refuses amounts outside the limits, unknown channels and short keys, naming the field', async () => {
    const who = await moneyMember(app);
    const cases: [object, string][] = [
      [{ channel: 'DEMO_GATEWAY', amount: MONEY_LIMITS.depositMinMinor - 1, idempotencyKey: newKey() }, 'amount'],
      [{ channel: 'DEMO_GATEWAY', amount: 1_500_000.5, idempotencyKey: newKey() }, 'amount'],
      [{ channel: 'CRYPTO', amount: AMOUNT, idempotencyKey: newKey() }, 'channel'],
      [{ channel: 'DEMO_GATEWAY', amount: AMOUNT, idempotencyKey: 'short' }, 'idempotencyKey'],
      [{ channel: 'DEMO_GATEWAY', amount: AMOUNT }, 'idempotencyKey'],
    ];
    for (const [body, field] of cases)
      expect(expectFailure(await who.post(PATHS.cashier.deposits, body), 400, 'bad-request')).toContain(field);
    expect(expectValue(await who.get(PATHS.cashier.deposits), moneyEndpoints.deposits).total).toBe(0);
  });

  it('answers a replay with the first order and refuses the same key for another request', async () => {
    const who = await moneyMember(app);
    const body = { channel: 'DEMO_GATEWAY', amount: AMOUNT, idempotencyKey: newKey() };
    const first = expectValue(await who.post(PATHS.cashier.deposits, body), moneyEndpoints.createDeposit);
    expect(expectValue(await who.post(PATHS.cashier.deposits, body), moneyEndpoints.createDeposit)).toEqual(first);
    expectFailure(await who.post(PATHS.cashier.deposits, { ...body, amount: AMOUNT + 100 }), 409, 'idempotency-conflict');
    expect(expectValue(await who.get(PATHS.cashier.deposits), moneyEndpoints.deposits).total).toBe(1);
    // Keys are per member: another member's same key is its own.
    const other = await moneyMember(app);
    expect(expectValue(await other.post(PATHS.cashier.deposits, body), moneyEndpoints.createDeposit).id).not.toBe(first.id);
  });
});

describe('the demo gateway callback', () => {
  it('credits a paid order once, with a deposit-arrival message, and pushes balance and message live', async () => {
    const who = await moneyMember(app);
    const pushes = pushesOf(app, who.member.id);
    const order = await openDeposit(who);
    const body = callbackBody(order.id);
    const answer = await sendCallback(body);
    expect(answer.json()).toEqual({ success: true, value: { orderId: order.id, status: 'PAID' }, message: 'ok' });
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(AMOUNT);
    // A replay of the same callback (the gateway retrying) answers the same and credits nothing.
    expect((await sendCallback(body)).json()).toEqual(answer.json());
    expect((await sendCallback({ ...body, reference: 'another', sentAt: new Date().toISOString() })).statusCode).toBe(200);
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(AMOUNT);

    const messages = expectValue(await who.get(PATHS.messages.list), moneyEndpoints.messages);
    expect(messages.list).toEqual([
      {
        id: expect.any(String),
        kind: 'DEPOSIT_ARRIVAL',
        params: { amount: AMOUNT, orderId: order.id },
        createdAt: expect.any(String),
        readAt: null,
      },
    ]);
    expect(pushes).toEqual([
      { type: 'balance', payload: { balance: AMOUNT, currencySymbol: '₭' } },
      { type: 'message', payload: { message: messages.list[0], unread: 1 } },
    ]);
    const listed = expectValue(await who.get(PATHS.cashier.deposits), moneyEndpoints.deposits).list[0];
    expect(listed).toMatchObject({ id: order.id, status: 'PAID', payUrl: null, completedAt: expect.any(String) });
    // A failure reported after the payment is refused.
    expectFailure(await sendCallback(callbackBody(order.id, 'FAILED')), 409, 'order-state', { status: 'PAID' });
  });

  it('marks a failed payment FAILED with a deposit-failed message and moves no money', async () => {
    const who = await moneyMember(app);
    const order = await openDeposit(who);
    expect((await sendCallback(callbackBody(order.id, 'FAILED'))).json().value).toEqual({ orderId: order.id, status: 'FAILED' });
    expect(await orderStatus(order.id)).toBe('FAILED');
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(0);
    const [message] = expectValue(await who.get(PATHS.messages.list), moneyEndpoints.messages).list;
    expect(message).toMatchObject({ kind: 'DEPOSIT_FAILED', params: { amount: AMOUNT, orderId: order.id, reason: 'card declined' } });
    expectFailure(await sendCallback(callbackBody(order.id)), 409, 'order-state', { status: 'FAILED' });
  });

  it('refuses a missing, malformed or forged signature (401) and changes nothing', async () => {
    const who = await moneyMember(app);
    const order = await openDeposit(who);
    const body = callbackBody(order.id);
    const raw = JSON.stringify(body);
    for (const signature of [
      null,
      'not-hex',
      signDemoCallback('another secret', raw),
      signDemoCallback(secret, `${raw} `),
      signDemoCallback(secret, raw).slice(0, 62),
    ]) {
      expectFailure(await sendCallback(body, signature), 401, 'invalid-signature');
    }
    // A signature of one body does not carry over to another (a raised amount).
    const forged = await app.inject({
      method: 'POST',
      url: PATHS.cashier.demoDepositCallback,
      headers: { 'content-type': 'application/json', [DEMO_SIGNATURE_HEADER]: signDemoCallback(secret, raw) },
      payload: JSON.stringify({ ...body, amount: AMOUNT * 10 }),
    });
    expectFailure(forged, 401, 'invalid-signature');
    expect(await orderStatus(order.id)).toBe('PENDING');
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(0);
  });

  it('refuses a signed callback with another amount, an unknown order, a bank-transfer order, or a bad body', async () => {
    const who = await moneyMember(app, { payeeName: 'NOY' });
    const order = await openDeposit(who);
    expectFailure(await sendCallback(callbackBody(order.id, 'PAID', AMOUNT - 1)), 400, 'amount-mismatch');
    expectFailure(await sendCallback(callbackBody('DNOSUCHORDER0000')), 404, 'order-not-found');
    const bank = await openDeposit(who, { channel: 'BANK_TRANSFER' });
    expectFailure(await sendCallback(callbackBody(bank.id)), 404, 'order-not-found');
    expectFailure(await sendCallback({ orderId: order.id, status: 'MAYBE' }), 400, 'bad-request');
    const notJson = 'paid!';
    const response = await app.inject({
      method: 'POST',
      url: PATHS.cashier.demoDepositCallback,
      headers: { 'content-type': 'application/json', [DEMO_SIGNATURE_HEADER]: signDemoCallback(secret, notJson) },
      payload: notJson,
    });
    expectFailure(response, 400, 'bad-request');
    expect([await orderStatus(order.id), await orderStatus(bank.id)]).toEqual(['PENDING', 'PENDING']);
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(0);
  });
});

describe('the demo gateway page', () => {
  it('shows the order in the language of ?lang, Accept-Language, or Lao', async () => {
    const who = await moneyMember(app);
    const order = await openDeposit(who);
    const page = async (query: string, acceptLanguage?: string) =>
      app.inject({
        method: 'GET',
        url: `/pay/demo/${order.id}${query}`,
        headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
      });
    const english = await page('?lang=EN');
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain(order.id);
    expect(english.body).toContain('₭ 200,000.00');
    expect(english.body).toContain('<button type="submit" name="outcome" value="PAID">Pay</button>');
    expect(english.body).toContain('<button type="submit" name="outcome" value="FAILED">Fail payment</button>');
    expect((await page('', 'zh-CN,zh;q=0.9')).body).toContain('<html lang="zh-CN">');
    expect((await page('', 'fr-FR')).body).toContain('<html lang="lo">');
    expect((await page('?lang=cn')).body).toContain('支付');
    const missing = await app.inject({ method: 'GET', url: '/pay/demo/D0000000000000000?lang=EN' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('There is no such payment order.');
  });

  it('pays through its form: the gateway signs the callback and the member is credited once', async () => {
    const who = await moneyMember(app);
    const order = await openDeposit(who);
    const submit = (outcome: string) =>
      app.inject({
        method: 'POST',
        url: `/pay/demo/${order.id}?lang=EN`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `outcome=${outcome}`,
      });
    const paid = await submit('PAID');
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('Payment complete.');
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(AMOUNT);
    // Submitting again (back button) credits nothing more; the page then says the order is completed.
    expect((await submit('PAID')).body).toContain('Payment complete.');
    expect((await submit('FAILED')).body).toContain('This order is already completed.');
    expect((await app.inject({ method: 'GET', url: `/pay/demo/${order.id}?lang=EN` })).body).toContain('This order is already completed.');
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(AMOUNT);
    expect((await submit('MAYBE')).statusCode).toBe(400);
  });

  it('fails a payment through its form', async () => {
    const who = await moneyMember(app);
    const order = await openDeposit(who);
    const failed = await app.inject({
      method: 'POST',
      url: `/pay/demo/${order.id}?lang=LO`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=FAILED',
    });
    expect(failed.body).toContain('ການຊຳລະເງິນລົ້ມເຫຼວ');
    expect(await orderStatus(order.id)).toBe('FAILED');
  });

  it('sends its callback over HTTP to the address the server listens on', async () => {
    const listening = await buildTestApp();
    try {
      await listening.app.listen({ port: 0, host: '127.0.0.1' });
      const who = await moneyMember(listening.app);
      const order = expectValue(
        await who.post(PATHS.cashier.deposits, { channel: 'DEMO_GATEWAY', amount: AMOUNT, idempotencyKey: newKey() }),
        moneyEndpoints.createDeposit,
      );
      const inject = jest.spyOn(listening.app, 'inject');
      const { port } = listening.app.server.address() as { port: number };
      const response = await fetch(`http://127.0.0.1:${port}/pay/demo/${order.id}?lang=EN`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'outcome=PAID',
      });
      expect(await response.text()).toContain('Payment complete.');
      expect(inject.mock.calls.filter((args: unknown[]) => JSON.stringify(args).includes(PATHS.cashier.demoDepositCallback))).toEqual([]);
      expect(await getBalanceMinor(listening.app.db, who.member.id)).toBe(AMOUNT);
    } finally {
      await listening.close();
    }
  });
});

describe('bank transfers', () => {
  it('stay pending until ops complete them, like a callback, once', async () => {
    const who = await moneyMember(app, { payeeName: 'NOY' });
    const order = await openDeposit(who, { channel: 'BANK_TRANSFER' });
    const paid = await completeDeposit(app.db, order.id, { status: 'PAID', reference: 'ops' }, { channel: 'BANK_TRANSFER' });
    expect(paid.notices.wallets).toEqual([who.member.id]);
    const replay = await completeDeposit(app.db, order.id, { status: 'PAID', reference: 'ops' }, { channel: 'BANK_TRANSFER' });
    expect(replay.notices).toEqual({ wallets: [], messages: [] });
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(AMOUNT);
    // A gateway order is the gateway's to complete.
    const gateway = await openDeposit(who);
    await expect(
      completeDeposit(app.db, gateway.id, { status: 'PAID', reference: 'ops' }, { channel: 'BANK_TRANSFER' }),
    ).rejects.toMatchObject({ code: 'order-not-found' });
  });
});

describe('the deposit list', () => {
  it('pages the member own orders newest first and shows no one else', async () => {
    const who = await moneyMember(app);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push((await openDeposit(who)).id);
      // Distinct creation times, so newest-first is unambiguous.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const other = await moneyMember(app);
    await openDeposit(other);
    const first = expectValue(await who.get(PATHS.cashier.deposits, { pageNo: 1, pageSize: 2 }), moneyEndpoints.deposits);
    expect(first).toMatchObject({ pageNo: 1, totalPages: 2, total: 3 });
    expect(first.list.map((o) => o.id)).toEqual([ids[2], ids[1]]);
    expect(first.list[0]?.payUrl).toBe(`/pay/demo/${ids[2]}`);
    const second = expectValue(await who.get(PATHS.cashier.deposits, { pageNo: 2, pageSize: 2 }), moneyEndpoints.deposits);
    expect(second.list.map((o) => o.id)).toEqual([ids[0]]);
    expectFailure(await who.get(PATHS.cashier.deposits, { pageSize: 101 }), 400, 'bad-request');
  });
});

describe('with the demo gateway switched off', () => {
  it('offers only bank transfer and serves no gateway page', async () => {
    const settings = defaultCashierSettings();
    const off = await buildAppWith({ cashier: { ...settings, demoGateway: { ...settings.demoGateway, enabled: false } } });
    try {
      const who = await moneyMember(off.app);
      expect(expectValue(await who.get(PATHS.cashier.depositChannels), moneyEndpoints.depositChannels).channels.map((c) => c.code)).toEqual(
        ['BANK_TRANSFER'],
      );
      expect(
        expectFailure(
          await who.post(PATHS.cashier.deposits, { channel: 'DEMO_GATEWAY', amount: AMOUNT, idempotencyKey: newKey() }),
          400,
          'bad-request',
          { field: 'channel' },
        ),
      ).toContain('DEMO_GATEWAY');
      expect((await off.app.inject({ method: 'GET', url: '/pay/demo/D0000000000000000' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
