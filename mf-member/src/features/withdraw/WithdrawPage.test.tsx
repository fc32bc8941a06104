// withdraw against a fake API: setting the first withdraw password, the request form's rules and refusals, the
// pending request, the answers to an approved withdrawal (proof images, the partial amount and its remainder, the
// auto-receive deadline) and the translated history.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { WithdrawPage } from './WithdrawPage';
import { ok, refused, renderCashier, type FakeRoutes } from '../wallet/testSupport';

const withdrawal = (id: string, status: string, extra: Record<string, unknown> = {}) => ({
  id,
  amount: 10_000_000,
  status,
  bankName: 'BCEL',
  bankAccountNo: '******6789',
  accountName: 'Somchai P',
  createdAt: '2026-11-24T03:00:00Z',
  reviewedAt: null,
  rejectReason: null,
  confirmDeadline: null,
  receivedAmount: null,
  disputedAmount: null,
  confirmedAt: null,
  ...extra,
});

const info = (extra: Record<string, unknown> = {}) => ({
  hasWithdrawPassword: true,
  balance: 50_000_000,
  minAmount: 5_000_000,
  maxAmount: 5_000_000_000,
  payeeName: 'Somchai P',
  autoReceiveMinutes: 30,
  awaitingConfirmation: [],
  ...extra,
});
const page = (list: unknown[]) => ok({ list, pageNo: 1, totalPages: 1, total: list.length });

function setup(routes: FakeRoutes = {}) {
  return renderCashier(<WithdrawPage />, {
    'GET /wps/cashier/withdraw/info': ok(info()),
    'GET /wps/cashier/withdrawals': page([]),
    ...routes,
  });
}

const change = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

test('without a withdraw password the member sets one first, with the login password', async () => {
  let hasPassword = false;
  const { callsTo } = setup({
    'GET /wps/cashier/withdraw/info': () => ok(info({ hasWithdrawPassword: hasPassword })),
    'POST /wps/member/withdrawPassword': () => {
      hasPassword = true;
      return ok(null);
    },
  });
  const form = await screen.findByRole('form', { name: 'Set withdraw password' });
  expect(screen.getByText(/before your first withdrawal/)).toBeTruthy();
  change(within(form).getByLabelText('New withdraw password'), '12345');
  change(within(form).getByLabelText('Confirm withdraw password'), '123456');
  fireEvent.click(within(form).getByRole('button', { name: 'Save withdraw password' }));
  expect(await within(form).findByText('Input cannot be empty')).toBeTruthy();
  expect(within(form).getByText('The withdraw password is 6 digits', { selector: '[id$="-error"]' })).toBeTruthy();
  expect(within(form).getByText('The two entries do not match')).toBeTruthy();

  change(within(form).getByLabelText('Login password'), 'Demo1234');
  change(within(form).getByLabelText('New withdraw password'), '123456');
  fireEvent.click(within(form).getByRole('button', { name: 'Save withdraw password' }));
  expect(await screen.findByRole('form', { name: 'Withdrawal form' })).toBeTruthy();
  expect(screen.getByText('Your withdraw password is set.')).toBeTruthy();
  expect(callsTo('POST /wps/member/withdrawPassword')[0]?.body).toEqual({
    loginPassword: 'Demo1234',
    newWithdrawPassword: '123456',
    confirmWithdrawPassword: '123456',
  });
});

test('the request form checks amount, bank account and password, and keeps the account name to the real name', async () => {
  const { callsTo } = setup();
  const form = await screen.findByRole('form', { name: 'Withdrawal form' });
  expect(screen.getByText('₭ 500,000.00')).toBeTruthy();
  const accountName = within(form).getByRole('textbox', { name: 'Account name' });
  expect(accountName).toHaveProperty('value', 'Somchai P');
  expect(accountName).toHaveProperty('readOnly', true);

  change(within(form).getByRole('textbox', { name: 'Amount' }), '500,000.01');
  change(within(form).getByRole('textbox', { name: 'Account number' }), '12ab');
  fireEvent.click(within(form).getByRole('button', { name: 'Submit withdrawal' }));
  expect(await within(form).findByText('The amount is more than your balance')).toBeTruthy();
  expect(within(form).getByText('Enter the bank name (up to 60 characters)')).toBeTruthy();
  expect(within(form).getByText('The account number is 6 to 30 digits')).toBeTruthy();
  expect(within(form).getByText('The withdraw password is 6 digits')).toBeTruthy();
  change(within(form).getByRole('textbox', { name: 'Amount' }), '49,999.99');
  expect(await within(form).findByText('The amount must be at least ₭ 50,000.00')).toBeTruthy();
  // A bank name carrying a bidi override or an ESC gets the free-text rule's message, not the field's length rule.
  change(within(form).getByRole('textbox', { name: 'Bank name' }), 'BCEL\u202E');
  expect(await within(form).findByText('Remove the invisible or control characters (they often come with copied text)')).toBeTruthy();
  expect(callsTo('POST /wps/cashier/withdrawals')).toHaveLength(0);
});

function fillRequest(form: HTMLElement, password: string) {
  change(within(form).getByRole('textbox', { name: 'Amount' }), '100,000');
  change(within(form).getByRole('textbox', { name: 'Bank name' }), ' BCEL ');
  change(within(form).getByRole('textbox', { name: 'Account number' }), '0101000123456789');
  change(within(form).getByLabelText('Withdraw password'), password);
  fireEvent.click(within(form).getByRole('button', { name: 'Submit withdrawal' }));
}

test('a wrong withdraw password is refused with its message; the right one leaves the request pending', async () => {
  let requests = 0;
  const { callsTo, events } = setup({
    'POST /wps/cashier/withdrawals': (call) => {
      requests += 1;
      return call.body.withdrawPassword === '123456'
        ? ok(withdrawal('W1', 'PENDING'))
        : refused('withdraw-password-wrong', 'Wrong withdraw password');
    },
    'GET /wps/cashier/withdrawals': () => page(requests > 1 ? [withdrawal('W1', 'PENDING')] : []),
  });
  const form = await screen.findByRole('form', { name: 'Withdrawal form' });
  fillRequest(form, '654321');
  expect((await within(form).findByRole('alert')).textContent).toBe('The withdraw password is wrong');
  expect(events.map((event) => event.type)).not.toContain('balance/refresh');

  fillRequest(form, '123456');
  expect(
    await within(form).findByText('Withdrawal of ₭ 100,000.00 requested: Pending review. The amount is held until it is reviewed.'),
  ).toBeTruthy();
  const [, second] = callsTo('POST /wps/cashier/withdrawals');
  expect(second?.body).toEqual({
    amount: 10_000_000,
    bankName: 'BCEL',
    bankAccountNo: '0101000123456789',
    accountName: 'Somchai P',
    withdrawPassword: '123456',
    idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
  });
  expect(events.map((event) => event.type)).toContain('balance/refresh');
  const history = await screen.findByRole('list', { name: 'Withdrawal history' });
  expect(within(history).getByText('Pending review')).toBeTruthy();
  // The bank details stay for the next request; the password is typed again.
  expect(within(form).getByRole('textbox', { name: 'Bank name' })).toHaveProperty('value', 'BCEL');
  expect(within(form).getByLabelText('Withdraw password')).toHaveProperty('value', '');
});

const approved = withdrawal('W7', 'APPROVED', { reviewedAt: '2026-11-24T04:00:00Z', confirmDeadline: '2026-11-24T04:30:00Z' });

/** A file whose bytes start as a png's do (its magic number), named and typed as given. */
function pngFile(name: string, type = 'image/png') {
  return new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])], name, { type });
}

test('an approved withdrawal shows its deadline; Not received needs a proof image', async () => {
  const { callsTo } = setup({
    'GET /wps/cashier/withdraw/info': ok(info({ awaitingConfirmation: [approved] })),
    'POST /wps/cashier/withdrawals/confirm': ok({ ...approved, status: 'NOT_RECEIVED' }),
  });
  const awaiting = await screen.findByRole('list', { name: 'Awaiting your confirmation' });
  const item = within(awaiting).getByRole('listitem', { name: 'Withdrawal of ₭ 100,000.00' });
  expect(within(item).getByText(/^Counts as received at \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} if you do not answer$/)).toBeTruthy();
  fireEvent.click(within(item).getByRole('button', { name: 'Not received' }));
  const form = within(item).getByRole('form', { name: 'Not received' });
  fireEvent.click(within(form).getByRole('button', { name: 'Report not received' }));
  expect(await within(form).findByText('Add at least one proof image')).toBeTruthy();

  const input = within(form).getByLabelText(/^Proof images/);
  // A text file named '.png' is refused by its bytes, as a gif is by its type; a png named '.jpg' goes as the png it is.
  const textAsPng = new File(['this is text, not a picture'], 'notes.png', { type: 'image/png' });
  fireEvent.change(input, {
    target: { files: [new File(['x'], 'notes.gif', { type: 'image/gif' }), textAsPng, pngFile('slip.jpg', 'image/jpeg')] },
  });
  expect(await within(form).findByRole('img', { name: 'slip.jpg' })).toBeTruthy();
  expect(within(form).getByText('notes.gif is not a png or jpg image')).toBeTruthy();
  expect(within(form).getByText('notes.png is not a png or jpg image')).toBeTruthy();
  expect(within(form).getAllByRole('img')).toHaveLength(1);
  fireEvent.click(within(form).getByRole('button', { name: 'Report not received' }));
  await waitFor(() => expect(callsTo('POST /wps/cashier/withdrawals/confirm')).toHaveLength(1));
  expect(callsTo('POST /wps/cashier/withdrawals/confirm')[0]?.body).toEqual({
    id: 'W7',
    answer: 'NOT_RECEIVED',
    proofImages: [{ name: 'slip.jpg', dataUrl: expect.stringMatching(/^data:image\/png;base64,/) }],
    idempotencyKey: expect.any(String),
  });
});

test('Partially received takes the amount that arrived, shows the remainder, and limits the images', async () => {
  const { callsTo } = setup({
    'GET /wps/cashier/withdraw/info': ok(info({ awaitingConfirmation: [approved] })),
    'POST /wps/cashier/withdrawals/confirm': ok({ ...approved, status: 'PARTIAL' }),
  });
  const item = await screen.findByRole('listitem', { name: 'Withdrawal of ₭ 100,000.00' });
  fireEvent.click(within(item).getByRole('button', { name: 'Partially received' }));
  const form = within(item).getByRole('form', { name: 'Partially received' });
  const received = within(form).getByRole('textbox', { name: 'Amount received' });
  change(received, '100,000');
  fireEvent.click(within(form).getByRole('button', { name: 'Report partial receipt' }));
  expect(await within(form).findByText('The amount received must be more than 0 and less than ₭ 100,000.00')).toBeTruthy();
  change(received, '60,000.50');
  expect(await within(form).findByText('Not received: ₭ 39,999.50')).toBeTruthy();

  const input = within(form).getByLabelText(/^Proof images/);
  const big = pngFile('big.png');
  Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
  fireEvent.change(input, { target: { files: [pngFile('a.png'), pngFile('b.png'), big] } });
  expect(await within(form).findByText('big.png is larger than 5 MB')).toBeTruthy();
  fireEvent.change(input, { target: { files: [pngFile('c.png'), pngFile('d.png')] } });
  expect(await within(form).findByText('At most 3 proof images')).toBeTruthy();
  expect(within(form).getAllByRole('img')).toHaveLength(3);
  fireEvent.click(within(form).getByRole('button', { name: 'Remove b.png' }));
  expect(
    within(form)
      .getAllByRole('img')
      .map((img) => img.getAttribute('alt')),
  ).toEqual(['a.png', 'c.png']);

  fireEvent.click(within(form).getByRole('button', { name: 'Report partial receipt' }));
  await waitFor(() => expect(callsTo('POST /wps/cashier/withdrawals/confirm')).toHaveLength(1));
  expect(callsTo('POST /wps/cashier/withdrawals/confirm')[0]?.body).toMatchObject({
    id: 'W7',
    answer: 'PARTIAL',
    receivedAmount: 6_000_050,
  });
});

test('Received is confirmed without images; the history translates every status; a load failure offers a retry', async () => {
  let infoCalls = 0;
  const { callsTo } = setup({
    'GET /wps/cashier/withdraw/info': () => ((infoCalls += 1) === 1 ? refused('internal') : ok(info({ awaitingConfirmation: [approved] }))),
    'POST /wps/cashier/withdrawals/confirm': ok({ ...approved, status: 'RECEIVED' }),
    'GET /wps/cashier/withdrawals': page([
      withdrawal('H1', 'REJECTED', { rejectReason: 'Account name mismatch' }),
      withdrawal('H2', 'AUTO_RECEIVED'),
      withdrawal('H3', 'PARTIAL', { receivedAmount: 6_000_000, disputedAmount: 4_000_000 }),
    ]),
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
  const awaiting = await screen.findByRole('list', { name: 'Awaiting your confirmation' });
  const item = within(awaiting).getByRole('listitem', { name: 'Withdrawal of ₭ 100,000.00' });
  fireEvent.click(within(item).getByRole('button', { name: 'Received' }));
  fireEvent.click(within(item).getByRole('button', { name: 'Confirm received' }));
  await waitFor(() => expect(callsTo('POST /wps/cashier/withdrawals/confirm')).toHaveLength(1));
  expect(callsTo('POST /wps/cashier/withdrawals/confirm')[0]?.body).toEqual({
    id: 'W7',
    answer: 'RECEIVED',
    idempotencyKey: expect.any(String),
  });

  const history = screen.getByRole('list', { name: 'Withdrawal history' });
  const text = history.textContent ?? '';
  for (const expected of ['Rejected', 'Account name mismatch', 'Received (automatically)', 'Partially received', '₭ 40,000.00'])
    expect(text).toContain(expected);
});

test('with bound bank accounts the member chooses one of them, and a refusal to an unbound account is translated', async () => {
  const bound = [
    { id: 'b1', bankName: 'BCEL', accountNo: '************6789', accountName: 'Somchai P', createdAt: '2026-11-24T03:00:00Z' },
    { id: 'b2', bankName: 'LDB', accountNo: '********4321', accountName: 'Somchai P', createdAt: '2026-11-24T03:00:00Z' },
  ];
  let refuse = true;
  const { callsTo } = setup({
    'GET /wps/member/security/bank-accounts': ok(bound),
    'POST /wps/cashier/withdrawals': () =>
      refuse ? refused('bank-account-not-found', 'No such bank account') : ok(withdrawal('W2', 'PENDING')),
  });
  const form = await screen.findByRole('form', { name: 'Withdrawal form' });
  expect(within(form).queryByRole('textbox', { name: 'Bank name' })).toBeNull();
  change(within(form).getByRole('combobox', { name: 'Withdraw to' }), 'b2');
  change(within(form).getByRole('textbox', { name: 'Amount' }), '100,000');
  change(within(form).getByLabelText('Withdraw password'), '123456');
  fireEvent.click(within(form).getByRole('button', { name: 'Submit withdrawal' }));
  expect((await within(form).findByRole('alert')).textContent).toBe('This bank account is no longer bound');
  refuse = false;
  change(within(form).getByLabelText('Withdraw password'), '123456');
  fireEvent.click(within(form).getByRole('button', { name: 'Submit withdrawal' }));
  await waitFor(() => expect(callsTo('POST /wps/cashier/withdrawals')).toHaveLength(2));
  expect(callsTo('POST /wps/cashier/withdrawals')[1]?.body).toEqual({
    amount: 10_000_000,
    bankAccountId: 'b2',
    withdrawPassword: '123456',
    idempotencyKey: expect.any(String),
  });
});
