// The contract screens against a fake API: the offer form (its checks before anything is sent, the offer each kind's
// call receives, the higher-rate confirmation that resends agreeing), the contracts list's answers and the Contract
// requests screen; then the settlement record pages, my income and a refusal for an account outside the team.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PATHS } from '@mekong/contracts';
import { type Contract, type ContractRequest } from '@mekong/contracts/agents';
import { failed, ok, page, renderAgentPage, rowTexts, type SentRequest } from '../../testSupport';
import { DailyWages, RealtimeSalary } from '../income/SalaryPages';
import { MyIncome } from '../income/MyIncome';
import { TeamManagement } from '../team-management/TeamManagement';
import { TeamBets } from '../team-reports/TeamBets';
import { ContractList } from './ContractList';
import { AgentCentre } from '../agent-centre/AgentCentre';
import { ContractRequests } from './ContractRequests';

const posts = (requests: SentRequest[]) => requests.filter((request) => request.method === 'POST');

const subagent = {
  id: '5',
  account: 'demo_subagent',
  type: 2,
  isAgent: true,
  level: 1,
  upline: 'demo_agent',
  registeredAt: '2026-11-20T03:00:00Z',
  lastLoginAt: null,
  balance: 0,
  teamSize: 1,
  directCount: 1,
  betCount: 0,
  validBets: 0,
  win: 0,
  profit: 0,
  deposits: 0,
  withdrawals: 0,
};

function teamAnswer(offer: (request: SentRequest) => unknown) {
  return (request: SentRequest) => {
    const path = request.url.split('?')[0];
    if (request.method === 'POST') return offer(request);
    if (path === '/wps/agent/downlines') return ok(page([subagent]));
    if (path === '/wps/agent/downlines/detail') return ok(subagent);
    return ok({ upline: null, hasWithdrawPassword: true });
  };
}

async function openOfferForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Details of demo_subagent' }));
  return screen.findByRole('form', { name: 'Contract offer' });
}

const contract = (extra: Partial<Contract> = {}): Contract => ({
  id: 'c1',
  kind: 'dailySalary',
  status: 'offered',
  side: 'given',
  upline: 'demo_agent',
  downline: 'demo_subagent',
  period: null,
  tiers: [
    {
      rateBp: 30,
      activeMembers: 1,
      periodValidBet: null,
      periodProfitLoss: null,
      dailyBet: 500_000,
      hourlyBet: null,
      profitRateBp: null,
      lossRateBp: null,
      singleBet: null,
    },
  ],
  topRateBp: 30,
  uplineAgreed: false,
  createdAt: '2026-11-28T03:00:00Z',
  answeredAt: null,
  terminatedAt: null,
  terminationReason: null,
  pendingTermination: null,
  ...extra,
});

describe('offering a contract', () => {
  it('checks the tiers before sending, then sends the daily-salary offer in basis points and minor units', async () => {
    const { requests } = renderAgentPage(
      <TeamManagement />,
      teamAnswer(() => ok({ contract: contract(), request: null })),
    );
    const form = await openOfferForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Send the offer' }));
    expect(await within(form).findAllByText('Required')).toHaveLength(3);
    fireEvent.change(within(form).getByRole('textbox', { name: 'Signing ratio / rate' }), { target: { value: '101' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send the offer' }));
    expect(await within(form).findByText('A percentage from 0.01 to 100, with at most 2 decimals')).toBeTruthy();
    expect(posts(requests)).toEqual([]);

    fireEvent.change(within(form).getByRole('textbox', { name: 'Signing ratio / rate' }), { target: { value: '0.3' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Active members' }), { target: { value: '1' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Daily bet amount' }), { target: { value: '5,000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send the offer' }));
    expect(await within(form).findByText('The Daily salary offer was sent to demo_subagent: it waits for their answer.')).toBeTruthy();
    const [sent] = posts(requests);
    expect(sent?.url).toBe(PATHS.contracts.dailySalary);
    expect(sent?.body).toEqual({
      action: 'offer',
      account: 'demo_subagent',
      agreeToTerminate: false,
      tiers: [{ rateBp: 30, activeMembers: 1, dailyBet: 500_000 }],
    });
  });

  it('a dividend takes its period, and tiers must rise', async () => {
    const { requests } = renderAgentPage(
      <TeamManagement />,
      teamAnswer(() => ok({ contract: contract(), request: null })),
    );
    const form = await openOfferForm();
    fireEvent.change(within(form).getByRole('combobox', { name: 'Contract type' }), { target: { value: 'dividend' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Dividend period' }), { target: { value: 'Monthly' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add a tier' }));
    for (const tier of within(form).getAllByRole('group')) {
      fireEvent.change(within(tier).getByRole('textbox', { name: 'Signing ratio / rate' }), { target: { value: '10' } });
      fireEvent.change(within(tier).getByRole('textbox', { name: 'Active members' }), { target: { value: '2' } });
      fireEvent.change(within(tier).getByRole('textbox', { name: 'Period valid bet' }), { target: { value: '100' } });
      fireEvent.change(within(tier).getByRole('textbox', { name: 'Period P&L' }), { target: { value: '10' } });
    }
    fireEvent.click(within(form).getByRole('button', { name: 'Send the offer' }));
    expect(await within(form).findByRole('alert')).toHaveProperty(
      'textContent',
      'Each tier needs a higher threshold than the tier before it, and a rate no lower',
    );
    expect(posts(requests)).toEqual([]);
    const second = within(form).getByRole('group', { name: 'Tier 2' });
    fireEvent.change(within(second).getByRole('textbox', { name: 'Active members' }), { target: { value: '5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send the offer' }));
    await waitFor(() => expect(posts(requests)).toHaveLength(1));
    expect(posts(requests)[0]?.url).toBe(PATHS.contracts.dividend);
    expect(posts(requests)[0]?.body).toMatchObject({ period: 'Monthly', tiers: [{ activeMembers: 2 }, { activeMembers: 5 }] });
  });

  it('asks before proceeding over a higher rate, then resends agreeing to end the current contract', async () => {
    const { requests } = renderAgentPage(
      <TeamManagement />,
      teamAnswer((request) =>
        (request.body as { agreeToTerminate: boolean }).agreeToTerminate
          ? ok({ contract: contract({ uplineAgreed: true }), request: null })
          : failed('higher', 'downline-has-higher-rate'),
      ),
    );
    const form = await openOfferForm();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Signing ratio / rate' }), { target: { value: '0.1' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Active members' }), { target: { value: '0' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Daily bet amount' }), { target: { value: '0' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send the offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'A higher rate already' });
    expect(dialog.textContent).toContain('demo_subagent already has a Daily salary contract with a higher rate');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    expect(await within(form).findByText(/offer was sent to demo_subagent/)).toBeTruthy();
    expect(posts(requests).map((request) => (request.body as { agreeToTerminate: boolean }).agreeToTerminate)).toEqual([false, true]);
  });

  it('a frozen agent reads why above the transfer form, with what it owes', async () => {
    renderAgentPage(<TeamManagement />, (request) =>
      request.url.startsWith(PATHS.agentSettlements.debts)
        ? ok({ frozen: true, owed: 250_000, debts: [] })
        : teamAnswer(() => ok(null))(request),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Details of demo_subagent' }));
    const notice = await screen.findByRole('region', { name: 'Account frozen' });
    expect(notice.textContent).toContain('You owe your downlines ₭ 2,500.00 of dividends.');
  });

  it('offers no contract to a member or a deeper downline', async () => {
    renderAgentPage(<TeamManagement />, (request) =>
      request.url.startsWith('/wps/agent/downlines/detail') ? ok({ ...subagent, isAgent: false }) : teamAnswer(() => ok(null))(request),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Details of demo_subagent' }));
    await screen.findByRole('region', { name: 'Details of demo_subagent' });
    await screen.findByRole('form', { name: 'Transfer to downline' });
    expect(screen.queryByRole('form', { name: 'Contract offer' })).toBeNull();
  });
});

describe('contracts list and requests', () => {
  it('a received offer is accepted from the list; an active one asked to end; tiers open in a dialog', async () => {
    const received = contract({ side: 'received' });
    const dividendTier = { ...contract().tiers[0]!, rateBp: 2_000, dailyBet: null, periodValidBet: 1_000_000, periodProfitLoss: 500_000 };
    const active = contract({ id: 'c2', status: 'active', side: 'received', kind: 'dividend', period: 'Weekly', tiers: [dividendTier] });
    const { requests, to } = renderAgentPage(<ContractList />, (request) =>
      request.method === 'POST' ? ok({ contract: received, request: null }) : ok(page([received, active])),
    );
    const table = await screen.findByRole('table', { name: 'Contracts' });
    expect(to(PATHS.contracts.list)[0]?.query).toEqual({ side: 'given', pageNo: '1', pageSize: '20' });
    expect(rowTexts(table)[1]?.slice(0, 5)).toEqual(['Daily salary', 'demo_agent', 'Waiting for an answer', '—', '0.30%']);
    fireEvent.click(within(table).getByRole('button', { name: 'Tiers of the Dividend contract with demo_agent' }));
    const tiers = await screen.findByRole('dialog', { name: 'Dividend contract with demo_agent' });
    expect(within(tiers).getByText('Dividend period: Weekly')).toBeTruthy();
    expect(within(within(tiers).getByRole('listitem', { name: 'Tier 1' })).getByText('₭ 5,000.00')).toBeTruthy();
    expect(within(tiers).getByText('20.00%')).toBeTruthy();
    fireEvent.click(within(tiers).getByRole('button', { name: 'Close' }));

    fireEvent.click(within(table).getByRole('button', { name: 'Accept the Daily salary contract of demo_agent' }));
    expect(await screen.findByText('You accepted the Daily salary contract of demo_agent.')).toBeTruthy();
    fireEvent.click(
      within(await screen.findByRole('table', { name: 'Contracts' })).getByRole('button', {
        name: 'Ask to end the Dividend contract with demo_agent',
      }),
    );
    await waitFor(() => expect(posts(requests)).toHaveLength(2));
    expect(posts(requests).map((request) => [request.url, request.body])).toEqual([
      [PATHS.contracts.dailySalary, { action: 'accept', contractId: 'c1' }],
      [PATHS.contracts.dividend, { action: 'terminate', contractId: 'c2' }],
    ]);
  });

  it('an offer given that still waits is withdrawn from the list; a contract ended with the upline’s (lowered or ended) says so', async () => {
    const given = contract();
    const capped = contract({ id: 'c3', status: 'terminated', terminationReason: 'upline-capped', side: 'received' });
    const { requests } = renderAgentPage(<ContractList />, (request) =>
      request.method === 'POST' ? ok({ contract: { ...given, status: 'withdrawn' }, request: null }) : ok(page([given, capped])),
    );
    const table = await screen.findByRole('table', { name: 'Contracts' });
    expect(rowTexts(table)[2]?.[2]).toBe("Ended · ended: the upline's own contract was lowered below it or ended");
    // Only the upline's own waiting offer can be withdrawn.
    expect(within(table).getAllByRole('button', { name: /^Withdraw/ })).toHaveLength(1);
    fireEvent.click(within(table).getByRole('button', { name: 'Withdraw the Daily salary offer to demo_subagent' }));
    expect(await screen.findByText('You withdrew the Daily salary offer to demo_subagent.')).toBeTruthy();
    expect(posts(requests).map((request) => [request.url, request.body])).toEqual([
      [PATHS.contracts.dailySalary, { action: 'withdraw', contractId: 'c1' }],
    ]);
  });

  it('the agent centre’s menu follows the contract flags without a reload once a contract is accepted (in the shell’s popup)', async () => {
    let hasDaily = false;
    const flags = () => ({
      balance: 0,
      heldBalance: 0,
      currencySymbol: '₭',
      dailysalreqtype: null,
      divtypereq: null,
      contracthoursalreq: null,
      realtimesalreqtype: null,
      hasDailySalaryContract: hasDaily,
      hasHourSalaryContract: false,
      hasSalaryContract: false,
      hasDividendContract: false,
    });
    const { bus, to } = renderAgentPage(<AgentCentre />, (request) => {
      const path = request.url.split('?')[0];
      if (path === PATHS.member.fundsConsolidated) return ok(flags());
      if (path === PATHS.system.whitelabel) return ok([]);
      return failed('down', 'internal');
    });
    const menu = await screen.findByRole('navigation', { name: 'Agent centre menu' });
    expect(within(menu).queryByRole('link', { name: 'Daily salary' })).toBeNull();
    hasDaily = true;
    act(() => bus.emit('contracts/changed', { kind: 'dailySalary' }));
    expect(await within(menu).findByRole('link', { name: 'Daily salary' })).toBeTruthy();
    expect(to(PATHS.member.fundsConsolidated)).toHaveLength(2);
    // The other party's push reads them again too.
    act(() => bus.emit('socket/message', { type: 'contract', payload: { kind: 'dailySalary' } }));
    await waitFor(() => expect(to(PATHS.member.fundsConsolidated)).toHaveLength(3));
  });

  it('reads the list again when the other party acts (the contract push the shell relays)', async () => {
    const { to, bus } = renderAgentPage(<ContractList />, () => ok(page([contract()])));
    await screen.findByRole('table', { name: 'Contracts' });
    bus.emit('socket/message', { type: 'message', payload: {} });
    bus.emit('socket/message', { type: 'contract', payload: { kind: 'dailySalary' } });
    await waitFor(() => expect(to(PATHS.contracts.list)).toHaveLength(2));
  });

  it('says a refusal in words: an answer that came too late', async () => {
    renderAgentPage(<ContractList />, (request) =>
      request.method === 'POST' ? failed('state', 'contract-state') : ok(page([contract({ side: 'received' })])),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Reject the Daily salary contract of demo_agent' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'This was already answered or has ended: the list now shows where it stands',
    );
  });

  it('answers requests: a termination accepted, a new-contract request by an offer in a dialog', async () => {
    const request = (extra: Partial<ContractRequest>): ContractRequest => ({
      id: 'r1',
      type: 'termination',
      kind: 'dailySalary',
      status: 'pending',
      contractId: 'c1',
      box: 'received',
      from: 'demo_subagent',
      to: 'demo_agent',
      createdAt: '2026-11-28T03:00:00Z',
      answeredAt: null,
      ...extra,
    });
    const { requests, to } = renderAgentPage(<ContractRequests />, (sent) =>
      sent.method === 'POST'
        ? ok({ contract: null, request: null })
        : ok(page([request({}), request({ id: 'r2', type: 'new', kind: 'hourlySalary', contractId: null })])),
    );
    const table = await screen.findByRole('table', { name: 'Contract requests' });
    expect(to(PATHS.contracts.requests)[0]?.query).toEqual({ box: 'received', status: 'pending', pageNo: '1', pageSize: '20' });
    fireEvent.click(within(table).getByRole('button', { name: 'Accept the request of demo_subagent: End of contract' }));
    expect(await screen.findByText('You accepted the request of demo_subagent.')).toBeTruthy();
    expect(posts(requests)[0]?.body).toEqual({ action: 'answerRequest', requestId: 'r1', accept: true });

    fireEvent.click(
      within(await screen.findByRole('table', { name: 'Contract requests' })).getByRole('button', {
        name: 'Offer demo_subagent a contract',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Offer a contract to demo_subagent' });
    const form = within(dialog).getByRole('form', { name: 'Contract offer' });
    expect(within(form).getByRole('combobox', { name: 'Contract type' })).toHaveProperty('value', 'hourlySalary');
    fireEvent.change(within(form).getByRole('textbox', { name: 'Signing ratio / rate' }), { target: { value: '1' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Active members' }), { target: { value: '1' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Hourly bet amount' }), { target: { value: '100' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send the offer' }));
    await waitFor(() => expect(posts(requests)).toHaveLength(2));
    expect(posts(requests)[1]).toMatchObject({ url: PATHS.contracts.hourSalary, body: { action: 'offer', requestId: 'r2' } });
  });
});

const settlement = {
  id: 's1',
  contractId: 'c1',
  kind: 'dailySalary',
  upline: null,
  downline: 'demo_agent',
  periodStart: '2026-11-26T17:00:00Z',
  periodEnd: '2026-11-27T17:00:00Z',
  businessDay: '2026-11-27',
  activeMembers: 3,
  validBet: 12_000_000,
  profit: -500_000,
  rateBp: 100,
  amount: 120_000,
  status: 'paid',
  paidAt: '2026-11-28T00:05:00Z',
};

describe('settlement records and my income', () => {
  it('daily wages: what the house paid, with the sum; the other side by the direction filter', async () => {
    const { to } = renderAgentPage(<DailyWages />, () => ok({ ...page([settlement]), totalAmount: 120_000 }));
    const table = await screen.findByRole('table', { name: 'Daily salary' });
    expect(rowTexts(table)[1]).toEqual(['2026/11/27', 'The site', '3', '₭ 120,000.00', '₭ -5,000.00', '1.00%', '₭ 1,200.00', 'Paid']);
    expect(rowTexts(table)[2]?.[0]).toBe('Total');
    expect(to(PATHS.agentSettlements.dailyWages)[0]?.query).toMatchObject({ direction: 'received', pageNo: '1', pageSize: '20' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Settlements' }), { target: { value: 'paid' } });
    await waitFor(() => expect(to(PATHS.agentSettlements.dailyWages).at(-1)?.query.direction).toBe('paid'));
    expect(await screen.findByRole('columnheader', { name: 'Paid to' })).toBeTruthy();
  });

  it('real-time salary: the 5-minute window and its qualifying bets', async () => {
    renderAgentPage(<RealtimeSalary />, () =>
      ok({
        ...page([
          {
            ...settlement,
            kind: 'realtimeSalary',
            periodStart: '2026-11-28T03:00:00Z',
            periodEnd: '2026-11-28T03:05:00Z',
            qualifyingBets: 4,
            profitStake: 1000,
            lossStake: 3000,
          },
        ]),
        totalAmount: 120_000,
      }),
    );
    const table = await screen.findByRole('table', { name: 'Real-time salary' });
    expect(rowTexts(table)[1]?.slice(0, 5)).toEqual(['2026/11/28 10:00:00 – 10:05:00', '4', '₭ 10.00', '₭ 30.00', 'The site']);
  });

  it('my income: received and paid by kind, referral commissions as their own line, the net per day', async () => {
    const kinds = (dividend: number, dailySalary: number) => ({ dividend, dailySalary, hourlySalary: 0, realtimeSalary: 0 });
    renderAgentPage(<MyIncome />, () =>
      ok({
        ...page([{ businessDay: '2026-11-27', received: kinds(0, 120_000), paid: kinds(0, 20_000), commission: 5_000, net: 105_000 }]),
        totals: { received: kinds(0, 120_000), paid: kinds(0, 20_000), commission: 5_000, net: 105_000 },
      }),
    );
    const table = await screen.findByRole('table', { name: 'My income' });
    expect(rowTexts(table)[1]).toEqual(['2026/11/27', '₭ 1,200.00', '₭ 200.00', '₭ 50.00', '₭ 1,050.00']);
    expect(within(screen.getByRole('region', { name: 'Received' })).getByText('Daily salary').nextSibling?.textContent).toBe('₭ 1,200.00');
    expect(within(screen.getByRole('region', { name: 'Commissions' })).getByText('Referral rewards').nextSibling?.textContent).toBe(
      '₭ 50.00',
    );
  });

  it('an account outside the team is said as such, with a retry', async () => {
    renderAgentPage(<TeamBets />, () => failed('No such account in your team', 'not-in-your-team'));
    expect(await screen.findByText('This account is not in your team')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
