// The live listener through the whole shell: the socket per session, pushes on the bus, balance, messages, manifest.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PATHS, type BusMessage } from '@mekong/contracts';
import { type MemberMessage } from '@mekong/contracts/money';
import { recorder } from '../../test-support/authFixtures';
import { FakeWebSocket } from '../../test-support/fakeWebSocket';
import { fakeLoader, memberProfileFixture, okEnvelope, renderShell, siteFixtures } from '../../test-support/renderShell';

const deposit: MemberMessage = {
  id: 'm1',
  kind: 'DEPOSIT_ARRIVAL',
  params: { amount: 123456, orderId: 'D1' },
  createdAt: '2026-11-20T08:00:00Z',
  readAt: null,
};

beforeEach(() => FakeWebSocket.reset());

/** A signed-in shell whose socket is open and signed in. */
async function liveShell(fixtures: Record<string, unknown> = {}, loader = fakeLoader()) {
  const view = renderShell('/', {
    token: 'secret',
    loader,
    fixtures: { ...siteFixtures, [PATHS.wallet.unreadCount]: { count: 0 }, ...fixtures },
  });
  await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
  const socket = FakeWebSocket.latest();
  act(() => socket.accept());
  act(() => socket.push({ type: 'ready', payload: { memberId: '1' } }));
  return { ...view, socket };
}

describe('live listener', () => {
  it('opens the socket on the page host and signs in with the session token', async () => {
    const { socket } = await liveShell();
    expect(socket.url).toBe(`ws://${window.location.host}/wps/ws`);
    expect(socket.sent.map((frame) => JSON.parse(frame))).toEqual([{ type: 'auth', token: 'secret' }]);
  });

  it('re-emits every push on the bus, with the balance and unread events of its kind, and ignores bad frames', async () => {
    const { socket, services } = await liveShell();
    const heard: BusMessage[] = [];
    services.bus.messages$.subscribe((message) => heard.push(message));
    act(() => {
      socket.push({ type: 'balance', payload: { balance: 500, currencySymbol: '₭' } });
      socket.push('{"type":"balance"');
      socket.push({ type: 'balance', payload: { balance: 'lots' } });
      socket.push({ type: 'message', payload: { message: deposit, unread: 4 } });
      socket.push({ type: 'unread', payload: { count: 3 } });
    });
    expect(heard).toEqual([
      { type: 'socket/message', payload: { type: 'balance', payload: { balance: 500, currencySymbol: '₭' } } },
      { type: 'balance/changed', payload: { balance: 500 } },
      { type: 'socket/message', payload: { type: 'message', payload: { message: deposit, unread: 4 } } },
      { type: 'messages/unread', payload: { count: 4 } },
      { type: 'socket/message', payload: { type: 'unread', payload: { count: 3 } } },
      { type: 'messages/unread', payload: { count: 3 } },
    ]);
  });

  it('updates the header balance from a push without asking the server again', async () => {
    const balance = recorder(() => okEnvelope({ balance: 123456, currencySymbol: '₭' }));
    const { socket } = await liveShell({ [PATHS.wallet.balance]: balance.handler });
    const group = await screen.findByRole('group', { name: 'Balance' });
    expect(await within(group).findByText('₭ 1,234.56')).toBeTruthy();
    act(() => socket.push({ type: 'balance', payload: { balance: 9_876_543, currencySymbol: '₭' } }));
    expect(await within(group).findByText('₭ 98,765.43')).toBeTruthy();
    expect(balance.requests).toHaveLength(1);
  });

  it('shows a new message as a notice in the member language, with the amount in kip', async () => {
    const { socket } = await liveShell();
    act(() => socket.push({ type: 'message', payload: { message: deposit, unread: 1 } }));
    const notices = screen.getByRole('status', { name: 'Notifications' });
    const notice = within(notices).getByRole('button', { name: 'Your deposit of ₭ 1,234.56 has arrived.' });
    fireEvent.click(notice);
    expect(await screen.findByRole('dialog', { name: 'Member centre' })).toBeTruthy();
    expect(within(notices).queryByRole('button')).toBeNull();
  });

  it('shows the unread count on the avatar and the messages entry only when it is above 0', async () => {
    const { socket } = await liveShell();
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu for somchai' }));
    expect(screen.getByRole('button', { name: 'Messages' })).toBeTruthy();

    act(() => socket.push({ type: 'unread', payload: { count: 3 } }));
    expect(screen.getByRole('button', { name: 'Account menu for somchai, 3 unread messages' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Messages 3 unread' })).toBeTruthy();

    act(() => socket.push({ type: 'unread', payload: { count: 0 } }));
    expect(screen.getByRole('button', { name: 'Account menu for somchai' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Messages' })).toBeTruthy();
  });

  it('reads the unread count once at sign-in', async () => {
    const unread = recorder(() => okEnvelope({ count: 2 }));
    await liveShell({ [PATHS.wallet.unreadCount]: unread.handler });
    expect(await screen.findByRole('button', { name: 'Account menu for somchai, 2 unread messages' })).toBeTruthy();
    expect(unread.requests).toHaveLength(1);
  });

  it('keeps quiet when the unread count call fails', async () => {
    const unread = recorder(() => ({ success: false, value: null, message: 'down', code: 'internal' }));
    await liveShell({ [PATHS.wallet.unreadCount]: unread.handler });
    await waitFor(() => expect(unread.requests).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Account menu for somchai' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has the remotes manifest read again when the server announces a change', async () => {
    const loader = fakeLoader();
    const refreshManifest = jest.spyOn(loader, 'refreshManifest');
    const { socket } = await liveShell({}, loader);
    expect(refreshManifest).not.toHaveBeenCalled();
    act(() => socket.push({ type: 'manifest', payload: { version: '0a1b2c3d4e5f6a7b' } }));
    expect(refreshManifest).toHaveBeenCalledTimes(1);
  });

  it('closes the socket on sign-out', async () => {
    const { socket, services } = await liveShell();
    act(() => services.sessionStore.signOut());
    expect(socket.closedByPage).toBe(1000);
  });

  it('opens no socket for a visitor', async () => {
    renderShell('/');
    expect(await screen.findByText('mf_lobby at /')).toBeTruthy();
    expect(FakeWebSocket.instances).toHaveLength(0);
  });

  it('opens no socket for a trial account', async () => {
    renderShell('/', {
      token: 'trial',
      memberType: 4,
      fixtures: { ...siteFixtures, [PATHS.member.info]: { ...memberProfileFixture, type: 4, isTrial: true } },
    });
    expect(await screen.findByText('mf_lobby at /')).toBeTruthy();
    expect(FakeWebSocket.instances).toHaveLength(0);
  });
});
