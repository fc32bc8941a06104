// Attack tests (issue 12 items 1 and 2): every guessable secret is claimed before it is checked, so a burst of
// concurrent guesses gets no more checks than the limits allow, whatever the timing; the right guess placed late in
// the burst is refused, and the stored counts equal the guesses that were checked. Run on SQLite and PostgreSQL.
import { authEndpoints, PATHS } from '@mekong/contracts';
import { moneyEndpoints } from '@mekong/contracts/money';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, expectFailure, expectValue, type TestApp } from '../../test-support/test-app';
import { call, encrypt, freshIp, lastSmsCode, login, loginOk, makeMember, solvedCaptcha } from '../../test-support/accounts';
import { findMemberById, getBalanceMinor } from '../../modules/accounts/members.repository';
import { spendSmsCode } from '../../modules/accounts/sms';
import { sha256Hex } from '../../security/tokens';
import { moneyMember, newKey, WITHDRAW_PASSWORD } from '../../routes/cashier/cashier-test-support';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { createLimits, LOCK_AFTER_FAILURES, type Claim } from '../limits';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let serial = 0;
const freshMobile = () => `206${String(process.pid % 1000).padStart(3, '0')}${String(++serial).padStart(4, '0')}`;

/** Six-digit guesses that are all wrong, and the right code placed at `rightAt`. */
function guessesWith(right: string, count: number, rightAt: number): string[] {
  const wrong: string[] = [];
  for (let n = 0; wrong.length < count - 1; n++) {
    const guess = String(n).padStart(6, '0');
    if (guess !== right) wrong.push(guess);
  }
  wrong.splice(rightAt, 0, right);
  return wrong;
}

const codeOf = (response: LightMyRequestResponse) => (response.statusCode === 200 ? 'ok' : response.json<{ code: string }>().code);
const tally = (responses: LightMyRequestResponse[]) => {
  const counts: Record<string, number> = {};
  for (const response of responses) counts[codeOf(response)] = (counts[codeOf(response)] ?? 0) + 1;
  return counts;
};

/**
 * Runs a burst and counts the scrypt derivations it made: every password check is one, so this counts the checks
 * whatever the answers say (a check that locked its key answers 'account-locked', like the guesses refused after it).
 */
async function countingHashes(burst: () => Promise<LightMyRequestResponse[]>): Promise<{ counts: Record<string, number>; hashes: number }> {
  const spy = jest.spyOn(jest.requireActual<typeof import('node:crypto')>('node:crypto'), 'scrypt');
  try {
    const counts = tally(await burst());
    return { counts, hashes: spy.mock.calls.length };
  } finally {
    spy.mockRestore();
  }
}

/** Every body is encrypted first, then all requests are fired at once. */
async function fireEncrypted(method: 'POST' | 'PUT', path: string, payloads: object[], options: { ip: string; token?: string }) {
  const bodies = await Promise.all(payloads.map((payload) => encrypt(t.app, payload)));
  return () => Promise.all(bodies.map((body) => call(t.app, method, path, body, options)));
}

/**
 * The verdict of a burst: the guesses checked (each wrong answer, plus the right guess if it won a place) stay within
 * the limit. Which guesses win the places under concurrency is not fixed (a guess turned away before its check, by
 * the captcha or the hash gate, gives its place back to a later one), so the verdict is this count, never the order:
 * the right guess placed late gets in only as one of the allowed checks, never after all those before it were checked.
 */
function checkedWithin(counts: Record<string, number>, wrongCode: string, limit: number): number {
  const checked = (counts[wrongCode] ?? 0) + (counts.ok ?? 0);
  expect(checked).toBeLessThanOrEqual(limit);
  expect(counts.ok ?? 0).toBeLessThanOrEqual(1);
  return checked;
}

/**
 * The stored count of a code or challenge equals the guesses checked: the answers show each one, except the check
 * that locked its key, which answers 'account-locked' (so at most one more than the answers show).
 */
function expectStored(stored: number, checked: number, counts: Record<string, number>): void {
  expect(stored - checked).toBeGreaterThanOrEqual(0);
  expect(stored - checked).toBeLessThanOrEqual(counts['account-locked'] ? 1 : 0);
}

const storedAttempts = async (mobileNum: string, purpose: string) =>
  (
    await t.app.db
      .selectFrom('sms_codes')
      .select('attempts')
      .where('mobileNum', '=', mobileNum)
      .where('purpose', '=', purpose)
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow()
  ).attempts;

describe('SMS codes', () => {
  it('a code takes at most 5 guesses, however many arrive at once (300 straight at the code store, the right one 61st)', async () => {
    const mobileNum = freshMobile();
    await makeMember(t.app, { mobileNum });
    expectValue(
      await call(t.app, 'POST', authEndpoints.smsNoLogin.path, { mobileNum, countryDialingCode: '856' }, { ip: freshIp() }),
      authEndpoints.smsNoLogin,
    );
    const right = await lastSmsCode(t.app, mobileNum);
    const results = await Promise.all(guessesWith(right, 300, 60).map((code) => spendSmsCode(t.app.db, mobileNum, 'noLogin', code)));
    const checked = results.filter((r) => r === 'invalid-verification-code' || r === 'ok').length;
    expect({ checked, stored: await storedAttempts(mobileNum, 'noLogin') }).toEqual({ checked: 5, stored: 5 });
  });

  it('reset by phone: 300 concurrent codes, the right one 61st, get at most 3 checks', async () => {
    const mobileNum = freshMobile();
    const member = await makeMember(t.app, { mobileNum });
    expectValue(
      await call(t.app, 'POST', authEndpoints.smsNoLogin.path, { mobileNum, countryDialingCode: '856' }, { ip: freshIp() }),
      authEndpoints.smsNoLogin,
    );
    const right = await lastSmsCode(t.app, mobileNum);
    const payloads = guessesWith(right, 300, 60).map((verificationCode) => ({ mobileNum, verificationCode, newPassword: 'Taken1234' }));
    const responses = await (await fireEncrypted('POST', authEndpoints.passwordByVerification.path, payloads, { ip: freshIp() }))();
    const counts = tally(responses);
    // Three guesses without a captcha (the login rule), each counted on the code.
    const checked = checkedWithin(counts, 'invalid-verification-code', 3);
    expectStored(await storedAttempts(mobileNum, 'noLogin'), checked, counts);
    await loginOk(t.app, member.account, counts.ok ? 'Taken1234' : 'Passw0rd9', { ip: freshIp() });
  }, 120_000);

  it('SMS login: 16 concurrent codes for one number, the right one last, get at most 3 checks', async () => {
    const mobileNum = freshMobile();
    await makeMember(t.app, { mobileNum });
    expectValue(
      await call(t.app, 'POST', authEndpoints.smsNoLogin.path, { mobileNum, countryDialingCode: '856' }, { ip: freshIp() }),
      authEndpoints.smsNoLogin,
    );
    const right = await lastSmsCode(t.app, mobileNum);
    const payloads = guessesWith(right, 16, 15).map((verificationCode) => ({ type: 'sms', mobileNum, verificationCode }));
    const responses = await (await fireEncrypted('POST', authEndpoints.login.path, payloads, { ip: freshIp() }))();
    const counts = tally(responses);
    const checked = checkedWithin(counts, 'invalid-verification-code', 3);
    expectStored(await storedAttempts(mobileNum, 'noLogin'), checked, counts);
  });

  it('register: 12 concurrent registrations with solved captchas and codes, the right one last, get at most 5 code checks', async () => {
    const mobileNum = freshMobile();
    expectValue(
      await call(
        t.app,
        'POST',
        authEndpoints.smsRegister.path,
        { mobileNo: mobileNum, countryDialingCode: '856', regType: 'registerMobile' },
        { ip: freshIp() },
      ),
      authEndpoints.smsRegister,
    );
    const right = await lastSmsCode(t.app, mobileNum);
    const payloads = await Promise.all(
      guessesWith(right, 12, 11).map(async (verificationCode) => ({
        mobileNum,
        verificationCode,
        password: 'Secret123',
        confirmPassword: 'Secret123',
        agreementAccepted: true,
        ...(await solvedCaptcha(t.app)),
      })),
    );
    const responses = await (await fireEncrypted('PUT', authEndpoints.registerMobile.path, payloads, { ip: freshIp() }))();
    const counts = tally(responses);
    const stored = await storedAttempts(mobileNum, 'register');
    // The stored count is the comparisons made. The form's own captcha stands for the key's, so the code's cap of 5
    // is what holds here; once the right guess has spent the code, later ones answer 'invalid' without a comparison
    // (a used code is as none), so the answers alone can show more than 5 when the right one happened to come early.
    expect(stored).toBeLessThanOrEqual(5);
    expect(counts.ok ?? 0).toBeLessThanOrEqual(1);
    if (!counts.ok) expectStored(stored, counts['invalid-verification-code'] ?? 0, counts);
    expect(await t.app.db.selectFrom('members').select('id').where('mobileNum', '=', mobileNum).execute()).toHaveLength(counts.ok ?? 0);
  });
});

describe('passwords', () => {
  it('login: 16 concurrent logins for one account from a fresh IP, the right password last, get at most 3 checks', async () => {
    const member = await makeMember(t.app);
    const ip = freshIp();
    const payloads = Array.from({ length: 16 }, (_, i) => ({
      type: 'username',
      username: member.account,
      password: i === 15 ? 'Passw0rd9' : `Wrong${1000 + i}`,
    }));
    const { counts, hashes } = await countingHashes(await fireEncrypted('POST', authEndpoints.login.path, payloads, { ip }));
    checkedWithin(counts, 'wrong-credentials', 3);
    expect(hashes).toBeLessThanOrEqual(3);
    // Three checked failures raise the captcha (fewer, if some were turned away before their check); the account is
    // not locked, so the right password with a captcha gets in.
    if (counts['wrong-credentials'] === 3)
      expectFailure(await login(t.app, { username: member.account, password: 'Passw0rd9' }, { ip: freshIp() }), 401, 'captcha-required', {
        captcha: true,
      });
    expectValue(
      await login(t.app, { username: member.account, password: 'Passw0rd9', ...(await solvedCaptcha(t.app)) }, { ip: freshIp() }),
      authEndpoints.login,
    );
  });

  it('a success never lifts the captcha that failures raised', async () => {
    const member = await makeMember(t.app);
    for (let i = 0; i < 3; i++)
      expectFailure(
        await login(t.app, { username: member.account, password: `Wrong${i}999` }, { ip: freshIp() }),
        401,
        'wrong-credentials',
        i === 2 ? { captcha: true } : null,
      );
    expectValue(
      await login(t.app, { username: member.account, password: 'Passw0rd9', ...(await solvedCaptcha(t.app)) }, { ip: freshIp() }),
      authEndpoints.login,
    );
    expectFailure(await login(t.app, { username: member.account, password: 'Wrong4999' }, { ip: freshIp() }), 401, 'captcha-required', {
      captcha: true,
    });
  });

  it('someone who mistyped twice and then got it right is let in without a captcha', async () => {
    const member = await makeMember(t.app);
    const ip = freshIp();
    for (let i = 0; i < 2; i++)
      expectFailure(await login(t.app, { username: member.account, password: `Wrong${i}999` }, { ip }), 401, 'wrong-credentials');
    await loginOk(t.app, member.account, 'Passw0rd9', { ip });
    await loginOk(t.app, member.account, 'Passw0rd9', { ip });
  });

  it('old password on change: 20 concurrent guesses, the right one last, get at most 8 checks', async () => {
    const member = await makeMember(t.app);
    const { token } = await loginOk(t.app, member.account, 'Passw0rd9', { ip: freshIp() });
    const payloads = Array.from({ length: 20 }, (_, i) => ({
      oldPassword: i === 19 ? 'Passw0rd9' : `Wrong${1000 + i}`,
      newPassword: 'Fresh1234',
      confirmNewPassword: 'Fresh1234',
    }));
    const { counts, hashes } = await countingHashes(
      await fireEncrypted('POST', authEndpoints.changePassword.path, payloads, { ip: freshIp(), token }),
    );
    checkedWithin(counts, 'wrong-old-password', 8);
    // A success hashes the new password too.
    expect(hashes - (counts.ok ?? 0)).toBeLessThanOrEqual(8);
    expect(counts['wrong-old-password'] ?? 0).toBeLessThanOrEqual(7);
    expect((await findMemberById(t.app.db, member.id))?.passwordHash === member.passwordHash).toBe(!counts.ok);
  });

  it('login password as proof for the first withdraw password: 20 concurrent guesses, the right one last, get at most 8 checks', async () => {
    const who = await moneyMember(t.app, { withdrawPassword: null });
    const bodies = Array.from({ length: 20 }, (_, i) => ({
      loginPassword: i === 19 ? 'Passw0rd9' : `Wrong${1000 + i}`,
      newWithdrawPassword: '135790',
      confirmWithdrawPassword: '135790',
    }));
    const { counts, hashes } = await countingHashes(() => Promise.all(bodies.map((body) => who.post(PATHS.member.withdrawPassword, body))));
    checkedWithin(counts, 'wrong-old-password', 8);
    // A success hashes the new withdraw password too.
    expect(hashes - (counts.ok ?? 0)).toBeLessThanOrEqual(8);
    expect(counts['wrong-old-password'] ?? 0).toBeLessThanOrEqual(7);
    expect(expectValue(await who.get(PATHS.cashier.withdrawInfo), moneyEndpoints.withdrawInfo).hasWithdrawPassword).toBe(counts.ok === 1);
  });

  it('withdraw password: 20 concurrent withdrawals with guesses, the right one last, get at most 8 checks', async () => {
    const who = await moneyMember(t.app, { balanceMinor: 50_000_000 });
    const bank = { bankName: 'BCEL Bank', bankAccountNo: '0201000987654321', accountName: 'KHAMPHOU SISOUK' };
    const bodies = Array.from({ length: 20 }, (_, i) => ({
      amount: 10_000_000,
      withdrawPassword: i === 19 ? WITHDRAW_PASSWORD : String(100000 + i),
      ...bank,
      idempotencyKey: newKey(),
    }));
    const { counts, hashes } = await countingHashes(() => Promise.all(bodies.map((body) => who.post(PATHS.cashier.withdrawals, body))));
    checkedWithin(counts, 'withdraw-password-wrong', 8);
    expect(hashes).toBeLessThanOrEqual(8);
    expect(counts['withdraw-password-wrong'] ?? 0).toBeLessThanOrEqual(7);
    expect(await getBalanceMinor(t.app.db, who.member.id)).toBe(50_000_000 - (counts.ok ?? 0) * 10_000_000);
  });
});

describe('second factor', () => {
  async function challenged() {
    const member = await makeMember(t.app, { secondFactorOnNewIp: true, mobileNum: freshMobile(), payeeName: 'Khamla Vongsa' });
    const ip = freshIp();
    const response = await login(t.app, { username: member.account, password: 'Passw0rd9' }, { ip });
    const { challengeId } = response.json<{ value: { challengeId: string } }>().value;
    return { member, ip, challengeId };
  }
  const verifyAll = (challengeId: string, method: string, values: string[], ip: string) =>
    Promise.all(values.map((value) => call(t.app, 'POST', authEndpoints.loginVerify.path, { challengeId, method, value }, { ip })));
  const challengeAttempts = async (challengeId: string) =>
    (
      await t.app.db
        .selectFrom('login_challenges')
        .select('attempts')
        .where('idHash', '=', sha256Hex(challengeId))
        .executeTakeFirstOrThrow()
    ).attempts;

  it('bank name: 12 concurrent answers, the right one last, get at most 5 checks', async () => {
    const { ip, challengeId } = await challenged();
    const values = Array.from({ length: 12 }, (_, i) => (i === 11 ? 'khamla vongsa' : `Wrong Name${i}`));
    const counts = tally(await verifyAll(challengeId, 'bankName', values, ip));
    const checked = checkedWithin(counts, 'invalid-second-factor', 5);
    expectStored(await challengeAttempts(challengeId), checked, counts);
  });

  it('SMS code: 12 concurrent codes, the right one last, get at most 5 checks', async () => {
    const { member, ip, challengeId } = await challenged();
    expectValue(await call(t.app, 'POST', authEndpoints.loginVerifySms.path, { challengeId }, { ip }), authEndpoints.loginVerifySms);
    const right = await lastSmsCode(t.app, member.mobileNum ?? '');
    const counts = tally(await verifyAll(challengeId, 'sms', guessesWith(right, 12, 11), ip));
    const checked = checkedWithin(counts, 'invalid-second-factor', 5);
    expectStored(await challengeAttempts(challengeId), checked, counts);
    expectStored(await storedAttempts(member.mobileNum ?? '', 'secondFactor'), checked, counts);
  });
});

describe('limits shared by API nodes through Redis', () => {
  // Redis is part of this machine and CI (TEST_REDIS_URL), as for the multi-node test.
  const url = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
  const keyPrefix = `mekong-test-${randomBytes(4).toString('hex')}:`;
  const clients = [
    new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 }),
    new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 }),
  ];
  afterAll(async () => {
    const keys = await clients[0]?.keys(`${keyPrefix}*`);
    if (keys?.length) await clients[0]?.del(...keys);
    await Promise.all(clients.map((client) => client.quit()));
  });

  it('40 concurrent guesses of one account spread over two nodes get at most 8 places, and the 8th failure locks it on both', async () => {
    await Promise.all(clients.map((client) => client.connect()));
    const [nodeA, nodeB] = clients.map((client) => createLimits({ kind: 'redis', client, keyPrefix }));
    if (!nodeA || !nodeB) throw new Error('no nodes');
    const claims: Claim[] = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? nodeA : nodeB).claimGuess('victim', `10.9.0.${i}`)),
    );
    const placed = claims.filter((claim) => claim.kind === 'claimed');
    expect(placed).toHaveLength(LOCK_AFTER_FAILURES);
    expect(placed.filter((claim) => !claim.captchaDue)).toHaveLength(3);
    const states = await Promise.all(placed.map((claim) => claim.failed()));
    expect(states.filter((state) => state.lockedUntil !== null)).toHaveLength(1);
    expect((await nodeA.claimGuess('victim', '10.9.1.1')).kind).toBe('locked');
    expect((await nodeB.claimGuess('victim', '10.9.1.2')).kind).toBe('locked');
  });
});
