// Attack (issue 12 item 5): terminal injection into ops. A member puts ESC sequences, bidi overrides, NUL or a lone
// surrogate into free text (bank name, account name, depositor name, proof image name, real name) to redraw the
// terminal an operator approves withdrawals from. The calls must refuse it (400, nothing written), and the ops
// commands must print rows stored before the rule existed with those characters escaped.
import { authEndpoints, PATHS } from '@mekong/contracts';
import { moneyEndpoints } from '@mekong/contracts/money';
import type { FastifyInstance } from 'fastify';
import { expectFailure, expectValue, type TestApp } from '../../test-support/test-app';
import { callEncrypted, freshIp, lastSmsCode, call, solvedCaptcha } from '../../test-support/accounts';
import { buildAppWith, moneyMember, newKey, WITHDRAW_PASSWORD, type MoneyMember } from '../../routes/cashier/cashier-test-support';
import { getBalanceMinor, findMemberByAccount } from '../../modules/accounts/members.repository';
import { approveWithdrawal } from '../../modules/cashier/withdrawals';
import { parseOpsCommand, runOpsCommand } from '../../ops/commands';

const ATTACKS: [string, string][] = [
  ['an ESC sequence that clears the screen and homes the cursor', 'LDB\u001b[2J\u001b[1;1HAPPROVED'],
  ['a right-to-left override', 'NOY\u202Eylno'],
  ['a NUL', 'NOY\u0000'],
  ['a lone surrogate', 'NOY\uD800'],
];

/** Anything a terminal would act on instead of showing: controls but the rows' own line breaks, format characters, lone surrogates. */
const RAW_UNSAFE = /(?!\n)[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;

let testApp: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  testApp = await buildAppWith({});
  app = testApp.app;
});
afterAll(() => testApp.close());

const ordersOf = async (table: 'deposit_orders' | 'withdrawal_orders', memberId: string) =>
  (await app.db.selectFrom(table).select('id').where('memberId', '=', memberId).execute()).length;

const requestWithdrawal = (who: MoneyMember, fields: { bankName?: string; accountName?: string } = {}) =>
  who.post(PATHS.cashier.withdrawals, {
    amount: 10_000_000,
    withdrawPassword: WITHDRAW_PASSWORD,
    bankName: 'LDB',
    bankAccountNo: '123456789',
    accountName: 'NOY',
    idempotencyKey: newKey(),
    ...fields,
  });

describe('free text carrying control, format or broken characters is refused with 400, and nothing is written', () => {
  it.each(ATTACKS)('a withdrawal whose bank name or account name holds %s', async (_, evil) => {
    const who = await moneyMember(app, { balanceMinor: 50_000_000 });
    for (const field of ['bankName', 'accountName'] as const) {
      expect(expectFailure(await requestWithdrawal(who, { [field]: evil }), 400, 'bad-request')).toMatch(
        new RegExp(`^Invalid body field '${field}': must not contain control characters`),
      );
    }
    expect(await ordersOf('withdrawal_orders', who.member.id)).toBe(0);
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(50_000_000);
  });

  it.each(ATTACKS)('a bank-transfer deposit whose depositor name holds %s', async (_, evil) => {
    const who = await moneyMember(app);
    const response = await who.post(PATHS.cashier.deposits, {
      channel: 'BANK_TRANSFER',
      amount: 20_000_000,
      depositorName: evil,
      idempotencyKey: newKey(),
    });
    expect(expectFailure(response, 400, 'bad-request')).toMatch(/^Invalid body field 'depositorName': must not contain control characters/);
    expect(await ordersOf('deposit_orders', who.member.id)).toBe(0);
  });

  it.each(ATTACKS)("a disputed withdrawal's proof image named with %s", async (_, evil) => {
    const who = await moneyMember(app, { balanceMinor: 50_000_000 });
    const order = expectValue(await requestWithdrawal(who), moneyEndpoints.requestWithdrawal);
    await approveWithdrawal(app.db, order.id, 30, new Date());
    const png = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64')}`;
    const response = await who.post(PATHS.cashier.confirmWithdrawal, {
      id: order.id,
      answer: 'NOT_RECEIVED',
      proofImages: [{ name: `${evil}.png`, dataUrl: png }],
      idempotencyKey: newKey(),
    });
    expect(expectFailure(response, 400, 'bad-request')).toMatch(
      /^Invalid body field 'proofImages\.0\.name': must not contain control characters/,
    );
    const stored = await app.db.selectFrom('withdrawal_orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(stored.status).toBe('APPROVED');
  });

  it.each(ATTACKS)('a registration whose real name (shown, any characters allowed by the site) holds %s', async (_, evil) => {
    // A site may show the real name with pattern '*': the field rule then lets anything through, the free-text rule must not.
    await app.db.updateTable('register_field_rules').set({ shown: 1, acceptedPattern: '*' }).where('field', '=', 'payeeName').execute();
    try {
      const mobileNum = `209${String(process.pid % 1000).padStart(3, '0')}${String(ATTACKS.findIndex(([, value]) => value === evil)).padStart(4, '0')}`;
      expectValue(
        await call(
          app,
          'POST',
          authEndpoints.smsRegister.path,
          { mobileNo: mobileNum, countryDialingCode: '856', regType: 'register' },
          { ip: freshIp() },
        ),
        authEndpoints.smsRegister,
      );
      const username = `freetext${process.pid % 1000}q${mobileNum.slice(-2)}`;
      const form = {
        username,
        password: 'Secret123',
        confirmPassword: 'Secret123',
        payeeName: `SOMPHONE ${evil}`,
        mobileNum,
        countryDialingCode: '856',
        verificationCode: await lastSmsCode(app, mobileNum),
        ...(await solvedCaptcha(app)),
        registerMethod: 'WEB',
        agreementAccepted: true,
      };
      expect(
        expectFailure(await callEncrypted(app, 'PUT', authEndpoints.register.path, form, { ip: freshIp() }), 400, 'bad-request'),
      ).toMatch(/^Invalid body field 'payeeName': must not contain control characters/);
      expect(await findMemberByAccount(app.db, username)).toBeUndefined();
    } finally {
      await app.db
        .updateTable('register_field_rules')
        .set({ shown: 0, acceptedPattern: 'fullName' })
        .where('field', '=', 'payeeName')
        .execute();
    }
  });
});

describe('the ops commands print data stored before the rule with its non-printable characters escaped', () => {
  const run = async (line: string) => {
    const command = parseOpsCommand(line.split(' '));
    if ('error' in command) throw new Error(command.error);
    return runOpsCommand(app.db, command);
  };

  /** Old rows: written clean through the API, then given what the API accepted before the rule (as a migration would find them). */
  const CLEAR_SCREEN = '\u001b[2J\u001b[1;1H';
  const FAKE_ROW = '\nW0000000000000  demo_member  PENDING  ₭ 1.00  to LDB 1 ';

  it('`deposits` and `withdrawals` show ESC, C1, DEL, bidi overrides and line breaks as escapes', async () => {
    const who = await moneyMember(app, { balanceMinor: 50_000_000 });
    const deposit = expectValue(
      await who.post(PATHS.cashier.deposits, {
        channel: 'BANK_TRANSFER',
        amount: 20_000_000,
        depositorName: 'NOY',
        idempotencyKey: newKey(),
      }),
      moneyEndpoints.createDeposit,
    );
    const withdrawal = expectValue(await requestWithdrawal(who), moneyEndpoints.requestWithdrawal);
    await app.db
      .updateTable('deposit_orders')
      .set({ depositorName: `${CLEAR_SCREEN}NOY\u0007${FAKE_ROW}` })
      .where('id', '=', deposit.id)
      .execute();
    await app.db
      .updateTable('withdrawal_orders')
      .set({ bankName: `LDB\u202E\u2066`, accountName: `NOY\u009b2J\u007f${FAKE_ROW}` })
      .where('id', '=', withdrawal.id)
      .execute();
    await app.db
      .updateTable('members')
      .set({ account: `${who.member.account}\u001b]0;owned\u0007` })
      .where('id', '=', who.member.id)
      .execute();

    try {
      const deposits = await run('deposits');
      expect(deposits).not.toMatch(RAW_UNSAFE);
      const depositLine = deposits.split('\n').find((line) => line.startsWith(deposit.id));
      expect(depositLine).toContain(`${who.member.account}\\x1b]0;owned\\x07  BANK_TRANSFER`);
      expect(depositLine).toContain('depositor: \\x1b[2J\\x1b[1;1HNOY\\x07\\nW0000000000000  demo_member');
      expect(deposits.split('\n').some((line) => line.startsWith('W0000000000000'))).toBe(false);

      const withdrawals = await run('withdrawals');
      expect(withdrawals).not.toMatch(RAW_UNSAFE);
      const withdrawalLine = withdrawals.split('\n').find((line) => line.startsWith(withdrawal.id));
      expect(withdrawalLine).toContain("to LDB\\u202e\\u2066 123456789 'NOY\\x9b2J\\x7f\\nW0000000000000");
      expect(withdrawals.split('\n').some((line) => line.startsWith('W0000000000000'))).toBe(false);
    } finally {
      // The withdrawal stays held, the deposit pending: the ledger is untouched by the edits.
      await app.db.updateTable('members').set({ account: who.member.account }).where('id', '=', who.member.id).execute();
    }
  });
});
