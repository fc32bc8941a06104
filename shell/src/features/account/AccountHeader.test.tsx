// The signed-in header through the whole shell: balance, account menu, sign-out, and what trial accounts may not open.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PATHS } from '@mekong/contracts';
import { recorder } from '../../test-support/authFixtures';
import { memberProfileFixture, okEnvelope, renderShell, siteFixtures } from '../../test-support/renderShell';

afterEach(() => jest.restoreAllMocks());

async function openMenu() {
  fireEvent.click(await screen.findByRole('button', { name: 'Account menu for somchai' }));
  return screen.getByRole('button', { name: 'Copy user ID' }).closest('div[id]') as HTMLElement;
}

describe('signed-in header', () => {
  it('shows the balance with its currency and 2 decimals, hides it as asterisks, and refreshes it', async () => {
    const balance = recorder((_r, n) => okEnvelope({ balance: n === 1 ? 123456 : 200, currencySymbol: '₭' }));
    const { services } = renderShell('/', { token: 'secret', fixtures: { ...siteFixtures, [PATHS.wallet.balance]: balance.handler } });
    const group = await screen.findByRole('group', { name: 'Balance' });
    expect(await within(group).findByText('₭ 1,234.56')).toBeTruthy();

    fireEvent.click(within(group).getByRole('button', { name: 'Hide balance' }));
    expect(within(group).getByText('₭ ****')).toBeTruthy();
    fireEvent.click(within(group).getByRole('button', { name: 'Show balance' }));

    fireEvent.click(within(group).getByRole('button', { name: 'Refresh balance' }));
    expect(await within(group).findByText('₭ 2.00')).toBeTruthy();
    act(() => services.bus.emit('balance/refresh', {}));
    await waitFor(() => expect(balance.requests).toHaveLength(3));
  });

  it('has the header nav of requirements §2: deposit and withdrawal open their member-centre pages over the bus', async () => {
    const { services } = renderShell('/', { token: 'secret' });
    const opened: string[] = [];
    services.bus.on('member-centre/open').subscribe(({ page }) => opened.push(page));
    const nav = within(await screen.findByRole('banner')).getByRole('navigation', { name: 'Deposit and withdrawal' });
    fireEvent.click(within(nav).getByRole('button', { name: 'Deposit' }));
    fireEvent.click(within(nav).getByRole('button', { name: 'Withdrawal' }));
    expect(opened).toEqual(['depositv2', 'withdraw']);
  });

  it('lists the account entries, the VIP label, and the agent entry only for agents', async () => {
    renderShell('/', { token: 'secret' });
    const menu = await openMenu();
    expect(await within(menu).findByText('VIP 2')).toBeTruthy();
    expect(within(menu).getByText('1')).toBeTruthy();
    for (const name of ['Account and security', 'Withdrawal', 'Account record', 'Betting record', 'Change password', 'Sign out']) {
      expect(within(menu).getByRole('button', { name })).toBeTruthy();
    }
    expect(within(menu).queryByRole('button', { name: 'Agent centre' })).toBeNull();
  });

  it('shows the agent entry to an agent', async () => {
    renderShell('/', {
      token: 'secret',
      memberType: 1,
      fixtures: { ...siteFixtures, [PATHS.member.info]: { ...memberProfileFixture, type: 1, isAgent: true } },
    });
    const menu = await openMenu();
    expect(within(menu).getByRole('button', { name: 'Agent centre' })).toBeTruthy();
  });

  it('copies the user id and says so', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderShell('/', { token: 'secret' });
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole('button', { name: 'Copy user ID' }));
    const done = await screen.findByRole('dialog', { name: 'Success' });
    expect(within(done).getByText('Copy success')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('1');
  });

  it('asks before signing out; confirming clears the session but keeps the merchant code and goes to /', async () => {
    const logout = recorder(() => okEnvelope(null));
    // From a login-required page: the guard must not turn the sign-out into a login popup.
    const { services, visited } = renderShell('/member', {
      token: 'secret',
      fixtures: { ...siteFixtures, [PATHS.session.logout]: logout.handler },
    });
    let menu = await openMenu();
    fireEvent.click(within(menu).getByRole('button', { name: 'Sign out' }));
    let confirm = await screen.findByRole('dialog', { name: 'Sign out' });
    expect(within(confirm).getByText('Are you sure you want to sign out?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(services.sessionStore.current().isLogin).toBe(true);
    expect(logout.requests).toHaveLength(0);

    menu = await openMenu();
    fireEvent.click(within(menu).getByRole('button', { name: 'Sign out' }));
    confirm = await screen.findByRole('dialog', { name: 'Sign out' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(services.sessionStore.current().isLogin).toBe(false));
    expect(logout.requests[0]?.method).toBe('DELETE');
    expect(services.sessionStorage.getItem('token')).toBeNull();
    // Requirements §3: the login state stays stored, signed out (loginState.test.ts has its keys and shapes).
    expect(services.sessionStorage.getItem('memberInfo')).toBe('null');
    expect(services.sessionStorage.getItem('isLogin')).toBe('false');
    expect(services.sessionStorage.getItem('merchantCode')).toBe('MEKONG01');
    expect(services.sessionStorage.getItem('merchant')).toBe('MEKONG01');
    await waitFor(() => expect(visited.at(-1)).toBe('/'));
    expect(visited).not.toContain('/login');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull();
  });
});

describe('trial accounts', () => {
  const trial = {
    token: 'trial',
    memberType: 4,
    fixtures: { ...siteFixtures, [PATHS.member.info]: { ...memberProfileFixture, type: 4, isTrial: true } },
  };

  it('keeps a trial account out of the member centre route with the in_need_true_account dialog', async () => {
    const { visited } = renderShell('/member', trial);
    const warning = await screen.findByRole('dialog', { name: 'Warning' });
    expect(within(warning).getByText('Trial accounts cannot use this feature. Please register a real account.')).toBeTruthy();
    await waitFor(() => expect(visited.at(-1)).toBe('/'));
    fireEvent.click(within(warning).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Warning' })).toBeNull());
    expect(visited).toEqual(['/member', '/']);
  });

  it('keeps a trial account out of the agent centre route too', async () => {
    const { visited } = renderShell('/agent', trial);
    expect(await screen.findByRole('dialog', { name: 'Warning' })).toBeTruthy();
    await waitFor(() => expect(visited.at(-1)).toBe('/'));
  });

  it('blocks deposit and withdrawal from the header', async () => {
    const { services } = renderShell('/', trial);
    const opened: string[] = [];
    services.bus.on('member-centre/open').subscribe(({ page }) => opened.push(page));
    for (const entry of ['Deposit', 'Withdrawal']) {
      const nav = within(await screen.findByRole('banner')).getByRole('navigation', { name: 'Deposit and withdrawal' });
      fireEvent.click(within(nav).getByRole('button', { name: entry }));
      expect(await screen.findByRole('dialog', { name: 'Warning' })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Warning' })).toBeNull());
    }

    const menu = await openMenu();
    expect(within(menu).getByText('Trial account')).toBeTruthy();
    fireEvent.click(within(menu).getByRole('button', { name: 'Withdrawal' }));
    expect(await screen.findByRole('dialog', { name: 'Warning' })).toBeTruthy();
    expect(opened).toEqual([]);
  });
});
