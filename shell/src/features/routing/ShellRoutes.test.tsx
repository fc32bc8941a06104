// The route table through the whole shell: the guard, route popups, centre requests, layouts and remote slots.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { REMOTE_ERROR_CODES, RemoteLoadError } from '../remotes/errors';
import { fakeLoader, fakeRemote, renderShell, type FakeRemote } from '../../test-support/renderShell';

describe('route guard', () => {
  it('sends a visitor on a login-required route to /login, which opens the login popup over the lobby at /', async () => {
    const { visited } = renderShell('/member');
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    await waitFor(() => expect(visited.at(-1)).toBe('/'));
    expect(visited).toEqual(['/member', '/login', '/']);
    expect(await screen.findByText('mf_lobby at /')).toBeTruthy();
  });

  it('lets a signed-in member through to the owner remote', async () => {
    const { visited, loader } = renderShell('/member', { token: 'secret' });
    expect(await screen.findByText('mf_member at /member')).toBeTruthy();
    expect(visited).toEqual(['/member']);
    expect(loader.load).toHaveBeenCalledWith('mf_member');
  });

  it('opens the register popup on /register and stays there', async () => {
    const { visited } = renderShell('/register');
    expect(await screen.findByRole('dialog', { name: 'Register' })).toBeTruthy();
    expect(visited).toEqual(['/register']);
  });

  it('opens the help centre on /help, with #term showing the terms of use (sanitised)', async () => {
    renderShell('/help#term');
    const dialog = await screen.findByRole('dialog', { name: 'Help centre' });
    expect(await within(dialog).findByRole('heading', { name: 'Terms of use' })).toBeTruthy();
    expect(within(dialog).getByText('Be 18 or older.')).toBeTruthy();
    expect(dialog.querySelector('script')).toBeNull();
  });

  it('shows a translated not-found page with a link home for unknown paths', async () => {
    renderShell('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });
});

describe('centre requests from remotes', () => {
  it('opens the member centre page a remote asks for over the bus in an overlay, keeping the page under it', async () => {
    const { services, visited } = renderShell('/', { token: 'secret' });
    expect(await screen.findByText('mf_lobby at /')).toBeTruthy();
    act(() => services.bus.emit('member-centre/open', { page: 'withdraw' }));
    const overlay = await screen.findByRole('dialog', { name: 'Member centre' });
    expect(await within(overlay).findByText('mf_member at /member')).toBeTruthy();
    expect(screen.getByText('mf_lobby at /')).toBeTruthy();
    expect(visited).toEqual(['/']);
  });

  it('opens an agent centre page a remote asks for as its route', async () => {
    const { services, visited } = renderShell('/', { token: 'secret', memberType: 1 });
    expect(await screen.findByText('mf_lobby at /')).toBeTruthy();
    act(() => services.bus.emit('agent-centre/open', { page: 'agentTeamOverview' }));
    await waitFor(() => expect(visited.at(-1)).toBe('/agentHome'));
  });
});

describe('layouts and slots', () => {
  it('renders the default layout landmarks around the lobby', async () => {
    renderShell('/');
    expect(await screen.findByText('mf_lobby at /')).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Quick service' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('hides side menu and footer on game pages', async () => {
    renderShell('/lottery?gameCode=LAO', { token: 'secret' });
    expect(await screen.findByText('mf_lobby at /lottery')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('keeps one parcel per owner: navigating within the lobby updates it instead of remounting', async () => {
    const { loader } = renderShell('/');
    expect(await screen.findByText('mf_lobby at /')).toBeTruthy();
    const lifecycle = await loader.load.mock.results[0]?.value;
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    fireEvent.click(await within(menu).findByRole('link', { name: 'Slots' }));
    expect(await screen.findByText('mf_lobby at /rng')).toBeTruthy();
    expect(lifecycle.mount).toHaveBeenCalledTimes(1);
    expect(lifecycle.update).toHaveBeenLastCalledWith(
      expect.objectContaining({ route: { path: '/rng', query: {}, hash: '', page: null } }),
    );
  });

  it('swaps the parcel when the owner changes', async () => {
    const { loader } = renderShell('/', { token: 'secret' });
    expect(await screen.findByText('mf_lobby at /')).toBeTruthy();
    const lobby = await loader.load.mock.results[0]?.value;
    fireEvent.click(screen.getByRole('button', { name: 'Promotions' }));
    fireEvent.click(screen.getByRole('link', { name: 'More promotions' }));
    expect(await screen.findByText('mf_promotions at /promotions')).toBeTruthy();
    await waitFor(() => expect(lobby.unmount).toHaveBeenCalledTimes(1));
  });

  it('hot swap: keeps the version on screen until the new one has mounted, then unmounts it', async () => {
    const loader = fakeLoader();
    renderShell('/', { loader });
    expect(await screen.findByText('mf_lobby at /')).toBeTruthy();
    const oldVersion: FakeRemote = await loader.load.mock.results[0]?.value;
    const newVersion = fakeRemote('mf_lobby');
    newVersion.mount.mockImplementation((props) => {
      (props.domElement as HTMLElement).textContent = 'mf_lobby, new version';
      return Promise.resolve();
    });
    let deliver: (lifecycle: FakeRemote) => void = () => undefined;
    loader.load.mockImplementationOnce(() => new Promise((resolve) => (deliver = resolve)));

    await act(async () => loader.reload('mf_lobby'));
    // While the new version loads, the old one stays in place, without a spinner.
    expect(screen.getByText('mf_lobby at /')).toBeTruthy();
    expect(screen.queryByText('Loading page')).toBeNull();
    expect(oldVersion.unmount).not.toHaveBeenCalled();

    await act(async () => deliver(newVersion));
    expect(await screen.findByText('mf_lobby, new version')).toBeTruthy();
    await waitFor(() => expect(oldVersion.unmount).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('mf_lobby at /')).toBeNull();
  });

  it('shows a retry in the slot when a remote fails, and keeps the rest of the page', async () => {
    const loader = fakeLoader();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loader.load.mockRejectedValueOnce(new RemoteLoadError(REMOTE_ERROR_CODES.unreachable, 'mf_lobby', 'down'));
    renderShell('/', { loader });
    expect(await screen.findByRole('heading', { name: 'This section could not be loaded' })).toBeTruthy();
    expect(screen.getByText('Network link is abnormal, please try again')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(loader.reload).toHaveBeenCalledWith('mf_lobby');
    expect(await screen.findByText('mf_lobby at /')).toBeTruthy();
  });

  it('shows the maintenance slot with customer service for a remote in maintenance', async () => {
    const loader = fakeLoader();
    loader.load.mockRejectedValueOnce(
      new RemoteLoadError(REMOTE_ERROR_CODES.maintenance, 'mf_points', 'maintenance', '2026-12-01T02:00:00Z'),
    );
    renderShell('/pointMall', { loader });
    expect(await screen.findByRole('heading', { name: 'This section is under maintenance' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Contact customer service' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
