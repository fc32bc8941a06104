// The reset-password popup of the emailed link through the whole shell: a new password, or a refused link.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PATHS } from '@mekong/contracts';
import { loginAnswer, recorder } from '../../test-support/authFixtures';
import { failEnvelope, okEnvelope, renderShell, siteFixtures } from '../../test-support/renderShell';

const INVALID = 'This reset link is invalid or has expired. Please ask for a new one.';

async function openReset(path: string, fixtures: Record<string, unknown> = siteFixtures) {
  const view = renderShell(path, { fixtures });
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Reset password' }) };
}

function fill(dialog: HTMLElement, password: string, confirmation: string) {
  fireEvent.change(within(dialog).getByLabelText('New password'), { target: { value: password } });
  fireEvent.change(within(dialog).getByLabelText('Confirm new password'), { target: { value: confirmation } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
}

describe('reset-password popup (the emailed link)', () => {
  it('names a confirmation that does not match, and sends nothing', async () => {
    const reset = recorder(() => okEnvelope(loginAnswer()));
    const { dialog } = await openReset('/resetPassword?token=t0k3n', { ...siteFixtures, [PATHS.member.passwordReset]: reset.handler });
    fill(dialog, 'Fresh1234', 'Fresh12345');
    expect(await within(dialog).findByText('The two entries do not match')).toBeTruthy();
    expect(reset.requests).toHaveLength(0);
  });

  it("sends the link's token with the new password, signs in and replaces the link with /", async () => {
    const reset = recorder(() => okEnvelope(loginAnswer()));
    const { dialog, services, visited } = await openReset('/resetPassword?token=t0k3n', {
      ...siteFixtures,
      [PATHS.member.passwordReset]: reset.handler,
    });
    fill(dialog, 'Fresh1234', 'Fresh1234');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reset password' })).toBeNull());
    expect(reset.requests[0]?.body).toEqual({ token: 't0k3n', newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' });
    expect(services.sessionStore.current().token).toBe('fresh-token');
    await waitFor(() => expect(visited.at(-1)).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Account menu for somchai' })).toBeTruthy();
  });

  it('says when the server refuses the link, and leads back to the forgot-password popup', async () => {
    const reset = recorder(() => failEnvelope('reset-link-invalid', 'server words'));
    const { dialog } = await openReset('/resetPassword?token=spent', { ...siteFixtures, [PATHS.member.passwordReset]: reset.handler });
    fill(dialog, 'Fresh1234', 'Fresh1234');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(INVALID);
    expect(within(dialog).queryByLabelText('New password')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask for a new link' }));
    expect(await screen.findByRole('dialog', { name: 'Forgot password' })).toBeTruthy();
  });

  it('says so at once for a link without a token', async () => {
    const { dialog } = await openReset('/resetPassword');
    expect(within(dialog).getByRole('alert').textContent).toBe(INVALID);
    expect(within(dialog).getByRole('button', { name: 'Ask for a new link' })).toBeTruthy();
  });
});
