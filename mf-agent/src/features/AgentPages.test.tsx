// The agent-centre pages against a fake API: what each asks for (period, range, scope, account, page), how it shows
// the answer, its empty and error states, and the transfer to a downline (amount and withdraw password checked
// before anything is sent, then one call with the downline's account).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { businessToday, presetRange } from '@mekong/ui';
import { failed, ok, page, renderAgentPage, rowTexts, type SentRequest } from '../testSupport';
import { AgentAnnouncements } from './announcements/AgentAnnouncements';
import { RegisterCenter } from './register-center/RegisterCenter';
import { TeamManagement } from './team-management/TeamManagement';
import { TeamOverview } from './team-overview/TeamOverview';
import { TeamBets } from './team-reports/TeamBets';
import { TeamTransactions } from './team-reports/TeamTransactions';
import { UserLoss } from './team-reports/UserLoss';

const lastWeek = presetRange('last7', businessToday());

const overview = {
  startDate: '2026-11-28',
  endDate: '2026-11-28',
  teamSize: 4,
  directCount: 3,
  activeMembers: 2,
  newMembers: 1,
  deposits: 1_000_000,
  withdrawals: 250_000,
  betCount: 6,
  validBets: 12_000,
  win: 9_000,
  profit: -3_000,
};

describe('team overview', () => {
  it('shows the figures of today, then of each period tab and of a custom range', async () => {
    const { to } = renderAgentPage(<TeamOverview />, () => ok(overview));
    const team = await screen.findByRole('region', { name: 'Team' });
    expect(within(team).getByText('Team members').nextSibling?.textContent).toBe('4');
    expect(within(screen.getByRole('region', { name: 'Money' })).getByText('₭ 10,000.00')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Betting' })).getByText('₭ -30.00')).toBeTruthy();
    expect(to('/wps/agent/team/overview')[0]?.query).toEqual({ period: 'today' });

    fireEvent.click(screen.getByRole('tab', { name: 'This week' }));
    await waitFor(() => expect(to('/wps/agent/team/overview').at(-1)?.query).toEqual({ period: 'thisWeek' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Custom range' }));
    await waitFor(() => expect(to('/wps/agent/team/overview').at(-1)?.query).toEqual({ period: 'custom', ...lastWeek }));
    expect(screen.getByRole('group', { name: 'Date range' })).toBeTruthy();
  });

  it('offers a retry when the call fails', async () => {
    let calls = 0;
    renderAgentPage(<TeamOverview />, () => (++calls === 1 ? failed() : ok(overview)));
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Team' })).toBeTruthy();
  });
});

const downline = (account: string, level = 1) => ({
  id: account,
  account,
  type: 0,
  isAgent: false,
  level,
  upline: 'demo_agent',
  registeredAt: '2026-11-20T03:00:00Z',
  lastLoginAt: null,
  balance: 5_000_000,
  teamSize: 0,
});

describe('team management', () => {
  const answer = (request: SentRequest) => {
    const path = request.url.split('?')[0];
    if (path === '/wps/agent/downlines') return ok(page([downline('demo_down1'), downline('demo_down3', 2)]));
    if (path === '/wps/agent/downlines/detail')
      return ok({
        ...downline('demo_down1'),
        directCount: 0,
        betCount: 2,
        validBets: 2000,
        win: 2000,
        profit: 0,
        deposits: 0,
        withdrawals: 0,
      });
    if (request.method === 'POST')
      return ok({ entryId: 'e1', toAccount: 'demo_down1', amount: 1_000_000, balance: 9_000_000, createdAt: '2026-11-28T03:00:00Z' });
    // The transfer options: the agent has a withdraw password.
    return ok({ upline: null, hasWithdrawPassword: true });
  };

  it('lists the downlines, searches by account and scope, back to page 1', async () => {
    const { to } = renderAgentPage(<TeamManagement />, answer);
    const table = await screen.findByRole('table', { name: 'Downlines' });
    expect(rowTexts(table)[1]?.slice(0, 5)).toEqual(['demo_down1', 'Member', '1', 'demo_agent', '₭ 50,000.00']);
    expect(to('/wps/agent/downlines')[0]?.query).toEqual({ scope: 'all', pageNo: '1', pageSize: '20' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Downlines' }), { target: { value: 'direct' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Account' }), { target: { value: ' demo_down1 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(to('/wps/agent/downlines').at(-1)?.query).toEqual({ scope: 'direct', account: 'demo_down1', pageNo: '1', pageSize: '20' }),
    );
  });

  it("opens a downline's detail and transfers to it with the withdraw password", async () => {
    const { to, requests, events } = renderAgentPage(<TeamManagement />, answer);
    fireEvent.click(await screen.findByRole('button', { name: 'Details of demo_down1' }));
    const detail = await screen.findByRole('region', { name: 'Details of demo_down1' });
    await within(detail).findByText('Valid bets');
    expect(to('/wps/agent/downlines/detail')[0]?.query).toEqual({ account: 'demo_down1', ...lastWeek });

    const form = await screen.findByRole('form', { name: 'Transfer to downline' });
    fireEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText('Enter an amount')).toBeTruthy();
    expect(within(form).getByText('The withdraw password is 6 digits')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    fireEvent.change(within(form).getByRole('textbox', { name: 'Amount' }), { target: { value: '10,000' } });
    fireEvent.change(within(form).getByLabelText('Withdraw password'), { target: { value: '246810' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText('₭ 10,000.00 sent to demo_down1. Your balance: ₭ 90,000.00')).toBeTruthy();
    const [sent] = requests.filter((request) => request.method === 'POST');
    expect(sent?.body).toEqual({
      amount: 1_000_000,
      withdrawPassword: '246810',
      toAccount: 'demo_down1',
      idempotencyKey: expect.any(String),
    });
    expect(events.map((event) => event.type)).toContain('balance/refresh');
  });

  it('says a wrong withdraw password in words', async () => {
    renderAgentPage(<TeamManagement />, (request) =>
      request.method === 'POST' ? failed('wrong', 'withdraw-password-wrong') : answer(request),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Details of demo_down1' }));
    const form = await screen.findByRole('form', { name: 'Transfer to downline' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Amount' }), { target: { value: '10,000' } });
    fireEvent.change(within(form).getByLabelText('Withdraw password'), { target: { value: '111111' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByRole('alert')).toHaveProperty('textContent', 'The withdraw password is wrong');
  });
});

describe('team reports', () => {
  it('team betting: the team bets with account and totals, filtered by account', async () => {
    const bet = {
      id: 'b1',
      account: 'demo_down1',
      gameName: 'Dice',
      vassalage: 'MEKONG',
      gameType: 'INHOUSE',
      stake: 1000,
      win: 0,
      profit: -1000,
      status: 'SETTLED',
      placedAt: '2026-11-20T17:30:00Z',
      settledAt: null,
    };
    const { to } = renderAgentPage(<TeamBets />, () =>
      ok({ ...page([bet]), totals: { betCount: 1, stake: 1000, win: 0, profit: -1000 }, nextCursor: null }),
    );
    const table = await screen.findByRole('table', { name: 'Team betting' });
    expect(rowTexts(table)[1]).toEqual([
      '2026/11/21 00:30:00',
      'demo_down1',
      'Dice',
      'In-house games',
      '₭ 10.00',
      '₭ 0.00',
      '₭ -10.00',
      'Settled',
    ]);
    expect(rowTexts(table)[2]?.[0]).toBe('Total (bets: 1)');
    expect(to('/wps/agent/team/bets')[0]?.query).toEqual({ ...lastWeek, pageNo: '1', pageSize: '20' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Account' }), { target: { value: 'demo_down1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(to('/wps/agent/team/bets').at(-1)?.query.account).toBe('demo_down1'));
  });

  it('user loss: per downline with the totals; nothing played reads as no data', async () => {
    renderAgentPage(<UserLoss />, () =>
      ok({
        ...page([{ account: 'demo_down1', level: 1, betCount: 2, stake: 2000, validBet: 2000, win: 2000, profit: 0 }]),
        totals: { betCount: 2, stake: 2000, win: 2000, profit: 0 },
      }),
    );
    const table = await screen.findByRole('table', { name: 'User loss' });
    expect(rowTexts(table)[1]).toEqual(['demo_down1', '1', '2', '₭ 20.00', '₭ 20.00', '₭ 20.00', '₭ 0.00']);
  });

  it('account details: the movements of the team with their kind, and no data when there are none', async () => {
    renderAgentPage(<TeamTransactions />, () => ok({ ...page([]), totalAmount: 0 }));
    expect(await screen.findByText('No data')).toBeTruthy();
  });
});

describe('register center and announcements', () => {
  it('shows the code and link with copy buttons and a QR code, and the accounts the link brought', async () => {
    renderAgentPage(<RegisterCenter />, (request) =>
      request.url.startsWith('/wps/agent/referrals')
        ? ok(page([{ account: 'newbie1', registeredAt: '2026-11-20T03:00:00Z', lastLoginAt: null }]))
        : ok({ valid: true, code: 'MEKONG88', link: 'https://mekong.example/register?affiliateCode=MEKONG88' }),
    );
    expect(await screen.findByText('MEKONG88')).toBeTruthy();
    expect(screen.getByText('https://mekong.example/register?affiliateCode=MEKONG88')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code of your referral link' })).toBeTruthy();
    const referrals = await screen.findByRole('table', { name: 'Accounts your link brought' });
    expect(rowTexts(referrals)[1]).toEqual(['newbie1', '2026/11/20 10:00:00', 'Never']);
  });

  it('checks the create-account form before sending: required fields and the same password twice', async () => {
    const { requests } = renderAgentPage(<RegisterCenter />, () => ok(page([])));
    const form = await screen.findByRole('form', { name: 'Create downline account' });
    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'abc12345' } });
    fireEvent.change(within(form).getByLabelText('Confirm password'), { target: { value: 'abc12346' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(await within(form).findByText('Required')).toBeTruthy();
    expect(within(form).getByText('The two passwords differ')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('lists the agent announcements, 8 a page', async () => {
    const { to } = renderAgentPage(<AgentAnnouncements />, () =>
      ok(page([{ id: 'a1', title: 'New rates', content: '<p>From <b>Monday</b></p><script>x()</script>' }])),
    );
    const item = await screen.findByRole('listitem', { name: 'New rates' });
    expect(item.textContent).toBe('New ratesFrom Monday');
    expect(to('/wps/agent/announcements')[0]?.query).toEqual({ pageNo: '1', pageSize: '8' });
  });
});
