// Platform information: unread messages stand out, opening one marks it read (once) and tells the bus the count
// left, 'Mark all as read' marks the rest, a live message reloads the list, and the empty and error states.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { failed, ok, renderPage, type SentRequest } from '../records/testSupport';
import { MessagesPage } from './MessagesPage';

const message = (id: string, kind: string, params: object, readAt: string | null) => ({
  id,
  kind,
  params,
  createdAt: '2026-11-20T03:04:05Z',
  readAt,
});
const inbox = [
  message('m2', 'DEPOSIT_ARRIVAL', { amount: 1_000_000_00, orderId: 'D-42' }, null),
  message(
    'm1',
    'WITHDRAWAL_REJECTED',
    { amount: 50_000_00, orderId: 'W-7', reason: 'Bank account name does not match' },
    '2026-11-20T04:00:00Z',
  ),
];

function setup(list = inbox, unread = 1) {
  const answer = (request: SentRequest) => {
    if (request.url.startsWith('/wps/messages/read')) return ok({ count: 'all' in (request.body as object) ? 0 : unread - 1 });
    return ok({ list, pageNo: 1, totalPages: list.length ? 1 : 0, total: list.length, unread });
  };
  const view = renderPage(<MessagesPage />, answer);
  const reads = () => view.to('/wps/messages/read').map((request) => request.body);
  return { ...view, reads };
}

it('marks unread messages bold with a New label, and opening one marks it read once', async () => {
  const { reads, events } = setup();
  const list = await screen.findByRole('list', { name: 'Messages' });
  const arrival = within(list).getByRole('button', { name: /Deposit arrived/ });
  expect(arrival.textContent).toBe('NewDeposit arrived₭ 1,000,000.002026/11/20 10:04:05');
  expect(arrival.hasAttribute('data-unread')).toBe(true);
  const rejected = within(list).getByRole('button', { name: /Withdrawal rejected/ });
  expect(within(rejected).queryByText('New')).toBeNull();

  fireEvent.click(arrival);
  expect(arrival.getAttribute('aria-expanded')).toBe('true');
  expect(screen.getByText('Your deposit has arrived and has been added to your wallet.')).toBeTruthy();
  expect(screen.getByText('D-42')).toBeTruthy();
  await waitFor(() => expect(within(arrival).queryByText('New')).toBeNull());
  expect(reads()).toEqual([{ ids: ['m2'] }]);
  expect(events.filter((event) => event.type === 'messages/unread').map((event) => event.payload)).toEqual([{ count: 0 }]);

  // Closing and opening again, or opening a read one, asks nothing more.
  fireEvent.click(arrival);
  fireEvent.click(arrival);
  fireEvent.click(rejected);
  expect(screen.getByText('Bank account name does not match')).toBeTruthy();
  await act(async () => undefined);
  expect(reads()).toEqual([{ ids: ['m2'] }]);
});

it('Mark all as read marks every message and reports 0 unread', async () => {
  const { reads, events } = setup();
  const markAll = await screen.findByRole('button', { name: 'Mark all as read' });
  fireEvent.click(markAll);
  await waitFor(() => expect(screen.queryByText('New')).toBeNull());
  expect(reads()).toEqual([{ all: true }]);
  expect(events.filter((event) => event.type === 'messages/unread').map((event) => event.payload)).toEqual([{ count: 0 }]);
  expect(markAll.hasAttribute('disabled')).toBe(true);
});

it('a marking that fails leaves the message unread and says so', async () => {
  renderPage(<MessagesPage />, (request) =>
    request.url.startsWith('/wps/messages/read') ? failed() : ok({ list: inbox, pageNo: 1, totalPages: 1, total: 2, unread: 1 }),
  );
  fireEvent.click(await screen.findByRole('button', { name: /Deposit arrived/ }));
  expect((await screen.findByRole('alert')).textContent).toBe('The message could not be marked as read. Please try again.');
  expect(within(screen.getByRole('button', { name: /Deposit arrived/ })).getByText('New')).toBeTruthy();
});

it('a message pushed live reloads the list; other pushes do not', async () => {
  const { to, bus } = setup();
  await screen.findByRole('list', { name: 'Messages' });
  expect(to('/wps/messages')).toHaveLength(1);
  act(() => bus.emit('socket/message', { type: 'balance', payload: { balance: 5, currencySymbol: '₭' } }));
  act(() => bus.emit('socket/message', { type: 'message', payload: { message: inbox[0], unread: 2 } }));
  await screen.findByRole('list', { name: 'Messages' });
  expect(to('/wps/messages')).toHaveLength(2);
  expect(to('/wps/messages')[1]?.query).toEqual({ pageNo: '1', pageSize: '20' });
});

it('no messages show the no-data state, without Mark all as read', async () => {
  setup([], 0);
  expect(await screen.findByText('No data')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
});

it('a failed load offers a retry', async () => {
  renderPage(<MessagesPage />, () => failed());
  expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
});
