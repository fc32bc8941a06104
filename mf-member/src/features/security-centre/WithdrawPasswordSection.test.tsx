// The account centre's withdraw password: set with the login password when there is none, changed with the
// current one once there is.
import { fireEvent, screen, within } from '@testing-library/react';
import { ok, refused, renderCashier } from '../wallet/testSupport';
import { WithdrawPasswordSection } from './WithdrawPasswordSection';

const info = (hasWithdrawPassword: boolean) =>
  ok({
    hasWithdrawPassword,
    balance: 0,
    minAmount: 5_000_000,
    maxAmount: 5_000_000_000,
    payeeName: null,
    autoReceiveMinutes: 30,
    awaitingConfirmation: [],
  });

test('sets the first withdraw password, then offers to change it', async () => {
  let set = false;
  const { callsTo } = renderCashier(<WithdrawPasswordSection />, {
    'GET /wps/cashier/withdraw/info': () => info(set),
    'POST /wps/member/withdrawPassword': () => {
      set = true;
      return ok(null);
    },
  });
  const section = await screen.findByRole('region', { name: 'Withdraw password' });
  expect(await within(section).findByText('Not set')).toBeTruthy();
  fireEvent.click(within(section).getByRole('button', { name: 'Set withdraw password' }));
  const form = within(section).getByRole('form', { name: 'Set withdraw password' });
  fireEvent.change(within(form).getByLabelText('Login password'), { target: { value: 'Demo1234' } });
  fireEvent.change(within(form).getByLabelText('New withdraw password'), { target: { value: '135790' } });
  fireEvent.change(within(form).getByLabelText('Confirm withdraw password'), { target: { value: '135790' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save withdraw password' }));
  expect(await within(section).findByText('Set')).toBeTruthy();
  expect(callsTo('POST /wps/member/withdrawPassword')[0]?.body).toEqual({
    loginPassword: 'Demo1234',
    newWithdrawPassword: '135790',
    confirmWithdrawPassword: '135790',
  });
  // Now the form changes the password, with the current one.
  expect(within(section).getByRole('form', { name: 'Change withdraw password' })).toBeTruthy();
});

test('changing needs the current withdraw password; a refusal is shown', async () => {
  const { callsTo } = renderCashier(<WithdrawPasswordSection />, {
    'GET /wps/cashier/withdraw/info': () => info(true),
    'POST /wps/member/withdrawPassword': refused('withdraw-password-wrong'),
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Change withdraw password' }));
  const form = screen.getByRole('form', { name: 'Change withdraw password' });
  fireEvent.change(within(form).getByLabelText('Current withdraw password'), { target: { value: '000000' } });
  fireEvent.change(within(form).getByLabelText('New withdraw password'), { target: { value: '246810' } });
  fireEvent.change(within(form).getByLabelText('Confirm withdraw password'), { target: { value: '246810' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save new withdraw password' }));
  expect((await within(form).findByRole('alert')).textContent).toBe('The withdraw password is wrong');
  expect(callsTo('POST /wps/member/withdrawPassword')[0]?.body).toEqual({
    oldWithdrawPassword: '000000',
    newWithdrawPassword: '246810',
    confirmWithdrawPassword: '246810',
  });
});
