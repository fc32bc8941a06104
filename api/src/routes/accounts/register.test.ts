// Registration through the app: by username and by mobile, with the server's field rules, captcha, SMS code and
// invitation code; success logs in. Also the register SMS call.
import { authEndpoints, FEATURES } from '@mekong/contracts';
import { buildTestApp, expectFailure, expectValue, type TestApp } from '../../test-support/test-app';
import { call, callEncrypted, freshIp, lastSmsCode, loginOk, makeMember, solvedCaptcha } from '../../test-support/accounts';
import { DEMO_AGENT_CODE } from '../../db/seed/accounts.seed';
import { findMemberByAccount } from '../../modules/accounts/members.repository';
import { toFlag } from '../../modules/columns';
import { startBreak } from '../../modules/play-breaks/play-breaks';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let serial = 0;
const freshMobile = () => `207${String(process.pid % 1000).padStart(3, '0')}${String(++serial).padStart(4, '0')}`;
const freshName = () => `newbie${process.pid % 1000}z${++serial}`;

const registerSms = async (mobileNo: string, regType: 'register' | 'registerMobile' = 'register') => {
  expectValue(
    await call(t.app, 'POST', authEndpoints.smsRegister.path, { mobileNo, countryDialingCode: '856', regType }, { ip: freshIp() }),
    authEndpoints.smsRegister,
  );
  return lastSmsCode(t.app, mobileNo);
};

async function validForm(overrides: Record<string, unknown> = {}) {
  const mobileNum = freshMobile();
  return {
    username: freshName(),
    password: 'Secret123',
    confirmPassword: 'Secret123',
    mobileNum,
    countryDialingCode: '856',
    verificationCode: await registerSms(mobileNum),
    ...(await solvedCaptcha(t.app)),
    registerUrl: 'https://mekong.example/register',
    registerMethod: 'WEB',
    login: true,
    ...overrides,
  };
}

/** The form's terms box (the 18 statement) is ticked unless a test says otherwise. */
const register = (payload: object, ip = freshIp()) =>
  callEncrypted(t.app, 'PUT', authEndpoints.register.path, { agreementAccepted: true, ...payload }, { ip });
const registerMobile = (payload: object) =>
  callEncrypted(t.app, 'PUT', authEndpoints.registerMobile.path, { agreementAccepted: true, ...payload }, { ip: freshIp() });
const setFeature = (modId: string, enabled: boolean) =>
  t.app.db
    .updateTable('whitelabel_modules')
    .set({ enabled: toFlag(enabled) })
    .where('modId', '=', modId)
    .execute();

describe('register by username', () => {
  it('creates a member under the inviting agent and logs it in', async () => {
    const form = await validForm({ affiliateCode: DEMO_AGENT_CODE, paymentPassword: '', qqNum: '' });
    const answer = expectValue(await register(form), authEndpoints.register);
    expect(answer).toMatchObject({ firstTimeLogin: true, defaultPassword: false, memberInfo: { account: form.username, type: 0 } });
    const balance = expectValue(await call(t.app, 'GET', authEndpoints.balance.path, {}, { token: answer.token }), authEndpoints.balance);
    expect(balance).toEqual({ balance: 0, currencySymbol: '₭' });
    const member = await findMemberByAccount(t.app.db, form.username);
    const agent = await findMemberByAccount(t.app.db, 'demo_agent');
    expect(member?.parentId).toBe(agent?.id);
    // The invitation's agent is the member's referrer (a referral promotion rewards them).
    expect(member?.referredBy).toBe(agent?.id);
    expect(member?.treePath).toBe(`${agent?.treePath}${member?.id}/`);
    expect(member?.passwordHash).toMatch(/^scrypt\$/);
    await loginOk(t.app, form.username, 'Secret123', { ip: freshIp() });
  });

  it("records a plain member's own code as the referrer, without putting the account in a team (refer and earn)", async () => {
    const code = `M${String(process.pid % 1000).padStart(3, '0')}${String(++serial).padStart(4, '0')}`;
    const friend = await makeMember(t.app, { affiliateCode: code });
    const form = await validForm({ affiliateCode: code.toLowerCase() });
    expectValue(await register(form), authEndpoints.register);
    const member = await findMemberByAccount(t.app.db, form.username);
    expect(member?.referredBy).toBe(friend.id);
    expect(member?.parentId).toBeNull();
    expect(member?.treePath).toBe(`/${member?.id}/`);
  });

  it('refuses a taken username, whatever its case', async () => {
    const username = freshName();
    expectValue(await register(await validForm({ username })), authEndpoints.register);
    expect(expectFailure(await register(await validForm({ username: username.toUpperCase() })), 409, 'username-taken')).toBe(
      'This username is already taken',
    );
  });

  it('refuses an unknown invitation code, keeping the SMS code for a retry', async () => {
    const form = await validForm({ affiliateCode: 'NOSUCH99' });
    expect(expectFailure(await register(form), 400, 'invitation_code_error')).toBe('Invalid invitation code');
    expectValue(await register({ ...form, ...(await solvedCaptcha(t.app)), affiliateCode: '' }), authEndpoints.register);
  });

  it.each([
    ['username', { username: '9starts' }, 'Wrong format'],
    ['username', { username: 'abc' }, 'Must be 6 to 16 characters'],
    ['username', { username: '' }, 'This field is required'],
    ['password', { password: 'letters', confirmPassword: 'letters' }, 'Wrong format'],
    ['confirmPassword', { confirmPassword: 'Other1234' }, 'Does not match the password'],
    ['mobileNum', { mobileNum: '20555' }, 'Must be 10 to 10 characters'],
    ['affiliateCode', { affiliateCode: 'AB-CD' }, 'Wrong format'],
  ])('refuses a %s that breaks its rule (%j)', async (field, overrides, message) => {
    const response = await register(await validForm(overrides));
    const body = response.json<{ code: string; value: { fields: Record<string, string> } }>();
    expect([response.statusCode, body.code, body.value.fields[field]]).toEqual([400, 'bad-request', message]);
  });

  it('checks optional fields only once ops show them', async () => {
    const emailRule = () => t.app.db.updateTable('register_field_rules').where('field', '=', 'email');
    await emailRule().set({ shown: 1, required: 1 }).execute();
    try {
      expectFailure(await register(await validForm()), 400, 'bad-request', { fields: { email: 'This field is required' } });
      expectFailure(await register(await validForm({ email: 'not-an-email' })), 400, 'bad-request', { fields: { email: 'Wrong format' } });
      expectValue(await register(await validForm({ email: 'fine@mekong.example' })), authEndpoints.register);
    } finally {
      await emailRule().set({ shown: 0, required: 0 }).execute();
    }
  });

  it('demands the captcha and the SMS code', async () => {
    const form = await validForm();
    expectFailure(await register({ ...form, captcha: undefined }), 401, 'captcha-required', { captcha: true });
    expectFailure(await register({ ...form, ...(await solvedCaptcha(t.app)), verificationCode: '' }), 400, 'missing-verification-code');
    const wrongCode = form.verificationCode === '000000' ? '111111' : '000000';
    expectFailure(
      await register({ ...form, ...(await solvedCaptcha(t.app)), verificationCode: wrongCode }),
      400,
      'invalid-verification-code',
    );
    expectFailure(await register({ ...form, captcha: 'QQQQ' }), 401, 'invalid-captcha', { captcha: true });
  });

  it('refuses a plain body and a closed registration', async () => {
    expect(expectFailure(await call(t.app, 'PUT', authEndpoints.register.path, await validForm()), 400, 'bad-request')).toBe(
      'This call needs an encrypted payload',
    );
    await setFeature(FEATURES.usernameRegister, false);
    try {
      expectFailure(await register(await validForm()), 403, 'feature-disabled');
    } finally {
      await setFeature(FEATURES.usernameRegister, true);
    }
  });
});

describe('register by mobile', () => {
  it('registers a number verified by SMS and logs in', async () => {
    const mobileNum = freshMobile();
    const verificationCode = await registerSms(mobileNum, 'registerMobile');
    const answer = expectValue(
      await registerMobile({
        mobileNum,
        verificationCode,
        password: 'Secret123',
        confirmPassword: 'Secret123',
        countryDialingCode: '856',
        ...(await solvedCaptcha(t.app)),
      }),
      authEndpoints.registerMobile,
    );
    expect(answer.memberInfo.account).toBe(`m${mobileNum}`);
    // Asking a code for a taken number answers as for a free one; registering says it is taken only after the right code.
    const again = await registerSms(mobileNum, 'registerMobile');
    const retry = await registerMobile({
      mobileNum,
      verificationCode: again,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      countryDialingCode: '856',
      ...(await solvedCaptcha(t.app)),
    });
    expect(expectFailure(retry, 409, 'mobile-taken')).toBe('This mobile number is already registered');
  });

  it('requires the number, and the SMS code only while REGMOBVERF3 is on', async () => {
    expectFailure(
      await registerMobile({ password: 'Secret123', confirmPassword: 'Secret123', ...(await solvedCaptcha(t.app)) }),
      400,
      'bad-request',
      { fields: { mobileNum: 'This field is required' } },
    );
    const mobileNum = freshMobile();
    expectFailure(
      await registerMobile({ mobileNum, password: 'Secret123', confirmPassword: 'Secret123', ...(await solvedCaptcha(t.app)) }),
      400,
      'missing-verification-code',
    );
    await setFeature(FEATURES.smsOnRegister, false);
    try {
      expectValue(
        await registerMobile({ mobileNum, password: 'Secret123', confirmPassword: 'Secret123', ...(await solvedCaptcha(t.app)) }),
        authEndpoints.registerMobile,
      );
      expectFailure(
        await call(t.app, 'POST', authEndpoints.smsRegister.path, {
          mobileNo: freshMobile(),
          countryDialingCode: '856',
          regType: 'register',
        }),
        403,
        'feature-disabled',
      );
    } finally {
      await setFeature(FEATURES.smsOnRegister, true);
    }
  });
});

describe('age (issue 20)', () => {
  it('refuses a registration without the 18 statement, spending nothing, and takes the same form with it', async () => {
    const form = await validForm();
    for (const agreementAccepted of [undefined, false]) {
      expectFailure(await register({ ...form, ...(await solvedCaptcha(t.app)), agreementAccepted }), 400, 'agreement-required', {
        field: 'agreementAccepted',
        fields: { agreementAccepted: 'terms_required' },
      });
      expect(await findMemberByAccount(t.app.db, form.username)).toBeUndefined();
    }
    // The SMS code was not spent on the refusals.
    expectValue(await register({ ...form, ...(await solvedCaptcha(t.app)) }), authEndpoints.register);
  });

  it('refuses a birthday of someone under 21 at registration, as the profile does, and records the account once registered', async () => {
    const birthdayRule = () => t.app.db.updateTable('register_field_rules').where('field', '=', 'birthday');
    await birthdayRule().set({ shown: 1 }).execute();
    try {
      const today = new Date();
      const under = `${today.getUTCFullYear() - 20}-01-01`;
      const form = await validForm({ birthday: under });
      expectFailure(await register(form), 400, 'under-age', {
        field: 'birthday',
        fields: { birthday: 'You must be at least 21 years old' },
      });
      expect(await findMemberByAccount(t.app.db, form.username)).toBeUndefined();
      const ip = freshIp();
      expectValue(await register({ ...form, ...(await solvedCaptcha(t.app)), birthday: '1990-05-17' }, ip), authEndpoints.register);
      const member = await findMemberByAccount(t.app.db, form.username);
      const entries = await t.app.db.selectFrom('audit_trail').selectAll().where('subjectMemberId', '=', member!.id).execute();
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        action: 'account.register',
        actorKind: 'member',
        actor: member!.id,
        source: ip,
        beforeJson: null,
      });
      expect(JSON.parse(entries[0]!.afterJson!)).toMatchObject({
        account: form.username,
        mobileNum: form.mobileNum,
        password: '(changed)',
      });
      expect(entries[0]!.afterJson).not.toContain(member!.passwordHash);
    } finally {
      await birthdayRule().set({ shown: 0 }).execute();
    }
  });

  it('refuses a person on a break a new account with another phone (issue 20): same id number, or same real name and birthday', async () => {
    const rules = () => t.app.db.updateTable('register_field_rules').where('field', 'in', ['payeeName', 'birthday', 'idNumber']);
    await rules().set({ shown: 1 }).execute();
    try {
      const person = { payeeName: 'SOMCHAI PHOMMAVONG', birthday: '1990-05-17', idNumber: `LA${process.pid}${Date.now() % 100_000}` };
      const first = await validForm(person);
      expectValue(await register(first), authEndpoints.register);
      const excluded = await findMemberByAccount(t.app.db, first.username);
      await startBreak(t.app.db, excluded!.id, { kind: 'self-exclusion', period: '1y' }, { kind: 'system', name: 'test', node: 'jest' });
      const endsAt = (await t.app.db.selectFrom('members').select('breakEndsAt').where('id', '=', excluded!.id).executeTakeFirstOrThrow())
        .breakEndsAt;

      for (const again of [
        { payeeName: 'Somchai Phommavong', birthday: person.birthday },
        { payeeName: 'SOMEONE ELSE', birthday: '1985-01-01', idNumber: person.idNumber.toLowerCase() },
      ]) {
        const form = await validForm(again);
        expectFailure(await register(form), 403, 'play-break', { endsAt, permanent: false });
        expect(await findMemberByAccount(t.app.db, form.username)).toBeUndefined();
        // The SMS code was not spent: the refusal wrote nothing.
        const spent = await t.app.db.selectFrom('sms_codes').select('usedAt').where('mobileNum', '=', form.mobileNum).execute();
        expect(spent.map((row) => row.usedAt)).toEqual([null]);
      }
      // Another birthday with the same name is another person.
      expectValue(await register(await validForm({ payeeName: person.payeeName, birthday: '1991-05-17' })), authEndpoints.register);
      // Once the break is over, the person may register again.
      await t.app.db
        .updateTable('members')
        .set({ breakEndsAt: new Date(Date.now() - 1_000).toISOString() })
        .where('id', '=', excluded!.id)
        .execute();
      expectValue(await register(await validForm({ payeeName: person.payeeName, birthday: person.birthday })), authEndpoints.register);
    } finally {
      await rules().set({ shown: 0 }).execute();
    }
  });
});
