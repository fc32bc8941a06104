// The member-centre menu's badges: the messageV2 unread count and the missionLeaderboard rewards to claim, asked on
// mount in one call, then the bus ('messages/unread' from read marking or live pushes relayed by the shell,
// 'missions/claimable' from the missions page) keeps them current; 0 hides a badge.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemberCentre } from '../member-centre/MemberCentre';
import { failed, ok, renderPage } from '../records/testSupport';
import { MessagesPage } from './MessagesPage';

const menu = () => screen.getByRole('navigation', { name: 'Member centre menu' });

it('shows the unread count from the API and follows the bus', async () => {
  const { bus, to } = renderPage(<MemberCentre />, (request) =>
    request.url === '/wps/relay/CSP_unreadCount' ? ok({ count: 3 }) : failed(),
  );
  expect(await within(menu()).findByRole('status', { name: '3 unread' })).toBeTruthy();
  expect(within(menu()).getByRole('link', { name: 'Platform information 3 unread' })).toBeTruthy();
  expect(to('/wps/relay/CSP_unreadCount')).toHaveLength(1);

  act(() => bus.emit('messages/unread', { count: 0 }));
  expect(within(menu()).queryByRole('status')).toBeNull();
  act(() => bus.emit('messages/unread', { count: 4 }));
  expect(within(menu()).getByRole('status', { name: '4 unread' }).textContent).toBe('4');
});

it('opening the last unread message on the messages page clears the badge', async () => {
  const list = [
    { id: 'm1', kind: 'DEPOSIT_FAILED', params: { amount: 100, orderId: 'D-1' }, createdAt: '2026-11-20T03:04:05Z', readAt: null },
  ];
  renderPage(
    <>
      <MemberCentre />
      <MessagesPage />
    </>,
    (request) => {
      if (request.url === '/wps/relay/CSP_unreadCount') return ok({ count: 1 });
      if (request.url === '/wps/messages/read') return ok({ count: 0 });
      if (request.url.startsWith('/wps/messages')) return ok({ list, pageNo: 1, totalPages: 1, total: 1, unread: 1 });
      return failed();
    },
  );
  expect(await within(menu()).findByRole('status', { name: '1 unread' })).toBeTruthy();
  fireEvent.click(await screen.findByRole('button', { name: /Deposit failed/ }));
  await waitFor(() => expect(within(menu()).queryByRole('status')).toBeNull());
});

it('shows the mission rewards to claim on missionLeaderboard, from the same call, and follows the bus', async () => {
  const { bus, to } = renderPage(<MemberCentre />, (request) =>
    request.url === '/wps/relay/CSP_unreadCount' ? ok({ count: 0, missionsClaimable: 2 }) : failed(),
  );
  expect(await within(menu()).findByRole('link', { name: 'Mission leaderboard 2 to claim' })).toBeTruthy();
  expect(to('/wps/relay/CSP_unreadCount')).toHaveLength(1);
  act(() => bus.emit('missions/claimable', { count: 0 }));
  expect(within(menu()).queryByRole('status')).toBeNull();
});
