// depositv2 against a fake API: channels and limits, quick amounts, validation, the bank account with copy buttons
// and the depositor's name, the gateway window (and the link when it is blocked), the order list with translated
// statuses refetched on a money push, and the load error and empty states.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DepositPage } from './DepositPage';
import type { OpenWindow } from './DepositForm';
import { ok, refused, renderCashier, type FakeRoutes } from '../wallet/testSupport';

const channels = {
  channels: [
    { code: 'DEMO_GATEWAY', minAmount: 1_000_000, maxAmount: 10_000_000_000, bank: null },
    {
      code: 'BANK_TRANSFER',
      minAmount: 2_000_000,
      maxAmount: 5_000_000_000,
      bank: { bankName: 'BCEL', accountNo: '0101000123456789', accountName: 'MEKONG GAMING CO' },
    },
  ],
};

const order = (id: string, status: string, extra: Record<string, unknown> = {}) => ({
  id,
  channel: 'DEMO_GATEWAY',
  amount: 12_345_000,
  status,
  depositorName: null,
  payUrl: null,
  createdAt: '2026-11-24T03:00:00Z',
  completedAt: null,
  ...extra,
});
const page = (list: unknown[]) => ok({ list, pageNo: 1, totalPages: 1, total: list.length });

function setup(routes: FakeRoutes = {}, openWindow = jest.fn<ReturnType<OpenWindow>, Parameters<OpenWindow>>(() => ({}) as Window)) {
  const rendered = renderCashier(<DepositPage openWindow={openWindow} />, {
    'GET /wps/cashier/deposit/channels': ok(channels),
    'GET /wps/cashier/deposits': page([order('D1', 'PAID', { completedAt: '2026-11-24T03:05:00Z' }), order('D2', 'FAILED')]),
    ...routes,
  });
  return { ...rendered, openWindow };
}

test('lists recent orders with translated statuses and refetches them when money moves', async () => {
  const { callsTo, bus } = setup();
  const list = await screen.findByRole('list', { name: 'Recent deposits' });
  const paid = within(list).getByRole('listitem', { name: 'Deposit order D1' });
  expect(within(paid).getByText('Paid')).toBeTruthy();
  expect(within(paid).getByText('₭ 123,450.00')).toBeTruthy();
  expect(within(list).getByRole('listitem', { name: 'Deposit order D2' }).textContent).toContain('Failed');
  expect(callsTo('GET /wps/cashier/deposits')[0]?.query).toEqual({ pageNo: '1', pageSize: '10' });

  act(() => bus.emit('balance/changed', { balance: 1 }));
  await waitFor(() => expect(callsTo('GET /wps/cashier/deposits')).toHaveLength(2));
  act(() => bus.emit('socket/message', { type: 'message', payload: {} }));
  await waitFor(() => expect(callsTo('GET /wps/cashier/deposits')).toHaveLength(3));
  // The list stays on screen while it reloads.
  expect(screen.getByRole('list', { name: 'Recent deposits' })).toBeTruthy();
});

test('checks the amount against the channel limits; a quick amount fills it', async () => {
  const { callsTo } = setup();
  const amount = await screen.findByRole('textbox', { name: 'Amount' });
  fireEvent.click(screen.getByRole('button', { name: 'Submit deposit' }));
  expect(await screen.findByText('Enter an amount')).toBeTruthy();
  fireEvent.change(amount, { target: { value: '12.345' } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit deposit' }));
  expect(await screen.findByText('Enter an amount like 1,234.50 (at most 2 decimals)')).toBeTruthy();
  fireEvent.change(amount, { target: { value: '9,999.99' } });
  expect(await screen.findByText('The amount must be at least ₭ 10,000.00')).toBeTruthy();
  expect(screen.getByText('From ₭ 10,000.00 to ₭ 100,000,000.00')).toBeTruthy();

  fireEvent.click(within(screen.getByRole('group', { name: 'Quick amounts' })).getByRole('button', { name: '50,000' }));
  expect(amount).toHaveProperty('value', '50,000.00');
  await waitFor(() => expect(screen.queryByText('The amount must be at least ₭ 10,000.00')).toBeNull());
  expect(callsTo('POST /wps/cashier/deposits')).toHaveLength(0);
});

test('a gateway deposit opens its payment page, shows the pending order and asks for a balance refresh', async () => {
  let listed = 0;
  const { callsTo, events, openWindow } = setup({
    'POST /wps/cashier/deposits': ok(order('D9', 'PENDING', { amount: 1_234_550, payUrl: '/pay/demo/D9' })),
    'GET /wps/cashier/deposits': () => page((listed += 1) > 1 ? [order('D9', 'PENDING', { payUrl: '/pay/demo/D9' })] : []),
  });
  expect(await screen.findByText('No deposits yet')).toBeTruthy();
  fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '12,345.50' } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit deposit' }));

  expect(await screen.findByText('Deposit order D9 for ₭ 12,345.50: Pending')).toBeTruthy();
  const [sent] = callsTo('POST /wps/cashier/deposits');
  expect(sent?.body).toEqual({ channel: 'DEMO_GATEWAY', amount: 1_234_550, idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  expect(openWindow).toHaveBeenCalledWith('/pay/demo/D9');
  expect(screen.getByText('The payment page opened in a new window. Complete the payment there.')).toBeTruthy();
  expect(events.map((event) => event.type)).toContain('balance/refresh');
  // The new order joins the list, with a link back to its payment page.
  const item = await screen.findByRole('listitem', { name: 'Deposit order D9' });
  expect(within(item).getByRole('link', { name: 'Open the payment page' }).getAttribute('href')).toBe('/pay/demo/D9');
});

test('a blocked payment window leaves a link to the payment page', async () => {
  setup(
    { 'POST /wps/cashier/deposits': ok(order('D5', 'PENDING', { payUrl: '/pay/demo/D5' })) },
    jest.fn<ReturnType<OpenWindow>, Parameters<OpenWindow>>(() => null),
  );
  fireEvent.change(await screen.findByRole('textbox', { name: 'Amount' }), { target: { value: '20000' } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit deposit' }));
  const note = (await screen.findByText(/^Deposit order D5/)).closest<HTMLElement>('[role="status"]');
  if (!note) throw new Error('no status note');
  expect(note.textContent).toContain('Popup blocked. Please allow popups and try again.');
  expect(within(note).getByRole('link', { name: 'Open the payment page' }).getAttribute('target')).toBe('_blank');
});

test('a bank transfer shows the site account with copy buttons and needs the depositor name', async () => {
  const writeText = jest.fn(async () => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const { callsTo, openWindow } = setup({
    'POST /wps/cashier/deposits': ok(order('B1', 'PENDING', { channel: 'BANK_TRANSFER', depositorName: 'Somchai P' })),
  });
  fireEvent.click(await screen.findByRole('radio', { name: 'Bank transfer' }));
  expect(screen.getByText('0101000123456789')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Copy account number' }));
  expect(writeText).toHaveBeenCalledWith('0101000123456789');
  expect(await screen.findByText('Copied')).toBeTruthy();

  fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '30000' } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit deposit' }));
  expect(await screen.findByText("Enter the depositor's name")).toBeTruthy();
  fireEvent.change(screen.getByRole('textbox', { name: "Depositor's name" }), { target: { value: 'Somchai\u001b[2J' } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit deposit' }));
  expect(await screen.findByText('Remove the invisible or control characters (they often come with copied text)')).toBeTruthy();
  expect(callsTo('POST /wps/cashier/deposits')).toHaveLength(0);
  fireEvent.change(screen.getByRole('textbox', { name: "Depositor's name" }), { target: { value: '  Somchai P ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit deposit' }));
  expect(await screen.findByText('It is credited as soon as your transfer is confirmed.')).toBeTruthy();
  expect(callsTo('POST /wps/cashier/deposits')[0]?.body).toMatchObject({
    channel: 'BANK_TRANSFER',
    amount: 3_000_000,
    depositorName: 'Somchai P',
  });
  expect(openWindow).not.toHaveBeenCalled();
});

test('a refused deposit shows why; channels that fail to load offer a retry', async () => {
  let channelCalls = 0;
  setup({
    'GET /wps/cashier/deposit/channels': () => ((channelCalls += 1) === 1 ? refused('internal') : ok(channels)),
    'POST /wps/cashier/deposits': refused('trial-account'),
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
  fireEvent.change(await screen.findByRole('textbox', { name: 'Amount' }), { target: { value: '20000' } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit deposit' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Please register a real account to use this feature');
});

test('the note under the form follows its order: paid at the gateway, the note says Paid like the list', async () => {
  let paid = false;
  const { bus } = setup({
    'POST /wps/cashier/deposits': ok(order('D7', 'PENDING', { payUrl: '/pay/demo/D7' })),
    'GET /wps/cashier/deposits': () =>
      page([order('D7', paid ? 'PAID' : 'PENDING', { payUrl: '/pay/demo/D7', ...(paid ? { completedAt: '2026-11-24T03:06:00Z' } : {}) })]),
  });
  fireEvent.change(await screen.findByRole('textbox', { name: 'Amount' }), { target: { value: '20000' } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit deposit' }));
  const note = (await screen.findByText(/^Deposit order D7/)).closest<HTMLElement>('[role="status"]');
  if (!note) throw new Error('no status note');
  expect(note.textContent).toContain(': Pending');

  // The gateway's callback credits the deposit: the shell relays the push, the list reloads, the note follows.
  paid = true;
  act(() => bus.emit('balance/changed', { balance: 1 }));
  await waitFor(() => expect(note.textContent).toContain('Deposit order D7 for ₭ 123,450.00: Paid'));
  expect(note.textContent).not.toContain('Complete the payment there');
  expect(within(note).queryByRole('link', { name: 'Open the payment page' })).toBeNull();
});

test('an amount too large for any limit says the limit', async () => {
  setup();
  fireEvent.change(await screen.findByRole('textbox', { name: 'Amount' }), { target: { value: '99999999999999' } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit deposit' }));
  expect(await screen.findByText('The amount must be at most ₭ 100,000,000.00')).toBeTruthy();
  expect(screen.queryByText(/at most 2 decimals/)).toBeNull();
});

test("a refusal the form did not foresee shows a translated text, never the server's message", async () => {
  setup({ 'POST /wps/cashier/deposits': refused('bad-request', "Invalid body field 'amount': developer detail") });
  fireEvent.change(await screen.findByRole('textbox', { name: 'Amount' }), { target: { value: '20000' } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit deposit' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Some details were not accepted. Please check the form and try again.');
  expect(screen.queryByText(/Invalid body field/)).toBeNull();
});
