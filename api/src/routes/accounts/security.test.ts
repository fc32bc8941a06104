// The member's account centre (issue 19) through the app, on SQLite and PostgreSQL: the overview, the profile (the
// full-name rule and the 21-year birthday check, nothing written on a refusal), binding an email or mobile number with
// a code sent to the new address (single-use under 20 concurrent verifies, 5 tries, throttled, another account's
// address refused, a change needs the password), bank accounts (the real name, the limit under concurrent adds,
// another member's ids refused) and withdrawals only to a bound account, the authenticator (set-up, a replayed code
// refused, the second-factor login from a new IP with it offered first), and sessions (another's id refused, signing
// out the others ends their tokens at once). Trial accounts and visitors are refused every call.
import { authEndpoints, PATHS, TRIAL_TYPE } from '@mekong/contracts';
import { moneyEndpoints } from '@mekong/contracts/money';
import { accountEndpoints, ACCOUNT_LIMITS, ACCOUNT_PATHS } from '@mekong/contracts/account';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, expectFailure, expectValue, type TestApp } from '../../test-support/test-app';
import { call, freshIp, lastSmsCode, login, loginOk, makeMember } from '../../test-support/accounts';
import { findMemberById, type MemberRow } from '../../modules/accounts/members.repository';
import { lastMailTo } from '../../modules/accounts/mail';
import { createSession } from '../../modules/accounts/sessions.repository';
import { totpCode, totpStep } from '../../security/totp';
import { newKey, WITHDRAW_PASSWORD } from '../cashier/cashier-test-support';
import { hashPassword } from '../../security/passwords';
import { TEST_SCRYPT_COST } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let serial = 0;
const unique = () => `${process.pid % 10000}x${++serial}x${Date.now() % 100000}`;
const freshMobile = () => `209${String(process.pid % 1000).padStart(3, '0')}${String(++serial).padStart(4, '0')}`;
const freshEmail = () => `bind${unique()}@Mekong.example`;

interface Caller {
  member: MemberRow;
  token: string;
  ip: string;
  get(path: string, query?: object): Promise<LightMyRequestResponse>;
  post(path: string, body?: object): Promise<LightMyRequestResponse>;
  put(path: string, body?: object): Promise<LightMyRequestResponse>;
}

/** A member logged in through the real login from an IP of its own. */
async function caller(overrides: Parameters<typeof makeMember>[1] = {}): Promise<Caller> {
  const member = await makeMember(t.app, {
    withdrawPasswordHash: await hashPassword(WITHDRAW_PASSWORD, TEST_SCRYPT_COST),
    ...overrides,
  });
  const ip = freshIp();
  const { token } = await loginOk(t.app, member.account, 'Passw0rd9', { ip });
  return {
    member,
    token,
    ip,
    get: (path, query = {}) => call(t.app, 'GET', path, query, { token, ip }),
    post: (path, body = {}) => call(t.app, 'POST', path, body, { token, ip }),
    put: (path, body = {}) => call(t.app, 'PUT', path, body, { token, ip }),
  };
}

const overview = async (who: Caller) => expectValue(await who.get(ACCOUNT_PATHS.overview), accountEndpoints.overview);
const reload = async (who: Caller) => (await findMemberById(t.app.db, who.member.id))!;

const PROFILE = {
  nickname: 'Noy',
  fullname: 'Khamla Vongsa',
  birthday: '1990-05-17',
  telegram: '@khamla',
  zalo: '02055512345',
  address: 'Ban Sisavath, Vientiane',
  nationality: 'Lao',
  occupation: 'Teacher',
  sourceOfIncome: 'Salary',
  placeOfBirth: 'Luang Prabang',
};

describe('who may call', () => {
  it('refuses visitors and trial accounts every call', async () => {
    expectFailure(await call(t.app, 'GET', ACCOUNT_PATHS.overview), 401, 'unauthorized');
    // A trial account's session comes from free play: opened here directly.
    const trial = await makeMember(t.app, { type: TRIAL_TYPE });
    const token = await createSession(t.app.db, trial.id, '127.0.0.1', t.app.accounts.sessionPolicy);
    for (const [method, path] of [
      ['GET', ACCOUNT_PATHS.overview],
      ['PUT', ACCOUNT_PATHS.profile],
      ['POST', ACCOUNT_PATHS.bindingCode],
      ['POST', ACCOUNT_PATHS.bankAccounts],
      ['POST', ACCOUNT_PATHS.totpSetup],
      ['POST', ACCOUNT_PATHS.sessionsRevokeOthers],
    ] as const) {
      const body =
        method === 'PUT'
          ? PROFILE
          : method === 'POST' && path === ACCOUNT_PATHS.bankAccounts
            ? { bankName: 'LDB', accountNo: '123456789', accountName: 'A B' }
            : {};
      const response = await call(
        t.app,
        method,
        path,
        path === ACCOUNT_PATHS.bindingCode ? { channel: 'email', address: freshEmail() } : body,
        { token },
      );
      expect([path, response.statusCode, response.json<{ code: string }>().code]).toEqual([path, 403, 'trial-account']);
    }
  });
});

describe('overview', () => {
  it('answers the profile, masked bindings, last login with its IP and the live sessions', async () => {
    const who = await caller({ email: freshEmail(), mobileNum: freshMobile() });
    const view = await overview(who);
    expect(view).toMatchObject({
      account: who.member.account,
      payeeName: null,
      bankAccounts: [],
      maxBankAccounts: ACCOUNT_LIMITS.maxBankAccounts,
      totpEnabled: false,
      secondFactorFirst: null,
      // The test IPs are private (10.x): the built-in place provider calls them the local network.
      lastLogin: { ip: who.ip, location: 'LOCAL' },
    });
    expect(view.email).toMatch(/^bi\*+@mekong\.example$/i);
    expect(view.mobileNum).toMatch(/^209\*+\d\d$/);
    expect(view.lastLogin.at).not.toBeNull();
    expect(view.sessions).toEqual([expect.objectContaining({ ip: who.ip, current: true })]);
  });
});

describe('profile', () => {
  it('saves the editable fields and answers them as stored, keeping the registration fields', async () => {
    const who = await caller({ profile: { qqNum: '12345' } });
    const saved = expectValue(await who.put(ACCOUNT_PATHS.profile, PROFILE), accountEndpoints.updateProfile);
    expect(saved).toEqual(PROFILE);
    expect((await overview(who)).profile).toEqual(PROFILE);
    const row = await reload(who);
    expect(row.nickname).toBe('Noy');
    expect(JSON.parse(row.profile)).toMatchObject({ qqNum: '12345', fullname: 'Khamla Vongsa' });
  });

  it('refuses a birthday under 21 years, a bad full name or date and unsafe text, writing nothing', async () => {
    const who = await caller();
    const before = await reload(who);
    const today = new Date();
    const under = `${today.getUTCFullYear() - 21}-12-31`;
    const tooYoung = new Date(Date.UTC(today.getUTCFullYear() - 21, today.getUTCMonth(), today.getUTCDate() + 1))
      .toISOString()
      .slice(0, 10);
    expectFailure(await who.put(ACCOUNT_PATHS.profile, { ...PROFILE, nickname: 'Changed', birthday: tooYoung }), 400, 'under-age', {
      fields: { birthday: 'You must be at least 21 years old' },
      field: 'birthday',
    });
    if (under > today.toISOString().slice(0, 10))
      expectFailure(await who.put(ACCOUNT_PATHS.profile, { ...PROFILE, birthday: under }), 400, 'under-age', expect.anything());
    expectFailure(
      await who.put(ACCOUNT_PATHS.profile, { ...PROFILE, fullname: 'Khamla' }),
      400,
      'bad-request',
      expect.objectContaining({ field: 'fullname' }),
    );
    expectFailure(
      await who.put(ACCOUNT_PATHS.profile, { ...PROFILE, birthday: '1990-02-30' }),
      400,
      'bad-request',
      expect.objectContaining({ field: 'birthday' }),
    );
    expectFailure(
      await who.put(ACCOUNT_PATHS.profile, { ...PROFILE, nickname: '' }),
      400,
      'bad-request',
      expect.objectContaining({ field: 'nickname' }),
    );
    expect((await who.put(ACCOUNT_PATHS.profile, { ...PROFILE, address: 'a\u0000b' })).statusCode).toBe(400);
    const after = await reload(who);
    expect([after.nickname, after.profile]).toEqual([before.nickname, before.profile]);
  });

  it('accepts exactly 21 years today', async () => {
    const who = await caller();
    const today = new Date();
    const birthday = `${today.getUTCFullYear() - 21}-${String(today.getUTCMonth() + 1).padStart(2, '0')}-${String(today.getUTCDate()).padStart(2, '0')}`;
    // 29 February has no day in most years: the check is skipped on that one day.
    if (!birthday.endsWith('02-29'))
      expect(expectValue(await who.put(ACCOUNT_PATHS.profile, { ...PROFILE, birthday }), accountEndpoints.updateProfile).birthday).toBe(
        birthday,
      );
  });
});

const mailCode = async (address: string): Promise<string> => {
  const mail = await lastMailTo(t.app.db, address);
  const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${address}`);
  return code;
};

/** Asks for a binding code, with the login password unless another is given (null: none). */
const sendCode = (who: Caller, channel: 'email' | 'mobile', address: string, password: string | null = 'Passw0rd9') =>
  who.post(ACCOUNT_PATHS.bindingCode, { channel, address, ...(password === null ? {} : { password }) });

describe('binding an email or mobile number', () => {
  it('binds an email with the code mailed to it, once', async () => {
    const who = await caller();
    const address = freshEmail();
    expect(expectValue(await sendCode(who, 'email', address), accountEndpoints.sendBindingCode)).toEqual({
      expiredMinutes: ACCOUNT_LIMITS.bindingCodeMinutes,
    });
    const code = await mailCode(address);
    expect(
      expectValue(await who.post(ACCOUNT_PATHS.binding, { channel: 'email', address, code }), accountEndpoints.confirmBinding),
    ).toBeNull();
    expect((await reload(who)).email).toBe(address.toLowerCase());
    // Spent: the same code again is refused.
    expectFailure(await who.post(ACCOUNT_PATHS.binding, { channel: 'email', address, code }), 400, 'invalid-verification-code');
  });

  it('lets one of 20 concurrent right verifies win', async () => {
    const who = await caller();
    const address = freshEmail();
    expectValue(await sendCode(who, 'email', address), accountEndpoints.sendBindingCode);
    const code = await mailCode(address);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => who.post(ACCOUNT_PATHS.binding, { channel: 'email', address, code })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const a of answers.filter((a) => a.statusCode !== 200))
      expect([a.statusCode, a.json<{ code: string }>().code]).toEqual([
        400,
        expect.stringMatching(/^(invalid-verification-code|code-expired)$/),
      ]);
  });

  it('takes 5 guesses of a code at most, even at once, then asks for a new one', async () => {
    const who = await caller();
    const address = freshEmail();
    expectValue(await sendCode(who, 'email', address), accountEndpoints.sendBindingCode);
    const code = await mailCode(address);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => who.post(ACCOUNT_PATHS.binding, { channel: 'email', address, code: wrong })),
    );
    const codes = answers.map((a) => a.json<{ code: string }>().code);
    expect(codes.filter((c) => c === 'invalid-verification-code')).toHaveLength(ACCOUNT_LIMITS.bindingCodeTries);
    expect(codes.filter((c) => c === 'code-expired')).toHaveLength(12 - ACCOUNT_LIMITS.bindingCodeTries);
    // Out of tries: even the right code no longer binds.
    expectFailure(await who.post(ACCOUNT_PATHS.binding, { channel: 'email', address, code }), 400, 'code-expired');
    expect((await reload(who)).email).toBeNull();
  });

  it('says an address is bound to another account only at binding, to whoever proved it; a code binds only its address', async () => {
    const owner = await caller({ email: freshEmail(), mobileNum: freshMobile() });
    const who = await caller();
    // Sending tells nothing: the code goes to the address either way.
    const theirs = owner.member.email!.toUpperCase();
    expectValue(await sendCode(who, 'email', theirs), accountEndpoints.sendBindingCode);
    const theirCode = await mailCode(owner.member.email!);
    expectFailure(await who.post(ACCOUNT_PATHS.binding, { channel: 'email', address: theirs, code: theirCode }), 409, 'address-taken');
    const number = owner.member.mobileNum!;
    expectValue(await sendCode(who, 'mobile', number), accountEndpoints.sendBindingCode);
    const numberCode = await lastSmsCode(t.app, number);
    expectFailure(await who.post(ACCOUNT_PATHS.binding, { channel: 'mobile', address: number, code: numberCode }), 409, 'address-taken');
    // A code proves only the address it was sent to.
    const address = freshEmail();
    expectValue(await sendCode(who, 'email', address), accountEndpoints.sendBindingCode);
    const code = await mailCode(address);
    expectFailure(
      await who.post(ACCOUNT_PATHS.binding, { channel: 'email', address: freshEmail(), code }),
      400,
      'invalid-verification-code',
    );
    // Taken by another account after the code was sent: still refused.
    await t.app.db.updateTable('members').set({ email: address.toLowerCase() }).where('id', '=', owner.member.id).execute();
    expectFailure(await who.post(ACCOUNT_PATHS.binding, { channel: 'email', address, code }), 409, 'address-taken');
    const after = await reload(who);
    expect([after.email, after.mobileNum]).toEqual([null, null]);
  });

  it('binds a mobile number with the SMS code; binding and changing need the login password', async () => {
    const who = await caller();
    const first = freshMobile();
    expectFailure(await sendCode(who, 'mobile', first, null), 400, 'password-required');
    expectValue(await sendCode(who, 'mobile', first), accountEndpoints.sendBindingCode);
    expectValue(
      await who.post(ACCOUNT_PATHS.binding, { channel: 'mobile', address: first, code: await lastSmsCode(t.app, first) }),
      accountEndpoints.confirmBinding,
    );
    expect((await reload(who)).mobileNum).toBe(first);
    const second = freshMobile();
    expectFailure(await sendCode(who, 'mobile', second, null), 400, 'password-required');
    expectFailure(await sendCode(who, 'mobile', second, 'Wrong0ne1'), 400, 'wrong-old-password');
    expectValue(await sendCode(who, 'mobile', second), accountEndpoints.sendBindingCode);
    expectValue(
      await who.post(ACCOUNT_PATHS.binding, { channel: 'mobile', address: second, code: await lastSmsCode(t.app, second) }),
      accountEndpoints.confirmBinding,
    );
    expect((await reload(who)).mobileNum).toBe(second);
  });

  it('refuses a malformed address and throttles sending per address', async () => {
    const who = await caller();
    expectFailure(await sendCode(who, 'email', 'not-an-email'), 400, 'bad-request', expect.objectContaining({ field: 'address' }));
    expectFailure(await sendCode(who, 'mobile', '12'), 400, 'invalid-phone-number');
    const address = freshEmail();
    // One after another: each send checks the password first, and the hash gate refuses a burst of those.
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await sendCode(who, 'email', address)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

const bank = (accountNo: string, accountName = 'Khamla Vongsa') => ({ bankName: 'BCEL Bank', accountNo, accountName });

describe('bank accounts', () => {
  it('sets the real name with the first account and refuses another holder', async () => {
    const who = await caller();
    const added = expectValue(await who.post(ACCOUNT_PATHS.bankAccounts, bank('0201000987654321')), accountEndpoints.addBankAccount);
    expect(added).toMatchObject({ bankName: 'BCEL Bank', accountNo: '************4321', accountName: 'Khamla Vongsa' });
    expect((await reload(who)).payeeName).toBe('Khamla Vongsa');
    expectFailure(await who.post(ACCOUNT_PATHS.bankAccounts, bank('0201000111111111', 'Somebody Else')), 400, 'bank-name-mismatch', {
      field: 'accountName',
    });
    // Case and spacing aside, the same name.
    expectValue(await who.post(ACCOUNT_PATHS.bankAccounts, bank('0201000222222222', ' KHAMLA   vongsa ')), accountEndpoints.addBankAccount);
    expectFailure(await who.post(ACCOUNT_PATHS.bankAccounts, bank('0201000222222222')), 409, 'bank-account-duplicate');
    expect(expectValue(await who.get(ACCOUNT_PATHS.bankAccounts), accountEndpoints.bankAccounts)).toHaveLength(2);
  });

  it('refuses a holder other than a real name already on file', async () => {
    const who = await caller({ payeeName: 'Noy Phommachanh' });
    expectFailure(await who.post(ACCOUNT_PATHS.bankAccounts, bank('0201000987654321')), 400, 'bank-name-mismatch', {
      field: 'accountName',
    });
    expect(expectValue(await who.get(ACCOUNT_PATHS.bankAccounts), accountEndpoints.bankAccounts)).toEqual([]);
  });

  it('keeps the limit under 10 concurrent adds, and a removal frees a place', async () => {
    const who = await caller();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => who.post(ACCOUNT_PATHS.bankAccounts, bank(`02010009000000${String(i).padStart(2, '0')}`))),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(ACCOUNT_LIMITS.maxBankAccounts);
    for (const a of answers.filter((a) => a.statusCode !== 200)) expect(a.json<{ code: string }>().code).toBe('bank-account-limit');
    const list = expectValue(await who.get(ACCOUNT_PATHS.bankAccounts), accountEndpoints.bankAccounts);
    expect(list).toHaveLength(ACCOUNT_LIMITS.maxBankAccounts);
    expect((await reload(who)).bankAccountCount).toBe(ACCOUNT_LIMITS.maxBankAccounts);
    expectValue(await who.post(ACCOUNT_PATHS.bankAccountRemove, { id: list[0]!.id }), accountEndpoints.removeBankAccount);
    expectValue(await who.post(ACCOUNT_PATHS.bankAccounts, bank('0201000955555555')), accountEndpoints.addBankAccount);
  });

  it("refuses another member's bank account id: removing it or withdrawing to it", async () => {
    const owner = await caller({ balanceMinor: 100_000_000 });
    const other = await caller({ balanceMinor: 100_000_000 });
    const theirs = expectValue(await owner.post(ACCOUNT_PATHS.bankAccounts, bank('0201000987654321')), accountEndpoints.addBankAccount);
    expectFailure(await other.post(ACCOUNT_PATHS.bankAccountRemove, { id: theirs.id }), 404, 'bank-account-not-found');
    const withdraw = (who: Caller, extra: object) =>
      who.post(PATHS.cashier.withdrawals, { amount: 6_000_000, withdrawPassword: WITHDRAW_PASSWORD, idempotencyKey: newKey(), ...extra });
    expectFailure(await withdraw(other, { bankAccountId: theirs.id }), 404, 'bank-account-not-found', { field: 'bankAccountId' });
    expect(expectValue(await owner.get(ACCOUNT_PATHS.bankAccounts), accountEndpoints.bankAccounts)).toHaveLength(1);
    // The owner withdraws to it by id; the order carries the bound account.
    const order = expectValue(await withdraw(owner, { bankAccountId: theirs.id }), moneyEndpoints.requestWithdrawal);
    expect(order).toMatchObject({ bankName: 'BCEL Bank', bankAccountNo: '************4321', accountName: 'Khamla Vongsa' });
    // Once bound accounts exist, typed details must name one of them.
    expectFailure(
      await withdraw(owner, { bankName: 'LDB', bankAccountNo: '123456789', accountName: 'Khamla Vongsa' }),
      400,
      'bank-account-not-bound',
      { field: 'bankAccountNo' },
    );
    expectValue(
      await withdraw(owner, { bankName: 'BCEL Bank', bankAccountNo: '0201000987654321', accountName: 'Khamla Vongsa' }),
      moneyEndpoints.requestWithdrawal,
    );
  });
});

describe('authenticator', () => {
  it('turns on with a confirming code, refuses a replayed code, and turns off with a new one', async () => {
    const who = await caller();
    expectFailure(await who.post(ACCOUNT_PATHS.totpEnable, { code: '123456' }), 409, 'authenticator-state');
    const setup = expectValue(await who.post(ACCOUNT_PATHS.totpSetup), accountEndpoints.totpSetup);
    expect(setup.uri).toBe(
      `otpauth://totp/Mekong%3A${who.member.account}?secret=${setup.secret}&issuer=Mekong&algorithm=SHA1&digits=6&period=30`,
    );
    const step = totpStep(Date.now());
    const wrong = totpCode(setup.secret, step + 5);
    expectFailure(await who.post(ACCOUNT_PATHS.totpEnable, { code: wrong }), 400, 'invalid-authenticator-code');
    const code = totpCode(setup.secret, step);
    expectValue(await who.post(ACCOUNT_PATHS.totpEnable, { code }), accountEndpoints.totpEnable);
    expect((await overview(who)).totpEnabled).toBe(true);
    expectFailure(await who.post(ACCOUNT_PATHS.totpSetup), 409, 'authenticator-state');
    // The code that turned it on cannot turn it off.
    expectFailure(await who.post(ACCOUNT_PATHS.totpDisable, { code }), 400, 'invalid-authenticator-code');
    expectValue(await who.post(ACCOUNT_PATHS.totpDisable, { code: totpCode(setup.secret, step + 1) }), accountEndpoints.totpDisable);
    expect((await reload(who)).totpSecret).toBeNull();
  });

  it('offers the authenticator first to a login from a new IP once chosen, and logs in with its code', async () => {
    const who = await caller({ mobileNum: freshMobile(), payeeName: 'Khamla Vongsa' });
    const setup = expectValue(await who.post(ACCOUNT_PATHS.totpSetup), accountEndpoints.totpSetup);
    const step = totpStep(Date.now());
    expectValue(await who.post(ACCOUNT_PATHS.totpEnable, { code: totpCode(setup.secret, step - 1) }), accountEndpoints.totpEnable);
    expectFailure(await who.put(ACCOUNT_PATHS.secondFactor, { enabled: true, first: 'email' }), 400, 'bad-request', { field: 'first' });
    expectValue(await who.put(ACCOUNT_PATHS.secondFactor, { enabled: true, first: 'bankName' }), accountEndpoints.secondFactor);
    const newIp = freshIp();
    const refused = await login(t.app, { username: who.member.account, password: 'Passw0rd9' }, { ip: newIp });
    const { challengeId, methods } = refused.json<{ value: { challengeId: string; methods: string[] } }>().value;
    expect(methods).toEqual(['bankName', 'totp', 'sms']);
    const answer = await call(
      t.app,
      'POST',
      authEndpoints.loginVerify.path,
      { challengeId, method: 'totp', value: totpCode(setup.secret, step) },
      { ip: newIp },
    );
    expect(expectValue(answer, authEndpoints.loginVerify).token).toEqual(expect.any(String));
    // Off: a new IP logs straight in.
    expectValue(await who.put(ACCOUNT_PATHS.secondFactor, { enabled: false, first: null }), accountEndpoints.secondFactor);
    expect((await loginOk(t.app, who.member.account, 'Passw0rd9', { ip: freshIp() })).token).toEqual(expect.any(String));
  });
});

describe('sessions', () => {
  it("lists the member's sessions, refuses another member's session id, and signs out the others at once", async () => {
    const who = await caller();
    const second = await loginOk(t.app, who.member.account, 'Passw0rd9', { ip: who.ip });
    const stranger = await caller();
    const sessions = (await overview(who)).sessions;
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const strangerSession = (await overview(stranger)).sessions[0]!;
    expectFailure(await who.post(ACCOUNT_PATHS.sessionRevoke, { id: strangerSession.id }), 404, 'session-not-found');
    expect((await stranger.get(ACCOUNT_PATHS.overview)).statusCode).toBe(200);
    const revoked = expectValue(await who.post(ACCOUNT_PATHS.sessionsRevokeOthers), accountEndpoints.revokeOtherSessions);
    expect(revoked).toEqual({ signedOut: 1 });
    expectFailure(await call(t.app, 'GET', ACCOUNT_PATHS.overview, {}, { token: second.token }), 401, 'unauthorized');
    expect((await overview(who)).sessions).toHaveLength(1);
  });

  it('signs out one named session of the member', async () => {
    const who = await caller();
    const second = await loginOk(t.app, who.member.account, 'Passw0rd9', { ip: who.ip });
    const other = (await overview(who)).sessions.find((s) => !s.current)!;
    expectValue(await who.post(ACCOUNT_PATHS.sessionRevoke, { id: other.id }), accountEndpoints.revokeSession);
    expectFailure(await call(t.app, 'GET', ACCOUNT_PATHS.overview, {}, { token: second.token }), 401, 'unauthorized');
  });
});
