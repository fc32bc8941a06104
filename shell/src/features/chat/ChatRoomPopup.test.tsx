// The chat room through the whole shell: opened from the side menu, the rooms with their counts, joining one with its
// history, a message pushed over the live socket, sending with the server's refusals translated, and the read-only
// notice of visitors and trial accounts.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PATHS, TRIAL_TYPE } from '@mekong/contracts';
import { CHAT_LIMITS, chatEndpoints, type ChatMessage, type ChatRoom } from '@mekong/contracts/socket';
import { FakeWebSocket } from '../../test-support/fakeWebSocket';
import {
  FixtureHandler,
  failEnvelope,
  memberProfileFixture,
  okEnvelope,
  renderShell,
  siteFixtures,
  type FixtureRequest,
} from '../../test-support/renderShell';
import { mergeMessages } from './messages';

const rooms: ChatRoom[] = [
  { roomId: 'general-en', name: 'General (English)', language: 'EN', memberCount: 3 },
  { roomId: 'lottery', name: 'Lottery talk', language: null, memberCount: 0 },
];

const message = (id: string, text: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  roomId: 'general-en',
  author: 'no***y',
  text,
  sentAt: `2026-11-20T08:00:0${id.slice(-1)}Z`,
  mine: false,
  ...extra,
});

beforeEach(() => FakeWebSocket.reset());

function chatFixtures(calls: FixtureRequest[], send: (request: FixtureRequest) => ReturnType<typeof okEnvelope> = () => okEnvelope(null)) {
  const history = [message('m1', '<b>hello</b> from Vientiane')];
  return {
    ...siteFixtures,
    [PATHS.wallet.unreadCount]: { count: 0 },
    [PATHS.games.roomList]: { list: rooms },
    [chatEndpoints.join.path]: new FixtureHandler((request) => {
      calls.push(request);
      return okEnvelope({ room: { ...rooms[0], memberCount: 4 }, list: history });
    }),
    [chatEndpoints.leave.path]: new FixtureHandler((request) => {
      calls.push(request);
      return okEnvelope({ roomId: request.body.roomId });
    }),
    [chatEndpoints.messages.path]: new FixtureHandler((request) =>
      request.method === 'GET' ? okEnvelope({ roomId: 'general-en', list: history }) : (calls.push(request), send(request)),
    ),
  };
}

async function openChat() {
  fireEvent.click(within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('button', { name: 'Chat room' }));
  return screen.findByRole('dialog', { name: 'Chat room' });
}

describe('chat room popup', () => {
  it('lists the rooms, joins one with its history as text, hears a pushed message and sends one', async () => {
    const calls: FixtureRequest[] = [];
    renderShell('/', {
      token: 'secret',
      fixtures: chatFixtures(calls, (request) => okEnvelope(message('m9', String(request.body.text), { mine: true, author: 'so***i' }))),
    });
    await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
    const socket = FakeWebSocket.latest();
    act(() => socket.accept());
    act(() => socket.push({ type: 'ready', payload: { memberId: '1' } }));

    const dialog = await openChat();
    fireEvent.click(await within(dialog).findByRole('button', { name: /^General \(English\)\s*3 online$/ }));
    const log = await within(dialog).findByRole('log', { name: 'Messages in General (English)' });
    // Markup in a message is shown as its characters, not rendered.
    await within(log).findByText('<b>hello</b> from Vientiane');
    expect(log.querySelector('b')).toBeNull();
    expect(within(dialog).getByText('4 online')).toBeTruthy();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { roomId: 'general-en', language: 'EN', presenceId: expect.stringMatching(/^[0-9a-f]{32}$/) },
    });
    const { presenceId } = calls[0]!.body;

    // Another member's message arrives over the socket; one for another room does not show here.
    act(() => socket.push({ type: 'chat', payload: message('m2', 'Good luck tonight') }));
    act(() => socket.push({ type: 'chat', payload: message('m3', 'other room', { roomId: 'lottery' }) }));
    await within(log).findByText('Good luck tonight');
    expect(within(log).queryByText('other room')).toBeNull();

    const input = within(dialog).getByRole('textbox', { name: 'Message' });
    fireEvent.change(input, { target: { value: 'Hi all' } });
    expect(within(dialog).getByText(`6 of ${CHAT_LIMITS.messageMax} characters`)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await within(log).findByText('Hi all');
    expect(within(log).getByText('You')).toBeTruthy();
    await waitFor(() => expect((input as HTMLInputElement).value).toBe(''));
    // The same message coming back over the socket is shown once.
    act(() => socket.push({ type: 'chat', payload: message('m9', 'Hi all', { mine: true }) }));
    expect(within(log).getAllByText('Hi all')).toHaveLength(1);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    // It leaves with its own presence only: the member's other tabs in the room stay.
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ body: { roomId: 'general-en', presenceId }, url: chatEndpoints.leave.path }));
  });

  it("shows the server's refusal in the page's words, never its developer message", async () => {
    const calls: FixtureRequest[] = [];
    renderShell('/', {
      token: 'secret',
      fixtures: chatFixtures(calls, () => failEnvelope('chat-too-fast', 'Too many messages, please wait 7 s', { retryAfterSeconds: 7 })),
    });
    const dialog = await openChat();
    fireEvent.click(await within(dialog).findByRole('button', { name: /^General \(English\)/ }));
    fireEvent.change(await within(dialog).findByRole('textbox', { name: 'Message' }), { target: { value: 'again' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('You are sending messages too fast. Wait 7 seconds.');
  });

  it('gives a visitor the rooms to read with a log-in button, and a trial account a register button, and no send box', async () => {
    const calls: FixtureRequest[] = [];
    const visitor = renderShell('/', { fixtures: chatFixtures(calls) });
    let dialog = await openChat();
    fireEvent.click(await within(dialog).findByRole('button', { name: /^Lottery talk/ }));
    await within(dialog).findByText('<b>hello</b> from Vientiane');
    expect(within(dialog).getByRole('note').textContent).toContain('Visitors can read the rooms. Log in to chat.');
    expect(within(dialog).queryByRole('textbox', { name: 'Message' })).toBeNull();
    // A visitor reads without joining.
    expect(calls).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await screen.findByRole('dialog', { name: 'Log in' });
    visitor.unmount();

    const trialProfile = { ...memberProfileFixture, type: TRIAL_TYPE, isTrial: true };
    renderShell('/', { token: 'trial', memberType: TRIAL_TYPE, fixtures: { ...chatFixtures(calls), [PATHS.member.info]: trialProfile } });
    dialog = await openChat();
    fireEvent.click(await within(dialog).findByRole('button', { name: /^Lottery talk/ }));
    expect((await within(dialog).findByRole('note')).textContent).toContain('Trial accounts can read the rooms.');
    expect(within(dialog).getByRole('button', { name: 'Register' })).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: 'Message' })).toBeNull();
  });

  it('shows an error with a retry when the rooms cannot be read', async () => {
    let fail = true;
    renderShell('/', {
      fixtures: {
        ...siteFixtures,
        [PATHS.games.roomList]: new FixtureHandler(() => (fail ? failEnvelope('internal', 'boom') : okEnvelope({ list: rooms }))),
      },
    });
    const dialog = await openChat();
    expect((await within(dialog).findByRole('alert')).textContent).toContain('The rooms could not be loaded.');
    fail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await within(dialog).findByRole('button', { name: /^Lottery talk/ });
  });
});

describe('mergeMessages', () => {
  it('keeps one of each id, oldest first', () => {
    const merged = mergeMessages([message('m2', 'b'), message('m1', 'a')], [message('m2', 'b again'), message('m3', 'c')]);
    expect(merged.map((m) => m.text)).toEqual(['a', 'b again', 'c']);
  });
});
