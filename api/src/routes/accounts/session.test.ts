// Session calls end to end through the app: enc payloads made by the contracts' client code, login and every
// refusal (wrong password, captcha after 3 failures, lock after 5 more, entrances, plain bodies, logout, expiry),
// SMS login, the unregistered-IP second factor, free play and first login.
import { createPublicKey } from 'node:crypto';
import { authEndpoints } from '@mekong/contracts';
import { buildTestApp, expectFailure, expectValue, TEST_SCRYPT_COST, type TestApp } from '../../test-support/test-app';
import { call, callEncrypted, encrypt, freshIp, lastSmsCode, login, loginOk, makeMember, solvedCaptcha } from '../../test-support/accounts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../db/seed/accounts.seed';
import { hashPassword } from '../../security/passwords';
import { totpCode, totpStep } from '../../security/totp';
import { findMemberById } from '../../modules/accounts/members.repository';
import { NOT_LOGGED_IN } from '../../plugins/app/accounts';
import { captchaAnswer } from '../../modules/accounts/captcha';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let mobileSerial = 0;
const freshMobile = () => `209${String(process.pid % 1000).padStart(3, '0')}${String(++mobileSerial).padStart(4, '0')}`;
const memberInfo = (token: string, ip?: string) => call(t.app, 'GET', authEndpoints.memberInfo.path, {}, { token, ip });

describe('public key and captcha', () => {
  it('serves an SPKI public key with its id', async () => {
    const key = expectValue(await call(t.app, 'GET', authEndpoints.publicKey.path), authEndpoints.publicKey);
    expect(key.publicKeyPem).toContain('-----BEGIN PUBLIC KEY-----');
    expect(createPublicKey(key.publicKeyPem).asymmetricKeyType).toBe('rsa');
    expect(key.keyId).toMatch(/^[0-9a-f]{16}$/);
  });

  it('draws a fresh SVG captcha with noise on every call, its glyphs as paths that do not spell the answer', async () => {
    const a = expectValue(await call(t.app, 'GET', authEndpoints.captcha.path), authEndpoints.captcha);
    const b = expectValue(await call(t.app, 'GET', authEndpoints.captcha.path), authEndpoints.captcha);
    expect(a.captchaId).not.toBe(b.captchaId);
    expect(a.image.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const svg = Buffer.from(a.image.split(',')[1] ?? '', 'base64').toString();
    expect(svg).toMatch(/^<svg /);
    expect(svg).not.toMatch(/<text/);
    expect((svg.match(/<path /g) ?? []).length).toBeGreaterThanOrEqual(4 + 3);
    const answer = await captchaAnswer(t.app.db, a.captchaId);
    expect(answer).toMatch(/^[A-Z2-9]{4}$/);
    expect(svg).not.toContain(answer);
  });
});

describe('login by username', () => {
  it('logs the demo member in and the token reads its info', async () => {
    const answer = await loginOk(t.app, 'demo_member', DEMO_PASSWORD);
    expect(answer).toMatchObject({
      firstTimeLogin: true,
      passwordExpired: false,
      defaultPassword: false,
      memberInfo: { account: 'demo_member', type: 0 },
    });
    expect(answer.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(expectValue(await memberInfo(answer.token), authEndpoints.memberInfo)).toMatchObject({
      account: 'demo_member',
      isAgent: false,
      isTrial: false,
      currencySymbol: '₭',
    });
  });

  it('matches the account case-insensitively and flags the default password', async () => {
    expect((await loginOk(t.app, 'DEMO_DEFAULT', '{secret}')).defaultPassword).toBe(true);
  });

  it('refuses a wrong password and an unknown account alike', async () => {
    const ip = freshIp();
    expect(expectFailure(await login(t.app, { username: 'demo_member', password: 'nope1234' }, { ip }), 401, 'wrong-credentials')).toBe(
      'Wrong account or password',
    );
    expect(
      expectFailure(await login(t.app, { username: 'nobody_here', password: 'nope1234' }, { ip: freshIp() }), 401, 'wrong-credentials'),
    ).toBe('Wrong account or password');
  });

  it('refuses a plain body on an enc call', async () => {
    const response = await call(t.app, 'POST', authEndpoints.login.path, {
      type: 'username',
      username: 'demo_member',
      password: DEMO_PASSWORD,
    });
    expect(expectFailure(response, 400, 'bad-request')).toBe('This call needs an encrypted payload');
  });

  it('refuses an enc body it cannot read: tampered data, unknown key id, broken payload', async () => {
    const body = await encrypt(t.app, { type: 'username', username: 'demo_member', password: DEMO_PASSWORD });
    const data = Buffer.from(body.enc.data, 'base64');
    data[0] = (data[0] ?? 0) ^ 1;
    const tampered = { enc: { ...body.enc, data: data.toString('base64') } };
    expect(expectFailure(await call(t.app, 'POST', authEndpoints.login.path, tampered), 400, 'bad-request')).toBe(
      'The encrypted payload could not be read',
    );
    const otherKey = { enc: { ...body.enc, keyId: 'feedfacefeedface' } };
    expect(expectFailure(await call(t.app, 'POST', authEndpoints.login.path, otherKey), 400, 'bad-request')).toMatch(
      /fetch the public key again/,
    );
    const missing = await callEncrypted(t.app, 'POST', authEndpoints.login.path, { type: 'username', username: 'demo_member' });
    expect(expectFailure(missing, 400, 'bad-request')).toBe("Missing body field 'password'");
  });

  it('demands the captcha after 3 failures of an account, and accepts a solved one', async () => {
    const member = await makeMember(t.app);
    const ip = freshIp();
    const wrong = () => login(t.app, { username: member.account, password: 'Wrong1234' }, { ip: freshIp() });
    expectFailure(await wrong(), 401, 'wrong-credentials');
    expectFailure(await wrong(), 401, 'wrong-credentials');
    expectFailure(await wrong(), 401, 'wrong-credentials', { captcha: true });
    expectFailure(await login(t.app, { username: member.account, password: 'Passw0rd9' }, { ip }), 401, 'captcha-required', {
      captcha: true,
    });
    const { captchaId } = await solvedCaptcha(t.app);
    expectFailure(
      await login(t.app, { username: member.account, password: 'Passw0rd9', captchaId, captcha: 'ZZZZ' }, { ip }),
      401,
      'invalid-captcha',
      { captcha: true },
    );
    const solved = await solvedCaptcha(t.app);
    expectValue(await login(t.app, { username: member.account, password: 'Passw0rd9', ...solved }, { ip }), authEndpoints.login);
    // The success did not lift the captcha the failures raised, and a captcha answers once only.
    expectFailure(await login(t.app, { username: member.account, password: 'Wrong1234', ...solved }, { ip }), 401, 'invalid-captcha', {
      captcha: true,
    });
  });

  it('demands the captcha from an IP after 3 failures on any accounts', async () => {
    const ip = freshIp();
    for (const name of ['ghost_a1', 'ghost_b2', 'ghost_c3']) await login(t.app, { username: name, password: 'Wrong1234' }, { ip });
    const member = await makeMember(t.app);
    expectFailure(await login(t.app, { username: member.account, password: 'Passw0rd9' }, { ip }), 401, 'captcha-required', {
      captcha: true,
    });
    expectValue(await login(t.app, { username: member.account, password: 'Passw0rd9' }, { ip: freshIp() }), authEndpoints.login);
  });

  it('locks the account for 15 minutes after 5 more failures, even for the right password', async () => {
    const member = await makeMember(t.app);
    const wrong = async () =>
      login(t.app, { username: member.account, password: 'Wrong1234', ...(await solvedCaptcha(t.app)) }, { ip: freshIp() });
    for (let i = 1; i <= 7; i++) expect((await wrong()).json<{ code: string }>().code).toBe('wrong-credentials');
    const locked = await wrong();
    expect(locked.statusCode).toBe(423);
    const body = locked.json<{ code: string; message: string; value: { lockedUntil: string } }>();
    expect(body.code).toBe('account-locked');
    const minutes = (Date.parse(body.value.lockedUntil) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    expect(body.message).toContain(body.value.lockedUntil);
    const right = await login(
      t.app,
      { username: member.account, password: 'Passw0rd9', ...(await solvedCaptcha(t.app)) },
      { ip: freshIp() },
    );
    expect(right.json<{ code: string }>().code).toBe('account-locked');
  });

  it('lets agents in at the member entrance too, and keeps non-agents out of the agent entrance', async () => {
    expect((await loginOk(t.app, 'demo_agent', DEMO_PASSWORD)).memberInfo.type).toBe(1);
    const agentAnswer = expectValue(
      await login(t.app, { username: 'demo_agent', password: DEMO_PASSWORD, entrance: 'agent' }),
      authEndpoints.login,
    );
    expect(agentAnswer.memberInfo.account).toBe('demo_agent');
    expect(
      expectFailure(await login(t.app, { username: 'demo_member', password: DEMO_PASSWORD, entrance: 'agent' }), 403, 'non-agent'),
    ).toBe('Non-agents cannot log in');
  });

  it('refuses a non-member account at the member entrance', async () => {
    const trial = await makeMember(t.app, { type: 4 });
    expect(expectFailure(await login(t.app, { username: trial.account, password: 'Passw0rd9' }), 403, 'non-member')).toBe(
      'Non-member account unable to login',
    );
  });

  it('rehashes a password stored at a lower cost on the next login', async () => {
    const member = await makeMember(t.app, { passwordHash: await hashPassword('Passw0rd9', { ...TEST_SCRYPT_COST, log2N: 9 }) });
    await loginOk(t.app, member.account, 'Passw0rd9');
    expect((await findMemberById(t.app.db, member.id))?.passwordHash).toMatch(/^scrypt\$10\$8\$1\$/);
    await loginOk(t.app, member.account, 'Passw0rd9');
  });
});

describe('tokens', () => {
  it('refuses calls without a token, with an unknown one, and after logout', async () => {
    expect(expectFailure(await call(t.app, 'GET', authEndpoints.memberInfo.path), 401, 'unauthorized')).toBe(NOT_LOGGED_IN);
    expectFailure(await memberInfo('not-a-real-token'), 401, 'unauthorized');
    const { token } = await loginOk(t.app, 'demo_member', DEMO_PASSWORD);
    expectValue(await call(t.app, 'DELETE', authEndpoints.logout.path, {}, { token }), authEndpoints.logout);
    expect(expectFailure(await memberInfo(token), 401, 'unauthorized')).toBe(NOT_LOGGED_IN);
    expectFailure(await call(t.app, 'DELETE', authEndpoints.logout.path, {}, { token }), 401, 'unauthorized');
  });

  it('stores only the token hash, and expires sessions when idle or past their absolute limit', async () => {
    const idle = await loginOk(t.app, 'demo_member', DEMO_PASSWORD);
    const old = await loginOk(t.app, 'demo_member', DEMO_PASSWORD);
    const stored = await t.app.db.selectFrom('sessions').select('tokenHash').execute();
    expect(stored.some((s) => s.tokenHash === idle.token)).toBe(false);
    const { sha256Hex } = await import('../../security/tokens');
    await t.app.db
      .updateTable('sessions')
      .set({ lastSeenAt: new Date(Date.now() - 121 * 60_000).toISOString() })
      .where('tokenHash', '=', sha256Hex(idle.token))
      .execute();
    await t.app.db
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('tokenHash', '=', sha256Hex(old.token))
      .execute();
    expectFailure(await memberInfo(idle.token), 401, 'unauthorized');
    expectFailure(await memberInfo(old.token), 401, 'unauthorized');
  });
});

describe('free play', () => {
  it('hands out a fresh type-4 account that is refused member-only actions', async () => {
    const answer = expectValue(
      await call(t.app, 'POST', authEndpoints.freeplay.path, { os: 'web', platform: 'W' }),
      authEndpoints.freeplay,
    );
    expect(answer.memberInfo.type).toBe(4);
    const other = expectValue(await call(t.app, 'POST', authEndpoints.freeplay.path, {}), authEndpoints.freeplay);
    expect(other.memberInfo.id).not.toBe(answer.memberInfo.id);
    expect(expectValue(await memberInfo(answer.token), authEndpoints.memberInfo)).toMatchObject({ isTrial: true, isAgent: false });
    expect(
      expectValue(await call(t.app, 'GET', authEndpoints.balance.path, {}, { token: answer.token }), authEndpoints.balance).balance,
    ).toBe(0);
    const change = await callEncrypted(
      t.app,
      'POST',
      authEndpoints.changePassword.path,
      { oldPassword: 'x', newPassword: 'Abc12345', confirmNewPassword: 'Abc12345' },
      { token: answer.token },
    );
    expect(expectFailure(change, 403, 'trial-account')).toContain('in_need_true_account');
    // Its account has no password: nothing opens it but the free-play session.
    expectFailure(await login(t.app, { username: answer.memberInfo.account, password: '' }), 400, 'bad-request');
  });
});

describe('first login', () => {
  it('records the first-login action once', async () => {
    const member = await makeMember(t.app);
    const first = await loginOk(t.app, member.account, 'Passw0rd9');
    expect(first.firstTimeLogin).toBe(true);
    const a = expectValue(await call(t.app, 'POST', authEndpoints.firstLogin.path, {}, { token: first.token }), authEndpoints.firstLogin);
    const b = expectValue(await call(t.app, 'POST', authEndpoints.firstLogin.path, {}, { token: first.token }), authEndpoints.firstLogin);
    expect(b.firstLoginAt).toBe(a.firstLoginAt);
    expect((await loginOk(t.app, member.account, 'Passw0rd9')).firstTimeLogin).toBe(false);
  });
});

describe('SMS login', () => {
  const askCode = (mobileNum: string, ip = freshIp()) =>
    call(t.app, 'POST', authEndpoints.smsNoLogin.path, { mobileNum, countryDialingCode: '856' }, { ip });
  const smsLogin = (mobileNum: string, verificationCode: string, ip = freshIp()) =>
    callEncrypted(t.app, 'POST', authEndpoints.login.path, { type: 'sms', mobileNum, verificationCode }, { ip });

  it('logs in with the code from the outbox, once', async () => {
    const mobileNum = freshMobile();
    const member = await makeMember(t.app, { mobileNum });
    expect(expectValue(await askCode(mobileNum), authEndpoints.smsNoLogin)).toEqual({ expiredMinutes: 2 });
    const code = await lastSmsCode(t.app, mobileNum);
    expect(code).toMatch(/^\d{6}$/);
    const stored = await t.app.db.selectFrom('sms_codes').select('codeHash').where('mobileNum', '=', mobileNum).execute();
    expect(stored.every((row) => !row.codeHash.includes(code))).toBe(true);
    expect(expectValue(await smsLogin(mobileNum, code), authEndpoints.login).memberInfo.id).toBe(member.id);
    expect(expectFailure(await smsLogin(mobileNum, code), 400, 'invalid-verification-code')).toBe('The verification code is not valid');
  });

  it('refuses an expired code and a wrong one', async () => {
    const mobileNum = freshMobile();
    await makeMember(t.app, { mobileNum });
    await askCode(mobileNum);
    const code = await lastSmsCode(t.app, mobileNum);
    expectFailure(await smsLogin(mobileNum, code === '000000' ? '111111' : '000000'), 400, 'invalid-verification-code');
    await t.app.db
      .updateTable('sms_codes')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('mobileNum', '=', mobileNum)
      .execute();
    expectFailure(await smsLogin(mobileNum, code), 400, 'code-expired');
  });

  it('names a missing or malformed number and a missing code', async () => {
    expectFailure(await askCode(''), 400, 'missing-phone-number');
    expect(expectFailure(await askCode('12345'), 400, 'invalid-phone-number')).toBe('Invalid phone number format: it must have 10 digits');
    expectFailure(await smsLogin(freshMobile(), ''), 400, 'missing-verification-code');
  });

  it('answers alike for a number without an account, sending nothing', async () => {
    const mobileNum = freshMobile();
    expect(expectValue(await askCode(mobileNum), authEndpoints.smsNoLogin)).toEqual({ expiredMinutes: 2 });
    await expect(lastSmsCode(t.app, mobileNum)).rejects.toThrow('No SMS code');
  });

  it('limits requests per number and per IP', async () => {
    const mobileNum = freshMobile();
    for (let i = 0; i < 3; i++) expectValue(await askCode(mobileNum), authEndpoints.smsNoLogin);
    const refused = await askCode(mobileNum);
    expect(expectFailure(refused, 429, 'too-many-requests', { retryAfterSeconds: expect.any(Number) })).toBe(
      'Too many requests, please try again after 5 minutes',
    );
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expectValue(await askCode(freshMobile(), ip), authEndpoints.smsNoLogin);
    expectFailure(await askCode(freshMobile(), ip), 429, 'too-many-requests', { retryAfterSeconds: expect.any(Number) });
  });
});

describe('unregistered-IP second factor', () => {
  const challenge = async (username: string, password: string, ip: string) => {
    const response = await login(t.app, { username, password }, { ip });
    expect(response.json<{ code: string }>().code).toBe('second-factor-required');
    return response.json<{ value: { challengeId: string; methods: string[] } }>().value;
  };
  const verify = (challengeId: string, method: string, value: string, ip: string) =>
    call(t.app, 'POST', authEndpoints.loginVerify.path, { challengeId, method, value }, { ip });
  const makeTwoFactorMember = () =>
    makeMember(t.app, {
      secondFactorOnNewIp: true,
      totpSecret: DEMO_TOTP_SECRET,
      mobileNum: freshMobile(),
      email: 'Someone@Mekong.example',
      payeeName: 'Khamla  Vongsa',
    });

  it('asks demo_2fa for a second factor from a new IP, accepts the TOTP code and then knows the IP', async () => {
    const ip = freshIp();
    const { challengeId, methods } = await challenge(DEMO_ACCOUNTS.secondFactor.account, DEMO_PASSWORD, ip);
    expect(methods).toEqual(['totp', 'sms', 'email', 'bankName']);
    const code = totpCode(DEMO_TOTP_SECRET, totpStep(Date.now()));
    expect(expectValue(await verify(challengeId, 'totp', code, ip), authEndpoints.loginVerify).memberInfo.account).toBe('demo_2fa');
    expectValue(await login(t.app, { username: 'demo_2fa', password: DEMO_PASSWORD }, { ip }), authEndpoints.login);
    // The same code cannot open a second challenge.
    const other = freshIp();
    const next = await challenge('demo_2fa', DEMO_PASSWORD, other);
    expectFailure(await verify(next.challengeId, 'totp', code, other), 401, 'invalid-second-factor');
  });

  it('accepts an SMS code sent for the challenge', async () => {
    const member = await makeTwoFactorMember();
    const ip = freshIp();
    const { challengeId } = await challenge(member.account, 'Passw0rd9', ip);
    expect(
      expectValue(await call(t.app, 'POST', authEndpoints.loginVerifySms.path, { challengeId }, { ip }), authEndpoints.loginVerifySms),
    ).toEqual({ expiredMinutes: 2 });
    const code = await lastSmsCode(t.app, member.mobileNum ?? '');
    expect(expectValue(await verify(challengeId, 'sms', code, ip), authEndpoints.loginVerify).memberInfo.id).toBe(member.id);
    // A used challenge is closed.
    expectFailure(await verify(challengeId, 'sms', code, ip), 401, 'challenge-expired');
  });

  it('accepts the binding email and the bank real name, loosely written', async () => {
    const member = await makeTwoFactorMember();
    const ip1 = freshIp();
    expectValue(
      await verify((await challenge(member.account, 'Passw0rd9', ip1)).challengeId, 'email', ' someone@mekong.EXAMPLE ', ip1),
      authEndpoints.loginVerify,
    );
    const ip2 = freshIp();
    expectValue(
      await verify((await challenge(member.account, 'Passw0rd9', ip2)).challengeId, 'bankName', 'khamla vongsa', ip2),
      authEndpoints.loginVerify,
    );
  });

  it('refuses wrong answers, other IPs, unknown methods, and closes after 5 tries', async () => {
    const member = await makeTwoFactorMember();
    const ip = freshIp();
    const { challengeId } = await challenge(member.account, 'Passw0rd9', ip);
    expectFailure(await verify(challengeId, 'email', 'someone@else.example', freshIp()), 401, 'challenge-expired');
    expectFailure(await verify(challengeId, 'email', 'someone@else.example', ip), 401, 'invalid-second-factor');
    const noEmail = await makeMember(t.app, { secondFactorOnNewIp: true, payeeName: 'A B' });
    const onlyBank = await challenge(noEmail.account, 'Passw0rd9', ip);
    expect(onlyBank.methods).toEqual(['bankName']);
    expectFailure(await verify(onlyBank.challengeId, 'email', 'x@y.z', ip), 400, 'bad-request');
    for (let i = 0; i < 4; i++) await verify(challengeId, 'bankName', `Wrong Name${i}`, ip);
    expectFailure(await verify(challengeId, 'bankName', 'Khamla Vongsa', ip), 401, 'challenge-expired');
  });
});
