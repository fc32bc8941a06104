// transferFund against a fake API: the main balance and what pending withdrawals hold, the seamless note, the ways
// to the other cashier pages, a refetch on a balance push, and the error state.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { WalletPage } from './WalletPage';
import { ok, refused, renderCashier } from './testSupport';

const funds = {
  balance: 123_456_789,
  heldBalance: 10_000_000,
  currencySymbol: '₭',
  dailysalreqtype: null,
  divtypereq: null,
  contracthoursalreq: null,
  realtimesalreqtype: null,
  hasDailySalaryContract: false,
  hasHourSalaryContract: false,
  hasSalaryContract: false,
  hasDividendContract: false,
};

test('shows the balance, the held amount and the seamless note; the buttons open the cashier pages', async () => {
  const { navigate, bus, callsTo } = renderCashier(<WalletPage />, {
    'GET /wps/member/info/funds/consolidated': ok(funds),
    'GET /wps/relay/GCS_merchantWallet': ok({ isSingle: true, wallets: [] }),
  });
  expect((await screen.findByRole('status', { name: 'Balance' })).textContent).toBe('₭ 1,234,567.89');
  expect(screen.getByText('Held by pending withdrawals').nextSibling?.textContent).toBe('₭ 100,000.00');
  expect(await screen.findByText(/Every game plays straight from your main wallet/)).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
  fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
  fireEvent.click(screen.getByRole('button', { name: 'Transfer to upline' }));
  expect(navigate.mock.calls.map(([to]) => to)).toEqual(['/member?page=depositv2', '/member?page=withdraw', '/member?page=transferUpline']);

  act(() => bus.emit('balance/changed', { balance: 5 }));
  await waitFor(() => expect(callsTo('GET /wps/member/info/funds/consolidated')).toHaveLength(2));
  fireEvent.click(await screen.findByRole('button', { name: 'Refresh' }));
  await waitFor(() => expect(callsTo('GET /wps/relay/GCS_merchantWallet')).toHaveLength(2));
});

test('a failed load offers a retry', async () => {
  let calls = 0;
  renderCashier(<WalletPage />, {
    'GET /wps/member/info/funds/consolidated': () => ((calls += 1) === 1 ? refused('internal') : ok(funds)),
    'GET /wps/relay/GCS_merchantWallet': ok({ isSingle: true, wallets: [] }),
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('status', { name: 'Balance' })).toBeTruthy();
});
