import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FEATURES, PATHS } from '@mekong/contracts';
import { loginAnswer, recorder, whitelabelWith } from '../../test-support/authFixtures';
import { failEnvelope, FixtureHandler, okEnvelope, renderShell, siteFixtures } from '../../test-support/renderShell';
import { ageOn, registerRulesFor } from './RegisterPopup';


async function openRegister(features: string[], extra: Record<string, unknown> = {}) {
  const view = renderShell('/register', { fixtures: { ...siteFixtures, [PATHS.system.whitelabel]: whitelabelWith(...features), ...extra } });
  const dialog = await screen.findByRole('dialog', { name: 'Register' });
  await within(dialog).findByLabelText('Username *');
  return { ...view, dialog };
}

function fill(dialog: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

const valid = { 'Username *': 'somchai1', 'Password *': 'abc123', 'Confirm password *': 'abc123', 'Mobile number *': '2055512345' };

describe('register popup', () => {
  it('shows the username form only (no tabs) when only USERNAMEREG3 is on, with the fields the server shows', async () => {
    const { dialog } = await openRegister([FEATURES.usernameRegister]);
    expect(within(dialog).queryByRole('tablist')).toBeNull();
    expect(within(dialog).getByLabelText('Invitation code')).toBeTruthy();
    // Email is not shown by the server; the SMS code needs REGMOBVERF3.
    expect(within(dialog).queryByLabelText(/Email/)).toBeNull();
    expect(within(dialog).queryByLabelText('SMS code')).toBeNull();
  });

  it('shows both tabs and the SMS code when the features are on', async () => {
    const { dialog } = await openRegister([FEATURES.usernameRegister, FEATURES.mobileRegister, FEATURES.smsOnRegister]);
    const tabs = within(dialog).getByRole('tablist', { name: 'Register with' });
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Username', 'Mobile number']);
    expect(within(dialog).getByLabelText('SMS code')).toBeTruthy();
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Mobile number' }));
    await waitFor(() => expect(within(dialog).queryByLabelText('Username *')).toBeNull());
    expect(within(dialog).getByLabelText('Mobile number *')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Password *')).toBeNull();
  });

  it('does not submit without the terms ticked, and shows the field rules’ errors', async () => {
    const register = recorder(() => okEnvelope(loginAnswer()));
    const { dialog } = await openRegister([FEATURES.usernameRegister], { [PATHS.member.register]: register.handler });
    fill(dialog, { 'Username *': '1abc', 'Password *': 'abc', 'Confirm password *': 'abd', 'Mobile number *': '2055' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));

    expect(await within(dialog).findByText('not empty?')).toBeTruthy();
    expect(within(dialog).getByText('Length must be 6 to 16 characters')).toBeTruthy();
    expect(within(dialog).getAllByText('Password must be 6 to 20 characters')).toHaveLength(2);
    expect(within(dialog).getByRole('checkbox', { name: /agree to the terms/ }).getAttribute('aria-invalid')).toBe('true');

    fill(dialog, valid);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('not empty?')).toBeTruthy();
    await waitFor(() => expect(within(dialog).queryByText('Length must be 6 to 16 characters')).toBeNull());
    expect(register.requests).toHaveLength(0);
  });

  it('says the confirmation differs and checks the username pattern', async () => {
    const { dialog } = await openRegister([FEATURES.usernameRegister]);
    fill(dialog, { ...valid, 'Username *': '1somchai', 'Confirm password *': 'abc124' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /agree to the terms/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('The two entries do not match')).toBeTruthy();
    expect(within(dialog).getByText('Invalid account format')).toBeTruthy();
  });

  it('stops on an invalid invitation code with its dialog', async () => {
    const register = recorder(() => okEnvelope(loginAnswer()));
    const { dialog } = await openRegister([FEATURES.usernameRegister], {
      [PATHS.member.register]: register.handler,
      [PATHS.agent.affiliate]: new FixtureHandler(() => failEnvelope('invitation_code_error', 'Invalid invitation code')),
    });
    fill(dialog, { ...valid, 'Invitation code': 'NOPE1' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /agree to the terms/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    const warning = await screen.findByRole('dialog', { name: 'Warning' });
    expect(within(warning).getByText('Invalid invitation code')).toBeTruthy();
    expect(register.requests).toHaveLength(0);
  });

  it('registers, signs in, closes the popup and goes to /', async () => {
    const register = recorder(() => okEnvelope(loginAnswer()));
    const { dialog, services, visited } = await openRegister([FEATURES.usernameRegister], {
      [PATHS.member.register]: register.handler,
      [PATHS.agent.affiliate]: { valid: true, code: 'AG01' },
    });
    fill(dialog, { ...valid, 'Invitation code': 'AG01' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /agree to the terms/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Register' })).toBeNull());
    expect(register.requests[0]?.body).toEqual(
      expect.objectContaining({ username: 'somchai1', password: 'abc123', mobileNum: '2055512345', countryDialingCode: '856', affiliateCode: 'AG01', login: true, registerMethod: 'WEB' }),
    );
    expect(services.sessionStore.current().isLogin).toBe(true);
    await waitFor(() => expect(visited.at(-1)).toBe('/'));
  });
});

describe('register rules', () => {
  const rules = siteFixtures[PATHS.system.settingRegister] as { fields: Parameters<typeof registerRulesFor>[1] };

  it('mobile tab: mobile and SMS code required, password only with MOBILENUMPASSREG3, never the username', () => {
    const fields = (mobilePassword: boolean) => registerRulesFor('mobile', rules.fields, { smsVerification: true, mobilePassword }).map((r) => r.field);
    expect(fields(false)).toEqual(['mobileNum', 'verificationCode', 'affiliateCode']);
    expect(fields(true)).toEqual(['mobileNum', 'verificationCode', 'password', 'confirmPassword', 'affiliateCode']);
  });

  it('computes whole years for the 21+ birthday check', () => {
    const today = new Date(2026, 10, 22);
    expect(ageOn('2005-11-22', today)).toBe(21);
    expect(ageOn('2005-11-23', today)).toBe(20);
    expect(ageOn('not a date', today)).toBeNull();
  });
});
