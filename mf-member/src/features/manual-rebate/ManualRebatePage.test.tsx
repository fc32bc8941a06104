// The manual rebate page with the API answered here: lines per game type with the total, a claim (balance refresh,
// the paid amount announced, the history refreshed), a refusal in the member's language, the empty and off states.
import { fireEvent, screen, within } from '@testing-library/react';
import type { ManualRebate } from '@mekong/contracts/member-extras';
import { failed, ok, renderPage, type SentRequest } from '../records/testSupport';
import { ManualRebatePage } from './ManualRebatePage';

const claimable: ManualRebate = {
  lines: [
    { gameType: 'RNG', turnover: 550_000, rateBp: 100, amount: 5_500 },
    { gameType: 'LIVE', turnover: 400_000, rateBp: 50, amount: 2_000 },
  ],
  turnover: 950_000,
  amount: 7_500,
  minClaim: 1_000,
  turnoverMultiple: 1,
  history: [],
};
const claimed = {
  id: 'c1',
  turnover: 950_000,
  amount: 7_500,
  lines: claimable.lines,
  createdAt: '2026-11-28T10:00:00.000Z',
};

it('shows the rebate by game type, claims it once and shows the claim in the history', async () => {
  let state: ManualRebate = claimable;
  const { to, events } = renderPage(<ManualRebatePage />, (request: SentRequest) => {
    if (request.url.startsWith('/wps/rebate/manual/claim')) {
      state = { ...claimable, lines: [], turnover: 0, amount: 0, history: [claimed] };
      return ok(claimed);
    }
    if (request.url.startsWith('/wps/rebate/manual')) return ok(state);
    return failed();
  });
  const table = await screen.findByRole('table', { name: 'Rebate you can claim now' });
  expect(within(table).getByRole('cell', { name: 'Slots' })).toBeTruthy();
  expect(within(table).getByRole('cell', { name: '1.00%' })).toBeTruthy();
  expect(within(table).getByRole('cell', { name: 'Live casino' })).toBeTruthy();
  expect(within(table).getAllByText(/75\.00/).length).toBeGreaterThan(0);
  fireEvent.click(screen.getByRole('button', { name: 'Claim rebate' }));
  expect(await screen.findByText(/75\.00 was paid into your wallet/)).toBeTruthy();
  expect(to('/wps/rebate/manual/claim')).toHaveLength(1);
  expect(to('/wps/rebate/manual/claim')[0]?.body).toEqual({ idempotencyKey: expect.any(String) });
  expect(events.some((e) => e.type === 'balance/refresh')).toBe(true);
  const history = await screen.findByRole('table', { name: 'Claims' });
  expect(within(history).getByRole('cell', { name: 'Slots, Live casino' })).toBeTruthy();
  expect((screen.getByRole('button', { name: 'Claim rebate' }) as HTMLButtonElement).disabled).toBe(true);
});

it('says why a claim was refused, in the member’s language', async () => {
  renderPage(<ManualRebatePage />, (request: SentRequest) => {
    if (request.url.startsWith('/wps/rebate/manual/claim'))
      return { success: false, message: 'Nothing to claim', code: 'manual-rebate-below-minimum', value: { amount: 0, minClaim: 1_000 } };
    if (request.url.startsWith('/wps/rebate/manual')) return ok(claimable);
    return failed();
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Claim rebate' }));
  expect((await screen.findByRole('alert')).textContent).toMatch(/not enough rebate to claim yet \(minimum .*10\.00\)/);
});

it('shows no data with nothing to claim, and a clear message while manual rebate is off', async () => {
  const { unmount } = renderPage(<ManualRebatePage />, () => ok({ ...claimable, lines: [], turnover: 0, amount: 0 }));
  expect((await screen.findAllByText('No data')).length).toBeGreaterThan(0);
  expect((screen.getByRole('button', { name: 'Claim rebate' }) as HTMLButtonElement).disabled).toBe(true);
  unmount();
  renderPage(<ManualRebatePage />, () => failed('off', 'manual-rebate-disabled'));
  expect(await screen.findByText('Manual rebate is not available at the moment.')).toBeTruthy();
});
