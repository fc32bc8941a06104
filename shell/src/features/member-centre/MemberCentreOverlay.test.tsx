// The member-centre overlay through the whole shell: opening, moving between its pages, closing, who may open it.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PATHS } from '@mekong/contracts';
import { memberProfileFixture, renderShell, siteFixtures, type FakeRemote } from '../../test-support/renderShell';

async function loadedRemote(loader: ReturnType<typeof renderShell>['loader'], name = 'mf_member'): Promise<FakeRemote> {
  const index = loader.load.mock.calls.findIndex(([loaded]) => loaded === name);
  const result = loader.load.mock.results[index];
  if (!result) throw new Error(`${name} was not loaded`);
  return (await result.value) as FakeRemote;
}

const routeWithPage = (page: string) => expect.objectContaining({ route: { path: '/member', query: { page }, hash: '', page } });

async function openOverlay(page: 'messageV2' | 'withdraw' = 'messageV2') {
  const view = renderShell('/', { token: 'secret' });
  expect(await screen.findByText('mf_lobby at /')).toBeTruthy();
  act(() => view.services.bus.emit('member-centre/open', { page }));
  const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
  expect(await within(dialog).findByText('mf_member at /member')).toBeTruthy();
  const remote = await loadedRemote(view.loader);
  return { ...view, dialog, remote };
}

describe('member-centre overlay', () => {
  it('opens over the current page with the asked page, without changing the URL', async () => {
    const { remote, visited } = await openOverlay('messageV2');
    expect(remote.mount).toHaveBeenCalledWith(routeWithPage('messageV2'));
    expect(screen.getByText('mf_lobby at /')).toBeTruthy();
    expect(visited).toEqual(['/']);
  });

  it('switches page when the remote navigates within the centre, keeping one parcel and the URL', async () => {
    const { remote, visited } = await openOverlay('messageV2');
    const { navigate } = remote.mount.mock.calls[0]![0];
    act(() => navigate('/member?page=withdraw'));
    await waitFor(() => expect(remote.update).toHaveBeenLastCalledWith(routeWithPage('withdraw')));
    expect(screen.getByRole('dialog', { name: 'Member centre' })).toBeTruthy();
    expect(remote.mount).toHaveBeenCalledTimes(1);
    expect(visited).toEqual(['/']);
  });

  it('closes and goes there when the remote navigates anywhere else', async () => {
    const { remote, visited } = await openOverlay();
    const { navigate } = remote.mount.mock.calls[0]![0];
    act(() => navigate('/promotions'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Member centre' })).toBeNull());
    await waitFor(() => expect(visited.at(-1)).toBe('/promotions'));
    await waitFor(() => expect(remote.unmount).toHaveBeenCalledTimes(1));
  });

  it('closes on its close button and on Escape, unmounting the remote', async () => {
    const { dialog, remote, services } = await openOverlay();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Member centre' })).toBeNull());
    await waitFor(() => expect(remote.unmount).toHaveBeenCalledTimes(1));

    act(() => services.bus.emit('member-centre/open', { page: 'withdraw' }));
    expect(await screen.findByRole('dialog', { name: 'Member centre' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Member centre' })).toBeNull());
  });

  it('opens from the account menu and gives focus back to it on close', async () => {
    renderShell('/', { token: 'secret' });
    const trigger = await screen.findByRole('button', { name: 'Account menu for somchai' });
    fireEvent.click(trigger);
    fireEvent.click(screen.getByRole('button', { name: 'Messages' }));
    expect(await screen.findByRole('dialog', { name: 'Member centre' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Member centre' })).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });

  it('closes when the location moves on under it (the back button, or the page below navigating)', async () => {
    const { loader, visited } = await openOverlay();
    const lobby = await loadedRemote(loader, 'mf_lobby');
    act(() => lobby.mount.mock.calls[0]![0].navigate('/rng'));
    await waitFor(() => expect(visited.at(-1)).toBe('/rng'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Member centre' })).toBeNull());
  });

  it('on the centre page itself switches that page instead of opening a second centre', async () => {
    const { services, visited, loader } = renderShell('/member', { token: 'secret' });
    expect(await screen.findByText('mf_member at /member')).toBeTruthy();
    const remote = await loadedRemote(loader);
    act(() => services.bus.emit('member-centre/open', { page: 'withdraw' }));
    await waitFor(() => expect(remote.update).toHaveBeenLastCalledWith(routeWithPage('withdraw')));
    expect(screen.queryByRole('dialog', { name: 'Member centre' })).toBeNull();
    expect(visited).toEqual(['/member']);
  });

  it('gives a visitor the login popup instead', async () => {
    const { services } = renderShell('/');
    expect(await screen.findByText('mf_lobby at /')).toBeTruthy();
    act(() => services.bus.emit('member-centre/open', { page: 'depositv2' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Member centre' })).toBeNull();
  });

  it('gives a trial account the in_need_true_account warning instead', async () => {
    const { services } = renderShell('/', {
      token: 'trial',
      memberType: 4,
      fixtures: { ...siteFixtures, [PATHS.member.info]: { ...memberProfileFixture, type: 4, isTrial: true } },
    });
    expect(await screen.findByText('mf_lobby at /')).toBeTruthy();
    act(() => services.bus.emit('member-centre/open', { page: 'depositv2' }));
    const warning = await screen.findByRole('dialog', { name: 'Warning' });
    expect(within(warning).getByText('Trial accounts cannot use this feature. Please register a real account.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Member centre' })).toBeNull();
  });
});
