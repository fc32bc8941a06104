// The audit trail of a member's own account changes (issue 20), through the app on SQLite and PostgreSQL: each kind of
// change (profile, email and mobile bindings, bank accounts, authenticator, second factor, login and withdraw
// passwords, sign-outs) leaves exactly one entry naming the member and its IP with the values before and after; a
// refused change (bad input, a wrong password or code) leaves none; nothing secret is stored; 20 concurrent profile
// updates leave 20 entries that chain one into the next.
import { authEndpoints } from '@mekong/contracts';
import { moneyEndpoints } from '@mekong/contracts/money';
import { accountEndpoints, ACCOUNT_PATHS } from '@mekong/contracts/account';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, expectFailure, expectValue, TEST_SCRYPT_COST, type TestApp } from '../../test-support/test-app';
import { call, callEncrypted, freshIp, lastSmsCode, loginOk, makeMember } from '../../test-support/accounts';
import { findMemberById, type MemberRow } from '../../modules/accounts/members.repository';
import { lastMailTo } from '../../modules/accounts/mail';
import { totpCode, totpStep } from '../../security/totp';
import { hashPassword } from '../../security/passwords';
import { WITHDRAW_PASSWORD } from '../cashier/cashier-test-support';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let serial = 0;
const freshMobile = () => `208${String(process.pid % 1000).padStart(3, '0')}${String(++serial).padStart(4, '0')}`;

interface Caller {
  member: MemberRow;
  token: string;
  ip: string;
  post(path: string, body?: object): Promise<LightMyRequestResponse>;
  put(path: string, body?: object): Promise<LightMyRequestResponse>;
}

async function caller(withdrawPassword: string | null = WITHDRAW_PASSWORD): Promise<Caller> {
  const member = await makeMember(t.app, {
    withdrawPasswordHash: withdrawPassword === null ? null : await hashPassword(withdrawPassword, TEST_SCRYPT_COST),
  });
  const ip = freshIp();
  const { token } = await loginOk(t.app, member.account, 'Passw0rd9', { ip });
  return {
    member,
    token,
    ip,
    post: (path, body = {}) => call(t.app, 'POST', path, body, { token, ip }),
    put: (path, body = {}) => call(t.app, 'PUT', path, body, { token, ip }),
  };
}

/** The member's entries but its registration (made by the test's repository call), oldest first. */
async function entriesOf(who: Caller) {
  const rows = await t.app.db
    .selectFrom('audit_trail')
    .selectAll()
    .where('subjectMemberId', '=', who.member.id)
    .where('action', '!=', 'account.register')
    .orderBy('occurredAt')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    action: row.action,
    actorKind: row.actorKind,
    actor: row.actor,
    source: row.source,
    before: row.beforeJson === null ? null : (JSON.parse(row.beforeJson) as Record<string, unknown>),
    after: row.afterJson === null ? null : (JSON.parse(row.afterJson) as Record<string, unknown>),
  }));
}

/** The one entry a change must have left, made by the member from its IP. */
async function onlyEntry(who: Caller) {
  const entries = await entriesOf(who);
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({ actorKind: 'member', actor: who.member.id, source: who.ip });
  return entries[0]!;
}

/** Every stored word of the trail, for the secrets that must not be in it. */
async function trailText(): Promise<string> {
  const rows = await t.app.db.selectFrom('audit_trail').select(['beforeJson', 'afterJson', 'actor', 'source', 'action']).execute();
  return JSON.stringify(rows);
}

const EMPTY_PROFILE = {
  fullname: '',
  birthday: '',
  telegram: '',
  zalo: '',
  address: '',
  nationality: '',
  occupation: '',
  sourceOfIncome: '',
  placeOfBirth: '',
};
const PROFILE = { ...EMPTY_PROFILE, nickname: 'Noy', fullname: 'Khamla Vongsa', birthday: '1990-05-17' };

describe('profile', () => {
  it('records only the fields that changed, and nothing for a refused update', async () => {
    const who = await caller();
    expectFailure(await who.put(ACCOUNT_PATHS.profile, { ...PROFILE, birthday: '2020-01-01' }), 400, 'under-age', {
      fields: { birthday: 'You must be at least 21 years old' },
      field: 'birthday',
    });
    expect(await entriesOf(who)).toEqual([]);
    expectValue(await who.put(ACCOUNT_PATHS.profile, PROFILE), accountEndpoints.updateProfile);
    const entry = await onlyEntry(who);
    expect(entry).toMatchObject({ action: 'profile.update' });
    // The changed fields only.
    expect([entry.before, entry.after]).toEqual([
      { nickname: who.member.account, fullname: '', birthday: '' },
      { nickname: 'Noy', fullname: 'Khamla Vongsa', birthday: '1990-05-17' },
    ]);
    // The same values again change nothing: no entry.
    expectValue(await who.put(ACCOUNT_PATHS.profile, PROFILE), accountEndpoints.updateProfile);
    expect(await entriesOf(who)).toHaveLength(1);
  });

  it('leaves 20 entries for 20 concurrent updates, each starting where another ended', async () => {
    const who = await caller();
    const names = Array.from({ length: 20 }, (_, i) => `Name${i}`);
    const answers = await Promise.all(names.map((nickname) => who.put(ACCOUNT_PATHS.profile, { ...EMPTY_PROFILE, nickname })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(names.map(() => 200));
    const entries = await entriesOf(who);
    expect(entries).toHaveLength(20);
    expect(entries.map((entry) => entry.after?.nickname).sort()).toEqual([...names].sort());
    // A chain: one entry starts from the account's first nickname, each other from a different entry's end, and the
    // one no entry starts from is the nickname stored.
    const befores = entries.map((entry) => entry.before?.nickname);
    expect(new Set(befores).size).toBe(20);
    expect(befores).toContain(who.member.account);
    const stored = (await findMemberById(t.app.db, who.member.id))!.nickname;
    expect(names.filter((name) => !befores.includes(name))).toEqual([stored]);
  });
});

describe('bindings', () => {
  it('records an email bound with its code, and nothing for a wrong code', async () => {
    const who = await caller();
    const address = `audit${process.pid % 1000}x${++serial}@mekong.example`;
    expectValue(
      await who.post(ACCOUNT_PATHS.bindingCode, { channel: 'email', address, password: 'Passw0rd9' }),
      accountEndpoints.sendBindingCode,
    );
    const code = /\b(\d{6})\b/.exec((await lastMailTo(t.app.db, address))?.body ?? '')?.[1] ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    expectFailure(await who.post(ACCOUNT_PATHS.binding, { channel: 'email', address, code: wrong }), 400, 'invalid-verification-code');
    expect(await entriesOf(who)).toEqual([]);
    expectValue(await who.post(ACCOUNT_PATHS.binding, { channel: 'email', address, code }), accountEndpoints.confirmBinding);
    expect(await onlyEntry(who)).toMatchObject({ action: 'binding.email', before: { email: null }, after: { email: address } });
  });

  it('records a mobile number bound with its code', async () => {
    const who = await caller();
    const number = freshMobile();
    expectValue(
      await who.post(ACCOUNT_PATHS.bindingCode, { channel: 'mobile', address: number, password: 'Passw0rd9' }),
      accountEndpoints.sendBindingCode,
    );
    const code = await lastSmsCode(t.app, number);
    expectValue(await who.post(ACCOUNT_PATHS.binding, { channel: 'mobile', address: number, code }), accountEndpoints.confirmBinding);
    expect(await onlyEntry(who)).toMatchObject({ action: 'binding.mobile', before: { mobileNum: null }, after: { mobileNum: number } });
  });

  it('records a bank account added and removed, and nothing for a refused one', async () => {
    const who = await caller();
    const bank = { bankName: 'BCEL Bank', accountNo: '0201000987654321', accountName: 'Khamla Vongsa' };
    const added = expectValue(await who.post(ACCOUNT_PATHS.bankAccounts, bank), accountEndpoints.addBankAccount);
    expectFailure(
      await who.post(ACCOUNT_PATHS.bankAccounts, { ...bank, accountNo: '0201000111', accountName: 'Somebody Else' }),
      400,
      'bank-name-mismatch',
      {
        field: 'accountName',
      },
    );
    expect(await onlyEntry(who)).toMatchObject({ action: 'bank-account.add', before: null, after: { id: added.id, ...bank } });
    expectValue(await who.post(ACCOUNT_PATHS.bankAccountRemove, { id: added.id }), accountEndpoints.removeBankAccount);
    const entries = await entriesOf(who);
    expect(entries.map((entry) => entry.action)).toEqual(['bank-account.add', 'bank-account.remove']);
    expect(entries[1]).toMatchObject({ before: { id: added.id, ...bank }, after: null, source: who.ip });
  });

  it('records the authenticator on and off and the second-factor choice, never the secret', async () => {
    const who = await caller();
    const setup = expectValue(await who.post(ACCOUNT_PATHS.totpSetup), accountEndpoints.totpSetup);
    const step = totpStep(Date.now());
    expectFailure(await who.post(ACCOUNT_PATHS.totpEnable, { code: totpCode(setup.secret, step + 5) }), 400, 'invalid-authenticator-code');
    expect(await entriesOf(who)).toEqual([]);
    expectValue(await who.post(ACCOUNT_PATHS.totpEnable, { code: totpCode(setup.secret, step) }), accountEndpoints.totpEnable);
    expectValue(await who.put(ACCOUNT_PATHS.secondFactor, { enabled: true, first: 'totp' }), accountEndpoints.secondFactor);
    expectValue(await who.post(ACCOUNT_PATHS.totpDisable, { code: totpCode(setup.secret, step + 1) }), accountEndpoints.totpDisable);
    const entries = await entriesOf(who);
    expect(entries.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      { action: 'authenticator.on', before: { authenticator: false }, after: { authenticator: true } },
      {
        action: 'second-factor.set',
        before: { secondFactorOnNewIp: false, secondFactorFirst: null },
        after: { secondFactorOnNewIp: true, secondFactorFirst: 'totp' },
      },
      { action: 'authenticator.off', before: { authenticator: true }, after: { authenticator: false } },
    ]);
    expect(entries.every((entry) => entry.source === who.ip)).toBe(true);
    expect(await trailText()).not.toContain(setup.secret);
  });
});

describe('passwords and sessions', () => {
  it('records a password change as changed, never the password or its hash; a wrong old password leaves nothing', async () => {
    const who = await caller();
    const change = (oldPassword: string) =>
      callEncrypted(
        t.app,
        'POST',
        authEndpoints.changePassword.path,
        { oldPassword, newPassword: 'Fresh2024x', confirmNewPassword: 'Fresh2024x' },
        { token: who.token, ip: who.ip },
      );
    expectFailure(await change('Wrong1234'), 400, 'wrong-old-password');
    expect(await entriesOf(who)).toEqual([]);
    expectValue(await change('Passw0rd9'), authEndpoints.changePassword);
    expect(await onlyEntry(who)).toMatchObject({
      action: 'password.change',
      before: null,
      after: { password: '(changed)', sessionsEnded: 0 },
    });
    const text = await trailText();
    expect(text).not.toContain('Fresh2024x');
    expect(text).not.toContain((await findMemberById(t.app.db, who.member.id))!.passwordHash);
  });

  it('records the withdraw password set, then changed, never its value', async () => {
    const who = await caller(null);
    const set = (body: object) => who.post(moneyEndpoints.setWithdrawPassword.path, body);
    expectFailure(
      await set({ loginPassword: 'Wrong1234', newWithdrawPassword: '135790', confirmWithdrawPassword: '135790' }),
      400,
      'wrong-old-password',
    );
    expect(await entriesOf(who)).toEqual([]);
    expectValue(
      await set({ loginPassword: 'Passw0rd9', newWithdrawPassword: '135790', confirmWithdrawPassword: '135790' }),
      moneyEndpoints.setWithdrawPassword,
    );
    expectValue(
      await set({ oldWithdrawPassword: '135790', newWithdrawPassword: '864200', confirmWithdrawPassword: '864200' }),
      moneyEndpoints.setWithdrawPassword,
    );
    const entries = await entriesOf(who);
    expect(entries.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      { action: 'withdraw-password.set', before: { withdrawPassword: null }, after: { withdrawPassword: '(changed)' } },
      { action: 'withdraw-password.change', before: { withdrawPassword: '(changed)' }, after: { withdrawPassword: '(changed)' } },
    ]);
    const text = await trailText();
    expect(text).not.toContain('864200');
    expect(text).not.toContain((await findMemberById(t.app.db, who.member.id))!.withdrawPasswordHash);
  });

  it('records a session signed out and the others signed out, with which', async () => {
    const who = await caller();
    await loginOk(t.app, who.member.account, 'Passw0rd9', { ip: who.ip });
    await loginOk(t.app, who.member.account, 'Passw0rd9', { ip: who.ip });
    const overview = expectValue(
      await call(t.app, 'GET', ACCOUNT_PATHS.overview, {}, { token: who.token, ip: who.ip }),
      accountEndpoints.overview,
    );
    const other = overview.sessions.find((session) => !session.current)!;
    expectFailure(await who.post(ACCOUNT_PATHS.sessionRevoke, { id: 'not-a-session' }), 404, 'session-not-found');
    expect(await entriesOf(who)).toEqual([]);
    expectValue(await who.post(ACCOUNT_PATHS.sessionRevoke, { id: other.id }), accountEndpoints.revokeSession);
    expect(expectValue(await who.post(ACCOUNT_PATHS.sessionsRevokeOthers), accountEndpoints.revokeOtherSessions)).toEqual({ signedOut: 1 });
    // Nothing left to sign out: no entry.
    expectValue(await who.post(ACCOUNT_PATHS.sessionsRevokeOthers), accountEndpoints.revokeOtherSessions);
    const entries = await entriesOf(who);
    expect(entries.map((entry) => entry.action)).toEqual(['session.sign-out', 'session.sign-out-others']);
    expect(entries[0]?.before).toEqual({ sessions: [{ id: other.id, ip: who.ip, device: other.device }] });
    expect((entries[1]?.before?.sessions as unknown[]).length).toBe(1);
    expect(await trailText()).not.toContain(who.token);
  });
});
