// The reward centre page: envelopes to open (the drawn amount revealed and announced), the wheel (turning to the
// segment the server drew, the result announced; at once under reduced motion), the history, empty, loading and error
// states, translated refusals, and the header balance and the menu badge told after each action.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RewardCentre } from '@mekong/contracts/rewards';
import { failed, ok, renderPage, type SentRequest } from '../records/testSupport';
import { MemberCentre } from '../member-centre/MemberCentre';
import { RewardCentrePage } from './RewardCentrePage';

const centre = (overrides: Partial<RewardCentre> = {}): RewardCentre => ({
  envelopes: [
    {
      id: 'e1',
      campaignId: 'c1',
      title: 'Lucky red envelopes',
      status: 'UNOPENED',
      amount: null,
      endsAt: '2027-01-01T00:00:00Z',
      openedAt: null,
    },
  ],
  wheels: [
    {
      id: 'w1',
      title: 'Lucky wheel',
      tickets: 2,
      segments: [
        { index: 0, label: '₭5,000', prize: 500_000 },
        { index: 1, label: 'Try again', prize: 0 },
        { index: 2, label: '₭10,000', prize: 1_000_000 },
      ],
    },
  ],
  spins: [],
  toActOn: 3,
  ...overrides,
});

let reducedMotion = true;
beforeEach(() => {
  reducedMotion = true;
  window.matchMedia = ((query: string) => ({
    matches: reducedMotion && query.includes('reduce'),
    media: query,
  })) as typeof window.matchMedia;
});

function renderCentre(answer: (request: SentRequest) => unknown) {
  return renderPage(<RewardCentrePage />, answer);
}

it('opens an envelope: the server-drawn amount is revealed and announced, the balance and badge told', async () => {
  let opened = false;
  const { events, to } = renderCentre((request) => {
    if (request.url === '/wps/rewards/envelopes/open') {
      opened = true;
      return ok({ id: 'e1', amount: 123_400 });
    }
    if (request.url.startsWith('/wps/rewards'))
      return ok(
        opened
          ? centre({
              envelopes: [{ ...centre().envelopes[0]!, status: 'OPENED', amount: 123_400, openedAt: '2026-11-28T01:00:00Z' }],
              toActOn: 2,
            })
          : centre(),
      );
    return failed();
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Open Lucky red envelopes' }));
  expect(await screen.findByText('You got ₭ 1,234.00!')).toBeTruthy();
  expect(to('/wps/rewards/envelopes/open')[0]?.body).toMatchObject({ id: 'e1', idempotencyKey: expect.any(String) });
  const list = screen.getByRole('list', { name: 'Red envelopes' });
  expect(await within(list).findByText('₭ 1,234.00')).toBeTruthy();
  expect(within(list).queryByRole('button')).toBeNull();
  expect(events.some((e) => e.type === 'balance/refresh')).toBe(true);
  // The centre reloads after the opening; the badge gets what is left.
  await waitFor(() => expect(events.filter((e) => e.type === 'rewards/count').map((e) => e.payload)).toEqual([{ count: 3 }, { count: 2 }]));
});

it('spins: the result of the segment the server drew is announced and shown, tickets counted down', async () => {
  const { events } = renderCentre((request) => {
    if (request.url === '/wps/rewards/wheels/spin')
      return ok({ id: 's1', wheelId: 'w1', segmentIndex: 2, prize: 1_000_000, ticketsLeft: 1 });
    if (request.url.startsWith('/wps/rewards')) return ok(centre());
    return failed();
  });
  expect(await screen.findByText('Tickets: 2')).toBeTruthy();
  expect(screen.getByRole('img', { name: 'Lucky wheel, segments: ₭5,000, Try again, ₭10,000' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
  expect(await screen.findByText('₭10,000: you won ₭ 10,000.00!')).toBeTruthy();
  expect(screen.getByText('Tickets: 1')).toBeTruthy();
  // Segment 2 of 3 (middle at 300°) is turned under the top pointer.
  expect(screen.getByRole('img', { name: /Lucky wheel/ }).style.transform).toBe('rotate(60deg)');
  expect(events.some((e) => e.type === 'balance/refresh')).toBe(true);
});

it('turns the wheel for its animation before it tells the result', async () => {
  reducedMotion = false;
  jest.useFakeTimers();
  try {
    renderCentre((request) => {
      if (request.url === '/wps/rewards/wheels/spin') return ok({ id: 's1', wheelId: 'w1', segmentIndex: 1, prize: 0, ticketsLeft: 1 });
      if (request.url.startsWith('/wps/rewards')) return ok(centre());
      return failed();
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(screen.getByRole('img', { name: /Lucky wheel/ }).style.transform).toBe(`rotate(${5 * 360 + 180}deg)`));
    expect(screen.getByRole('button', { name: 'Spinning…' })).toBeTruthy();
    expect(screen.queryByText('Try again: no prize this time')).toBeNull();
    await act(async () => {
      jest.advanceTimersByTime(4_000);
    });
    expect(screen.getByText('Try again: no prize this time')).toBeTruthy();
  } finally {
    jest.useRealTimers();
  }
});

it('shows empty states, the history, and a refusal in the member language', async () => {
  renderCentre((request) => {
    if (request.url === '/wps/rewards/wheels/spin') return { success: false, code: 'wheel-no-ticket', message: 'no', value: null };
    if (request.url.startsWith('/wps/rewards'))
      return ok(
        centre({
          envelopes: [],
          wheels: [{ ...centre().wheels[0]!, tickets: 1 }],
          spins: [
            {
              id: 's0',
              wheelId: 'w1',
              wheelTitle: 'Lucky wheel',
              segmentIndex: 0,
              label: '₭5,000',
              prize: 500_000,
              createdAt: '2026-11-28T01:00:00Z',
            },
          ],
        }),
      );
    return failed();
  });
  expect(await screen.findByText('No red envelopes now')).toBeTruthy();
  const history = screen.getByRole('list', { name: 'Prize history' });
  expect(within(history).getByText('₭ +5,000.00')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
  expect((await screen.findByRole('alert')).textContent).toContain('You have no ticket for this wheel');
});

it('says when there is no wheel and no spin yet, and offers a retry when the centre fails to load', async () => {
  let fail = true;
  renderCentre((request) => (request.url.startsWith('/wps/rewards') && !fail ? ok(centre({ wheels: [], envelopes: [] })) : failed()));
  fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
  fail = false;
  fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('No prize wheel now')).toBeTruthy();
  expect(screen.getByText('No spins yet')).toBeTruthy();
});

it("shows the reward centre's count on the menu badge", async () => {
  renderPage(<MemberCentre />, (request) => (request.url === '/wps/relay/CSP_unreadCount' ? ok({ count: 1, rewardCount: 3 }) : failed()));
  const menu = screen.getByRole('navigation', { name: 'Member centre menu' });
  expect(await within(menu).findByRole('status', { name: '3 to claim' })).toBeTruthy();
  expect(within(menu).getByRole('status', { name: '1 unread' })).toBeTruthy();
});
