// The gaming limits page with the API answered here: the nine limits with their usage, a lower limit applied at once,
// a raise scheduled with its time, a waiting change cancelled, a removal, the form's own checks, a refusal in the
// member's language, and the loading failure state.
import { fireEvent, screen, within } from '@testing-library/react';
import { PLAY_LIMIT_KINDS, PLAY_LIMIT_PERIODS, type PlayLimit, type PlayLimits } from '@mekong/contracts/play-limits';
import { ok, refused, renderCashier, type FakeCall } from '../wallet/testSupport';
import { GamingLimitsPage } from './GamingLimitsPage';

const ENDS = '2026-11-28T17:00:00.000Z';
const WAITS = '2026-11-29T10:00:00.000Z';

function stateWith(changes: Partial<Record<string, Partial<PlayLimit>>> = {}): PlayLimits {
  return {
    coolingOffHours: 24,
    limits: PLAY_LIMIT_KINDS.flatMap((kind) =>
      PLAY_LIMIT_PERIODS.map((period) => ({
        kind,
        period,
        limit: null,
        pending: null,
        used: 0,
        periodEndsAt: ENDS,
        ...changes[`${kind} ${period}`],
      })),
    ),
  };
}

const amountBox = () => screen.getByRole('textbox', { name: 'Limit amount' });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save limit' }));

it('lists each kind per period with usage, sets a lower limit at once and schedules a raise with its time', async () => {
  let state = stateWith({ 'LOSS DAY': { limit: 50_000, used: 12_300 } });
  const { callsTo } = renderCashier(<GamingLimitsPage />, {
    'GET /wps/member/limits': () => ok(state),
    'PUT /wps/member/limits': (call: FakeCall) => {
      const limit = call.body.limit as number;
      const scheduled = limit > 50_000;
      state = stateWith({
        'LOSS DAY': scheduled ? { limit: 50_000, used: 12_300, pending: { limit, effectiveAt: WAITS } } : { limit, used: 12_300 },
      });
      return ok({ outcome: scheduled ? 'scheduled' : 'applied', state });
    },
  });
  const loss = await screen.findByRole('table', { name: 'Net loss' });
  const dayRow = within(loss).getAllByRole('row')[1];
  if (!dayRow) throw new Error('no day row');
  expect(within(dayRow).getByRole('cell', { name: 'Day' })).toBeTruthy();
  expect(within(dayRow).getByText(/123\.00 of .*500\.00/)).toBeTruthy();
  expect(within(screen.getByRole('table', { name: 'Deposits' })).getAllByText('No limit')).toHaveLength(3);

  fireEvent.change(amountBox(), { target: { value: '300' } });
  save();
  expect(await screen.findByText('Your limit applies now.')).toBeTruthy();
  expect(callsTo('PUT /wps/member/limits')[0]?.body).toEqual({ kind: 'LOSS', period: 'DAY', limit: 30_000 });

  fireEvent.change(amountBox(), { target: { value: '900' } });
  save();
  expect(await screen.findByText(/Your change applies at .+, after the cooling-off\./)).toBeTruthy();
  expect(await within(screen.getByRole('table', { name: 'Net loss' })).findByText(/900\.00 from /)).toBeTruthy();
});

it('cancels a waiting change and removes a limit through its own named buttons', async () => {
  let state = stateWith({
    'WAGER WEEK': { limit: 100_000, pending: { limit: 200_000, effectiveAt: WAITS } },
    'DEPOSIT MONTH': { limit: 1_000_000 },
  });
  const { callsTo } = renderCashier(<GamingLimitsPage />, {
    'GET /wps/member/limits': () => ok(state),
    'POST /wps/member/limits/cancel': () => {
      state = stateWith({ 'WAGER WEEK': { limit: 100_000 }, 'DEPOSIT MONTH': { limit: 1_000_000 } });
      return ok(state);
    },
    'PUT /wps/member/limits': () => ok({ outcome: 'scheduled', state }),
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Cancel the waiting change of Wagers Week' }));
  expect(await screen.findByRole('button', { name: 'Remove the limit on Wagers Week (after the cooling-off)' })).toBeTruthy();
  expect(callsTo('POST /wps/member/limits/cancel')[0]?.body).toEqual({ kind: 'WAGER', period: 'WEEK' });
  fireEvent.click(screen.getByRole('button', { name: 'Remove the limit on Deposits Month (after the cooling-off)' }));
  await screen.findAllByRole('table');
  expect(callsTo('PUT /wps/member/limits')[0]?.body).toEqual({ kind: 'DEPOSIT', period: 'MONTH', limit: null });
});

it('checks the amount before sending, and says why a change was refused in the member’s language', async () => {
  const { callsTo } = renderCashier(<GamingLimitsPage />, {
    'GET /wps/member/limits': ok(stateWith()),
    'POST /wps/member/limits/cancel': refused('no-pending-raise'),
    'PUT /wps/member/limits': refused('session-expired'),
  });
  await screen.findByRole('form', { name: 'Set a gaming limit' });
  save();
  expect(await screen.findByText('Enter an amount')).toBeTruthy();
  fireEvent.change(amountBox(), { target: { value: '0.5' } });
  save();
  expect(await screen.findByText(/at least/i)).toBeTruthy();
  expect(callsTo('PUT /wps/member/limits')).toHaveLength(0);
  fireEvent.change(amountBox(), { target: { value: '100' } });
  save();
  expect((await screen.findByRole('alert')).textContent).not.toBe('');
  expect(callsTo('PUT /wps/member/limits')).toHaveLength(1);
});

it('shows an error with a retry when the limits cannot be loaded', async () => {
  renderCashier(<GamingLimitsPage />, { 'GET /wps/member/limits': refused('internal') });
  expect(await screen.findByRole('button', { name: /retry|try again/i })).toBeTruthy();
});
