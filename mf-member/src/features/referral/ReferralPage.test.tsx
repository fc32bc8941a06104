// The refer and earn page with the API answered here: the code, link and QR, the referred players masked with what
// each earned, the empty state, and the off state.
import { screen, within } from '@testing-library/react';
import type { ReferralState } from '@mekong/contracts/member-extras';
import { failed, ok, renderPage } from '../records/testSupport';
import { ReferralPage } from './ReferralPage';

const state = (players: ReferralState['players']['list']): ReferralState => ({
  code: 'ABCD2345',
  link: 'https://www.mekong.example/register?affiliateCode=ABCD2345',
  earned: players.reduce((sum, p) => sum + p.earned, 0),
  players: { list: players, pageNo: 1, totalPages: players.length ? 1 : 0, total: players.length },
});

it('shows the member’s code, link and QR, and the players it referred with what each earned', async () => {
  renderPage(<ReferralPage />, () =>
    ok(
      state([
        { account: 'fr***1', joinedAt: '2026-11-20T03:00:00.000Z', earned: 2_000_000 },
        { account: 'fr***2', joinedAt: '2026-11-21T03:00:00.000Z', earned: 0 },
      ]),
    ),
  );
  expect(await screen.findByText('ABCD2345')).toBeTruthy();
  expect(screen.getByText('https://www.mekong.example/register?affiliateCode=ABCD2345')).toBeTruthy();
  expect(screen.getByRole('img', { name: 'QR code of your invitation link' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
  const table = screen.getByRole('table', { name: 'Players you referred' });
  expect(within(table).getByRole('cell', { name: 'fr***1' })).toBeTruthy();
  expect(within(table).getAllByRole('row')).toHaveLength(3);
  expect(screen.getAllByText(/20,000\.00/).length).toBeGreaterThan(0);
});

it('shows no data without referred players, and a clear message while refer and earn is off', async () => {
  const { unmount } = renderPage(<ReferralPage />, () => ok(state([])));
  expect(await screen.findByText('No data')).toBeTruthy();
  unmount();
  renderPage(<ReferralPage />, () => failed('off', 'referral-disabled'));
  expect(await screen.findByText('Refer and earn is not available at the moment.')).toBeTruthy();
});
