import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FEATURES, PATHS } from '@mekong/contracts';
import { loginAnswer, recorder, whitelabelWith } from '../../test-support/authFixtures';
import { okEnvelope, renderShell, siteFixtures } from '../../test-support/renderShell';


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
    expect(reset.requests[0]?.body).toEqual({ countryDialingCode: '856', mobileNum: '2055512345', verificationCode: '123456', newPassword: 'Fresh1234' });
    expect(services.sessionStore.current().isLogin).toBe(true);
    expect(visited.at(-1)).toBe('/');
  });
});
