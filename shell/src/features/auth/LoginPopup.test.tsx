// The login popup through the whole shell: both methods, the captcha and second-factor steps, forced change, free play.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FEATURES, PATHS } from '@mekong/contracts';
import { loginAnswer, recorder, whitelabelWith } from '../../test-support/authFixtures';
import { failEnvelope, FixtureHandler, memberProfileFixture, okEnvelope, renderShell, siteFixtures } from '../../test-support/renderShell';

async function openLogin(fixtures: Record<string, unknown> = siteFixtures) {
  const view = renderShell('/login', { fixtures });
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  return { ...view, dialog };
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('login popup', () => {
  it('requires username and password, trims them, then signs in and goes to /', async () => {
    const login = recorder(() => okEnvelope(loginAnswer()));
    const { dialog, services, visited } = await openLogin({ ...siteFixtures, [PATHS.session.login]: login.handler });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findAllByText('Input cannot be empty')).toHaveLength(2);
    expect(login.requests).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Username'), { target: { value: '  somchai  ' } });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: ' Secret123 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull());
    expect(login.requests[0]?.body).toEqual(
      expect.objectContaining({ type: 'username', username: 'somchai', password: 'Secret123', entrance: 'member' }),
    );
    expect(services.sessionStore.current().token).toBe('fresh-token');
    expect(visited.at(-1)).toBe('/');
    expect(await screen.findByRole('button', { name: 'Account menu for somchai' })).toBeTruthy();
  });

  it('refuses a username carrying invisible or control characters with the translated rule, without calling', async () => {
    const login = recorder(() => okEnvelope(loginAnswer()));
    const { dialog } = await openLogin({ ...siteFixtures, [PATHS.session.login]: login.handler });
    fireEvent.change(within(dialog).getByLabelText('Username'), { target: { value: 'som\u202Echai' } });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'Secret123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('Remove the invisible or control characters (they often come with copied text)')).toBeTruthy();
    expect(login.requests).toHaveLength(0);
  });

  it('shows the tabs only when SMS login is enabled', async () => {
    const { dialog, unmount } = await openLogin();
    expect(within(dialog).queryByRole('tablist')).toBeNull();
    unmount();

    const withSms = await openLogin({ ...siteFixtures, [PATHS.system.whitelabel]: whitelabelWith(FEATURES.smsLogin) });
    const tabs = await within(withSms.dialog).findByRole('tablist', { name: 'Log in with' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Username', 'SMS']);
  });

  it('shows the wrong-credentials message from the failure code', async () => {
    const fixtures = {
      ...siteFixtures,
      [PATHS.session.login]: new FixtureHandler(() => failEnvelope('wrong-credentials', 'Wrong account or password')),
    };
    const { dialog } = await openLogin(fixtures);
    fireEvent.change(within(dialog).getByLabelText('Username'), { target: { value: 'somchai' } });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'nope' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Wrong account or password');
  });

  it('shows the captcha once a failure carries the flag, and refreshes its image at most once a second', async () => {
    let now = 10_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const captcha = recorder((_request, n) => okEnvelope({ captchaId: `c-${n}`, image: `data:image/svg+xml;base64,${n}` }));
    const login = recorder((_request, n) =>
      n === 1 ? failEnvelope('captcha-required', 'Please enter the captcha', { captcha: true }) : okEnvelope(loginAnswer()),
    );
    const { dialog } = await openLogin({ ...siteFixtures, [PATHS.session.login]: login.handler, [PATHS.system.captcha]: captcha.handler });
    expect(within(dialog).queryByLabelText('Captcha')).toBeNull();

    fireEvent.change(within(dialog).getByLabelText('Username'), { target: { value: 'somchai' } });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'Secret123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByLabelText('Captcha')).toBeTruthy();
    await waitFor(() => expect(captcha.requests).toHaveLength(1));

    const refresh = within(dialog).getByRole('button', { name: 'Refresh captcha' });
    now += 200;
    fireEvent.click(refresh);
    fireEvent.click(refresh);
    expect(captcha.requests).toHaveLength(1);
    now += 1000;
    fireEvent.click(refresh);
    await waitFor(() => expect(captcha.requests).toHaveLength(2));

    // With the captcha shown it is required, then sent with its id.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('Please enter the captcha', { selector: 'p[id]' })).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Captcha'), { target: { value: 'AB12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(login.requests).toHaveLength(2));
    expect(login.requests[1]?.body).toEqual(expect.objectContaining({ captcha: 'AB12', captchaId: 'c-2' }));
  });

  it('enables Get code once the mobile validates, counts down expiredMinutes × 60 s, then allows a new code', async () => {
    jest.useFakeTimers();
    const sms = recorder(() => okEnvelope({ expiredMinutes: 2 }));
    const { dialog } = await openLogin({
      ...siteFixtures,
      [PATHS.system.whitelabel]: whitelabelWith(FEATURES.smsLogin),
      [PATHS.verification.smsNoLogin]: sms.handler,
    });
    fireEvent.click(await within(dialog).findByRole('tab', { name: 'SMS' }));

    const getCode = () => within(dialog).getByRole('button', { name: /Get code|Resend in/ });
    expect(getCode()).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByLabelText('Mobile number'), { target: { value: '20555' } });
    expect(getCode()).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByLabelText('Mobile number'), { target: { value: '2055512345' } });
    await waitFor(() => expect(getCode()).toHaveProperty('disabled', false));

    fireEvent.click(getCode());
    fireEvent.click(getCode());
    expect(await within(dialog).findByRole('button', { name: 'Resend in 120 s' })).toHaveProperty('disabled', true);
    expect(sms.requests).toHaveLength(1);
    expect(sms.requests[0]?.body).toEqual({ mobileNum: '2055512345', countryDialingCode: '856' });

    for (let i = 0; i < 119; i += 1) await act(async () => void jest.advanceTimersByTime(1000));
    expect(within(dialog).getByRole('button', { name: 'Resend in 1 s' })).toHaveProperty('disabled', true);
    await act(async () => void jest.advanceTimersByTime(1000));
    expect(within(dialog).getByRole('button', { name: 'Get code' })).toHaveProperty('disabled', false);
  });

  it('shows a failed SMS request’s server message in a warning dialog', async () => {
    const fixtures = {
      ...siteFixtures,
      [PATHS.system.whitelabel]: whitelabelWith(FEATURES.smsLogin),
      [PATHS.verification.smsNoLogin]: new FixtureHandler(() =>
        failEnvelope('too-many-requests', 'Too many SMS requests for this number. Try again after 5 minutes.'),
      ),
    };
    const { dialog } = await openLogin(fixtures);
    fireEvent.click(await within(dialog).findByRole('tab', { name: 'SMS' }));
    fireEvent.change(within(dialog).getByLabelText('Mobile number'), { target: { value: '2055512345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get code' }));
    const warning = await screen.findByRole('dialog', { name: 'Warning' });
    expect(within(warning).getByText('Too many SMS requests for this number. Try again after 5 minutes.')).toBeTruthy();
  });

  it('opens the forced change-password popup after a username login with the default password', async () => {
    const fixtures = {
      ...siteFixtures,
      [PATHS.session.login]: new FixtureHandler(() => okEnvelope(loginAnswer({ defaultPassword: true }))),
      [PATHS.member.info]: { ...memberProfileFixture, defaultPassword: true },
    };
    const { dialog } = await openLogin(fixtures);
    fireEvent.change(within(dialog).getByLabelText('Username'), { target: { value: 'somchai' } });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'Default1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));

    const change = await screen.findByRole('dialog', { name: 'Change password' });
    expect(within(change).getByText('You are using the default password. Please set your own password to continue.')).toBeTruthy();
    // It cannot be dismissed: closing asks to sign out instead, and cancelling keeps it open.
    fireEvent.click(within(change).getByRole('button', { name: 'Close' }));
    const confirm = await screen.findByRole('dialog', { name: 'Sign out' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeTruthy();

    fireEvent.change(within(change).getByLabelText('New password'), { target: { value: 'abc' } });
    fireEvent.change(within(change).getByLabelText('Confirm new password'), { target: { value: 'abd' } });
    fireEvent.click(within(change).getByRole('button', { name: 'Change password' }));
    expect(await within(change).findByText('Password must be 6 to 20 characters')).toBeTruthy();
    expect(within(change).getByText('Input cannot be empty')).toBeTruthy();
  });

  it('asks for the second factor when the server wants one, then signs in', async () => {
    const verify = recorder(() => okEnvelope(loginAnswer()));
    const fixtures = {
      ...siteFixtures,
      [PATHS.session.login]: new FixtureHandler(() =>
        failEnvelope('second-factor-required', 'Please complete verification first', { challengeId: 'ch-1', methods: ['totp', 'email'] }),
      ),
      '/wps/session/login/verify': verify.handler,
    };
    const { dialog, visited } = await openLogin(fixtures);
    fireEvent.change(within(dialog).getByLabelText('Username'), { target: { value: 'somchai' } });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'Secret123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));

    const second = await screen.findByRole('dialog', { name: 'Verify your login' });
    fireEvent.click(within(second).getByRole('radio', { name: 'Binding email' }));
    fireEvent.change(within(second).getByRole('textbox', { name: 'Binding email' }), { target: { value: 'som@example.test' } });
    fireEvent.click(within(second).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Verify your login' })).toBeNull());
    expect(verify.requests[0]?.body).toEqual({ challengeId: 'ch-1', method: 'email', value: 'som@example.test' });
    expect(visited.at(-1)).toBe('/');
  });

  it('lands an agent-entrance login on /agentHome', async () => {
    const login = recorder(() => okEnvelope(loginAnswer({ memberInfo: { id: '2', account: 'agent01', nickname: 'Agent', type: 1 } })));
    const { visited } = renderShell('/agentHome', {
      fixtures: {
        ...siteFixtures,
        [PATHS.session.login]: login.handler,
        [PATHS.member.info]: { ...memberProfileFixture, id: '2', account: 'agent01', type: 1, isAgent: true },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByRole('checkbox', { name: 'Agent login' })).toHaveProperty('checked', true);
    fireEvent.change(within(dialog).getByLabelText('Username'), { target: { value: 'agent01' } });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'Demo1234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(visited.at(-1)).toBe('/agentHome'));
    expect(login.requests[0]?.body).toEqual(expect.objectContaining({ entrance: 'agent' }));

    // Signing out there goes to '/', not back into the guard's login popup.
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu for agent01' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Sign out' })).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(visited.at(-1)).toBe('/'));
    expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull();
  });

  it('signs in a trial account with Free play when the feature is on', async () => {
    const freeplay = recorder(() => okEnvelope(loginAnswer({ memberInfo: { id: '9', account: 'trial9', nickname: 'Trial', type: 4 } })));
    const { dialog, services } = await openLogin({
      ...siteFixtures,
      [PATHS.system.whitelabel]: whitelabelWith(FEATURES.freePlay),
      [PATHS.session.freeplay]: freeplay.handler,
    });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Free play' }));
    await waitFor(() => expect(services.sessionStore.current().isTrial).toBe(true));
  });
});
