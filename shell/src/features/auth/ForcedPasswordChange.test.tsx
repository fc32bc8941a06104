// The forced password change survives a reload and any refused call: the server's PASSWORD_CHANGE_REQUIRED opens the
// change popup, nothing else replaces it, closing it only asks to sign out, and the change itself lifts it.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryStorage, gamesEndpoints, PASSWORD_CHANGE_REQUIRED, PATHS } from '@mekong/contracts';
import { recorder } from '../../test-support/authFixtures';
import { failEnvelope, memberProfileFixture, okEnvelope, renderShell, siteFixtures } from '../../test-support/renderShell';
import { createOwedPasswordChange, OWED_CHANGE_KEY } from '../session/passwordChange';

const refused = (reason: 'default' | 'expired') =>
  failEnvelope(PASSWORD_CHANGE_REQUIRED, 'Please change your password before you continue', { reason });

/** The popup is a lazy chunk: its first load in a test file may take a while on a busy machine. */
jest.setTimeout(30_000);

const findChangePopup = () => screen.findByRole('dialog', { name: 'Change password' });

/** Member info and balance refused until the password change call has succeeded, as the server does. */
function owingServer(reason: 'default' | 'expired' = 'default') {
  let changed = false;
  const change = recorder(() => {
    changed = true;
    return okEnvelope(null);
  });
  const memberInfo = recorder(() => (changed ? okEnvelope(memberProfileFixture) : refused(reason)));
  const balance = recorder(() => (changed ? okEnvelope({ balance: 123456, currencySymbol: '₭' }) : refused(reason)));
  const fixtures = {
    ...siteFixtures,
    [PATHS.member.info]: memberInfo.handler,
    [PATHS.wallet.balance]: balance.handler,
    [PATHS.member.password]: change.handler,
  };
  return { fixtures, change };
}

describe('forced password change', () => {
  it('comes back after a reload (the stored session is refused), and cannot be closed or replaced', async () => {
    const { fixtures } = owingServer();
    const { services } = renderShell('/', { token: 'stored-token', fixtures });
    const popup = await findChangePopup();
    expect(within(popup).getByText('You are using the default password. Please set your own password to continue.')).toBeTruthy();
    expect(services.sessionStorage.getItem(OWED_CHANGE_KEY)).toBe('default');

    fireEvent.click(within(popup).getByRole('button', { name: 'Close' }));
    const signOut = await screen.findByRole('dialog', { name: 'Sign out' });
    fireEvent.click(within(signOut).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeTruthy();

    // Nothing else may take its place: a remote asking for the login popup leaves it where it is.
    act(() => services.bus.emit('auth/open-login', {}));
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull();
  });

  it('is lifted by the change: the popup closes, the member info loads and nothing is owed any more', async () => {
    const { fixtures, change } = owingServer();
    const { services, visited } = renderShell('/member', { token: 'stored-token', fixtures });
    const popup = await findChangePopup();
    fireEvent.change(within(popup).getByLabelText('Current password'), { target: { value: '{secret}' } });
    fireEvent.change(within(popup).getByLabelText('New password'), { target: { value: 'Fresh2024x' } });
    fireEvent.change(within(popup).getByLabelText('Confirm new password'), { target: { value: 'Fresh2024x' } });
    fireEvent.click(within(popup).getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change password' })).toBeNull());
    expect(change.requests[0]?.body).toEqual({ oldPassword: '{secret}', newPassword: 'Fresh2024x', confirmNewPassword: 'Fresh2024x' });
    expect(services.passwordChange.current()).toBeNull();
    expect(services.sessionStorage.getItem(OWED_CHANGE_KEY)).toBeNull();
    // Navigation is a transition: it may commit after the popup has gone.
    await waitFor(() => expect(visited.at(-1)).toBe('/'));
    expect(await within(await screen.findByRole('group', { name: 'Balance' })).findByText('₭ 1,234.56')).toBeTruthy();
  });

  it('opens when any call is refused with the code, e.g. a real-money launch from a remote, with the expiry note', async () => {
    // The expiry is switched on while the page is open: from the launch on, the server refuses the session's calls.
    let expired = false;
    const launch = recorder(() => {
      expired = true;
      return refused('expired');
    });
    const memberInfo = recorder(() => (expired ? refused('expired') : okEnvelope(memberProfileFixture)));
    const fixtures = { ...siteFixtures, [PATHS.games.launch]: launch.handler, [PATHS.member.info]: memberInfo.handler };
    const { services } = renderShell('/', { token: 'secret', fixtures });
    await screen.findByRole('group', { name: 'Balance' });
    expect(screen.queryByRole('dialog', { name: 'Change password' })).toBeNull();

    await act(() =>
      expect(services.api.call(gamesEndpoints.launch, { nodeId: 'rng-pg-0001', mode: 'REAL' })).rejects.toMatchObject({
        code: PASSWORD_CHANGE_REQUIRED,
      }),
    );
    const popup = await findChangePopup();
    expect(within(popup).getByText('Your password has expired. Please set a new password to continue.')).toBeTruthy();
  });

  it('ends with sign-out', async () => {
    const { fixtures } = owingServer();
    const { services } = renderShell('/', { token: 'stored-token', fixtures: { ...fixtures, [PATHS.session.logout]: null } });
    fireEvent.click(within(await findChangePopup()).getByRole('button', { name: 'Sign out' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Sign out' })).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change password' })).toBeNull());
    expect(services.passwordChange.current()).toBeNull();
    expect(services.sessionStore.current().token).toBeNull();
  });
});

describe('the owed change of a tab', () => {
  it('is kept in session storage, so a reload knows it before any call', () => {
    const storage = createMemoryStorage();
    createOwedPasswordChange(storage).require('expired');
    const reloaded = createOwedPasswordChange(storage);
    expect(reloaded.current()).toBe('expired');
    reloaded.settle();
    expect(createOwedPasswordChange(storage).current()).toBeNull();
  });

  it('ignores a stored value that is not a reason', () => {
    const storage = createMemoryStorage();
    storage.setItem(OWED_CHANGE_KEY, 'whatever');
    expect(createOwedPasswordChange(storage).current()).toBeNull();
  });
});
