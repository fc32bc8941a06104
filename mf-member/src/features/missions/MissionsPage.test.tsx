// The missions page with the API answered here: progress bars named by mission, the claim (balance refresh and the
// badge's new count on the bus), a refusal in the member's language, the claimed, empty and error states, and the
// leaderboard with my rank.
import { fireEvent, screen, within } from '@testing-library/react';
import type { Leaderboard, Mission } from '@mekong/contracts/missions';
import { failed, ok, renderPage, type SentRequest } from '../records/testSupport';
import { MissionsPage } from './MissionsPage';

const mission = (overrides: Partial<Mission>): Mission => ({
  id: 'm1',
  title: 'Bet ₭1,000 today',
  period: 'DAILY',
  goal: 'VALID_BET',
  gameType: null,
  target: 100_000,
  progress: 40_000,
  reward: 1_000,
  turnoverMultiple: 0,
  status: 'IN_PROGRESS',
  periodStart: '2026-11-27T17:00:00.000Z',
  periodEnd: '2026-11-28T17:00:00.000Z',
  ...overrides,
});

const board: Leaderboard = {
  period: 'DAILY',
  periodStart: '2026-11-27T17:00:00.000Z',
  periodEnd: '2026-11-28T17:00:00.000Z',
  list: [
    { rank: 1, account: 'ab***c', turnover: 500_000, isMe: false },
    { rank: 2, account: 'de***r', turnover: 337_000, isMe: true },
  ],
  me: { rank: 2, turnover: 337_000 },
};

const api =
  (
    given: Mission[] | (() => Mission[]),
    claim: (request: SentRequest) => unknown = () => ok({ id: 'm2', reward: 2_000, status: 'CLAIMED' }),
  ) =>
  (request: SentRequest) => {
    const missions = typeof given === 'function' ? given() : given;
    if (request.url.startsWith('/wps/mission/summary'))
      return ok({ missions, claimable: missions.filter((m) => m.status === 'CLAIMABLE').length });
    if (request.url.startsWith('/wps/mission/leaderboard')) return ok(board);
    if (request.url === '/wps/mission/claim') return claim(request);
    return failed();
  };

it('shows each mission’s progress, claims a completed one, refreshes the balance and the badge', async () => {
  let missions = [
    mission({}),
    mission({ id: 'm2', title: 'Place 20 bets', goal: 'BET_COUNT', target: 20, progress: 25, status: 'CLAIMABLE', reward: 2_000 }),
  ];
  const { to, events } = renderPage(
    <MissionsPage />,
    api(
      () => missions,
      () => {
        missions = [missions[0]!, { ...missions[1]!, status: 'CLAIMED' }];
        return ok({ id: 'm2', reward: 2_000, status: 'CLAIMED' });
      },
    ),
  );
  const bar = await screen.findByRole('progressbar', { name: 'Progress of Bet ₭1,000 today' });
  expect(bar.getAttribute('aria-valuenow')).toBe('40000');
  expect(bar.getAttribute('aria-valuetext')).toMatch(/400\.00 of .*1,000\.00/);
  expect(screen.getByRole('progressbar', { name: 'Progress of Place 20 bets' }).getAttribute('aria-valuetext')).toBe('20 of 20');
  expect((screen.getByRole('button', { name: 'Claim the reward of Bet ₭1,000 today' }) as HTMLButtonElement).disabled).toBe(true);
  expect(events.filter((e) => e.type === 'missions/claimable').at(-1)?.payload).toEqual({ count: 1 });

  fireEvent.click(screen.getByRole('button', { name: 'Claim the reward of Place 20 bets' }));
  expect(await screen.findByText('Claimed')).toBeTruthy();
  expect(to('/wps/mission/claim')[0]?.body).toMatchObject({ id: 'm2', idempotencyKey: expect.any(String) });
  expect(events.some((e) => e.type === 'balance/refresh')).toBe(true);
  expect(events.filter((e) => e.type === 'missions/claimable').at(-1)?.payload).toEqual({ count: 0 });

  const table = screen.getByRole('table', { name: 'Members by settled valid turnover this period' });
  expect(within(table).getByRole('cell', { name: 'de***r (you)' })).toBeTruthy();
  expect(screen.getByText(/Your rank: 2/)).toBeTruthy();
});

it('says why a claim was refused, in the member’s language', async () => {
  renderPage(
    <MissionsPage />,
    api([mission({ status: 'CLAIMABLE', progress: 100_000 })], () => ({
      success: false,
      message: 'x',
      value: null,
      code: 'mission-already-claimed',
    })),
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Claim the reward of Bet ₭1,000 today' }));
  expect(await screen.findByText('You have already claimed this reward')).toBeTruthy();
});

it('shows the weekly tab’s missions, an empty period, and a load error with retry', async () => {
  renderPage(<MissionsPage />, api([mission({ id: 'w1', title: 'Weekly bets', period: 'WEEKLY' })]));
  expect(await screen.findByText('There are no missions for this period')).toBeTruthy();
  fireEvent.click(screen.getByRole('tab', { name: 'Weekly' }));
  expect(await screen.findByRole('progressbar', { name: 'Progress of Weekly bets' })).toBeTruthy();

  renderPage(<MissionsPage />, () => failed());
  expect((await screen.findAllByRole('button', { name: 'Try again' })).length).toBeGreaterThan(0);
});
