// The forgot-password popup through the whole shell: by email, and by mobile with its captcha and waits.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FEATURES, PATHS } from '@mekong/contracts';
import { loginAnswer, recorder, whitelabelWith } from '../../test-support/authFixtures';
import { failEnvelope, okEnvelope, renderShell, siteFixtures } from '../../test-support/renderShell';

async function openForgot(fixtures: Record<string, unknown>) {
  const view = renderShell('/login', { fixtures });
  const login = await screen.findByRole('dialog', { name: 'Log in' });
  fireEvent.click(within(login).getByRole('button', { name: 'Forgot password?' }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Forgot password' }) };
}

describe('forgot-password popup', () => {
  it('by email: requires both fields, then confirms with in_been_out', async () => {
    const byEmail = recorder(() => okEnvelope(null));
    const { dialog } = await openForgot({ ...siteFixtures, [PATHS.member.passwordEmail]: byEmail.handler });
    expect(within(dialog).queryByRole('tablist')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reset email' }));
    expect(await within(dialog).findAllByText('Input cannot be empty')).toHaveLength(2);

    fireEvent.change(within(dialog).getByLabelText('Username'), { target: { value: ' somchai ' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'som@example.test' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reset email' }));
    const done = await screen.findByRole('dialog', { name: 'Success' });
    expect(within(done).getByText(/a password reset email has been sent/)).toBeTruthy();
    expect(byEmail.requests[0]?.body).toEqual({ username: 'somchai', email: 'som@example.test' });
  });

  it('by mobile (CHNGPASSVERIF3): resets with the SMS code and signs in', async () => {
    const reset = recorder(() => okEnvelope(loginAnswer()));
    const { dialog, services, visited } = await openForgot({
      ...siteFixtures,
      [PATHS.system.whitelabel]: whitelabelWith(FEATURES.mobilePasswordReset),
      [PATHS.verification.smsNoLogin]: { expiredMinutes: 2 },
      [PATHS.member.passwordVerification]: reset.handler,
    });
    fireEvent.click(await within(dialog).findByRole('tab', { name: 'Mobile number' }));
    fireEvent.change(within(dialog).getByLabelText('Mobile number'), { target: { value: '2055512345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get code' }));
    expect(await within(dialog).findByRole('button', { name: 'Resend in 120 s' })).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('SMS code'), { target: { value: '123456' } });
    fireEvent.change(within(dialog).getByLabelText('New password'), { target: { value: 'Fresh1234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Forgot password' })).toBeNull());
    expect(reset.requests[0]?.body).toEqual({
      countryDialingCode: '856',
      mobileNum: '2055512345',
      verificationCode: '123456',
      newPassword: 'Fresh1234',
    });
    expect(services.sessionStore.current().isLogin).toBe(true);
    expect(visited.at(-1)).toBe('/');
  });

  async function openByMobile(
    reset: ReturnType<typeof recorder>,
    captcha = recorder((_request, n) => okEnvelope({ captchaId: `c-${n}`, image: `data:image/svg+xml;base64,${n}` })),
  ) {
    const view = await openForgot({
      ...siteFixtures,
      [PATHS.system.whitelabel]: whitelabelWith(FEATURES.mobilePasswordReset),
      [PATHS.member.passwordVerification]: reset.handler,
      [PATHS.system.captcha]: captcha.handler,
    });
    fireEvent.click(await within(view.dialog).findByRole('tab', { name: 'Mobile number' }));
    fireEvent.change(within(view.dialog).getByLabelText('Mobile number'), { target: { value: '2055512345' } });
    fireEvent.change(within(view.dialog).getByLabelText('SMS code'), { target: { value: '123456' } });
    fireEvent.change(within(view.dialog).getByLabelText('New password'), { target: { value: 'Fresh1234' } });
    return { ...view, captcha };
  }

  it('by mobile: shows the captcha once a failure asks for it, sends it with the next try and renews it after each', async () => {
    const reset = recorder((_request, n) =>
      n === 1
        ? failEnvelope('invalid-verification-code', 'Verification code not valid', { captcha: true })
        : n === 2
          ? failEnvelope('invalid-captcha', 'The captcha is not right, please try a new one', { captcha: true })
          : okEnvelope(loginAnswer()),
    );
    const { dialog, captcha, services } = await openByMobile(reset);
    const submit = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(within(dialog).queryByLabelText('Captcha')).toBeNull();

    submit();
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Verification code not valid');
    expect(await within(dialog).findByLabelText('Captcha')).toBeTruthy();
    await waitFor(() => expect(captcha.requests).toHaveLength(1));
    expect(reset.requests[0]?.body).not.toHaveProperty('captcha');

    // Shown, it is required before anything is sent.
    submit();
    expect(await within(dialog).findByText('Please enter the captcha', { selector: 'p[id]' })).toBeTruthy();
    expect(reset.requests).toHaveLength(1);

    fireEvent.change(within(dialog).getByLabelText('Captcha'), { target: { value: 'AB12' } });
    submit();
    await waitFor(() => expect(reset.requests).toHaveLength(2));
    expect(reset.requests[1]?.body).toEqual(
      expect.objectContaining({ mobileNum: '2055512345', verificationCode: '123456', captchaId: 'c-1', captcha: 'AB12' }),
    );
    // That captcha is spent: a new image and an empty field.
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Invalid captcha, please try again');
    await waitFor(() => expect(captcha.requests).toHaveLength(2));
    expect(within(dialog).getByLabelText('Captcha')).toHaveProperty('value', '');

    fireEvent.change(within(dialog).getByLabelText('Captcha'), { target: { value: 'CD34' } });
    submit();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Forgot password' })).toBeNull());
    expect(reset.requests[2]?.body).toEqual(expect.objectContaining({ captchaId: 'c-2', captcha: 'CD34' }));
    expect(services.sessionStore.current().isLogin).toBe(true);
  });

  it('by mobile: says how long to wait when the number is busy, from the failure’s seconds', async () => {
    const reset = recorder(() =>
      failEnvelope('too-many-requests', 'Too many requests, please try again in a few seconds', { retryAfterSeconds: 12 }),
    );
    const { dialog } = await openByMobile(reset);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Too many tries. Please try again in 12 seconds.');
  });
});
