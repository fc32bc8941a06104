// The points mall's pages against a fake API: balance and ratio, the item grid with its type filter, the item dialog's
// redeem form (§3 fields, rules checked before anything is sent), the convert form, redeem history and points details
// with their filters, and the trial, no-password, empty and error-with-retry states.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRemotePage, ok, failed, type SentRequest } from '@mekong/ui/test-support';
import { NAMESPACE, translations } from '../i18n/translations';
import { PointMall } from './point-mall/PointMall';

const ITEMS = [
  {
    id: 'rice',
    type: 'GOODS',
    name: 'Jasmine rice 5 kg',
    imageUrl: '/static/mall/rice.svg',
    pointsRequired: 800,
    amountRequired: 0,
    valueMinor: 0,
    stock: 200,
    perMemberLimit: null,
    redeemedByMe: 0,
  },
  {
    id: 'cash',
    type: 'CASH',
    name: 'Cash ₭10,000',
    imageUrl: '/static/mall/cash-small.svg',
    pointsRequired: 1_000,
    amountRequired: 0,
    valueMinor: 1_000_000,
    stock: 0,
    perMemberLimit: 2,
    redeemedByMe: 0,
  },
];
const page = (list: unknown[]) => ({ list, pageNo: 1, totalPages: list.length ? 1 : 0, total: list.length });
const REDEEM = {
  id: 'r-1',
  appliedAt: '2026-11-28T03:00:00.000Z',
  type: 'GOODS',
  itemName: 'Jasmine rice 5 kg',
  quantity: 1,
  pointsRequired: 800,
  amountRequired: 0,
  status: 'APPROVED',
  remark: 'Sent',
  receivingAddress: 'Vientiane',
  mobile: '2055512345',
};

type Answers = Record<string, (request: SentRequest) => unknown>;
const path = (request: SentRequest) => request.url.split('?')[0] ?? '';

function renderMall(answers: Answers = {}, type = 0) {
  const defaults: Answers = {
    '/wps/relay/MCS2_getPointBalance': () => ok({ balance: 5_000, ratio: 1_000 }),
    '/wps/relay/getPointReward': (request) => ok(page(ITEMS.filter((item) => !request.query.type || item.type === request.query.type))),
    '/wps/relay/getRedeemPointList': () => ok(page([REDEEM])),
    '/wps/relay/ODSFE2_MemTransDet': () =>
      ok(
        page([
          {
            entryId: 'e1',
            type: 'redeem',
            changedPoints: -800,
            balanceAfter: 4_200,
            reference: 'redeem:r-1',
            createdAt: '2026-11-28T03:00:00.000Z',
          },
        ]),
      ),
    '/wps/cashier/withdraw/info': () =>
      ok({
        hasWithdrawPassword: true,
        balance: 123_456_789,
        minAmount: 1,
        maxAmount: 2,
        payeeName: null,
        autoReceiveMinutes: 30,
        awaitingConfirmation: [],
      }),
  };
  const all = { ...defaults, ...answers };
  return renderRemotePage(<PointMall />, (request) => all[path(request)]?.(request) ?? failed('no such call', 'not-found'), {
    namespace: NAMESPACE,
    translations,
    member: { id: '1', account: 'demo_member', nickname: 'Demo', type },
    path: '/pointMall',
  });
}

test('shows the balance and ratio, the items, and filters them by exchange type', async () => {
  const { to } = renderMall();
  const balance = await screen.findByRole('region', { name: 'My points' });
  expect(await within(balance).findByText('5,000 points')).toBeTruthy();
  expect(within(balance).getByText('1 point = ₭ 10.00')).toBeTruthy();
  const grid = await screen.findByRole('list', { name: 'Mall items' });
  expect(within(grid).getByRole('button', { name: 'Redeem Jasmine rice 5 kg' })).toBeTruthy();
  expect(within(grid).getByText('Cash · Out of stock')).toBeTruthy();
  fireEvent.change(screen.getByRole('combobox', { name: 'Exchange type' }), { target: { value: 'CASH' } });
  await waitFor(() => expect(to('/wps/relay/getPointReward').at(-1)?.query).toMatchObject({ type: 'CASH', language: 'EN', pageNo: '1' }));
  expect(await screen.findByRole('button', { name: 'Redeem Cash ₭10,000' })).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Redeem Jasmine rice 5 kg' })).toBeNull());
});

test('the redeem form shows the §3 fields and checks them before sending anything', async () => {
  const { requests } = renderMall();
  fireEvent.click(await screen.findByRole('button', { name: 'Redeem Jasmine rice 5 kg' }));
  const dialog = await screen.findByRole('dialog', { name: 'Jasmine rice 5 kg' });
  const form = await within(dialog).findByRole('form', { name: 'Redeem form' });
  expect(within(form).getByText('demo_member')).toBeTruthy();
  expect(within(form).getByText('₭ 1,234,567.89')).toBeTruthy();
  expect(within(form).getByText('Paid amount')).toBeTruthy();
  expect(within(form).getByRole('combobox', { name: 'Quantity' })).toBeTruthy();
  fireEvent.change(within(form).getByRole('combobox', { name: 'Quantity' }), { target: { value: '3' } });
  expect(within(form).getByText('2,400 points')).toBeTruthy();
  fireEvent.change(within(form).getByLabelText('Mobile number'), { target: { value: 'call me' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Redeem' }));
  expect(await within(form).findByText('Enter the receiving address')).toBeTruthy();
  expect(within(form).getByText('The mobile number is 6 to 20 digits')).toBeTruthy();
  expect(within(form).getByText('The withdraw password is 6 digits')).toBeTruthy();
  expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
});

test('an out-of-stock item cannot be redeemed; without a withdraw password the member is sent to set one', async () => {
  renderMall({
    '/wps/cashier/withdraw/info': () =>
      ok({
        hasWithdrawPassword: false,
        balance: 0,
        minAmount: 1,
        maxAmount: 2,
        payeeName: null,
        autoReceiveMinutes: 30,
        awaitingConfirmation: [],
      }),
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Redeem Cash ₭10,000' }));
  const cash = await screen.findByRole('dialog', { name: 'Cash ₭10,000' });
  expect(within(cash).getByText('This item is out of stock')).toBeTruthy();
  expect(within(cash).getByText('At most 2 per member, you have 0')).toBeTruthy();
  fireEvent.click(within(cash).getByRole('button', { name: 'Close' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Convert points' }));
  const convert = await screen.findByRole('dialog', { name: 'Convert points' });
  expect(await within(convert).findByRole('link', { name: 'Set a withdraw password' })).toBeTruthy();
});

test('the convert form shows what the points make and checks the minimum', async () => {
  renderMall();
  fireEvent.click(await screen.findByRole('button', { name: 'Convert points' }));
  const form = await screen.findByRole('form', { name: 'Convert form' });
  fireEvent.change(within(form).getByLabelText('Points to convert'), { target: { value: '250' } });
  expect(await within(form).findByText('₭ 2,500.00')).toBeTruthy();
  fireEvent.change(within(form).getByLabelText('Points to convert'), { target: { value: '99' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Convert' }));
  expect(await within(form).findByText('Enter whole points, at least 100')).toBeTruthy();
});

test('redeem history shows the §3 record fields and filters by status; points details by type', async () => {
  const { to } = renderMall();
  fireEvent.click(await screen.findByRole('tab', { name: 'Redeem history' }));
  const history = await screen.findByRole('table', { name: 'Redeem history' });
  for (const text of ['r-1', 'Goods', 'Jasmine rice 5 kg', 'Approved', 'Sent']) expect(within(history).getByText(text)).toBeTruthy();
  fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'REJECTED' } });
  await waitFor(() => expect(to('/wps/relay/getRedeemPointList').at(-1)?.query).toMatchObject({ status: 'REJECTED' }));

  fireEvent.click(screen.getByRole('tab', { name: 'Points details' }));
  const details = await screen.findByRole('table', { name: 'Points details' });
  expect(within(details).getByText('-800')).toBeTruthy();
  expect(within(details).getByText('Redeem')).toBeTruthy();
  fireEvent.change(screen.getByRole('combobox', { name: 'Point type' }), { target: { value: 'deposit' } });
  await waitFor(() => expect(to('/wps/relay/ODSFE2_MemTransDet').at(-1)?.query).toMatchObject({ type: 'deposit' }));
});

test('empty lists say No data; a failed load offers a retry', async () => {
  let fail = true;
  renderMall({
    '/wps/relay/getPointReward': () => (fail ? failed() : ok(page([]))),
    '/wps/relay/getRedeemPointList': () => ok(page([])),
  });
  const retry = await screen.findByRole('button', { name: 'Try again' });
  fail = false;
  fireEvent.click(retry);
  expect(await screen.findByText('No data')).toBeTruthy();
  fireEvent.click(screen.getByRole('tab', { name: 'Redeem history' }));
  expect(await screen.findByText('No data')).toBeTruthy();
});

test('a trial account gets in_need_true_account and no points calls', async () => {
  const { requests } = renderMall({}, 4);
  expect(await screen.findByText('Please register a real account to use this feature')).toBeTruthy();
  expect(requests).toEqual([]);
});
