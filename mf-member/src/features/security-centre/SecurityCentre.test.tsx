// My account (issue 19) page parts against a scripted API: the profile saved (and a server refusal shown translated
// at its field), binding an email with the code sent to it, bank accounts (empty state, adding, the real-name
// refusal), the SMS send button's resend countdown, the authenticator set-up with its QR code and secret, the second-factor choice, the sessions with
// sign-out of the others, and the error state with a retry.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MemberProfile } from '@mekong/contracts';
import type { AccountSecurity } from '@mekong/contracts/account';
import { failed, ok, renderPage, type SentRequest } from '../records/testSupport';
import { SecurityCentre } from './SecurityCentre';

const member: MemberProfile = {
  id: '1',
  account: 'demo_member',
  nickname: 'Demo',
  type: 0,
  isAgent: false,
  isTrial: false,
  vipLabelName: 'VIP1',
  vipRankLevel: 1,
  currencySymbol: '₭',
  avatarUrl: '/avatar.svg',
  mobileNum: null,
  email: null,
  firstTimeLogin: false,
  passwordExpired: false,
  defaultPassword: false,
  secondFactorOnNewIp: true,
  createdAt: '2026-01-01T00:00:00Z',
};

const account = (overrides: Partial<AccountSecurity> = {}): AccountSecurity => ({
  account: 'demo_member',
  profile: {
    nickname: 'Demo',
    fullname: '',
    birthday: '',
    telegram: '',
    zalo: '',
    address: '',
    nationality: '',
    occupation: '',
    sourceOfIncome: '',
    placeOfBirth: '',
  },
  mobileNum: '205*****45',
  email: null,
  payeeName: null,
  bankAccounts: [],
  maxBankAccounts: 3,
  totpEnabled: false,
  secondFactorOnNewIp: true,
  secondFactorFirst: null,
  secondFactorMethods: ['sms'],
  lastLogin: { at: '2026-11-28T01:00:00Z', ip: '203.0.113.7', location: null },
  sessions: [
    {
      id: 's1',
      ip: '203.0.113.7',
      device: 'Firefox on Linux',
      createdAt: '2026-11-28T01:00:00Z',
      lastSeenAt: '2026-11-28T01:00:00Z',
      current: true,
    },
    {
      id: 's2',
      ip: '198.51.100.9',
      device: 'Safari on iPhone',
      createdAt: '2026-11-27T01:00:00Z',
      lastSeenAt: '2026-11-27T02:00:00Z',
      current: false,
    },
  ],
  ...overrides,
});

function renderAccount(answer: (request: SentRequest) => unknown) {
  return renderPage(<SecurityCentre />, (request) => {
    if (request.url === '/wps/member/info') return ok(member);
    return answer(request);
  });
}

it('saves the profile, and shows a refused birthday translated at its field', async () => {
  let refuse = true;
  const { to } = renderAccount((request) => {
    if (request.url === '/wps/member/security/profile') {
      if (refuse)
        return { success: false, code: 'under-age', message: 'dev text', value: { field: 'birthday', fields: { birthday: 'x' } } };
      return ok({ ...account().profile, ...(request.body as object) });
    }
    if (request.url === '/wps/member/security') return ok(account());
    return failed();
  });
  const form = await screen.findByRole('form', { name: 'Profile' });
  fireEvent.change(within(form).getByLabelText('Full name', { exact: false }), { target: { value: 'Khamla Vongsa' } });
  fireEvent.change(within(form).getByLabelText('Birthday', { exact: false }), { target: { value: '2010-01-01' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await within(form).findAllByText('You must be at least 21 years old')).not.toHaveLength(0);
  expect(screen.queryByText('dev text')).toBeNull();
  refuse = false;
  fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await within(form).findByText('Your profile is saved')).toBeTruthy();
  expect(to('/wps/member/security/profile').at(-1)?.body).toMatchObject({
    fullname: 'Khamla Vongsa',
    birthday: '2010-01-01',
    nickname: 'Demo',
  });
});

it('binds an email with the code sent to the new address', async () => {
  let bound = false;
  const { to } = renderAccount((request) => {
    if (request.url === '/wps/member/security/binding/code') return ok({ expiredMinutes: 10 });
    if (request.url === '/wps/member/security/binding') {
      bound = true;
      return ok(null);
    }
    if (request.url === '/wps/member/security') return ok(account(bound ? { email: 'ne*@mekong.example' } : {}));
    return failed();
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Bind an email' }));
  const form = screen.getByRole('form', { name: 'Bind an email' });
  fireEvent.change(within(form).getByLabelText('New email'), { target: { value: 'new@mekong.example' } });
  fireEvent.change(within(form).getByLabelText('Login password'), { target: { value: 'Passw0rd9' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Send code' }));
  expect(await within(form).findByText('A code was mailed to the new email. It is valid for 10 minutes.')).toBeTruthy();
  expect(to('/wps/member/security/binding/code')[0]?.body).toEqual({
    channel: 'email',
    address: 'new@mekong.example',
    password: 'Passw0rd9',
  });
  fireEvent.change(within(form).getByLabelText('Verification code'), { target: { value: '123456' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('Bound successfully')).toBeTruthy();
  expect(to('/wps/member/security/binding')[0]?.body).toEqual({ channel: 'email', address: 'new@mekong.example', code: '123456' });
  expect(await screen.findByText('ne*@mekong.example')).toBeTruthy();
});

/** Opens 'Change the mobile number' on an account with a bound number, the send-code request answered `codeAnswer`. */
async function changeMobileNumber(codeAnswer: unknown) {
  const { to } = renderAccount((request) => {
    if (request.url === '/wps/member/security/binding/code') return codeAnswer;
    if (request.url === '/wps/member/security') return ok(account());
    return failed();
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Change the mobile number' }));
  const form = screen.getByRole('form', { name: 'Change the mobile number' });
  fireEvent.change(within(form).getByLabelText('New mobile number'), { target: { value: '2055599999' } });
  fireEvent.change(within(form).getByLabelText('Login password'), { target: { value: 'Passw0rd9' } });
  return { form, to };
}

it('asks for the login password to change a bound number, and shows a taken address translated', async () => {
  const { form, to } = await changeMobileNumber({ success: false, code: 'address-taken', message: 'dev', value: null });
  fireEvent.click(within(form).getByRole('button', { name: 'Send code' }));
  expect(await within(form).findByText('This is already bound to another account')).toBeTruthy();
  expect(to('/wps/member/security/binding/code')[0]?.body).toEqual({ channel: 'mobile', address: '2055599999', password: 'Passw0rd9' });
});

it("binding by SMS: the send button counts down the code's life, disabled, and is active again at 0", async () => {
  const { form, to } = await changeMobileNumber(ok({ expiredMinutes: 1 }));
  jest.useFakeTimers();
  try {
    fireEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    const waiting = await within(form).findByRole('button', { name: 'Resend in 60 s' });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    // One second at a time on the fake clock, so each tick's effect runs before the next.
    for (let second = 0; second < 60; second++) act(() => jest.advanceTimersByTime(1000));
    const again = within(form).getByRole('button', { name: 'Send a new code' });
    expect((again as HTMLButtonElement).disabled).toBe(false);
  } finally {
    jest.useRealTimers();
  }
  expect(to('/wps/member/security/binding/code')).toHaveLength(1);
});

it('lists bank accounts with an empty state, adds one, and shows the real-name refusal', async () => {
  let accounts: AccountSecurity['bankAccounts'] = [];
  let refuse = true;
  const { to } = renderAccount((request) => {
    if (request.url === '/wps/member/security/bank-accounts' && request.method === 'POST') {
      if (refuse) return { success: false, code: 'bank-name-mismatch', message: 'dev', value: { field: 'accountName' } };
      accounts = [
        { id: 'b1', bankName: 'BCEL Bank', accountNo: '******4321', accountName: 'KHAMLA VONGSA', createdAt: '2026-11-28T01:00:00Z' },
      ];
      return ok(accounts[0]);
    }
    if (request.url === '/wps/member/security')
      return ok(account({ bankAccounts: accounts, payeeName: accounts.length ? 'KHAMLA VONGSA' : null }));
    return failed();
  });
  expect(await screen.findByText('No bank account yet')).toBeTruthy();
  const form = screen.getByRole('form', { name: 'Add a bank account' });
  fireEvent.change(within(form).getByLabelText('Bank name', { exact: false }), { target: { value: 'BCEL Bank' } });
  fireEvent.change(within(form).getByLabelText('Account number', { exact: false }), { target: { value: '0201000987654321' } });
  fireEvent.change(within(form).getByLabelText('Account name', { exact: false }), { target: { value: 'KHAMLA VONGSA' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Add a bank account' }));
  expect(await within(form).findByText('The account holder must be your real name')).toBeTruthy();
  refuse = false;
  fireEvent.click(within(form).getByRole('button', { name: 'Add a bank account' }));
  expect(await screen.findByRole('button', { name: 'Remove BCEL Bank ******4321' })).toBeTruthy();
  expect(to('/wps/member/security/bank-accounts').at(-1)?.body).toEqual({
    bankName: 'BCEL Bank',
    accountNo: '0201000987654321',
    accountName: 'KHAMLA VONGSA',
  });
});

it('sets up the authenticator: the QR code and the key, then a code turns it on', async () => {
  let on = false;
  const { to } = renderAccount((request) => {
    if (request.url === '/wps/member/security/totp/setup')
      return ok({ secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Mekong%3Ademo_member?secret=JBSWY3DPEHPK3PXP&issuer=Mekong' });
    if (request.url === '/wps/member/security/totp/enable') {
      on = true;
      return ok(null);
    }
    if (request.url === '/wps/member/security')
      return ok(account({ totpEnabled: on, secondFactorMethods: on ? ['totp', 'sms'] : ['sms'] }));
    return failed();
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Set up the authenticator' }));
  expect(await screen.findByRole('img', { name: 'QR code for the authenticator app' })).toBeTruthy();
  expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
  const form = screen.getByRole('form', { name: 'Turn on' });
  fireEvent.change(within(form).getByLabelText('Authenticator code'), { target: { value: '654321' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Turn on' }));
  expect(await screen.findByText('The authenticator is on')).toBeTruthy();
  expect(to('/wps/member/security/totp/enable')[0]?.body).toEqual({ code: '654321' });
  expect(await screen.findByRole('form', { name: 'Turn off the authenticator' })).toBeTruthy();
});

it('saves the second-factor choice', async () => {
  const { to } = renderAccount((request) => {
    if (request.url === '/wps/member/security/second-factor') return ok(null);
    if (request.url === '/wps/member/security') return ok(account({ secondFactorMethods: ['totp', 'sms'] }));
    return failed();
  });
  const form = await screen.findByRole('form', { name: 'Verification on new devices' });
  fireEvent.change(within(form).getByLabelText('Offer first'), { target: { value: 'sms' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(to('/wps/member/security/second-factor')[0]?.body).toEqual({ enabled: true, first: 'sms' }));
});

it.each([
  ['LA', 'Laos'],
  ['LOCAL', 'Local network'],
])("names the last login's place %s as %s", async (location, name) => {
  renderAccount((request) =>
    request.url === '/wps/member/security' ? ok(account({ lastLogin: { ...account().lastLogin, location } })) : failed(),
  );
  await screen.findByRole('list', { name: 'Logins and devices' });
  expect(screen.getByText(name)).toBeTruthy();
});

it('shows the last login and the sessions, and signs out the others', async () => {
  let signedOut = false;
  const { to } = renderAccount((request) => {
    if (request.url === '/wps/member/security/sessions/revoke-others') {
      signedOut = true;
      return ok({ signedOut: 1 });
    }
    if (request.url === '/wps/member/security') return ok(account(signedOut ? { sessions: [account().sessions[0]!] } : {}));
    return failed();
  });
  const sessions = await screen.findByRole('list', { name: 'Logins and devices' });
  expect(within(sessions).getByText('This device')).toBeTruthy();
  expect(within(sessions).getByText('Safari on iPhone')).toBeTruthy();
  expect(screen.getAllByText('203.0.113.7').length).toBeGreaterThan(0);
  expect(screen.getByText('Unknown')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
  expect(await screen.findByText('Other sessions signed out: 1')).toBeTruthy();
  expect(to('/wps/member/security/sessions/revoke-others')).toHaveLength(1);
  await waitFor(() => expect(within(screen.getByRole('list', { name: 'Logins and devices' })).queryByText('Safari on iPhone')).toBeNull());
});

it('shows the error state with a retry when the account cannot be read', async () => {
  let fail = true;
  renderAccount((request) => {
    if (request.url === '/wps/member/security') return fail ? failed() : ok(account());
    return failed();
  });
  const retries = await screen.findAllByRole('button', { name: 'Try again' });
  fail = false;
  retries.forEach((button) => fireEvent.click(button));
  expect(await screen.findByRole('form', { name: 'Profile' })).toBeTruthy();
});
