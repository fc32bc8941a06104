// transferUpline against a fake API: no upline, no withdraw password yet (a link to set it), the form's rules, a
// refusal, and a transfer that shows the new balance and asks the shell to refresh its own.
import { fireEvent, screen, within } from '@testing-library/react';
import { TransferUplinePage } from './TransferUplinePage';
import { ok, refused, renderCashier } from '../wallet/testSupport';

test('a member without an upline sees the empty state', async () => {
  renderCashier(<TransferUplinePage />, { 'GET /wps/wallet/transfer/options': ok({ upline: null, hasWithdrawPassword: true }) });
  expect(await screen.findByText('You have no upline')).toBeTruthy();
  expect(screen.queryByRole('form')).toBeNull();
});

test('without a withdraw password the page points to setting it', async () => {
  const { navigate } = renderCashier(<TransferUplinePage />, {
    'GET /wps/wallet/transfer/options': ok({ upline: 'agent_1', hasWithdrawPassword: false }),
  });
  const link = await screen.findByRole('link', { name: 'Set a withdraw password' });
  expect(link.getAttribute('href')).toBe('/member?page=withdraw');
  fireEvent.click(link);
  expect(navigate).toHaveBeenCalledWith('/member?page=withdraw');
});

test('transfers to the upline with the withdraw password and shows the new balance', async () => {
  const { callsTo, events } = renderCashier(<TransferUplinePage />, {
    'GET /wps/wallet/transfer/options': ok({ upline: 'agent_1', hasWithdrawPassword: true }),
    'POST /wps/wallet/transferUpline': (call) =>
      call.body.withdrawPassword === '123456'
        ? ok({ entryId: 'e1', toAccount: 'agent_1', amount: call.body.amount, balance: 9_000_000, createdAt: '2026-11-24T00:00:00Z' })
        : refused('insufficient-balance', 'Insufficient balance'),
  });
  const form = await screen.findByRole('form', { name: 'Transfer form' });
  expect(within(form).getByText('agent_1')).toBeTruthy();
  fireEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
  expect(await within(form).findByText('Enter an amount')).toBeTruthy();
  expect(within(form).getByText('The withdraw password is 6 digits')).toBeTruthy();

  fireEvent.change(within(form).getByRole('textbox', { name: 'Amount' }), { target: { value: '1,000' } });
  fireEvent.change(within(form).getByLabelText('Withdraw password'), { target: { value: '111111' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
  expect((await within(form).findByRole('alert')).textContent).toBe('Your balance is not enough for this amount');

  fireEvent.change(within(form).getByLabelText('Withdraw password'), { target: { value: '123456' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
  expect(await within(form).findByText('Transferred ₭ 1,000.00 to agent_1. Your new balance is ₭ 90,000.00.')).toBeTruthy();
  expect(callsTo('POST /wps/wallet/transferUpline')[1]?.body).toEqual({
    amount: 100_000,
    withdrawPassword: '123456',
    idempotencyKey: expect.any(String),
  });
  expect(events.filter((event) => event.type === 'balance/refresh')).toHaveLength(1);
});
