// Member calls through the app: info, avatar, balance (one member never sees another's), password change,
// reset by email (the mail and its one-time link) and by phone, and the affiliate check.
import { authEndpoints } from '@mekong/contracts';
import { buildTestApp, expectFailure, expectValue, type TestApp } from '../../test-support/test-app';
import { call, callEncrypted, freshIp, lastSmsCode, login, loginOk, makeMember, solvedCaptcha } from '../../test-support/accounts';
import { DEMO_AGENT_CODE, DEMO_PASSWORD } from '../../db/seed/accounts.seed';
import { findMemberById } from '../../modules/accounts/members.repository';
import { lastMailTo } from '../../modules/accounts/mail';
import { sha256Hex } from '../../security/tokens';
import { maskEmail, maskMobile } from './member';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let mobileSerial = 0;
const freshMobile = () => `208${String(process.pid % 1000).padStart(3, '0')}${String(++mobileSerial).padStart(4, '0')}`;
const get = (path: string, token: string) => call(t.app, 'GET', path, {}, { token });

describe('member info, avatar and balance', () => {
  it('answers the header what it needs, with contact details masked', async () => {
    const { token } = await loginOk(t.app, 'demo_member', DEMO_PASSWORD);
    const info = expectValue(await get(authEndpoints.memberInfo.path, token), authEndpoints.memberInfo);
    expect(info).toMatchObject({
      account: 'demo_member',
      nickname: 'Demo Member',
      // The seeded level 1's label, in Lao (the default language).
      vipLabelName: 'VIP1 ທອງແດງ',
      vipRankLevel: 1,
      mobileNum: '205*****45',
      email: 'me****@mekong.example',
    });
    const icon = expectValue(await get(authEndpoints.infoIcon.path, token), authEndpoints.infoIcon);
    expect(icon.url).toBe(info.avatarUrl);
    const svg = await t.app.inject({ method: 'GET', url: icon.url });
    expect([svg.statusCode, svg.headers['content-type']]).toEqual([200, 'image/svg+xml; charset=utf-8']);
    expect(svg.body).toContain('<rect x=');
    expect(expectValue(await get(authEndpoints.balance.path, token), authEndpoints.balance)).toEqual({
      balance: 123_456_789,
      currencySymbol: '₭',
    });
  });

  it("never shows one member's data to another member's token", async () => {
    const alice = await makeMember(t.app, { balanceMinor: 777, mobileNum: freshMobile() });
    const bob = await makeMember(t.app, { balanceMinor: 5 });
    const aliceToken = (await loginOk(t.app, alice.account, 'Passw0rd9')).token;
    const bobToken = (await loginOk(t.app, bob.account, 'Passw0rd9')).token;
    expect(expectValue(await get(authEndpoints.memberInfo.path, bobToken), authEndpoints.memberInfo).id).toBe(bob.id);
    expect(expectValue(await get(authEndpoints.balance.path, bobToken), authEndpoints.balance).balance).toBe(5);
    // Naming the other member in the query changes nothing: the token alone says whose data it is.
    const probe = await call(
      t.app,
      'GET',
      authEndpoints.balance.path,
      { id: alice.id, memberId: alice.id, account: alice.account },
      { token: bobToken },
    );
    expect(expectValue(probe, authEndpoints.balance).balance).toBe(5);
    expect(expectValue(await get(authEndpoints.balance.path, aliceToken), authEndpoints.balance).balance).toBe(777);
    expect(expectValue(await get(authEndpoints.infoIcon.path, bobToken), authEndpoints.infoIcon).url).not.toContain(alice.avatarSeed);
  });

  it('masks contact details', () => {
    expect(maskMobile('2055512345')).toBe('205*****45');
    expect(maskEmail('ab@x.la')).toBe('ab*@x.la');
  });
});

describe('change password', () => {
  const change = (token: string, body: object, ip?: string) =>
    callEncrypted(t.app, 'POST', authEndpoints.changePassword.path, body, { token, ip });

  it('changes it, ends the other sessions, and clears the default flag', async () => {
    const member = await makeMember(t.app, { passwordIsDefault: true }, '{secret}');
    const current = await loginOk(t.app, member.account, '{secret}');
    expect(current.defaultPassword).toBe(true);
    const other = await loginOk(t.app, member.account, '{secret}');
    expectValue(
      await change(current.token, { oldPassword: '{secret}', newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' }),
      authEndpoints.changePassword,
    );
    expectFailure(await get(authEndpoints.memberInfo.path, other.token), 401, 'unauthorized');
    expect(expectValue(await get(authEndpoints.memberInfo.path, current.token), authEndpoints.memberInfo).defaultPassword).toBe(false);
    expect((await loginOk(t.app, member.account, 'Fresh1234')).defaultPassword).toBe(false);
    expectFailure(await login(t.app, { username: member.account, password: '{secret}' }, { ip: freshIp() }), 401, 'wrong-credentials');
  });

  it('refuses a wrong old password, a rule violation, a mismatch, a plain body and no token', async () => {
    const member = await makeMember(t.app);
    const { token } = await loginOk(t.app, member.account, 'Passw0rd9');
    expectFailure(
      await change(token, { oldPassword: 'Nope12345', newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' }),
      400,
      'wrong-old-password',
    );
    expect(
      expectFailure(
        await change(token, { oldPassword: 'Passw0rd9', newPassword: 'short', confirmNewPassword: 'short' }),
        400,
        'bad-request',
        { fields: { newPassword: 'Must be 6 to 20 characters' } },
      ),
    ).toBe('newPassword: Must be 6 to 20 characters');
    expectFailure(
      await change(token, { oldPassword: 'Passw0rd9', newPassword: 'lettersonly', confirmNewPassword: 'lettersonly' }),
      400,
      'bad-request',
      { fields: { newPassword: 'Wrong format' } },
    );
    expectFailure(
      await change(token, { oldPassword: 'Passw0rd9', newPassword: 'Fresh1234', confirmNewPassword: 'Fresh12345' }),
      400,
      'bad-request',
      {
        fields: { confirmNewPassword: 'Does not match the new password' },
      },
    );
    const plain = await call(
      t.app,
      'POST',
      authEndpoints.changePassword.path,
      { oldPassword: 'Passw0rd9', newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' },
      { token },
    );
    expect(expectFailure(plain, 400, 'bad-request')).toBe('This call needs an encrypted payload');
    expectFailure(await call(t.app, 'POST', authEndpoints.changePassword.path, {}), 401, 'unauthorized');
  });
});

describe('password by email', () => {
  it('mails a reset link to the outbox for a matching pair, form-urlencoded as requirements §7 sends it', async () => {
    const member = await makeMember(t.app, { email: 'reset.me@mekong.example' });
    const response = await t.app.inject({
      method: 'POST',
      url: authEndpoints.passwordByEmail.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=${member.account}&email=RESET.ME%40mekong.example`,
      remoteAddress: freshIp(),
    });
    expectValue(response, authEndpoints.passwordByEmail);
    const mail = await t.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('toAddress', '=', 'reset.me@mekong.example')
      .executeTakeFirstOrThrow();
    expect(mail.body).toMatch(/https:\/\/[^/]+\/resetPassword\?token=[A-Za-z0-9_-]{43}/);
  });

  it('answers the same for an unknown pair and sends nothing', async () => {
    expectValue(
      await call(
        t.app,
        'POST',
        authEndpoints.passwordByEmail.path,
        { username: 'demo_member', email: 'wrong@mekong.example' },
        { ip: freshIp() },
      ),
      authEndpoints.passwordByEmail,
    );
    const mails = await t.app.db.selectFrom('mail_outbox').select('id').where('toAddress', '=', 'wrong@mekong.example').execute();
    expect(mails).toHaveLength(0);
  });
});

describe('reset password by the emailed link', () => {
  const resetBy = (body: object) => callEncrypted(t.app, 'POST', authEndpoints.resetPasswordByToken.path, body, { ip: freshIp() });

  /** A member with an email who asked for a reset: the token read back from the mailed link. */
  async function mailedToken(overrides: Parameters<typeof makeMember>[1] = {}) {
    const email = `link${++mobileSerial}.${process.pid}@mekong.example`;
    const member = await makeMember(t.app, { email, ...overrides }, overrides.passwordIsDefault ? '{secret}' : 'Passw0rd9');
    expectValue(
      await call(t.app, 'POST', authEndpoints.passwordByEmail.path, { username: member.account, email }, { ip: freshIp() }),
      authEndpoints.passwordByEmail,
    );
    const token = /\/resetPassword\?token=([\w-]+)/.exec((await lastMailTo(t.app.db, email))?.body ?? '')?.[1];
    if (!token) throw new Error(`no reset link mailed to ${email}`);
    return { member, token };
  }

  it('sets the new password, signs in, ends the other sessions and clears the default flag, once', async () => {
    const { member, token } = await mailedToken({ passwordIsDefault: true });
    const before = await loginOk(t.app, member.account, '{secret}', { ip: freshIp() });
    const answer = expectValue(
      await resetBy({ token, newPassword: 'Mailed1234', confirmNewPassword: 'Mailed1234' }),
      authEndpoints.resetPasswordByToken,
    );
    expect(answer).toMatchObject({
      defaultPassword: false,
      passwordExpired: false,
      memberInfo: { id: member.id, account: member.account },
    });
    expectValue(await get(authEndpoints.memberInfo.path, answer.token), authEndpoints.memberInfo);
    expectFailure(await get(authEndpoints.memberInfo.path, before.token), 401, 'unauthorized');
    expectFailure(await login(t.app, { username: member.account, password: '{secret}' }, { ip: freshIp() }), 401, 'wrong-credentials');
    expect(await loginOk(t.app, member.account, 'Mailed1234', { ip: freshIp() })).toMatchObject({ defaultPassword: false });
    expect((await findMemberById(t.app.db, member.id))?.passwordIsDefault).toBe(0);

    const again = await resetBy({ token, newPassword: 'Second1234', confirmNewPassword: 'Second1234' });
    expect(expectFailure(again, 400, 'reset-link-invalid')).toBe('This reset link is invalid or has expired. Please ask for a new one.');
    await loginOk(t.app, member.account, 'Mailed1234', { ip: freshIp() });
  });

  it('refuses an expired link and an unknown token, changing nothing', async () => {
    const { member, token } = await mailedToken();
    await t.app.db
      .updateTable('password_resets')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('tokenHash', '=', sha256Hex(token))
      .execute();
    expectFailure(await resetBy({ token, newPassword: 'Late12345', confirmNewPassword: 'Late12345' }), 400, 'reset-link-invalid');
    expectFailure(
      await resetBy({ token: 'no-such-token', newPassword: 'Late12345', confirmNewPassword: 'Late12345' }),
      400,
      'reset-link-invalid',
    );
    await loginOk(t.app, member.account, 'Passw0rd9', { ip: freshIp() });
  });

  it('names a mismatched confirmation and a weak password without spending the link, and refuses a plain body', async () => {
    const { member, token } = await mailedToken();
    expectFailure(await resetBy({ token, newPassword: 'Fresh1234', confirmNewPassword: 'Fresh12345' }), 400, 'bad-request', {
      fields: { confirmNewPassword: 'Does not match the new password' },
    });
    expectFailure(await resetBy({ token, newPassword: 'short', confirmNewPassword: 'short' }), 400, 'bad-request', {
      fields: { newPassword: 'Must be 6 to 20 characters' },
    });
    expectFailure(await resetBy({ newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' }), 400, 'bad-request');
    const plain = await call(
      t.app,
      'POST',
      authEndpoints.resetPasswordByToken.path,
      { token, newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' },
      { ip: freshIp() },
    );
    expect(expectFailure(plain, 400, 'bad-request')).toBe('This call needs an encrypted payload');
    // None of those spent the link.
    expect(
      expectValue(await resetBy({ token, newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' }), authEndpoints.resetPasswordByToken)
        .memberInfo.id,
    ).toBe(member.id);
  });
});

describe('password by verification (forgot by phone)', () => {
  it('resets the password with the SMS code and logs in, clearing the failed-login count', async () => {
    const mobileNum = freshMobile();
    const member = await makeMember(t.app, { mobileNum });
    for (let i = 0; i < 3; i++) await login(t.app, { username: member.account, password: 'Wrong1234' }, { ip: freshIp() });
    await call(t.app, 'POST', authEndpoints.smsNoLogin.path, { mobileNum, countryDialingCode: '856' }, { ip: freshIp() });
    const code = await lastSmsCode(t.app, mobileNum);
    const reset = await callEncrypted(t.app, 'POST', authEndpoints.passwordByVerification.path, {
      mobileNum,
      verificationCode: code,
      newPassword: 'Again1234',
    });
    const answer = expectValue(reset, authEndpoints.passwordByVerification);
    expect(answer.memberInfo.id).toBe(member.id);
    expectValue(await get(authEndpoints.memberInfo.path, answer.token), authEndpoints.memberInfo);
    expect(await loginOk(t.app, member.account, 'Again1234', { ip: freshIp() })).toMatchObject({ defaultPassword: false });
    const again = await callEncrypted(t.app, 'POST', authEndpoints.passwordByVerification.path, {
      mobileNum,
      verificationCode: code,
      newPassword: 'Third1234',
    });
    expectFailure(again, 400, 'invalid-verification-code');
    expect((await findMemberById(t.app.db, member.id))?.passwordIsDefault).toBe(0);
  });

  it('records the failed-login lock and its release by the reset in the audit trail (issue 20), the system acting from the IP', async () => {
    const mobileNum = freshMobile();
    const member = await makeMember(t.app, { mobileNum });
    const wrongIp = freshIp();
    const wrong = async () =>
      login(t.app, { username: member.account, password: 'Wrong1234', ...(await solvedCaptcha(t.app)) }, { ip: wrongIp });
    for (let i = 1; i <= 7; i++) expect((await wrong()).json<{ code: string }>().code).toBe('wrong-credentials');
    const locked = await wrong();
    expect(locked.json<{ code: string }>().code).toBe('account-locked');
    // A refused guess on the locked account takes no second lock.
    expect((await wrong()).json<{ code: string }>().code).toBe('account-locked');
    const trail = (action: string) =>
      t.app.db.selectFrom('audit_trail').selectAll().where('subjectMemberId', '=', member.id).where('action', '=', action).execute();
    const lockedUntil = locked.json<{ value: { lockedUntil: string } }>().value.lockedUntil;
    expect(await trail('login.lock')).toEqual([
      expect.objectContaining({ actorKind: 'system', actor: 'guess-limits', source: wrongIp, beforeJson: null }),
    ]);
    expect(JSON.parse((await trail('login.lock'))[0]!.afterJson ?? '{}')).toEqual({ secret: 'password', lockedUntil });
    expect(await trail('login.unlock')).toEqual([]);

    const resetIp = freshIp();
    await call(t.app, 'POST', authEndpoints.smsNoLogin.path, { mobileNum, countryDialingCode: '856' }, { ip: freshIp() });
    const reset = await callEncrypted(
      t.app,
      'POST',
      authEndpoints.passwordByVerification.path,
      { mobileNum, verificationCode: await lastSmsCode(t.app, mobileNum), newPassword: 'Again1234' },
      { ip: resetIp },
    );
    expectValue(reset, authEndpoints.passwordByVerification);
    const [unlock] = await trail('login.unlock');
    expect(unlock).toMatchObject({ actorKind: 'system', actor: 'guess-limits', source: resetIp });
    expect(JSON.parse(unlock?.beforeJson ?? '{}')).toEqual({ secret: 'password', lockedUntil: expect.any(String) });
    expect(JSON.parse(unlock?.afterJson ?? '{}')).toEqual({ reason: 'password-reset' });
    // The lock is gone: the new password logs in at once.
    await loginOk(t.app, member.account, 'Again1234', { ip: freshIp() });
  });

  it('refuses a member on a break before changing anything (issue 20): no new password, no audit entry', async () => {
    const mobileNum = freshMobile();
    const member = await makeMember(t.app, { mobileNum });
    const endsAt = new Date(Date.now() + 24 * 3_600_000).toISOString();
    await t.app.db.updateTable('members').set({ breakEndsAt: endsAt }).where('id', '=', member.id).execute();
    const before = await findMemberById(t.app.db, member.id);
    await call(t.app, 'POST', authEndpoints.smsNoLogin.path, { mobileNum, countryDialingCode: '856' }, { ip: freshIp() });
    const reset = await callEncrypted(t.app, 'POST', authEndpoints.passwordByVerification.path, {
      mobileNum,
      verificationCode: await lastSmsCode(t.app, mobileNum),
      newPassword: 'Again1234',
    });
    expectFailure(reset, 403, 'play-break', { endsAt, permanent: false });
    expect((await findMemberById(t.app.db, member.id))?.passwordHash).toBe(before?.passwordHash);
    const resets = await t.app.db
      .selectFrom('audit_trail')
      .select('id')
      .where('subjectMemberId', '=', member.id)
      .where('action', '=', 'password.reset')
      .execute();
    expect(resets).toEqual([]);
  });

  it('names a bad number, a missing code and a weak password', async () => {
    const reset = (body: object) => callEncrypted(t.app, 'POST', authEndpoints.passwordByVerification.path, body, { ip: freshIp() });
    expectFailure(await reset({ mobileNum: '123', verificationCode: '123456', newPassword: 'Again1234' }), 400, 'invalid-phone-number');
    expectFailure(
      await reset({ mobileNum: freshMobile(), verificationCode: '', newPassword: 'Again1234' }),
      400,
      'missing-verification-code',
    );
    expectFailure(await reset({ mobileNum: freshMobile(), verificationCode: '123456', newPassword: 'a' }), 400, 'bad-request', {
      fields: { newPassword: 'Must be 6 to 20 characters' },
    });
    expectFailure(
      await reset({ mobileNum: freshMobile(), verificationCode: '123456', newPassword: 'Again1234' }),
      400,
      'invalid-verification-code',
    );
  });
});

describe('affiliate check', () => {
  it("accepts an agent's invitation code in any case and refuses others", async () => {
    expect(
      expectValue(
        await call(t.app, 'GET', authEndpoints.affiliate.path, { code: DEMO_AGENT_CODE.toLowerCase(), domain: 'mekong.example' }),
        authEndpoints.affiliate,
      ),
    ).toEqual({ valid: true, code: DEMO_AGENT_CODE, link: `https://www.mekong.example/register?affiliateCode=${DEMO_AGENT_CODE}` });
    // Without a code a visitor is refused as before; a signed-in agent gets its own (routes/agents/agents.test.ts).
    expect(expectFailure(await call(t.app, 'GET', authEndpoints.affiliate.path, { code: 'NOSUCH1' }), 400, 'invitation_code_error')).toBe(
      'Invalid invitation code',
    );
    expectFailure(await call(t.app, 'GET', authEndpoints.affiliate.path, {}), 400, 'bad-request');
  });
});
