// The agent contract calls over real trees (the house → top agent → agent A → sub-agents S and S2 → member L; another
// tree B → B1 beside it): every allowed and refused transition of the state machine, twenty answers at once giving one
// winner, the upline's rate cap, the higher-rate rule and its automatic termination, consolidated contract info in each
// state, the IDOR suite (ids of another tree, of the upline, of the caller itself, of nobody) over every call, and bad
// input refused with nothing written. Runs on SQLite and on PostgreSQL (TEST_DATABASE_URL).
import { PATHS, TRIAL_TYPE, type ContractKind } from '@mekong/contracts';
import { moneyEndpoints } from '@mekong/contracts/money';
import { contractEndpoints, type Contract, type ContractRequest } from '@mekong/contracts/agents';
import { buildTestApp, countRows, expectFailure, expectValue, type TestApp } from '../../test-support/test-app';
import { call } from '../../test-support/accounts';
import { moneyMember, pushesOf, type MoneyMember } from '../cashier/cashier-test-support';
import { acceptOffer, offerContract } from '../../modules/contracts/state-machine';

let t: TestApp;
afterAll(() => t.close());
beforeAll(async () => {
  t = await buildTestApp();
});

const PATH_OF: Record<ContractKind, string> = {
  dividend: PATHS.contracts.dividend,
  dailySalary: PATHS.contracts.dailySalary,
  hourlySalary: PATHS.contracts.hourSalary,
  realtimeSalary: PATHS.contracts.realtimeSalary,
};

const TIERS = {
  dividend: (rateBp: number) => [{ rateBp, activeMembers: 1, periodValidBet: 100_000, periodProfitLoss: 10_000 }],
  dailySalary: (rateBp: number) => [{ rateBp, activeMembers: 1, dailyBet: 100_000 }],
  hourlySalary: (rateBp: number) => [{ rateBp, activeMembers: 1, hourlyBet: 10_000 }],
  realtimeSalary: (rateBp: number) => [{ profitRateBp: rateBp, lossRateBp: rateBp, singleBet: 1_000 }],
} satisfies Record<ContractKind, (rateBp: number) => object[]>;
const extra = (kind: ContractKind) => (kind === 'dividend' ? { period: 'Weekly' } : {});

const act = (who: MoneyMember | null, kind: ContractKind, body: object) =>
  call(t.app, 'POST', PATH_OF[kind], body, who ? { token: who.token } : {});
const get = (who: MoneyMember | null, path: string, query: object = {}) => call(t.app, 'GET', path, query, who ? { token: who.token } : {});

const offer = (from: MoneyMember, to: MoneyMember, kind: ContractKind, rateBp: number, more: object = {}) =>
  act(from, kind, { action: 'offer', account: to.member.account, tiers: TIERS[kind](rateBp), ...extra(kind), ...more });
const contractOf = (response: Awaited<ReturnType<typeof act>>): Contract => {
  const { contract } = expectValue(response, contractEndpoints.dividend);
  if (!contract) throw new Error('no contract in the answer');
  return contract;
};
const requestOf = (response: Awaited<ReturnType<typeof act>>): ContractRequest => {
  const { request } = expectValue(response, contractEndpoints.dividend);
  if (!request) throw new Error('no request in the answer');
  return request;
};
const detail = async (who: MoneyMember, id: string) =>
  expectValue(await get(who, PATHS.contracts.detail, { id }), contractEndpoints.detail);
const info = async (who: MoneyMember) =>
  expectValue(await get(who, moneyEndpoints.consolidatedFunds.path), moneyEndpoints.consolidatedFunds);
const contractCount = () => countRows(t.app.db, 'agent_contracts');
const requestCount = () => countRows(t.app.db, 'contract_requests');

interface Tree {
  top: MoneyMember;
  a: MoneyMember;
  s: MoneyMember;
  s2: MoneyMember;
  l: MoneyMember;
}

/** A fresh tree whose top agent holds an active house contract of every kind at `topRate`. */
async function tree(topRate = 1_000): Promise<Tree> {
  const top = await moneyMember(t.app, { type: 1 });
  const a = await moneyMember(t.app, { type: 1, parent: top.member });
  const s = await moneyMember(t.app, { type: 2, parent: a.member });
  const s2 = await moneyMember(t.app, { type: 41, parent: a.member });
  const l = await moneyMember(t.app, { type: 0, parent: s.member });
  for (const kind of ['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary'] as const) {
    const house = await offerContract(t.app.db, 'house', {
      kind,
      account: top.member.account,
      tiers: TIERS[kind](topRate),
      period: kind === 'dividend' ? 'Monthly' : undefined,
      agreeToTerminate: false,
    });
    await acceptOffer(t.app.db, top.member, kind, house.id);
  }
  return { top, a, s, s2, l };
}

/** A tree where A holds an active contract of `kind` from top at `rate`. */
async function treeWithA(kind: ContractKind, rate = 500): Promise<Tree> {
  const tr = await tree();
  const offered = contractOf(await offer(tr.top, tr.a, kind, rate));
  contractOf(await act(tr.a, kind, { action: 'accept', contractId: offered.id }));
  return tr;
}

describe('offer, accept, reject', () => {
  it.each(['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary'] as const)(
    '%s: an upline offers its direct downline agent, which accepts; both see it active',
    async (kind) => {
      const { top, a } = await tree();
      const offered = contractOf(await offer(top, a, kind, 400));
      expect(offered).toMatchObject({
        kind,
        status: 'offered',
        side: 'given',
        upline: top.member.account,
        downline: a.member.account,
        period: kind === 'dividend' ? 'Weekly' : null,
        topRateBp: 400,
        uplineAgreed: false,
        answeredAt: null,
        pendingTermination: null,
      });
      expect(offered.tiers).toHaveLength(1);
      expect(await detail(a, offered.id)).toMatchObject({ status: 'offered', side: 'received' });
      const accepted = contractOf(await act(a, kind, { action: 'accept', contractId: offered.id }));
      expect(accepted).toMatchObject({ id: offered.id, status: 'active', side: 'received', answeredAt: expect.any(String) });
      expect(await detail(top, offered.id)).toMatchObject({ status: 'active', side: 'given' });
    },
  );

  it('keeps the rows as offered, each kind its own columns and the others null', async () => {
    const { top, a } = await tree(5_000);
    const tiers = [
      { rateBp: 100, activeMembers: 2, periodValidBet: 1_000_000, periodProfitLoss: 50_000 },
      { rateBp: 250, activeMembers: 5, periodValidBet: 9_000_000, periodProfitLoss: 500_000 },
    ];
    const offered = contractOf(await act(top, 'dividend', { action: 'offer', account: a.member.account, period: 'Semimonthly', tiers }));
    const empty = { dailyBet: null, hourlyBet: null, profitRateBp: null, lossRateBp: null, singleBet: null };
    expect(offered.tiers).toEqual(tiers.map((tier) => ({ ...tier, ...empty })));
    expect(offered).toMatchObject({ period: 'Semimonthly', topRateBp: 250 });
    const realtime = contractOf(
      await act(top, 'realtimeSalary', {
        action: 'offer',
        account: a.member.account,
        tiers: [
          { profitRateBp: 10, lossRateBp: 30, singleBet: 1_000 },
          { profitRateBp: 20, lossRateBp: 40, singleBet: 10_000 },
        ],
      }),
    );
    expect(realtime.tiers[1]).toEqual({
      rateBp: null,
      activeMembers: null,
      periodValidBet: null,
      periodProfitLoss: null,
      dailyBet: null,
      hourlyBet: null,
      profitRateBp: 20,
      lossRateBp: 40,
      singleBet: 10_000,
    });
    expect(realtime.topRateBp).toBe(40);
  });

  it('a downline rejects an offer; nothing can answer it again', async () => {
    const { top, a } = await tree();
    const offered = contractOf(await offer(top, a, 'dailySalary', 300));
    expect(contractOf(await act(a, 'dailySalary', { action: 'reject', contractId: offered.id }))).toMatchObject({ status: 'rejected' });
    expectFailure(await act(a, 'dailySalary', { action: 'accept', contractId: offered.id }), 409, 'contract-state');
    expectFailure(await act(a, 'dailySalary', { action: 'reject', contractId: offered.id }), 409, 'contract-state');
    expectFailure(await act(a, 'dailySalary', { action: 'terminate', contractId: offered.id }), 409, 'contract-state');
    expect((await detail(top, offered.id)).status).toBe('rejected');
  });

  it('refuses the upline answering its own offer, a second pending offer, and ending an offer or an accepted contract twice', async () => {
    const { top, a } = await tree();
    const offered = contractOf(await offer(top, a, 'hourlySalary', 300));
    expectFailure(await act(top, 'hourlySalary', { action: 'accept', contractId: offered.id }), 403, 'not-your-call');
    expectFailure(await act(top, 'hourlySalary', { action: 'reject', contractId: offered.id }), 403, 'not-your-call');
    expectFailure(await offer(top, a, 'hourlySalary', 200), 409, 'offer-pending');
    expectFailure(await act(a, 'hourlySalary', { action: 'terminate', contractId: offered.id }), 409, 'contract-state');
    contractOf(await act(a, 'hourlySalary', { action: 'accept', contractId: offered.id }));
    expectFailure(await act(a, 'hourlySalary', { action: 'accept', contractId: offered.id }), 409, 'contract-state');
    expectFailure(await act(a, 'hourlySalary', { action: 'reject', contractId: offered.id }), 409, 'contract-state');
  });

  it('an accepted offer ends the downline’s lower-rate contract of the kind (superseded), one active at a time', async () => {
    const { top, a } = await treeWithA('dailySalary', 200);
    const [old] = (await get(a, PATHS.contracts.list, { side: 'received', status: 'active' })).json().value.list as Contract[];
    const better = contractOf(await offer(top, a, 'dailySalary', 400));
    contractOf(await act(a, 'dailySalary', { action: 'accept', contractId: better.id }));
    expect(await detail(a, old!.id)).toMatchObject({ status: 'terminated', terminationReason: 'superseded' });
    const active = expectValue(await get(a, PATHS.contracts.list, { side: 'received', status: 'active' }), contractEndpoints.list);
    expect(active.list.map((c) => c.id)).toEqual([better.id]);
  });
});

describe('termination and new-contract requests', () => {
  it('a downline asks to end its contract, the upline accepts: terminated (request), the request answered', async () => {
    const { top, a } = await treeWithA('dividend');
    const [contract] = expectValue(await get(a, PATHS.contracts.list, { side: 'received' }), contractEndpoints.list).list;
    const request = requestOf(await act(a, 'dividend', { action: 'terminate', contractId: contract!.id }));
    expect(request).toMatchObject({ type: 'termination', status: 'pending', box: 'sent', from: a.member.account, to: top.member.account });
    expect(await detail(top, contract!.id)).toMatchObject({ pendingTermination: { requestId: request.id, requestedBy: 'downline' } });
    expectFailure(await act(a, 'dividend', { action: 'terminate', contractId: contract!.id }), 409, 'request-pending');
    // Only the addressee answers.
    expectFailure(await act(a, 'dividend', { action: 'answerRequest', requestId: request.id, accept: true }), 403, 'not-your-call');
    const answered = expectValue(
      await act(top, 'dividend', { action: 'answerRequest', requestId: request.id, accept: true }),
      contractEndpoints.dividend,
    );
    expect(answered.request).toMatchObject({ status: 'accepted', box: 'received' });
    expect(answered.contract).toMatchObject({ status: 'terminated', terminationReason: 'request', pendingTermination: null });
    expectFailure(await act(top, 'dividend', { action: 'answerRequest', requestId: request.id, accept: false }), 409, 'contract-state');
    expectFailure(await act(a, 'dividend', { action: 'terminate', contractId: contract!.id }), 409, 'contract-state');
  });

  it('an upline asks to end, the downline rejects: the contract stays active, and a new request can follow', async () => {
    const { top, a } = await treeWithA('realtimeSalary');
    const [contract] = expectValue(
      await get(top, PATHS.contracts.list, { side: 'given', account: a.member.account }),
      contractEndpoints.list,
    ).list;
    const request = requestOf(await act(top, 'realtimeSalary', { action: 'terminate', contractId: contract!.id }));
    const received = expectValue(await get(a, PATHS.contracts.requests, { box: 'received' }), contractEndpoints.requests);
    expect(received.list).toEqual([expect.objectContaining({ id: request.id, box: 'received', type: 'termination' })]);
    const answered = expectValue(
      await act(a, 'realtimeSalary', { action: 'answerRequest', requestId: request.id, accept: false }),
      contractEndpoints.realtimeSalary,
    );
    expect(answered.request?.status).toBe('rejected');
    expect(answered.contract?.status).toBe('active');
    requestOf(await act(top, 'realtimeSalary', { action: 'terminate', contractId: contract!.id }));
  });

  it('a downline asks for a new contract: the upline rejects one, answers the next with an offer', async () => {
    const { top, a } = await tree();
    const asked = requestOf(await act(a, 'hourlySalary', { action: 'requestNew' }));
    expect(asked).toMatchObject({ type: 'new', kind: 'hourlySalary', to: top.member.account, contractId: null });
    expectFailure(await act(a, 'hourlySalary', { action: 'requestNew' }), 409, 'request-pending');
    expectFailure(await act(top, 'hourlySalary', { action: 'answerRequest', requestId: asked.id, accept: true }), 409, 'answer-with-offer');
    requestOf(await act(top, 'hourlySalary', { action: 'answerRequest', requestId: asked.id, accept: false }));
    const again = requestOf(await act(a, 'hourlySalary', { action: 'requestNew' }));
    // A requestId that is not the downline's pending request refuses the offer.
    expectFailure(await offer(top, a, 'hourlySalary', 100, { requestId: asked.id }), 409, 'contract-state');
    contractOf(await offer(top, a, 'hourlySalary', 100, { requestId: again.id }));
    const sent = expectValue(await get(a, PATHS.contracts.requests, { box: 'sent', status: 'accepted' }), contractEndpoints.requests);
    expect(sent.list.map((r) => r.id)).toEqual([again.id]);
  });
});

describe('live pushes', () => {
  it('tells the other party of each action (a contract push of the kind), never the caller', async () => {
    const { top, a } = await tree();
    const topPushes = pushesOf(t.app, top.member.id);
    const aPushes = pushesOf(t.app, a.member.id);
    const offered = contractOf(await offer(top, a, 'dividend', 100));
    expect(aPushes).toEqual([{ type: 'contract', payload: { kind: 'dividend' } }]);
    contractOf(await act(a, 'dividend', { action: 'accept', contractId: offered.id }));
    const asked = requestOf(await act(top, 'dividend', { action: 'terminate', contractId: offered.id }));
    requestOf(await act(a, 'dividend', { action: 'answerRequest', requestId: asked.id, accept: false }));
    requestOf(await act(a, 'hourlySalary', { action: 'requestNew' }));
    expect(topPushes.map((p) => p.type === 'contract' && p.payload.kind)).toEqual(['dividend', 'dividend', 'hourlySalary']);
    expect(aPushes.map((p) => p.type === 'contract' && p.payload.kind)).toEqual(['dividend', 'dividend']);
  });
});

describe('twenty answers at once', () => {
  it('twenty accepts and rejects of one offer: exactly one wins, and the contract is in its state', async () => {
    const { top, a } = await treeWithA('dailySalary', 100);
    const offered = contractOf(await offer(top, a, 'dailySalary', 300));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => act(a, 'dailySalary', { action: i % 2 ? 'reject' : 'accept', contractId: offered.id })),
    );
    const winners = answers.filter((r) => r.statusCode === 200);
    expect(winners).toHaveLength(1);
    for (const loser of answers.filter((r) => r.statusCode !== 200)) expectFailure(loser, 409, 'contract-state');
    const won = contractOf(winners[0]!);
    expect((await detail(a, offered.id)).status).toBe(won.status);
    const active = expectValue(await get(a, PATHS.contracts.list, { side: 'received', status: 'active' }), contractEndpoints.list).list;
    expect(active).toHaveLength(1);
    expect(active[0]!.id === offered.id).toBe(won.status === 'active');
  });

  it('twenty answers to one termination request: one wins', async () => {
    const { top, a } = await treeWithA('dividend');
    const [contract] = expectValue(await get(a, PATHS.contracts.list, { side: 'received' }), contractEndpoints.list).list;
    const request = requestOf(await act(a, 'dividend', { action: 'terminate', contractId: contract!.id }));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => act(top, 'dividend', { action: 'answerRequest', requestId: request.id, accept: i % 2 === 0 })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const loser of answers.filter((r) => r.statusCode !== 200)) expectFailure(loser, 409, 'contract-state');
  });

  it('twenty offers at once to one downline: one pending offer', async () => {
    const { top, a } = await tree();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => offer(top, a, 'hourlySalary', 100 + i)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const loser of answers.filter((r) => r.statusCode !== 200)) expectFailure(loser, 409, 'offer-pending');
  });

  it('twenty termination requests at once: one pending request', async () => {
    const { a } = await treeWithA('hourlySalary');
    const [contract] = expectValue(await get(a, PATHS.contracts.list, { side: 'received' }), contractEndpoints.list).list;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => act(a, 'hourlySalary', { action: 'terminate', contractId: contract!.id })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const loser of answers.filter((r) => r.statusCode !== 200)) expectFailure(loser, 409, 'request-pending');
  });
});

describe('the rate cap and the higher-rate rule', () => {
  it('refuses a rate above the upline’s own of the kind, and an upline with no contract of the kind', async () => {
    const { a, s } = await treeWithA('dailySalary', 500);
    expectFailure(await offer(a, s, 'dailySalary', 501), 409, 'rate-above-upline');
    contractOf(await offer(a, s, 'dailySalary', 500));
    expectFailure(await offer(a, s, 'dividend', 1), 409, 'no-own-contract');
  });

  it('real-time salary caps the profit and the loss rate each', async () => {
    const { top, a, s } = await tree();
    const rates = [{ profitRateBp: 100, lossRateBp: 400, singleBet: 1_000 }];
    contractOf(
      await act(a, 'realtimeSalary', {
        action: 'accept',
        contractId: contractOf(await act(top, 'realtimeSalary', { action: 'offer', account: a.member.account, tiers: rates })).id,
      }),
    );
    const send = (profitRateBp: number, lossRateBp: number) =>
      act(a, 'realtimeSalary', { action: 'offer', account: s.member.account, tiers: [{ profitRateBp, lossRateBp, singleBet: 1_000 }] });
    expectFailure(await send(101, 50), 409, 'rate-above-upline');
    expectFailure(await send(50, 401), 409, 'rate-above-upline');
    contractOf(await send(100, 400));
  });

  it('a lower offer to a downline with a higher rate needs the upline’s agreement; accepting it ends the old one', async () => {
    const { top, a } = await treeWithA('dividend', 800);
    const [old] = expectValue(await get(a, PATHS.contracts.list, { side: 'received', status: 'active' }), contractEndpoints.list).list;
    expectFailure(await offer(top, a, 'dividend', 300), 409, 'downline-has-higher-rate');
    const lower = contractOf(await offer(top, a, 'dividend', 300, { agreeToTerminate: true }));
    expect(lower.uplineAgreed).toBe(true);
    expect((await detail(a, old!.id)).status).toBe('active');
    contractOf(await act(a, 'dividend', { action: 'accept', contractId: lower.id }));
    expect(await detail(a, old!.id)).toMatchObject({ status: 'terminated', terminationReason: 'superseded' });
    expect(await detail(a, lower.id)).toMatchObject({ status: 'active' });
  });

  it('an unagreed lower offer cannot be accepted once the downline’s contract rose above it', async () => {
    const { top, a } = await treeWithA('hourlySalary', 200);
    const [current] = expectValue(await get(a, PATHS.contracts.list, { side: 'received', status: 'active' }), contractEndpoints.list).list;
    const lower = contractOf(await offer(top, a, 'hourlySalary', 300));
    // The downline's contract changes after the offer (ops or a test): now higher than the offer.
    await t.app.db.updateTable('agent_contracts').set({ topRateBp: 900 }).where('id', '=', current!.id).execute();
    expectFailure(await act(a, 'hourlySalary', { action: 'accept', contractId: lower.id }), 409, 'downline-has-higher-rate');
    expect((await detail(a, lower.id)).status).toBe('offered');
    expect((await detail(a, current!.id)).status).toBe('active');
  });
});

describe('consolidated contract info (requirements §3)', () => {
  it('follows each state: offered, active, termination pending, rejected, terminated', async () => {
    const { top, a } = await tree();
    const none = await info(a);
    expect(none).toMatchObject({
      dailysalreqtype: null,
      divtypereq: null,
      contracthoursalreq: null,
      realtimesalreqtype: null,
      hasDailySalaryContract: false,
      hasHourSalaryContract: false,
      hasSalaryContract: false,
      hasDividendContract: false,
    });
    const daily = contractOf(await offer(top, a, 'dailySalary', 100));
    const realtime = contractOf(await offer(top, a, 'realtimeSalary', 100));
    expect(await info(a)).toMatchObject({
      dailysalreqtype: 'new',
      realtimesalreqtype: 'new',
      divtypereq: null,
      hasDailySalaryContract: false,
    });
    // The offerer has nothing to answer.
    expect((await info(top)).dailysalreqtype).toBeNull();

    contractOf(await act(a, 'dailySalary', { action: 'accept', contractId: daily.id }));
    contractOf(await act(a, 'realtimeSalary', { action: 'reject', contractId: realtime.id }));
    expect(await info(a)).toMatchObject({
      dailysalreqtype: null,
      realtimesalreqtype: null,
      hasDailySalaryContract: true,
      hasSalaryContract: false,
    });
    // The upline gives it: a party too.
    expect((await info(top)).hasDailySalaryContract).toBe(true);

    const ending = requestOf(await act(a, 'dailySalary', { action: 'terminate', contractId: daily.id }));
    expect((await info(top)).dailysalreqtype).toBe('termination');
    expect((await info(a)).dailysalreqtype).toBeNull();
    requestOf(await act(top, 'dailySalary', { action: 'answerRequest', requestId: ending.id, accept: true }));
    expect(await info(top)).toMatchObject({ dailysalreqtype: null, hasDailySalaryContract: true });

    requestOf(await act(a, 'hourlySalary', { action: 'requestNew' }));
    expect((await info(top)).contracthoursalreq).toBe('new');
  });

  it('is all null and false for a plain member', async () => {
    const plain = await moneyMember(t.app);
    expect(await info(plain)).toMatchObject({ dailysalreqtype: null, hasDividendContract: false, hasSalaryContract: false });
  });
});

describe('who may call (IDOR)', () => {
  let mine: Tree;
  let other: { b: MoneyMember; b1: MoneyMember };
  let theirs: Contract;
  let theirRequest: ContractRequest;
  let aContract: Contract;
  let sContract: Contract;
  beforeAll(async () => {
    mine = await treeWithA('dailySalary', 500);
    aContract = expectValue(await get(mine.a, PATHS.contracts.list, { side: 'received' }), contractEndpoints.list).list[0]!;
    sContract = contractOf(await offer(mine.a, mine.s, 'dailySalary', 100));
    const b = await moneyMember(t.app, { type: 1 });
    const b1 = await moneyMember(t.app, { type: 1, parent: b.member });
    other = { b, b1 };
    const house = await offerContract(t.app.db, 'house', {
      kind: 'dailySalary',
      account: b.member.account,
      tiers: TIERS.dailySalary(900),
      agreeToTerminate: false,
    });
    await acceptOffer(t.app.db, b.member, 'dailySalary', house.id);
    theirs = contractOf(await offer(b, b1, 'dailySalary', 200));
    contractOf(await act(b1, 'dailySalary', { action: 'accept', contractId: theirs.id }));
    theirRequest = requestOf(await act(b1, 'dailySalary', { action: 'terminate', contractId: theirs.id }));
  });

  it('every action on another tree’s contract or request is not-in-your-team, and changes nothing', async () => {
    const before = JSON.stringify(await detail(other.b, theirs.id));
    for (const who of [mine.top, mine.a, mine.s]) {
      for (const body of [
        { action: 'accept', contractId: theirs.id },
        { action: 'reject', contractId: theirs.id },
        { action: 'terminate', contractId: theirs.id },
        { action: 'answerRequest', requestId: theirRequest.id, accept: true },
      ])
        expectFailure(await act(who, 'dailySalary', body), 404, 'not-in-your-team');
      expectFailure(await get(who, PATHS.contracts.detail, { id: theirs.id }), 404, 'not-in-your-team');
    }
    expect(JSON.stringify(await detail(other.b, theirs.id))).toBe(before);
  });

  it('a contract between others of the caller’s own tree, or of its upline, is not the caller’s either', async () => {
    // top sees A's contract to S? Not a party: not-in-your-team (a grand-upline reads its downlines' contracts through them).
    expectFailure(await get(mine.top, PATHS.contracts.detail, { id: sContract.id }), 404, 'not-in-your-team');
    expectFailure(await act(mine.top, 'dailySalary', { action: 'accept', contractId: sContract.id }), 404, 'not-in-your-team');
    // S sees its upline's contract with top? No.
    expectFailure(await get(mine.s, PATHS.contracts.detail, { id: aContract.id }), 404, 'not-in-your-team');
    expectFailure(await act(mine.s, 'dailySalary', { action: 'terminate', contractId: aContract.id }), 404, 'not-in-your-team');
    // The id of a kind sent to another kind's call reads as not found.
    expectFailure(await act(mine.s, 'dividend', { action: 'accept', contractId: sContract.id }), 404, 'not-in-your-team');
    expectFailure(await get(mine.a, PATHS.contracts.detail, { id: 'no-such-id' }), 404, 'not-in-your-team');
    expectFailure(
      await act(mine.a, 'dailySalary', { action: 'answerRequest', requestId: 'no-such-id', accept: false }),
      404,
      'not-in-your-team',
    );
  });

  it('offers only to a direct downline agent of the caller: not another tree, the upline, itself, nobody, a grandchild or a member', async () => {
    const count = await contractCount();
    const to = (account: string) => act(mine.a, 'dailySalary', { action: 'offer', account, tiers: TIERS.dailySalary(10) });
    for (const account of [other.b1.member.account, other.b.member.account, mine.top.member.account, mine.a.member.account, 'nobody_here'])
      expectFailure(await to(account), 404, 'not-in-your-team');
    const member = await moneyMember(t.app, { parent: mine.a.member });
    expectFailure(await to(member.member.account), 409, 'downline-not-agent');
    expectFailure(await to(mine.l.member.account), 409, 'not-direct-downline');
    expectFailure(
      await act(mine.top, 'dailySalary', { action: 'offer', account: mine.s.member.account, tiers: TIERS.dailySalary(10) }),
      409,
      'not-direct-downline',
    );
    expect(await contractCount()).toBe(count);
  });

  it('lists only the caller’s own: a downline filter outside the subtree is not-in-your-team', async () => {
    const given = expectValue(await get(mine.a, PATHS.contracts.list, { side: 'given' }), contractEndpoints.list);
    expect(given.list.map((c) => c.id)).toEqual([sContract.id]);
    const received = expectValue(await get(mine.a, PATHS.contracts.list, { side: 'received' }), contractEndpoints.list);
    expect(received.list.map((c) => c.id)).toEqual([aContract.id]);
    for (const account of [other.b1.member.account, mine.top.member.account, mine.a.member.account, 'nobody_here'])
      expectFailure(await get(mine.a, PATHS.contracts.list, { side: 'given', account }), 404, 'not-in-your-team');
    const requests = expectValue(await get(mine.a, PATHS.contracts.requests, { box: 'received' }), contractEndpoints.requests);
    expect(requests.list).toEqual([]);
  });

  it('refuses visitors (401), trial accounts and members who are not agents (403) on every call', async () => {
    const plain = await moneyMember(t.app, { parent: mine.a.member });
    const trial = await moneyMember(t.app, { type: TRIAL_TYPE });
    const calls = (who: MoneyMember | null) => [
      act(who, 'dividend', { action: 'requestNew' }),
      act(who, 'dailySalary', { action: 'accept', contractId: sContract.id }),
      act(who, 'hourlySalary', { action: 'requestNew' }),
      act(who, 'realtimeSalary', { action: 'requestNew' }),
      get(who, PATHS.contracts.list, { side: 'received' }),
      get(who, PATHS.contracts.detail, { id: sContract.id }),
      get(who, PATHS.contracts.requests, { box: 'received' }),
    ];
    for (const r of await Promise.all(calls(null))) expectFailure(r, 401, 'unauthorized');
    for (const r of await Promise.all(calls(trial))) expectFailure(r, 403, 'trial-account');
    for (const r of await Promise.all(calls(plain))) expectFailure(r, 403, 'non-agent');
  });
});

describe('bad input', () => {
  it('is a 400 with a clear message, and writes nothing', async () => {
    const { top, a } = await tree();
    const [contracts, requests] = [await contractCount(), await requestCount()];
    const account = a.member.account;
    const bad: [ContractKind, object][] = [
      ['dailySalary', { action: 'offer', account, tiers: [] }],
      ['dailySalary', { action: 'offer', account, tiers: [{ rateBp: 0, activeMembers: 1, dailyBet: 1 }] }],
      ['dailySalary', { action: 'offer', account, tiers: [{ rateBp: 10_001, activeMembers: 1, dailyBet: 1 }] }],
      ['dailySalary', { action: 'offer', account, tiers: [{ rateBp: 10, activeMembers: -1, dailyBet: 1 }] }],
      ['dailySalary', { action: 'offer', account, tiers: [{ rateBp: 10, activeMembers: 1, dailyBet: 1.5 }] }],
      ['dailySalary', { action: 'offer', account, tiers: [{ rateBp: 10, activeMembers: 1, hourlyBet: 1 }] }],
      // Rows out of order: a lower rate for a higher threshold, and two rows alike.
      [
        'dailySalary',
        {
          action: 'offer',
          account,
          tiers: [
            { rateBp: 20, activeMembers: 1, dailyBet: 1 },
            { rateBp: 10, activeMembers: 2, dailyBet: 2 },
          ],
        },
      ],
      [
        'hourlySalary',
        {
          action: 'offer',
          account,
          tiers: [
            { rateBp: 10, activeMembers: 1, hourlyBet: 1 },
            { rateBp: 20, activeMembers: 1, hourlyBet: 1 },
          ],
        },
      ],
      ['dividend', { action: 'offer', account, tiers: TIERS.dividend(10) }],
      ['dividend', { action: 'offer', account, period: 'Yearly', tiers: TIERS.dividend(10) }],
      ['realtimeSalary', { action: 'offer', account, tiers: [{ profitRateBp: 10, lossRateBp: 10 }] }],
      ['dailySalary', { action: 'offer', tiers: TIERS.dailySalary(10) }],
      ['dailySalary', { action: 'offer', account, tiers: TIERS.dailySalary(10), agreeToTerminate: 'yes' }],
      ['dailySalary', { action: 'accept' }],
      ['dailySalary', { action: 'accept', contractId: '' }],
      ['dailySalary', { action: 'accept', contractId: 'x', more: 1 }],
      ['dailySalary', { action: 'answerRequest', requestId: 'x' }],
      ['dailySalary', { action: 'dance' }],
      ['dailySalary', {}],
    ];
    for (const [kind, body] of bad) {
      const message = expectFailure(await act(top, kind, body), 400, 'bad-request');
      expect(message).not.toMatch(/undefined|\[object/);
    }
    expectFailure(await get(top, PATHS.contracts.list, { side: 'sideways' }), 400, 'bad-request');
    expectFailure(await get(top, PATHS.contracts.requests, { box: 'received', pageSize: 0 }), 400, 'bad-request');
    expect([await contractCount(), await requestCount()]).toEqual([contracts, requests]);
  });
});
