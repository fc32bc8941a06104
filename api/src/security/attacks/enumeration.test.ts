// Attack tests (issue 12 item 3): no call tells whether a phone number has an account before the caller has proved
// they own it (a right SMS code), and the calls that send or check codes sit behind the login's limits and captcha
// flag alike for numbers with and without an account. Run on SQLite and PostgreSQL.
import { authEndpoints } from '@mekong/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, expectFailure, expectValue, type TestApp } from '../../test-support/test-app';
import { call, callEncrypted, freshIp, lastSmsCode, login, makeMember, solvedCaptcha } from '../../test-support/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let serial = 0;
const freshMobile = () => `205${String(process.pid % 1000).padStart(3, '0')}${String(++serial).padStart(4, '0')}`;
const codeOf = (response: LightMyRequestResponse) => (response.statusCode === 200 ? 'ok' : response.json<{ code: string }>().code);
const wrongCode = (right: string) => (right === '000000' ? '111111' : '000000');

const smsRegister = (mobileNo: string, ip = freshIp(), captcha: object = {}) =>
  call(
    t.app,
    'POST',
    authEndpoints.smsRegister.path,
    { mobileNo, countryDialingCode: '856', regType: 'registerMobile', ...captcha },
    { ip },
  );
const smsNoLogin = (mobileNum: string, ip = freshIp()) =>
  call(t.app, 'POST', authEndpoints.smsNoLogin.path, { mobileNum, countryDialingCode: '856' }, { ip });
const registerMobile = async (mobileNum: string, verificationCode: string) =>
  callEncrypted(
    t.app,
    'PUT',
    authEndpoints.registerMobile.path,
    {
      mobileNum,
      verificationCode,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      agreementAccepted: true,
      ...(await solvedCaptcha(t.app)),
    },
    { ip: freshIp() },
  );

describe('the register SMS call', () => {
  it('answers a registered number as it answers a free one, and both meet the same per-number limit', async () => {
    const taken = freshMobile();
    await makeMember(t.app, { mobileNum: taken });
    const free = freshMobile();
    for (const mobileNo of [taken, free]) {
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(codeOf(await smsRegister(mobileNo)));
      expect({ mobileNo, answers }).toEqual({ mobileNo, answers: ['ok', 'ok', 'ok', 'too-many-requests'] });
    }
  });

  it('demands the captcha from an IP whose failures reached the login threshold', async () => {
    const ip = freshIp();
    for (const name of ['enum_ghost_a', 'enum_ghost_b', 'enum_ghost_c'])
      await login(t.app, { username: name, password: 'Wrong1234' }, { ip });
    expectFailure(await smsRegister(freshMobile(), ip), 401, 'captcha-required', { captcha: true });
    expectValue(await smsRegister(freshMobile(), ip, await solvedCaptcha(t.app)), authEndpoints.smsRegister);
  });
});

describe('registration', () => {
  it('tells a number is taken only after its right SMS code', async () => {
    const taken = freshMobile();
    await makeMember(t.app, { mobileNum: taken });
    expectValue(await smsRegister(taken), authEndpoints.smsRegister);
    const code = await lastSmsCode(t.app, taken);
    // A wrong code answers as it would for a free number.
    expectFailure(await registerMobile(taken, wrongCode(code)), 400, 'invalid-verification-code');
    expect(expectFailure(await registerMobile(taken, code), 409, 'mobile-taken')).toBe('This mobile number is already registered');
  });

  it('a number registered by mobile is not told by its account name either', async () => {
    const mobileNum = freshMobile();
    expectValue(await smsRegister(mobileNum), authEndpoints.smsRegister);
    expectValue(await registerMobile(mobileNum, await lastSmsCode(t.app, mobileNum)), authEndpoints.registerMobile);
    expectValue(await smsRegister(mobileNum), authEndpoints.smsRegister);
    const code = await lastSmsCode(t.app, mobileNum);
    expectFailure(await registerMobile(mobileNum, wrongCode(code)), 400, 'invalid-verification-code');
  });
});

describe.each([
  [
    'reset by phone',
    (mobileNum: string, verificationCode: string, ip: string, captcha: object) =>
      callEncrypted(
        t.app,
        'POST',
        authEndpoints.passwordByVerification.path,
        { mobileNum, verificationCode, newPassword: 'Again1234', ...captcha },
        { ip },
      ),
  ],
  [
    'SMS login',
    (mobileNum: string, verificationCode: string, ip: string, captcha: object) =>
      callEncrypted(t.app, 'POST', authEndpoints.login.path, { type: 'sms', mobileNum, verificationCode, ...captcha }, { ip }),
  ],
])('%s', (_name, attempt) => {
  /** What a caller sees for a number: a code asked, a wrong guess, the code expired, then guesses past the threshold. */
  async function answersFor(mobileNum: string): Promise<string[]> {
    const answers = [codeOf(await smsNoLogin(mobileNum))];
    answers.push(codeOf(await attempt(mobileNum, '000000', freshIp(), {})));
    await t.app.db
      .updateTable('sms_codes')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('mobileNum', '=', mobileNum)
      .execute();
    answers.push(codeOf(await attempt(mobileNum, '000000', freshIp(), {})));
    answers.push(codeOf(await attempt(mobileNum, '000000', freshIp(), {})));
    answers.push(codeOf(await attempt(mobileNum, '000000', freshIp(), {})));
    answers.push(codeOf(await attempt(mobileNum, '000000', freshIp(), await solvedCaptcha(t.app))));
    return answers;
  }

  it('answers a number with an account as one without, through expiry and the login threshold', async () => {
    const known = freshMobile();
    await makeMember(t.app, { mobileNum: known });
    const expected = ['ok', 'invalid-verification-code', 'code-expired', 'code-expired', 'captcha-required', 'code-expired'];
    expect(await answersFor(known)).toEqual(expected);
    expect(await answersFor(freshMobile())).toEqual(expected);
  });
});
