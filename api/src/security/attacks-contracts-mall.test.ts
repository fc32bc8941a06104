// Attacks on agent contracts, their settlements and the points mall (issues 17 and 18), as an agent or a member with
// real money at stake would make them, over real HTTP on both databases: another tree's contracts and requests, offers
// to anyone but a direct downline agent, an offer accepted after the upline's own contract changed under it, answers
// and offers at once, settlement runs at once, numbers that are not money in every field, redeems and converts racing
// past stock, limit and balance, wrong withdraw passwords at once, plain bodies on the encrypted calls, reviews at once.
// Each attack ends with the ledger invariant; close() checks it once more.
import { PATHS, TRIAL_TYPE, type ContractKind } from '@mekong/contracts';
import { MONEY_LIMITS } from '@mekong/contracts/money';
import { contractEndpoints, type Contract } from '@mekong/contracts/agents';
import { buildTestApp, countRows, expectFailure, expectValue, type TestApp } from '../test-support/test-app';
import { call, callEncrypted, freshIp } from '../test-support/accounts';
import {
  expectLedgerTrue,
  moneyMember,
  newKey,
  pushesOf,
  WITHDRAW_PASSWORD,
  type MoneyMember,
} from '../routes/cashier/cashier-test-support';
import { acceptOffer, offerContract, terminateByOps } from '../modules/contracts/state-machine';
import { postPoints } from '../modules/points/post-points';
import { createItem, parseItemDefinition } from '../modules/points/mall-items';
import { reviewRedeem } from '../modules/points/redeems';
import { convertPoints } from '../modules/points/convert';
import { readPointsConfig } from '../modules/points/config';
import { accountBalance, pointsAccount, walletAccount } from '../modules/ledger';
import { settleContracts } from '../modules/settlements/settle';
import { insertActiveContract } from '../test-support/contracts';
import { roundPlayer } from '../test-support/game-sessions';
import { requestWithdrawal } from '../routes/cashier/cashier-test-support';
import { approveWithdrawal, rejectWithdrawal } from '../modules/cashier/withdrawals';
import { collectDebts } from '../modules/settlements/debts';
import { requireNotFrozen, settleDueDividends } from '../modules/settlements/freeze';
import { periodHolding } from '../modules/settlements/periods';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PATH_OF: Record<ContractKind, string> = {
  dividend: PATHS.contracts.dividend,
  dailySalary: PATHS.contracts.dailySalary,
  hourlySalary: PATHS.contracts.hourSalary,
  realtimeSalary: PATHS.contracts.realtimeSalary,
};
const dailyTiers = (rateBp: number) => [{ rateBp, activeMembers: 1, dailyBet: 100_000 }];

const act = (who: MoneyMember, kind: ContractKind, body: object) => call(t.app, 'POST', PATH_OF[kind], body, { token: who.token });
const offerDaily = (from: MoneyMember, to: string, rateBp: number, more: object = {}) =>
  act(from, 'dailySalary', { action: 'offer', account: to, tiers: dailyTiers(rateBp), ...more });
const contractOf = (response: Awaited<ReturnType<typeof act>>): Contract => {
  const { contract } = expectValue(response, contractEndpoints.dailySalary);
  if (!contract) throw new Error('no contract in the answer');
  return contract;
};
const statusOf = async (id: string) =>
  (await t.app.db.selectFrom('agent_contracts').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const activeOf = (who: MoneyMember) =>
  t.app.db
    .selectFrom('agent_contracts')
    .selectAll()
    .where('downlineId', '=', who.member.id)
    .where('kind', '=', 'dailySalary')
    .where('status', '=', 'active')
    .execute();

/** The house gives `top` a daily salary at `rateBp` (ending the one it holds, if any). */
async function houseDaily(top: MoneyMember, rateBp: number): Promise<string> {
  const offer = await offerContract(t.app.db, 'house', {
    kind: 'dailySalary',
    account: top.member.account,
    tiers: dailyTiers(rateBp),
    agreeToTerminate: true,
  });
  await acceptOffer(t.app.db, top.member, 'dailySalary', offer.id);
  return offer.id;
}

interface Tree {
  top: MoneyMember;
  a: MoneyMember;
  s: MoneyMember;
  l: MoneyMember;
  trial: MoneyMember;
}

/** house → top (a daily salary at 1,000 bp) → agent A → sub-agent S → member L; A also has a trial account under it. */
async function tree(): Promise<Tree> {
  const top = await moneyMember(t.app, { type: 1 });
  const a = await moneyMember(t.app, { type: 1, parent: top.member });
  const s = await moneyMember(t.app, { type: 2, parent: a.member });
  const l = await moneyMember(t.app, { type: 0, parent: s.member });
  const trial = await moneyMember(t.app, { type: TRIAL_TYPE, parent: a.member });
  await houseDaily(top, 1_000);
  return { top, a, s, l, trial };
}

describe('an offer accepted after the upline’s own contract changed', () => {
  it('is refused when the upline’s own rate was lowered below the offer since (rate-above-upline), nothing becomes active', async () => {
    const { top, a } = await tree();
    const offered = contractOf(await offerDaily(top, a.member.account, 1_000));
    // The house lowers top's own daily salary to 500 bp: the offer of 1,000 bp now exceeds it.
    await houseDaily(top, 500);
    expectFailure(await act(a, 'dailySalary', { action: 'accept', contractId: offered.id }), 409, 'rate-above-upline');
    expect(await statusOf(offered.id)).toBe('offered');
    expect(await activeOf(a)).toEqual([]);
    // It can still be rejected; an offer within the new rate is accepted.
    contractOf(await act(a, 'dailySalary', { action: 'reject', contractId: offered.id }));
    const within = contractOf(await offerDaily(top, a.member.account, 500));
    expect(contractOf(await act(a, 'dailySalary', { action: 'accept', contractId: within.id })).status).toBe('active');
  });

  it('is refused when the upline no longer holds a contract of the kind (ended by ops)', async () => {
    const { top, a } = await tree();
    const offered = contractOf(await offerDaily(top, a.member.account, 800));
    const [own] = await activeOf(top);
    await terminateByOps(t.app.db, own!.id);
    expectFailure(await act(a, 'dailySalary', { action: 'accept', contractId: offered.id }), 409, 'rate-above-upline');
    expect(await activeOf(a)).toEqual([]);
  });

  it('of twenty accepts at once while the upline’s contract ends, none or one wins and nothing is active above the cap', async () => {
    const { top, a } = await tree();
    const offered = contractOf(await offerDaily(top, a.member.account, 1_000));
    const [own] = await activeOf(top);
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => act(a, 'dailySalary', { action: 'accept', contractId: offered.id })),
      terminateByOps(t.app.db, own!.id).then(() => null),
    ]);
    const codes = answers.filter((r) => r !== null).map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200).length).toBeLessThanOrEqual(1);
    expect(codes.every((c) => c === 200 || c === 409)).toBe(true);
    expect((await activeOf(a)).length).toBeLessThanOrEqual(1);
  });
});

describe('an upline’s own rate lowered below its downlines’ contracts', () => {
  it('accepting a lower contract ends every contract below above the new rate in the same transaction (upline-capped), and tells their parties', async () => {
    const { top, a, s } = await tree();
    const b = await moneyMember(t.app, { type: 1, parent: top.member });
    const aContract = contractOf(await offerDaily(top, a.member.account, 900));
    contractOf(await act(a, 'dailySalary', { action: 'accept', contractId: aContract.id }));
    const sContract = contractOf(await offerDaily(a, s.member.account, 800));
    contractOf(await act(s, 'dailySalary', { action: 'accept', contractId: sContract.id }));
    const bContract = contractOf(await offerDaily(top, b.member.account, 400));
    contractOf(await act(b, 'dailySalary', { action: 'accept', contractId: bContract.id }));
    // S asked A to end its contract: that request is closed with the contract.
    const asked = expectValue(
      await act(s, 'dailySalary', { action: 'terminate', contractId: sContract.id }),
      contractEndpoints.dailySalary,
    );
    const [toA, toS, toB] = [a, s, b].map((who) => pushesOf(t.app, who.member.id));
    // The house lowers top's own daily salary to 500 bp; top accepts it over its contract call.
    const lower = await offerContract(t.app.db, 'house', {
      kind: 'dailySalary',
      account: top.member.account,
      tiers: dailyTiers(500),
      agreeToTerminate: true,
    });
    expect(contractOf(await act(top, 'dailySalary', { action: 'accept', contractId: lower.id })).status).toBe('active');
    // A's 900 and S's 800 are above 500: both ended; B's 400 is within and stays.
    for (const id of [aContract.id, sContract.id])
      expect(await t.app.db.selectFrom('agent_contracts').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).toMatchObject({
        status: 'terminated',
        terminationReason: 'upline-capped',
      });
    expect(await statusOf(bContract.id)).toBe('active');
    expect(
      await t.app.db.selectFrom('contract_requests').select('status').where('id', '=', asked.request!.id).executeTakeFirstOrThrow(),
    ).toEqual({
      status: 'accepted',
    });
    expect(toA).toContainEqual({ type: 'contract', payload: { kind: 'dailySalary' } });
    expect(toS).toContainEqual({ type: 'contract', payload: { kind: 'dailySalary' } });
    expect(toB).toEqual([]);
    // A can be offered again within top's new rate.
    expect(contractOf(await offerDaily(top, a.member.account, 500)).status).toBe('offered');
  });
});

/** Top → A → S → S2, each below holding a daily salary from the one above: 900, 800, 700 bp (top holds 1,000). */
async function chain() {
  const { top, a, s } = await tree();
  const s2 = await moneyMember(t.app, { type: 2, parent: s.member });
  const ids: string[] = [];
  for (const [from, to, rate] of [
    [top, a, 900],
    [a, s, 800],
    [s, s2, 700],
  ] as const) {
    const offered = contractOf(await offerDaily(from, to.member.account, rate));
    ids.push(contractOf(await act(to, 'dailySalary', { action: 'accept', contractId: offered.id })).id);
  }
  const [aContract, sContract, s2Contract] = ids as [string, string, string];
  return { top, a, s, s2, aContract, sContract, s2Contract };
}
const endingOf = (id: string) =>
  t.app.db.selectFrom('agent_contracts').select(['status', 'terminationReason']).where('id', '=', id).executeTakeFirstOrThrow();
const CAPPED = { status: 'terminated', terminationReason: 'upline-capped' };

/**
 * The invariant of requirements §4 over the daily salaries of `members`: every active contract an agent gave is within
 * an active contract its giver holds (no rate above it, and none at all when the giver holds none).
 */
async function expectNoneAboveUpline(members: readonly MoneyMember[]) {
  const ids = members.map((m) => m.member.id);
  const rows = await t.app.db
    .selectFrom('agent_contracts as c')
    .innerJoin('agent_contract_tiers as tier', 'tier.contractId', 'c.id')
    .select(['c.uplineId', 'c.downlineId', 'tier.rateBp'])
    .where('c.kind', '=', 'dailySalary')
    .where('c.status', '=', 'active')
    .where('c.downlineId', 'in', ids)
    .execute();
  const held = new Map<string, number>();
  for (const row of rows) held.set(row.downlineId, Math.max(held.get(row.downlineId) ?? 0, Number(row.rateBp)));
  for (const row of rows.filter((r) => r.uplineId !== null && ids.includes(r.uplineId)))
    expect([row.downlineId, Number(row.rateBp) <= (held.get(row.uplineId!) ?? -1)]).toEqual([row.downlineId, true]);
}

describe('a contract that ends ends the contracts given below it, on down the tree', () => {
  it('a termination request accepted, asked by either side: the contracts below end in the same answer (upline-capped), their requests closed, their parties told', async () => {
    for (const asker of ['downline', 'upline'] as const) {
      const { top, a, s, s2, aContract, sContract, s2Contract } = await chain();
      // S2 asked S to end its contract: that request closes with it.
      const pendingBelow = expectValue(
        await act(s2, 'dailySalary', { action: 'terminate', contractId: s2Contract }),
        contractEndpoints.dailySalary,
      ).request!;
      const [from, to] = asker === 'downline' ? [a, top] : [top, a];
      const asked = expectValue(
        await act(from, 'dailySalary', { action: 'terminate', contractId: aContract }),
        contractEndpoints.dailySalary,
      ).request!;
      const [toS, toS2] = [s, s2].map((who) => pushesOf(t.app, who.member.id));
      const answered = expectValue(
        await act(to, 'dailySalary', { action: 'answerRequest', requestId: asked.id, accept: true }),
        contractEndpoints.dailySalary,
      );
      expect(answered.contract).toMatchObject({ status: 'terminated', terminationReason: 'request' });
      expect(await endingOf(sContract)).toEqual(CAPPED);
      expect(await endingOf(s2Contract)).toEqual(CAPPED);
      expect(
        await t.app.db.selectFrom('contract_requests').select('status').where('id', '=', pendingBelow.id).executeTakeFirstOrThrow(),
      ).toEqual({
        status: 'accepted',
      });
      expect(toS).toContainEqual({ type: 'contract', payload: { kind: 'dailySalary' } });
      expect(toS2).toContainEqual({ type: 'contract', payload: { kind: 'dailySalary' } });
      // Top's own contract is above the ended one and stays; A holds nothing, so it cannot offer again.
      expect(await activeOf(top)).toHaveLength(1);
      expectFailure(await offerDaily(a, s.member.account, 100), 409, 'no-own-contract');
    }
  });

  it('a rejected termination request ends nothing', async () => {
    const { top, a, aContract, sContract, s2Contract } = await chain();
    const asked = expectValue(
      await act(a, 'dailySalary', { action: 'terminate', contractId: aContract }),
      contractEndpoints.dailySalary,
    ).request!;
    expectValue(
      await act(top, 'dailySalary', { action: 'answerRequest', requestId: asked.id, accept: false }),
      contractEndpoints.dailySalary,
    );
    for (const id of [aContract, sContract, s2Contract]) expect(await statusOf(id)).toBe('active');
  });

  it('ops ending the house contract of the top agent ends every contract of the kind in its tree', async () => {
    const { top, aContract, sContract, s2Contract } = await chain();
    const [own] = await activeOf(top);
    const { contract, capped } = await terminateByOps(t.app.db, own!.id);
    expect(contract).toMatchObject({ status: 'terminated', terminationReason: 'ops' });
    expect(capped.map((row) => row.id).sort()).toEqual([aContract, sContract, s2Contract].sort());
    for (const id of [aContract, sContract, s2Contract]) expect(await endingOf(id)).toEqual(CAPPED);
  });

  it('a lowered rate ends the contracts above it and everything below an ended one, even within the new rate', async () => {
    const { top, a, s, s2, aContract, sContract, s2Contract } = await chain();
    // A second branch under top within the new rate: it stays, and so does the contract below it.
    const b = await moneyMember(t.app, { type: 1, parent: top.member });
    const b1 = await moneyMember(t.app, { type: 2, parent: b.member });
    const bContract = contractOf(
      await act(b, 'dailySalary', { action: 'accept', contractId: contractOf(await offerDaily(top, b.member.account, 400)).id }),
    );
    const b1Contract = contractOf(
      await act(b1, 'dailySalary', { action: 'accept', contractId: contractOf(await offerDaily(b, b1.member.account, 300)).id }),
    );
    await houseDaily(top, 750);
    // A's 900 is above 750: ended; S's 800 and S2's 700 (within 750) end below it, as A holds nothing now.
    for (const id of [aContract, sContract, s2Contract]) expect(await endingOf(id)).toEqual(CAPPED);
    for (const id of [bContract.id, b1Contract.id]) expect(await statusOf(id)).toBe('active');
    await expectNoneAboveUpline([top, a, s, s2, b, b1]);
  });
});

describe('a grandchild accepting while the contracts above it are capped or ended', () => {
  it('never leaves a contract above its upline’s: accept and cap at once, twelve rounds each way', async () => {
    for (let round = 0; round < 24; round++) {
      const { top, a, s } = await tree();
      const aContract = contractOf(await offerDaily(top, a.member.account, 900));
      contractOf(await act(a, 'dailySalary', { action: 'accept', contractId: aContract.id }));
      const sOffer = contractOf(await offerDaily(a, s.member.account, 800));
      const lower = await offerContract(t.app.db, 'house', {
        kind: 'dailySalary',
        account: top.member.account,
        tiers: dailyTiers(500),
        agreeToTerminate: true,
      });
      // Even rounds lower top's rate (A's 900 is capped); odd rounds ops end A's contract outright.
      const capping =
        round % 2 === 0 ? act(top, 'dailySalary', { action: 'accept', contractId: lower.id }) : terminateByOps(t.app.db, aContract.id);
      const [accepted, capped] = await Promise.all([act(s, 'dailySalary', { action: 'accept', contractId: sOffer.id }), capping]);
      if ('statusCode' in capped) expect(capped.statusCode).toBe(200);
      if (accepted.statusCode !== 200) expectFailure(accepted, 409, 'rate-above-upline');
      expect(await statusOf(aContract.id)).toBe('terminated');
      // Whichever came first, S holds nothing above what A holds — A holds nothing now, so S holds nothing.
      expect(await activeOf(s)).toEqual([]);
      await expectNoneAboveUpline([top, a, s]);
    }
  });
});

describe('a termination request racing the acceptance that supersedes its contract', () => {
  it('never stays pending on the ended contract: asked at once, five times over', async () => {
    for (let round = 0; round < 5; round++) {
      const { top, a } = await tree();
      const old = contractOf(await offerDaily(top, a.member.account, 600));
      contractOf(await act(a, 'dailySalary', { action: 'accept', contractId: old.id }));
      const newer = contractOf(await offerDaily(top, a.member.account, 700));
      const [asked, accepted] = await Promise.all([
        act(top, 'dailySalary', { action: 'terminate', contractId: old.id }),
        act(a, 'dailySalary', { action: 'accept', contractId: newer.id }),
      ]);
      expect(accepted.statusCode).toBe(200);
      expect([200, 409]).toContain(asked.statusCode);
      expect(await statusOf(old.id)).toBe('terminated');
      const pending = await t.app.db
        .selectFrom('contract_requests')
        .select('id')
        .where('contractId', '=', old.id)
        .where('status', '=', 'pending')
        .execute();
      expect(pending).toEqual([]);
    }
  });
});

describe('the upline’s withdrawal takes back its pending offer', () => {
  it('withdraw against accepts at once: exactly one wins; a withdrawn offer answers nothing and the downline is told', async () => {
    const { top, a } = await tree();
    const offered = contractOf(await offerDaily(top, a.member.account, 700));
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2
          ? act(a, 'dailySalary', { action: 'accept', contractId: offered.id })
          : act(top, 'dailySalary', { action: 'withdraw', contractId: offered.id }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((r) => r.statusCode !== 200)) expectFailure(r, 409, 'contract-state');
    expect(['active', 'withdrawn']).toContain(await statusOf(offered.id));

    const toA = pushesOf(t.app, a.member.id);
    const next = await tree();
    const second = contractOf(await offerDaily(next.top, next.a.member.account, 700));
    const toNextA = pushesOf(t.app, next.a.member.id);
    // Only the upline that offered withdraws; the downline cannot.
    expectFailure(await act(next.a, 'dailySalary', { action: 'withdraw', contractId: second.id }), 403, 'not-your-call');
    expect(contractOf(await act(next.top, 'dailySalary', { action: 'withdraw', contractId: second.id })).status).toBe('withdrawn');
    expect(toNextA).toEqual([{ type: 'contract', payload: { kind: 'dailySalary' } }]);
    expect(toA).toEqual([]);
    expectFailure(await act(next.a, 'dailySalary', { action: 'accept', contractId: second.id }), 409, 'contract-state');
    // The popup's flag is gone, and a new offer can be made.
    const info = await t.app.db
      .selectFrom('agent_contracts')
      .select('id')
      .where('downlineId', '=', next.a.member.id)
      .where('status', '=', 'offered')
      .execute();
    expect(info).toEqual([]);
    expect(contractOf(await offerDaily(next.top, next.a.member.account, 600)).status).toBe('offered');
  });
});

describe('contract calls outside the caller’s reach', () => {
  it('another tree, the upline and the downline’s own member read and answer nothing of an offer or its requests', async () => {
    const { top, a, s, l } = await tree();
    const other = await moneyMember(t.app, { type: 1 });
    const offered = contractOf(await offerDaily(top, a.member.account, 900));
    const before = await countRows(t.app.db, 'agent_contracts');
    for (const action of ['accept', 'reject', 'terminate'])
      for (const who of [other, s])
        expectFailure(await act(who, 'dailySalary', { action, contractId: offered.id }), 404, 'not-in-your-team');
    // The upline cannot answer its own offer.
    for (const action of ['accept', 'reject'])
      expectFailure(await act(top, 'dailySalary', { action, contractId: offered.id }), 403, 'not-your-call');
    expectFailure(await call(t.app, 'GET', PATHS.contracts.detail, { id: offered.id }, { token: other.token }), 404, 'not-in-your-team');
    // A member is refused every contract call; a request id of another tree is nobody's to answer.
    expectFailure(await act(l, 'dailySalary', { action: 'accept', contractId: offered.id }), 403, 'non-agent');
    const asked = expectValue(await act(s, 'hourlySalary', { action: 'requestNew' }), contractEndpoints.hourlySalary).request!;
    expectFailure(
      await act(other, 'hourlySalary', { action: 'answerRequest', requestId: asked.id, accept: false }),
      404,
      'not-in-your-team',
    );
    // Answered through another kind's call: not found either.
    expectFailure(await act(a, 'dividend', { action: 'accept', contractId: offered.id }), 404, 'not-in-your-team');
    expect(await statusOf(offered.id)).toBe('offered');
    expect(await countRows(t.app.db, 'agent_contracts')).toBe(before);
  });

  it('offers go to a direct downline agent only: not a grandchild, itself, its upline, a member, a trial or another tree', async () => {
    const { top, a, s, l, trial } = await tree();
    const other = await moneyMember(t.app, { type: 1 });
    // A needs a contract of its own to offer from.
    contractOf(await act(a, 'dailySalary', { action: 'accept', contractId: contractOf(await offerDaily(top, a.member.account, 900)).id }));
    const before = await countRows(t.app.db, 'agent_contracts');
    const refused: [MoneyMember, string, number, string][] = [
      [top, s.member.account, 409, 'not-direct-downline'],
      [top, l.member.account, 409, 'not-direct-downline'],
      [a, a.member.account, 404, 'not-in-your-team'],
      [a, top.member.account, 404, 'not-in-your-team'],
      [a, other.member.account, 404, 'not-in-your-team'],
      [a, trial.member.account, 409, 'downline-not-agent'],
      [s, l.member.account, 409, 'downline-not-agent'],
      [a, 'nobody_here', 404, 'not-in-your-team'],
    ];
    for (const [from, to, status, code] of refused) expectFailure(await offerDaily(from, to, 100), status, code);
    // A rate above the upline's own is refused.
    expectFailure(await offerDaily(a, s.member.account, 901), 409, 'rate-above-upline');
    expect(await countRows(t.app.db, 'agent_contracts')).toBe(before);
  });
});

describe('contract answers and offers at once', () => {
  it('ten accepts and ten rejects at once: one answer wins; ten offers at once leave one pending offer', async () => {
    const { top, a } = await tree();
    const offered = contractOf(await offerDaily(top, a.member.account, 700));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => act(a, 'dailySalary', { action: i % 2 ? 'accept' : 'reject', contractId: offered.id })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((r) => r.statusCode !== 200)) expectFailure(r, 409, 'contract-state');
    const fresh = await tree();
    const offers = await Promise.all(Array.from({ length: 10 }, () => offerDaily(fresh.top, fresh.a.member.account, 600)));
    expect(offers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of offers.filter((r) => r.statusCode !== 200)) expectFailure(r, 409, 'offer-pending');
    await expectLedgerTrue(t.app);
  });
});

describe('contract input that is not a rate or an amount', () => {
  it('is refused with bad-request and writes nothing, never a 500', async () => {
    const { top, a } = await tree();
    const before = await countRows(t.app.db, 'agent_contracts');
    const tier = { rateBp: 100, activeMembers: 1, dailyBet: 100_000 };
    const bodies: object[] = [
      { action: 'offer', account: a.member.account, tiers: [{ ...tier, rateBp: -1 }] },
      { action: 'offer', account: a.member.account, tiers: [{ ...tier, rateBp: 10_001 }] },
      { action: 'offer', account: a.member.account, tiers: [{ ...tier, rateBp: 0.5 }] },
      { action: 'offer', account: a.member.account, tiers: [{ ...tier, rateBp: '100' }] },
      { action: 'offer', account: a.member.account, tiers: [{ ...tier, rateBp: 'NaN' }] },
      { action: 'offer', account: a.member.account, tiers: [{ ...tier, rateBp: 1e300 }] },
      { action: 'offer', account: a.member.account, tiers: [{ ...tier, dailyBet: 1e20 }] },
      { action: 'offer', account: a.member.account, tiers: [{ ...tier, dailyBet: -5 }] },
      { action: 'offer', account: a.member.account, tiers: [{ ...tier, activeMembers: 2 ** 53 }] },
      { action: 'offer', account: a.member.account, tiers: [] },
      { action: 'offer', account: a.member.account, tiers: Array.from({ length: 11 }, (_, i) => ({ ...tier, dailyBet: i + 1 })) },
      { action: 'offer', account: a.member.account, tiers: [{ ...tier, hourlyBet: 5 }] },
      { action: 'offer', account: a.member.account, tiers: [tier, { ...tier, rateBp: 50, dailyBet: 200_000 }] },
      { action: 'offer', account: a.member.account },
      { action: 'offer', tiers: [tier] },
      { action: 'offer', account: 'x'.repeat(10_000), tiers: [tier] },
      { action: 'steal', contractId: 'x' },
      { action: 'accept' },
      { action: 'accept', contractId: { $ne: null } },
      { action: 'answerRequest', requestId: 'x', accept: 'yes' },
      [],
      {},
    ];
    for (const body of bodies) {
      const answer = await act(top, 'dailySalary', body);
      expect([answer.statusCode, answer.json().code]).toEqual([400, 'bad-request']);
    }
    expect(await countRows(t.app.db, 'agent_contracts')).toBe(before);
  });
});

describe('settlement runs at once', () => {
  it('five runs at once of an ended period with nothing reached write one settlement and move nothing', async () => {
    const { a } = await tree();
    const id = await insertActiveContract(t.app.db, {
      kind: 'dailySalary',
      uplineId: null,
      downlineId: a.member.id,
      answeredAt: '2026-11-01T17:00:00.000Z',
      tiers: dailyTiers(100),
    });
    await Promise.all(Array.from({ length: 5 }, () => settleContracts(t.app.db, 'dailySalary', new Date('2026-11-02T18:00:00.000Z'))));
    const rows = await t.app.db.selectFrom('contract_settlements').selectAll().where('contractId', '=', id).execute();
    expect(rows.map((row) => [row.periodStart, Number(row.amountMinor)])).toEqual([['2026-11-01T17:00:00.000Z', 0]]);
    await expectLedgerTrue(t.app);
  });
});

/** Top (with `balanceMinor`) → agent A → member A1, whose bet loses `loss` at `betAt`; top owes A half, per Daily dividend period. */
async function owingUpline(prefix: string, balanceMinor: number, betAt: string, answeredAt: string, loss = 200_000) {
  const play = roundPlayer(t.app, prefix);
  const top = await moneyMember(t.app, { type: 1, balanceMinor });
  const a = await moneyMember(t.app, { type: 1, parent: top.member });
  const a1 = await moneyMember(t.app, { type: 0, parent: a.member, balanceMinor: loss });
  const bet = await play(a1.member.id, loss, 0);
  await t.app.db.updateTable('bets').set({ placedAt: betAt, settledAt: betAt }).where('id', '=', bet).execute();
  const contractId = await insertActiveContract(t.app.db, {
    kind: 'dividend',
    uplineId: top.member.id,
    downlineId: a.member.id,
    answeredAt,
    tiers: [{ rateBp: 5_000, activeMembers: 1, periodValidBet: 1, periodProfitLoss: 1 }],
    period: 'Daily',
  });
  return { top, a, contractId };
}
const settlementRows = (contractId: string) =>
  t.app.db.selectFrom('contract_settlements').selectAll().where('contractId', '=', contractId).where('amountMinor', '>', 0).execute();

describe('the freeze of an upline owing a dividend', () => {
  it('a withdrawal placed before the period ends is not paid out while the dividend is owed; rejected, its money pays the debt', async () => {
    // Today's business day in Vientiane, still running: the order is placed before the period ends.
    const now = new Date();
    const today = periodHolding('dividend', 'Daily', now.toISOString());
    const { top, a } = await owingUpline('atk-freeze-', MONEY_LIMITS.withdrawMinMinor + 50_000, now.toISOString(), today.start);
    const order = (await requestWithdrawal(top, MONEY_LIMITS.withdrawMinMinor)).json() as { value: { id: string } };
    const afterEnd = new Date(Date.parse(today.end) + 3_600_000);
    const run = await settleContracts(t.app.db, 'dividend', afterEnd);
    expect(run).toMatchObject({ owed: 1 });
    // Frozen now: ops approving the held withdrawal would pay out what top owes its downline.
    await expect(approveWithdrawal(t.app.db, order.value.id, 60, afterEnd)).rejects.toMatchObject({ code: 'account-frozen' });
    expect(await walletOf(top)).toBe(50_000);
    // Rejected, the held amount is back in the wallet and the next run collects the debt.
    await rejectWithdrawal(t.app.db, order.value.id, 'owes its downlines');
    expect((await collectDebts(t.app.db, afterEnd)).collected).toBe(1);
    expect(await walletOf(a)).toBe(100_000);
    await expectLedgerTrue(t.app);
  });

  // Business day 2026-10-05 in Vientiane (ended long ago); no settlement job has run for it.
  const BET_AT = '2026-10-05T03:00:00.000Z';
  const ACCEPTED = '2026-10-04T17:00:00.000Z';
  const PERIOD_END = '2026-10-05T17:00:00.000Z';

  it('holds from the period’s end: the upline’s withdrawal pays the ended dividend first, then takes what is left', async () => {
    const { top, a, contractId } = await owingUpline('atk-due-paid-', MONEY_LIMITS.withdrawMinMinor + 150_000, BET_AT, ACCEPTED);
    expect((await requestWithdrawal(top, MONEY_LIMITS.withdrawMinMinor)).statusCode).toBe(200);
    expect(await settlementRows(contractId)).toEqual([expect.objectContaining({ status: 'paid', periodEnd: PERIOD_END })]);
    expect([await walletOf(top), await walletOf(a)]).toEqual([50_000, 100_000]);
    // The job's run later pays nothing more.
    await settleContracts(t.app.db, 'dividend', new Date());
    expect(await walletOf(a)).toBe(100_000);
    await expectLedgerTrue(t.app);
  });

  it('holds from the period’s end: short, withdrawals and transfers at once are refused (account-frozen), the dividend is owed once', async () => {
    // A's team loses 20,000,000: top owes 10,000,000 and holds 5,050,000.
    const { top, a, contractId } = await owingUpline('atk-due-owed-', MONEY_LIMITS.withdrawMinMinor + 50_000, BET_AT, ACCEPTED, 20_000_000);
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => requestWithdrawal(top, MONEY_LIMITS.withdrawMinMinor)),
      ...Array.from({ length: 4 }, () =>
        top.post(PATHS.wallet.walletTransfer, {
          toAccount: a.member.account,
          amount: 1_000,
          withdrawPassword: WITHDRAW_PASSWORD,
          idempotencyKey: newKey(),
        }),
      ),
    ]);
    // Only a few withdraw-password checks of one member run at once: the rest are told to retry (too-many-requests).
    const frozen = answers.filter((answer) => answer.json().code === 'account-frozen');
    expect(frozen.length).toBeGreaterThan(0);
    for (const answer of frozen) expectFailure(answer, 409, 'account-frozen', { owed: 10_000_000 });
    for (const answer of answers) expect(['account-frozen', 'too-many-requests']).toContain(answer.json().code);
    expect(await settlementRows(contractId)).toEqual([expect.objectContaining({ status: 'owed', periodEnd: PERIOD_END })]);
    expect([await walletOf(top), await walletOf(a)]).toEqual([MONEY_LIMITS.withdrawMinMinor + 50_000, 0]);
    await expectLedgerTrue(t.app);
  });

  it('inside the job’s grace after the period’s end the period is not settled yet, and the upline is frozen meanwhile', async () => {
    const { top } = await owingUpline('atk-due-grace-', MONEY_LIMITS.withdrawMinMinor + 150_000, BET_AT, ACCEPTED);
    const justAfter = new Date(Date.parse(PERIOD_END) + 10_000);
    expect(await settleDueDividends(t.app.db, top.member.id, justAfter)).toEqual([]);
    await expect(requireNotFrozen(t.app.db, top.member.id, justAfter)).rejects.toMatchObject({ code: 'account-frozen' });
    // Before the end: not frozen.
    await expect(requireNotFrozen(t.app.db, top.member.id, new Date(Date.parse(PERIOD_END) - 10_000))).resolves.toBeUndefined();
  });
});

// ── The points mall ───────────────────────────────────────────────────────────────────────────────────────

let serial = 0;
async function shopper(points: number, balanceMinor = 10_000_000): Promise<MoneyMember> {
  const who = await moneyMember(t.app, { balanceMinor });
  await t.app.db
    .transaction()
    .execute((trx) =>
      postPoints(trx, { kind: 'POINTS_EARN', memberId: who.member.id, type: 'deposit', points, reference: `test:${who.member.id}` }),
    );
  return who;
}
async function cashItem(options: { stock: number; perMemberLimit?: number | null; pointsRequired?: number; amountRequired?: number }) {
  serial += 1;
  return createItem(
    t.app.db,
    parseItemDefinition({
      type: 'CASH',
      name: { LO: `ເງິນ ${serial}`, EN: `Cash ${serial}`, CN: `现金 ${serial}` },
      imageUrl: '/static/mall/phone.svg',
      pointsRequired: options.pointsRequired ?? 100,
      amountRequired: options.amountRequired ?? 0,
      valueMinor: 10_000,
      stock: options.stock,
      perMemberLimit: options.perMemberLimit ?? null,
    }),
    new Date(),
  );
}
const redeem = (who: MoneyMember, itemId: string, more: object = {}, ip?: string) =>
  callEncrypted(
    t.app,
    'POST',
    PATHS.points.redeem,
    { itemId, quantity: 1, withdrawPassword: WITHDRAW_PASSWORD, idempotencyKey: newKey(), ...more },
    { token: who.token, ip },
  );
const convert = (who: MoneyMember, points: number, more: object = {}) =>
  callEncrypted(
    t.app,
    'POST',
    PATHS.points.convert,
    { points, withdrawPassword: WITHDRAW_PASSWORD, idempotencyKey: newKey(), ...more },
    { token: who.token },
  );
const convertRatio = async () => (await readPointsConfig(t.app.db)).redeem;
const pointsOf = (who: MoneyMember) => accountBalance(t.app.db, pointsAccount(who.member.id));
const walletOf = (who: MoneyMember) => accountBalance(t.app.db, walletAccount(who.member.id));
const stockOf = async (itemId: string) =>
  Number((await t.app.db.selectFrom('points_items').select('stock').where('id', '=', itemId).executeTakeFirstOrThrow()).stock);

describe('redeems and converts at once', () => {
  it('twenty redeems of one member at once take at most the per-member limit and the stock, and spend exactly that', async () => {
    const who = await shopper(10_000);
    const itemId = await cashItem({ stock: 5, perMemberLimit: 3, amountRequired: 1_000 });
    const wallet = await walletOf(who);
    // Two bursts (the call limit cuts each short): the limit holds across both.
    const answers = [
      ...(await Promise.all(Array.from({ length: 10 }, () => redeem(who, itemId)))),
      ...(await Promise.all(Array.from({ length: 10 }, () => redeem(who, itemId)))),
    ];
    const ok = answers.filter((r) => r.statusCode === 200).length;
    expect(ok).toBeGreaterThanOrEqual(1);
    expect(ok).toBeLessThanOrEqual(3);
    for (const r of answers.filter((r) => r.statusCode !== 200)) expect(['redeem-limit', 'too-many-requests']).toContain(r.json().code);
    expect(await stockOf(itemId)).toBe(5 - ok);
    expect(await pointsOf(who)).toBe(10_000 - 100 * ok);
    expect(await walletOf(who)).toBe(wallet - 1_000 * ok);
    await expectLedgerTrue(t.app);
  });

  it('converts at once beyond the points balance move only what the balance holds', async () => {
    const who = await shopper(1_000);
    const wallet = await walletOf(who);
    const answers = await Promise.all(Array.from({ length: 10 }, () => convert(who, 300)));
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(ok.length).toBeLessThanOrEqual(3);
    for (const r of answers.filter((r) => r.statusCode !== 200))
      expect(['insufficient-points', 'too-many-requests']).toContain(r.json().code);
    expect(await pointsOf(who)).toBe(1_000 - 300 * ok.length);
    const amount = ok.reduce((sum, r) => sum + (r.json() as { value: { amount: number } }).value.amount, 0);
    expect(await walletOf(who)).toBe(wallet + amount);
    await expectLedgerTrue(t.app);
  });

  it('ten converts of one member at once past the call limit (straight to the domain) spend exactly the balance', async () => {
    const who = await shopper(1_000);
    const wallet = await walletOf(who);
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () =>
        convertPoints(t.app.db, who.member, { points: 300, idempotencyKey: newKey() }).then(
          () => 'ok',
          (error: { code?: string }) => error.code ?? String(error),
        ),
      ),
    );
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(3);
    expect(outcomes.filter((o) => o !== 'ok').every((o) => o === 'insufficient-points')).toBe(true);
    expect(await pointsOf(who)).toBe(100);
    expect((await walletOf(who)) - wallet).toBe(3 * 300 * (await convertRatio()));
    await expectLedgerTrue(t.app);
  });

  it('twelve members at once over real HTTP for the last four of an item: four redeems, stock zero, the others refused', async () => {
    const members = await Promise.all(Array.from({ length: 12 }, () => shopper(1_000)));
    const itemId = await cashItem({ stock: 4 });
    const answers = await Promise.all(members.map((who) => redeem(who, itemId, {}, freshIp())));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(4);
    for (const r of answers.filter((r) => r.statusCode !== 200)) expectFailure(r, 409, 'out-of-stock');
    expect(await stockOf(itemId)).toBe(0);
    const spent = await Promise.all(members.map(pointsOf));
    expect(spent.filter((p) => p === 900)).toHaveLength(4);
    expect(spent.filter((p) => p === 1_000)).toHaveLength(8);
    await expectLedgerTrue(t.app);
  });

  it('a review raced ten times moves once', async () => {
    const who = await shopper(1_000);
    const itemId = await cashItem({ stock: 10 });
    const { id } = redeemValue(await redeem(who, itemId));
    const wallet = await walletOf(who);
    const reviews = await Promise.all(
      Array.from({ length: 10 }, (_, i) => reviewRedeem(t.app.db, id, i % 2 ? 'APPROVED' : 'REJECTED', null, new Date())),
    );
    const changed = reviews.filter((r) => r.changed);
    expect(changed).toHaveLength(1);
    const approved = changed[0]!.status === 'APPROVED';
    expect(await walletOf(who)).toBe(approved ? wallet + 10_000 : wallet);
    expect(await pointsOf(who)).toBe(approved ? 900 : 1_000);
    expect(await stockOf(itemId)).toBe(approved ? 9 : 10);
    await expectLedgerTrue(t.app);
  });
});
const redeemValue = (r: Awaited<ReturnType<typeof redeem>>) => {
  expect(r.statusCode).toBe(200);
  return (r.json() as { value: { id: string } }).value;
};

describe('the secrets and the body of redeem and convert', () => {
  it('wrong withdraw passwords at once stop at the guess limit and move nothing, and lock the right one out too', async () => {
    const who = await shopper(5_000);
    const itemId = await cashItem({ stock: 100 });
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => redeem(who, itemId, { withdrawPassword: '000000' })),
      ...Array.from({ length: 10 }, () => convert(who, 100, { withdrawPassword: '000000' })),
    ]);
    const codes = answers.map((r) => r.json().code as string);
    // Each wrong guess is claimed before it is checked: the burst is cut by the call limit and the guess limit.
    expect(codes.every((c) => ['withdraw-password-wrong', 'too-many-requests', 'account-locked'].includes(c))).toBe(true);
    expect(codes.filter((c) => c === 'withdraw-password-wrong').length).toBeLessThanOrEqual(8);
    expect(await pointsOf(who)).toBe(5_000);
    expect(await stockOf(itemId)).toBe(100);
  });

  it('plain bodies, wrong types and numbers that are not points are refused with nothing moved, never a 500', async () => {
    const who = await shopper(5_000);
    const itemId = await cashItem({ stock: 100 });
    const plain = { itemId, quantity: 1, withdrawPassword: WITHDRAW_PASSWORD, idempotencyKey: newKey() };
    expect((await call(t.app, 'POST', PATHS.points.redeem, plain, { token: who.token })).statusCode).toBe(400);
    expect(
      (
        await call(
          t.app,
          'POST',
          PATHS.points.convert,
          { points: 100, withdrawPassword: WITHDRAW_PASSWORD, idempotencyKey: newKey() },
          { token: who.token },
        )
      ).statusCode,
    ).toBe(400);
    for (const quantity of [0, -1, 1.5, '1', 11, 1e300, null])
      expect([(await redeem(who, itemId, { quantity })).statusCode]).toEqual([400]);
    for (const points of [0, -100, 100.5, '100', 99, 1e9, 1e300, null]) expect((await convert(who, points as number)).statusCode).toBe(400);
    expect((await redeem(who, itemId, { itemId: "x' or 1=1 --" })).statusCode).toBe(404);
    expect((await redeem(who, itemId, { itemId: { $ne: 1 } })).statusCode).toBe(400);
    expect(await pointsOf(who)).toBe(5_000);
    expect(await stockOf(itemId)).toBe(100);
    await expectLedgerTrue(t.app);
  });

  it('a member reads no other member’s redeems or points details', async () => {
    const owner = await shopper(1_000);
    const other = await shopper(1_000);
    const itemId = await cashItem({ stock: 10 });
    redeemValue(await redeem(owner, itemId));
    const day = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const range = { startDate: day, endDate: day };
    const redeems = await other.get(PATHS.points.redeemList, range);
    expect(redeems.statusCode).toBe(200);
    expect((redeems.json() as { value: { list: unknown[] } }).value.list).toEqual([]);
    const details = await other.get(PATHS.points.details, range);
    expect(details.statusCode).toBe(200);
    const rows = (details.json() as { value: { list: { reference: string }[] } }).value.list;
    expect(rows.map((row) => row.reference)).toEqual([`test:${other.member.id}`]);
  });
});
