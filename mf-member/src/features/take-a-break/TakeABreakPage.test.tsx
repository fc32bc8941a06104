// The take-a-break page with the API answered here: the reality-check interval saved; a time-out confirmed only with
// the login password after the dialog says what it means, then the member sent home with its end; a wrong password
// said in the member's language with nothing started; a permanent self-exclusion said as never ending.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { failed, ok, renderPage, type SentRequest } from '../records/testSupport';
import { TakeABreakPage } from './TakeABreakPage';

const state = { realityCheckMinutes: 0, previousLogin: null };
const answer =
  (start: (request: SentRequest) => unknown = () => failed()) =>
  (request: SentRequest) => {
    if (request.url.startsWith('/wps/member/breaks/reality-check')) return ok({ realityCheckMinutes: 30 });
    if (request.url.startsWith('/wps/member/breaks/start')) return start(request);
    if (request.url.startsWith('/wps/member/breaks')) return ok(state);
    return failed();
  };

it('saves the reality-check interval chosen from the offered ones', async () => {
  const { to } = renderPage(<TakeABreakPage />, answer());
  const select = (await screen.findByRole('combobox', { name: 'Remind me every' })) as HTMLSelectElement;
  expect([...select.options].map((o) => o.textContent)).toEqual([
    'Off',
    '15 minutes',
    '30 minutes',
    '45 minutes',
    '60 minutes',
    '90 minutes',
    '120 minutes',
  ]);
  fireEvent.change(select, { target: { value: '30' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Saved.')).toBeTruthy();
  expect(to('/wps/member/breaks/reality-check')[0]?.body).toEqual({ minutes: 30 });
});

it('starts a time-out only with the password after saying what it means, then goes home saying when it ends', async () => {
  const started = {
    kind: 'time-out',
    period: '7d',
    startedAt: '2026-11-28T10:00:00.000Z',
    endsAt: '2026-12-05T10:00:00.000Z',
    permanent: false,
  };
  const { to, events, navigate } = renderPage(
    <TakeABreakPage />,
    answer(() => ok(started)),
  );
  const part = await screen.findByRole('region', { name: 'Time-out' });
  fireEvent.change(within(part).getByRole('combobox', { name: 'Period' }), { target: { value: '7d' } });
  fireEvent.click(within(part).getByRole('button', { name: 'Start a time-out' }));
  const dialog = await screen.findByRole('dialog', { name: 'Time-out (7 days): are you sure?' });
  expect(within(dialog).getByText('It cannot be cancelled or shortened, by you or by us.')).toBeTruthy();
  expect(within(dialog).getByText(/cannot log in, play, deposit, join promotions or receive messages/)).toBeTruthy();
  const confirm = within(dialog).getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
  expect(confirm.disabled).toBe(true);
  fireEvent.change(within(dialog).getByLabelText('Login password'), { target: { value: 'Passw0rd9' } });
  fireEvent.click(confirm);
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: true }));
  expect(to('/wps/member/breaks/start')[0]?.body).toEqual({ kind: 'time-out', period: '7d', password: 'Passw0rd9' });
  const shown = events.find((e) => e.type === 'dialog/show');
  expect(shown?.payload).toMatchObject({ messageKey: 'mf_member:break_started', tone: 'warning' });
});

it('says a wrong password in the member language and starts nothing', async () => {
  const { navigate } = renderPage(
    <TakeABreakPage />,
    answer(() => ({ success: false, message: 'wrong', code: 'wrong-old-password', value: null })),
  );
  const part = await screen.findByRole('region', { name: 'Self-exclusion' });
  fireEvent.change(within(part).getByRole('combobox', { name: 'Period' }), { target: { value: 'permanent' } });
  fireEvent.click(within(part).getByRole('button', { name: 'Exclude myself' }));
  const dialog = await screen.findByRole('dialog', { name: 'Self-exclusion (Permanent): are you sure?' });
  expect(within(dialog).getByText('It starts now and never ends.')).toBeTruthy();
  fireEvent.change(within(dialog).getByLabelText('Login password'), { target: { value: 'nope' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  expect((await within(dialog).findByRole('alert')).textContent).toBe('The login password is wrong.');
  expect(navigate).not.toHaveBeenCalled();
});
