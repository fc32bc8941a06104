// The register popup through the whole shell: its tabs and rules, the captcha the server asks for, waits, taken numbers.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FEATURES, PATHS } from '@mekong/contracts';
import { loginAnswer, recorder, whitelabelWith } from '../../test-support/authFixtures';
import { failEnvelope, FixtureHandler, okEnvelope, renderShell, siteFixtures } from '../../test-support/renderShell';
import { ageOn, registerRulesFor } from './RegisterPopup';

async function openRegister(features: string[], extra: Record<string, unknown> = {}, path = '/register') {
  const view = renderShell(path, {
    fixtures: { ...siteFixtures, [PATHS.system.whitelabel]: whitelabelWith(...features), ...extra },
  });
  const dialog = await screen.findByRole('dialog', { name: 'Register' });
  await within(dialog).findByLabelText('Username *');
  return { ...view, dialog };
}

function fill(dialog: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

const valid = { 'Username *': 'somchai1', 'Password *': 'abc123', 'Confirm password *': 'abc123', 'Mobile number *': '2055512345' };

describe('register popup', () => {
  it('shows the username form only (no tabs) when only USERNAMEREG3 is on, with the fields the server shows', async () => {
    const { dialog } = await openRegister([FEATURES.usernameRegister]);
    expect(within(dialog).queryByRole('tablist')).toBeNull();
    expect(within(dialog).getByLabelText('Invitation code')).toBeTruthy();
    // Email is not shown by the server; the SMS code needs REGMOBVERF3.
    expect(within(dialog).queryByLabelText(/Email/)).toBeNull();
    expect(within(dialog).queryByLabelText('SMS code')).toBeNull();
  });

  it('shows both tabs and the SMS code when the features are on', async () => {
    const { dialog } = await openRegister([FEATURES.usernameRegister, FEATURES.mobileRegister, FEATURES.smsOnRegister]);
    const tabs = within(dialog).getByRole('tablist', { name: 'Register with' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Username', 'Mobile number']);
    expect(within(dialog).getByLabelText('SMS code')).toBeTruthy();
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Mobile number' }));
    await waitFor(() => expect(within(dialog).queryByLabelText('Username *')).toBeNull());
    expect(within(dialog).getByLabelText('Mobile number *')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Password *')).toBeNull();
  });

  it('does not submit without the terms ticked, and shows the field rules’ errors', async () => {
    const register = recorder(() => okEnvelope(loginAnswer()));
    const { dialog } = await openRegister([FEATURES.usernameRegister], { [PATHS.member.register]: register.handler });
    fill(dialog, { 'Username *': '1abc', 'Password *': 'abc', 'Confirm password *': 'abd', 'Mobile number *': '2055' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));

    expect(await within(dialog).findByText('not empty?')).toBeTruthy();
    expect(within(dialog).getByText('Length must be 6 to 16 characters')).toBeTruthy();
    expect(within(dialog).getAllByText('Password must be 6 to 20 characters')).toHaveLength(2);
    // The login popup's wording of the mobile rule, not a length message of the setting's 10-to-10 rule.
    expect(within(dialog).getByText('Phone number must have 10 digits')).toBeTruthy();
    expect(within(dialog).queryByText('Length must be 10 to 10 characters')).toBeNull();
    expect(
      within(dialog)
        .getByRole('checkbox', { name: /agree to the terms/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');

    fill(dialog, valid);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('not empty?')).toBeTruthy();
    await waitFor(() => expect(within(dialog).queryByText('Length must be 6 to 16 characters')).toBeNull());
    expect(register.requests).toHaveLength(0);
  });

  it('says the confirmation differs and checks the username pattern', async () => {
    const { dialog } = await openRegister([FEATURES.usernameRegister]);
    fill(dialog, { ...valid, 'Username *': '1somchai', 'Confirm password *': 'abc124' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /agree to the terms/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('The two entries do not match')).toBeTruthy();
    expect(within(dialog).getByText('Invalid account format')).toBeTruthy();
  });

  it('stops on an invalid invitation code with its dialog', async () => {
    const register = recorder(() => okEnvelope(loginAnswer()));
    const { dialog } = await openRegister([FEATURES.usernameRegister], {
      [PATHS.member.register]: register.handler,
      [PATHS.agent.affiliate]: new FixtureHandler(() => failEnvelope('invitation_code_error', 'Invalid invitation code')),
    });
    fill(dialog, { ...valid, 'Invitation code': 'NOPE1' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /agree to the terms/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    const warning = await screen.findByRole('dialog', { name: 'Warning' });
    expect(within(warning).getByText('Invalid invitation code')).toBeTruthy();
    expect(register.requests).toHaveLength(0);
  });

  it('registers, signs in, closes the popup and goes to /', async () => {
    const register = recorder(() => okEnvelope(loginAnswer()));
    const { dialog, services, visited } = await openRegister([FEATURES.usernameRegister], {
      [PATHS.member.register]: register.handler,
      [PATHS.agent.affiliate]: { valid: true, code: 'AG01' },
    });
    fill(dialog, { ...valid, 'Invitation code': 'AG01' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /agree to the terms/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Register' })).toBeNull());
    expect(register.requests[0]?.body).toEqual(
      expect.objectContaining({
        username: 'somchai1',
        password: 'abc123',
        mobileNum: '2055512345',
        countryDialingCode: '856',
        affiliateCode: 'AG01',
        login: true,
        registerMethod: 'WEB',
      }),
    );
    expect(services.sessionStore.current().isLogin).toBe(true);
    await waitFor(() => expect(visited.at(-1)).toBe('/'));
  });
});

describe('register popup opened by a referral link (/register?affiliateCode=…)', () => {
  it('fills in the code, checks it with the affiliate call, locks it, and registers under it', async () => {
    const affiliate = recorder(() => okEnvelope({ valid: true, code: 'AG01' }));
    const register = recorder(() => okEnvelope(loginAnswer()));
    const { dialog } = await openRegister(
      [FEATURES.usernameRegister],
      { [PATHS.agent.affiliate]: affiliate.handler, [PATHS.member.register]: register.handler },
      '/register?affiliateCode=%20AG01%20',
    );
    const code = within(dialog).getByLabelText('Invitation code');
    expect(code).toHaveProperty('value', 'AG01');
    await waitFor(() => expect(within(dialog).getByText('From your invitation link')).toBeTruthy());
    expect(code).toHaveProperty('readOnly', true);
    expect(new URL(affiliate.requests[0]?.url ?? '', 'http://x').searchParams.get('code')).toBe('AG01');

    fill(dialog, valid);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /agree to the terms/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(register.requests).toHaveLength(1));
    expect(register.requests[0]?.body).toEqual(expect.objectContaining({ affiliateCode: 'AG01' }));
  });

  it('says a code no agent has is wrong, and leaves it to change', async () => {
    const { dialog } = await openRegister(
      [FEATURES.usernameRegister],
      { [PATHS.agent.affiliate]: new FixtureHandler(() => failEnvelope('invitation_code_error', 'Invalid invitation code')) },
      '/register?affiliateCode=NOPE1',
    );
    const code = within(dialog).getByLabelText('Invitation code');
    expect(await within(dialog).findByText('Invalid invitation code')).toBeTruthy();
    expect(code).toHaveProperty('readOnly', false);
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).queryByText('From your invitation link')).toBeNull();
  });

  it('without a code in the link, the field is empty and free', async () => {
    const { dialog } = await openRegister([FEATURES.usernameRegister], {}, '/register?affiliateCode=');
    const code = within(dialog).getByLabelText('Invitation code');
    expect(code).toHaveProperty('value', '');
    expect(code).toHaveProperty('readOnly', false);
  });
});

describe('register popup: the captcha the server asks for, the wait, the number taken', () => {
  const captchaImages = () => recorder((_request, n) => okEnvelope({ captchaId: `c-${n}`, image: `data:image/svg+xml;base64,${n}` }));
  const accept = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('checkbox', { name: /agree to the terms/ }));
  /** The text an input's aria-describedby points at (its error). */
  const descriptionOf = (input: HTMLElement) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();

  afterEach(() => jest.restoreAllMocks());

  it('asks for the captcha when the SMS request needs one, sends it with the next request and renews it', async () => {
    // Get code is throttled to one request a second: the clock moves on between clicks.
    let now = 50_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const captcha = captchaImages();
    const sms = recorder((_request, n) =>
      n === 1
        ? failEnvelope('captcha-required', 'Please complete verification first', { captcha: true })
        : okEnvelope({ expiredMinutes: 2 }),
    );
    const { dialog } = await openRegister([FEATURES.usernameRegister, FEATURES.smsOnRegister], {
      [PATHS.verification.smsRegister]: sms.handler,
      [PATHS.system.captcha]: captcha.handler,
    });
    expect(within(dialog).queryByLabelText('Captcha')).toBeNull();
    fill(dialog, { 'Mobile number *': '2055512345' });
    const getCode = () => within(dialog).getByRole('button', { name: /Get code|Resend in/ });
    await waitFor(() => expect(getCode()).toHaveProperty('disabled', false));

    fireEvent.click(getCode());
    const field = await within(dialog).findByLabelText('Captcha');
    await waitFor(() => expect(descriptionOf(field)).toBe('Please enter the captcha'));
    // The form says it, not a warning dialog.
    expect(screen.queryByRole('dialog', { name: 'Warning' })).toBeNull();
    await waitFor(() => expect(captcha.requests).toHaveLength(1));
    expect(sms.requests[0]?.body).toEqual({ mobileNo: '2055512345', countryDialingCode: '856', regType: 'register' });

    // Without an answer nothing is sent.
    now += 1000;
    await waitFor(() => expect(getCode()).toHaveProperty('disabled', false));
    fireEvent.click(getCode());
    expect(sms.requests).toHaveLength(1);

    now += 1000;
    await waitFor(() => expect(getCode()).toHaveProperty('disabled', false));
    fireEvent.change(field, { target: { value: 'AB12' } });
    fireEvent.click(getCode());
    expect(await within(dialog).findByRole('button', { name: 'Resend in 120 s' })).toBeTruthy();
    expect(sms.requests[1]?.body).toEqual({
      mobileNo: '2055512345',
      countryDialingCode: '856',
      regType: 'register',
      captchaId: 'c-1',
      captcha: 'AB12',
    });
    // Spent by that request: a new one for the registration.
    await waitFor(() => expect(captcha.requests).toHaveLength(2));
    expect(within(dialog).getByLabelText('Captcha')).toHaveProperty('value', '');
  });

  it('asks for the captcha when the code’s guess needs one, sends it with the registration, and says the number is taken on its field', async () => {
    const captcha = captchaImages();
    const register = recorder((_request, n) =>
      n === 1
        ? failEnvelope('invalid-verification-code', 'Verification code not valid', { captcha: true })
        : failEnvelope('mobile-taken', 'This mobile number is already registered'),
    );
    const { dialog } = await openRegister([FEATURES.usernameRegister, FEATURES.smsOnRegister], {
      [PATHS.member.register]: register.handler,
      [PATHS.system.captcha]: captcha.handler,
    });
    fill(dialog, { ...valid, 'SMS code': '123456' });
    accept(dialog);
    const submit = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));

    submit();
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Verification code not valid');
    const field = await within(dialog).findByLabelText('Captcha');
    await waitFor(() => expect(captcha.requests).toHaveLength(1));
    expect(register.requests[0]?.body).not.toHaveProperty('captchaId');

    submit();
    expect(await within(dialog).findByText('Please enter the captcha', { selector: 'p[id]' })).toBeTruthy();
    expect(register.requests).toHaveLength(1);

    fireEvent.change(field, { target: { value: 'AB12' } });
    submit();
    await waitFor(() => expect(register.requests).toHaveLength(2));
    expect(register.requests[1]?.body).toEqual(
      expect.objectContaining({ mobileNum: '2055512345', verificationCode: '123456', captchaId: 'c-1', captcha: 'AB12' }),
    );
    // Said where the number is, once its code proved it; not in the form's alert.
    const mobile = within(dialog).getByLabelText('Mobile number *');
    await waitFor(() => expect(descriptionOf(mobile)).toBe('This mobile number is already registered'));
    expect(mobile.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(captcha.requests).toHaveLength(2));
  });

  it('says how long to wait when the SMS limit holds, from the failure’s seconds', async () => {
    const sms = recorder(() =>
      failEnvelope('too-many-requests', 'Too many requests, please try again after 4 minutes', { retryAfterSeconds: 220 }),
    );
    const { dialog } = await openRegister([FEATURES.usernameRegister, FEATURES.smsOnRegister], {
      [PATHS.verification.smsRegister]: sms.handler,
    });
    fill(dialog, { 'Mobile number *': '2055512345' });
    const getCode = within(dialog).getByRole('button', { name: 'Get code' });
    await waitFor(() => expect(getCode).toHaveProperty('disabled', false));
    fireEvent.click(getCode);
    const warning = await screen.findByRole('dialog', { name: 'Warning' });
    expect(within(warning).getByText('Too many tries. Please try again in 4 minutes.')).toBeTruthy();
  });
});

describe('register rules', () => {
  const rules = siteFixtures[PATHS.system.settingRegister] as { fields: Parameters<typeof registerRulesFor>[1] };

  it('mobile tab: mobile and SMS code required, password only with MOBILENUMPASSREG3, never the username', () => {
    const fields = (mobilePassword: boolean) =>
      registerRulesFor('mobile', rules.fields, { smsVerification: true, mobilePassword }).map((r) => r.field);
    expect(fields(false)).toEqual(['mobileNum', 'verificationCode', 'affiliateCode']);
    expect(fields(true)).toEqual(['mobileNum', 'verificationCode', 'password', 'confirmPassword', 'affiliateCode']);
  });

  it('shows the invitation code a referral link brought even where the setting hides it', () => {
    const hidden = rules.fields.map((rule) => (rule.field === 'affiliateCode' ? { ...rule, shown: false } : rule));
    const fields = (invitationFromLink: boolean) =>
      registerRulesFor('username', hidden, { smsVerification: false, mobilePassword: false, invitationFromLink }).map((r) => r.field);
    expect(fields(false)).not.toContain('affiliateCode');
    expect(fields(true)).toContain('affiliateCode');
  });

  it('computes whole years for the 21+ birthday check', () => {
    const today = new Date(2026, 10, 22);
    expect(ageOn('2005-11-22', today)).toBe(21);
    expect(ageOn('2005-11-23', today)).toBe(20);
    expect(ageOn('not a date', today)).toBeNull();
  });
});
