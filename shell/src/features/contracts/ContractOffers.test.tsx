// The contract popup through the whole shell: a signed-in agent with an offer waiting reads who offers what and its
// tiers, accepts it through the kind's named call, then the next; a refusal in words; nothing for visitors, trial
// accounts or an account with nothing to answer.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PATHS, TRIAL_TYPE } from '@mekong/contracts';
import { type Contract } from '@mekong/contracts/agents';
import { recorder } from '../../test-support/authFixtures';
import { failEnvelope, memberProfileFixture, okEnvelope, renderShell, siteFixtures } from '../../test-support/renderShell';

const funds = (dailysalreqtype: string | null) => ({
  balance: 0,
  heldBalance: 0,
  currencySymbol: '₭',
  dailysalreqtype,
  divtypereq: null,
  contracthoursalreq: null,
  realtimesalreqtype: null,
  hasDailySalaryContract: false,
  hasHourSalaryContract: false,
  hasSalaryContract: false,
  hasDividendContract: false,
});

const tier = {
  rateBp: 30,
  activeMembers: 1,
  periodValidBet: null,
  periodProfitLoss: null,
  dailyBet: 500_000,
  hourlyBet: null,
  profitRateBp: null,
  lossRateBp: null,
  singleBet: null,
};

const offer = (extra: Partial<Contract> = {}): Contract => ({
  id: 'c1',
  kind: 'dailySalary',
  status: 'offered',
  side: 'received',
  upline: 'demo_agent',
  downline: 'somchai',
  period: null,
  tiers: [tier],
  topRateBp: 30,
  uplineAgreed: false,
  createdAt: '2026-11-28T03:00:00Z',
  answeredAt: null,
  terminatedAt: null,
  terminationReason: null,
  pendingTermination: null,
  ...extra,
});

function contractFixtures(pending: string | null, offers: Contract[], answer = () => okEnvelope({ contract: null, request: null })) {
  const list = recorder(() => okEnvelope({ list: offers, pageNo: 1, totalPages: 1, total: offers.length }));
  const consolidated = recorder(() => okEnvelope(funds(pending)));
  const answers = recorder(answer);
  return {
    list,
    consolidated,
    answers,
    fixtures: {
      ...siteFixtures,
      [PATHS.member.info]: { ...memberProfileFixture, type: 2, isAgent: true },
      [PATHS.wallet.unreadCount]: { count: 0 },
      [PATHS.member.fundsConsolidated]: consolidated.handler,
      [PATHS.contracts.list]: list.handler,
      [PATHS.contracts.dailySalary]: answers.handler,
      [PATHS.contracts.dividend]: answers.handler,
    },
  };
}

describe('contract popup', () => {
  it('shows a waiting offer with its tiers; accepting sends the kind’s call, then the next offer shows', async () => {
    const dividend = offer({
      id: 'c2',
      kind: 'dividend',
      period: 'Weekly',
      tiers: [{ ...tier, rateBp: 2_000, dailyBet: null, periodValidBet: 0, periodProfitLoss: 0 }],
    });
    const { fixtures, list, answers } = contractFixtures('new', [offer(), dividend]);
    renderShell('/', { token: 'agent-token', memberType: 2, fixtures });
    const dialog = await screen.findByRole('dialog', { name: 'Contract offer' });
    expect(within(dialog).getByText('demo_agent offers you a daily salary contract.')).toBeTruthy();
    const first = within(dialog).getByRole('listitem', { name: 'Tier 1' });
    expect(within(first).getByText('Signing ratio / rate').nextSibling?.textContent).toBe('0.30%');
    expect(within(first).getByText('Daily bet amount').nextSibling?.textContent).toBe('₭ 5,000.00');
    expect(within(dialog).getByText('1 more offer(s) after this one.')).toBeTruthy();
    expect(list.requests[0]?.url).toBe(`${PATHS.contracts.list}?side=received&status=offered&pageNo=1&pageSize=20`);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await within(dialog).findByText('You accepted the daily salary contract of demo_agent.')).toBeTruthy();
    expect(answers.requests[0]).toMatchObject({
      method: 'POST',
      url: PATHS.contracts.dailySalary,
      body: { action: 'accept', contractId: 'c1' },
    });
    expect(within(dialog).getByText('demo_agent offers you a dividend contract.')).toBeTruthy();
    expect(within(dialog).getByText('Dividend period: Weekly')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('You rejected the dividend contract of demo_agent.')).toBeTruthy();
    expect(answers.requests[1]).toMatchObject({ url: PATHS.contracts.dividend, body: { action: 'reject', contractId: 'c2' } });
    const footer = within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!;
    fireEvent.click(footer);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contract offer' })).toBeNull());
  });

  it('a new offer pushed over the socket opens the popup, even after it was closed', async () => {
    let pending: string | null = null;
    const { fixtures } = contractFixtures('new', [offer()]);
    const consolidated = recorder(() => okEnvelope(funds(pending)));
    const { services } = renderShell('/', {
      token: 'agent-token',
      memberType: 2,
      fixtures: { ...fixtures, [PATHS.member.fundsConsolidated]: consolidated.handler },
    });
    await waitFor(() => expect(consolidated.requests).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Contract offer' })).toBeNull();
    pending = 'new';
    act(() => services.bus.emit('socket/message', { type: 'contract', payload: { kind: 'dailySalary' } }));
    const dialog = await screen.findByRole('dialog', { name: 'Contract offer' });
    expect(within(dialog).getByText('demo_agent offers you a daily salary contract.')).toBeTruthy();
  });

  it('an offer the upline withdraws closes the popup on its push; an accept tells the agent centre to read its flags again', async () => {
    let pending: string | null = 'new';
    let offers = [offer()];
    const { fixtures } = contractFixtures('new', []);
    const consolidated = recorder(() => okEnvelope(funds(pending)));
    const list = recorder(() => okEnvelope({ list: offers, pageNo: 1, totalPages: 1, total: offers.length }));
    const { services } = renderShell('/', {
      token: 'agent-token',
      memberType: 2,
      fixtures: { ...fixtures, [PATHS.member.fundsConsolidated]: consolidated.handler, [PATHS.contracts.list]: list.handler },
    });
    expect(await screen.findByRole('dialog', { name: 'Contract offer' })).toBeTruthy();
    pending = null;
    offers = [];
    act(() => services.bus.emit('socket/message', { type: 'contract', payload: { kind: 'dailySalary' } }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contract offer' })).toBeNull());

    const changed: unknown[] = [];
    const subscription = services.bus.on('contracts/changed').subscribe((event) => changed.push(event));
    pending = 'new';
    offers = [offer()];
    act(() => services.bus.emit('socket/message', { type: 'contract', payload: { kind: 'dailySalary' } }));
    const dialog = await screen.findByRole('dialog', { name: 'Contract offer' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(changed).toEqual([{ kind: 'dailySalary' }]));
    subscription.unsubscribe();
  });

  it('says a refusal in words, never the server’s message', async () => {
    const { fixtures } = contractFixtures('new', [offer()], () => failEnvelope('rate-above-upline', 'developer text'));
    renderShell('/', { token: 'agent-token', memberType: 2, fixtures });
    const dialog = await screen.findByRole('dialog', { name: 'Contract offer' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'This offer is above your upline’s own rate and can no longer be accepted.',
    );
  });

  it('asks for no offer when nothing waits, and shows nothing to visitors or trial accounts', async () => {
    const nothing = contractFixtures(null, [offer()]);
    const agent = renderShell('/', { token: 'agent-token', memberType: 2, fixtures: nothing.fixtures });
    await waitFor(() => expect(nothing.consolidated.requests).toHaveLength(1));
    expect(nothing.list.requests).toEqual([]);
    expect(screen.queryByRole('dialog', { name: 'Contract offer' })).toBeNull();
    agent.unmount();

    for (const session of [{ token: null }, { token: 'trial-token', memberType: TRIAL_TYPE }]) {
      const fixtures = contractFixtures('new', [offer()]);
      const trialInfo = { ...memberProfileFixture, type: TRIAL_TYPE, isTrial: true };
      const view = renderShell('/', { ...session, fixtures: { ...fixtures.fixtures, [PATHS.member.info]: trialInfo } });
      await screen.findByRole('navigation', { name: 'Main menu' });
      expect(fixtures.consolidated.requests).toEqual([]);
      view.unmount();
    }
  });
});
