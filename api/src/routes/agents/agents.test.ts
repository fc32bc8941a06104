// The agent centre's calls over a real three-level tree (top agent → agent A → sub-agent S → member L, and A's member D;
// agent B's tree beside it): each report's exact figures from bets played through the seamless protocol and real ledger
// entries; the IDOR suite (every call with accounts of another tree, of the caller's upline and of the caller itself
// gets a refusal or nothing); non-agent, trial and visitor refusals; bad input refused with no write.
import { authEndpoints, PATHS, TRIAL_TYPE } from '@mekong/contracts';
import { agentEndpoints } from '@mekong/contracts/agents';
import type { LaunchableGame } from '@mekong/contracts/server';
import { buildTestApp, expectFailure, expectValue, type TestApp } from '../../test-support/test-app';
import { call, callEncrypted, registerWithInvitation } from '../../test-support/accounts';
import { roundPlayer, TEST_SLOT } from '../../test-support/game-sessions';
import { moneyMember, requestWithdrawal, type MoneyMember } from '../cashier/cashier-test-support';
import { HOUSE_ACCOUNTS, moveAmount, postEntry, walletAccount } from '../../modules/ledger';
import { businessDayOf } from '../../modules/records/business-days';

let t: TestApp;
let top: MoneyMember, a: MoneyMember, s: MoneyMember, l: MoneyMember, d: MoneyMember;
let b: MoneyMember, b1: MoneyMember, plain: MoneyMember, trial: MoneyMember;

const START = 10_000_000;
const WITHDRAWN = 5_000_000;
const TABLE: LaunchableGame = {
  nodeId: 'live-evo-0001',
  gameCode: 'EVO_LIVE_0001',
  vassalage: 'EVO',
  accountTypeName: 'EVO',
  gameType: 'LIVE',
  name: 'Baccarat A',
};
const today = () => businessDayOf(new Date().toISOString());
const yesterday = () => businessDayOf(new Date(Date.now() - 86_400_000).toISOString());

let playRound: ReturnType<typeof roundPlayer>;
/** One round through the seamless protocol: a debit, then a win (or a rollback when win is null). */
const play = (who: MoneyMember, stake: number, win: number | null, game: LaunchableGame = TEST_SLOT): Promise<string> =>
  playRound(who.member.id, stake, win, game);

const deposit = (who: MoneyMember, amount: number) =>
  t.app.db.transaction().execute((trx) =>
    postEntry(trx, {
      kind: 'DEPOSIT',
      reference: `test-${who.member.account}`,
      memo: 'test deposit',
      postings: moveAmount(HOUSE_ACCOUNTS.deposits, walletAccount(who.member.id), amount),
    }),
  );

beforeAll(async () => {
  t = await buildTestApp();
  playRound = roundPlayer(t.app, 'agent-r');
  const agent = (account: string, type: number, parent?: MoneyMember) =>
    moneyMember(t.app, { account, type, balanceMinor: START, parent: parent?.member ?? null });
  top = await agent('ag_top', 1);
  a = await agent('ag_a', 1, top);
  s = await agent('ag_s', 2, a);
  l = await agent('ag_l', 0, s);
  d = await agent('ag_d', 0, a);
  b = await agent('ag_b', 41);
  b1 = await agent('ag_b1', 0, b);
  plain = await agent('ag_plain', 0);
  trial = await moneyMember(t.app, { account: 'ag_trial', type: TRIAL_TYPE });

  // A's team: L two bets, D one at a table, S one even and one rolled back — 4 standing, stakes 38,000, wins 28,000.
  await play(l, 10_000, 25_000);
  await play(l, 5_000, 0);
  await play(d, 20_000, 0, TABLE);
  await play(s, 3_000, 3_000);
  await play(s, 7_000, null);
  // Outside A's team: A itself, its upline and the other tree.
  await play(a, 2_000, 0);
  await play(top, 1_000, 0);
  await play(b1, 50_000, 0);
  // A bet of L yesterday: in "yesterday" and in a two-day range, not in "today".
  const old = await play(l, 4_000, 1_000);
  const at = new Date(Date.now() - 86_400_000).toISOString();
  await t.app.db.updateTable('bets').set({ placedAt: at, settledAt: at }).where('id', '=', old).execute();

  await deposit(l, 100_000);
  await deposit(d, 50_000);
  await deposit(b1, 999);
  expect((await requestWithdrawal(d, WITHDRAWN)).statusCode).toBe(200);
});
afterAll(() => t.close());

const get = (who: MoneyMember | null, path: string, query: object = {}) => call(t.app, 'GET', path, query, who ? { token: who.token } : {});
const range = () => ({ startDate: today(), endDate: today() });

describe('team overview', () => {
  it('counts the team below the caller for today: members, active, new, money, valid bets and P&L', async () => {
    const overview = expectValue(await get(a, PATHS.agent.teamOverview), agentEndpoints.teamOverview);
    expect(overview).toEqual({
      startDate: today(),
      endDate: today(),
      teamSize: 3,
      directCount: 2,
      activeMembers: 3,
      newMembers: 3,
      deposits: 150_000,
      withdrawals: WITHDRAWN,
      betCount: 4,
      validBets: 38_000,
      win: 28_000,
      profit: -10_000,
    });
  });

  it('takes yesterday, the week, the month and a custom range as business days', async () => {
    const yday = expectValue(await get(a, PATHS.agent.teamOverview, { period: 'yesterday' }), agentEndpoints.teamOverview);
    expect(yday).toMatchObject({ startDate: yesterday(), betCount: 1, validBets: 4_000, win: 1_000, activeMembers: 1, newMembers: 0 });
    const both = expectValue(
      await get(a, PATHS.agent.teamOverview, { period: 'custom', startDate: yesterday(), endDate: today() }),
      agentEndpoints.teamOverview,
    );
    expect(both).toMatchObject({ betCount: 5, validBets: 42_000, win: 29_000, profit: -13_000 });
    for (const period of ['thisWeek', 'thisMonth'])
      expect(expectValue(await get(a, PATHS.agent.teamOverview, { period }), agentEndpoints.teamOverview).endDate).toBe(today());
  });

  it('gives the top agent its whole tree, A included, and agent B only its own', async () => {
    expect(expectValue(await get(top, PATHS.agent.teamOverview), agentEndpoints.teamOverview)).toMatchObject({
      teamSize: 4,
      directCount: 1,
      betCount: 5,
      validBets: 40_000,
    });
    expect(expectValue(await get(b, PATHS.agent.teamOverview), agentEndpoints.teamOverview)).toMatchObject({
      teamSize: 1,
      betCount: 1,
      validBets: 50_000,
      deposits: 999,
    });
  });
});

describe('team management', () => {
  it('lists every level or the direct downlines, with level, upline, balance and team size', async () => {
    const all = expectValue(await get(a, PATHS.agent.downlines), agentEndpoints.downlines);
    expect(all.total).toBe(3);
    expect(all.list.map((row) => [row.account, row.level, row.upline, row.teamSize, row.isAgent])).toEqual(
      expect.arrayContaining([
        ['ag_s', 1, 'ag_a', 1, true],
        ['ag_d', 1, 'ag_a', 0, false],
        ['ag_l', 2, 'ag_s', 0, false],
      ]),
    );
    expect(all.list.map((row) => row.level)).toEqual([1, 1, 2]);
    const direct = expectValue(await get(a, PATHS.agent.downlines, { scope: 'direct' }), agentEndpoints.downlines);
    expect(direct.list.map((row) => row.account).sort()).toEqual(['ag_d', 'ag_s']);
    const searched = expectValue(await get(a, PATHS.agent.downlines, { account: 'AG_L' }), agentEndpoints.downlines);
    expect(searched.list).toHaveLength(1);
    expect(searched.list[0]).toMatchObject({ account: 'ag_l', balance: START - 15_000 + 25_000 - 4_000 + 1_000 + 100_000 });
    const paged = expectValue(await get(a, PATHS.agent.downlines, { pageSize: 2, pageNo: 2 }), agentEndpoints.downlines);
    expect(paged).toMatchObject({ total: 3, totalPages: 2, pageNo: 2 });
    expect(paged.list.map((row) => row.account)).toEqual(['ag_l']);
  });

  it("gives one downline's detail with its own bets and money over the range", async () => {
    const detail = expectValue(await get(a, PATHS.agent.downline, { account: 'ag_d', ...range() }), agentEndpoints.downline);
    expect(detail).toMatchObject({
      account: 'ag_d',
      level: 1,
      directCount: 0,
      betCount: 1,
      validBets: 20_000,
      win: 0,
      profit: -20_000,
      deposits: 50_000,
      withdrawals: WITHDRAWN,
    });
    const sub = expectValue(await get(a, PATHS.agent.downline, { account: 'ag_s', ...range() }), agentEndpoints.downline);
    expect(sub).toMatchObject({ directCount: 1, teamSize: 1, betCount: 1, validBets: 3_000 });
  });
});

describe('team betting, user loss and transactions', () => {
  it("lists the team's bets newest first with totals of the standing ones, filtered by account and game type", async () => {
    const bets = expectValue(await get(a, PATHS.agent.teamBets, range()), agentEndpoints.teamBets);
    expect(bets.total).toBe(5);
    expect(bets.totals).toEqual({ betCount: 4, stake: 38_000, win: 28_000, profit: -10_000 });
    expect(bets.list.map((bet) => bet.account).sort()).toEqual(['ag_d', 'ag_l', 'ag_l', 'ag_s', 'ag_s']);
    expect(bets.list.find((bet) => bet.status === 'ROLLED_BACK')?.stake).toBe(7_000);
    const placed = bets.list.map((bet) => bet.placedAt);
    expect([...placed].sort().reverse()).toEqual(placed);
    const ofL = expectValue(await get(a, PATHS.agent.teamBets, { ...range(), account: 'ag_l' }), agentEndpoints.teamBets);
    expect(ofL.totals).toEqual({ betCount: 2, stake: 15_000, win: 25_000, profit: 10_000 });
    const live = expectValue(await get(a, PATHS.agent.teamBets, { ...range(), gameType: 'LIVE' }), agentEndpoints.teamBets);
    expect(live.list.map((bet) => [bet.account, bet.stake])).toEqual([['ag_d', 20_000]]);
    const pages = [];
    for (const pageNo of [1, 2, 3])
      pages.push(...expectValue(await get(a, PATHS.agent.teamBets, { ...range(), pageSize: 2, pageNo }), agentEndpoints.teamBets).list);
    expect(pages.map((bet) => bet.id)).toEqual(bets.list.map((bet) => bet.id));
    // Keyset paging: each page from the cursor of the one before gives the same bets, with the range's count.
    const byCursor = [];
    let cursor: string | null | undefined;
    for (let pageNo = 1; pageNo <= 3; pageNo++) {
      const page = expectValue(
        await get(a, PATHS.agent.teamBets, { ...range(), pageSize: 2, pageNo, ...(cursor ? { cursor } : {}) }),
        agentEndpoints.teamBets,
      );
      expect(page).toMatchObject({ pageNo, total: 5, totalPages: 3 });
      byCursor.push(...page.list);
      cursor = page.nextCursor;
      expect(cursor === null).toBe(pageNo === 3);
    }
    expect(byCursor.map((bet) => bet.id)).toEqual(bets.list.map((bet) => bet.id));
  });

  it('gives profit and loss per downline, and the team total', async () => {
    const loss = expectValue(await get(a, PATHS.agent.userLoss, range()), agentEndpoints.userLoss);
    expect(loss.list).toEqual([
      { account: 'ag_d', level: 1, betCount: 1, stake: 20_000, validBet: 20_000, win: 0, profit: -20_000 },
      { account: 'ag_l', level: 2, betCount: 2, stake: 15_000, validBet: 15_000, win: 25_000, profit: 10_000 },
      { account: 'ag_s', level: 1, betCount: 1, stake: 3_000, validBet: 3_000, win: 3_000, profit: 0 },
    ]);
    expect(loss).toMatchObject({ total: 3, totals: { betCount: 4, stake: 38_000, win: 28_000, profit: -10_000 } });
    const direct = expectValue(await get(a, PATHS.agent.userLoss, { ...range(), scope: 'direct' }), agentEndpoints.userLoss);
    expect(direct.list.map((row) => row.account)).toEqual(['ag_d', 'ag_s']);
  });

  it("lists the team's wallet movements by kind", async () => {
    const deposits = expectValue(
      await get(a, PATHS.agent.teamTransactions, { ...range(), kind: 'DEPOSIT' }),
      agentEndpoints.teamTransactions,
    );
    expect(deposits.list.map((row) => [row.account, row.amount]).sort()).toEqual([
      ['ag_d', 50_000],
      ['ag_l', 100_000],
    ]);
    expect(deposits.totalAmount).toBe(150_000);
    const holds = expectValue(
      await get(a, PATHS.agent.teamTransactions, { ...range(), kind: 'WITHDRAWAL_HOLD', account: 'ag_d' }),
      agentEndpoints.teamTransactions,
    );
    expect(holds).toMatchObject({ total: 1, totalAmount: -WITHDRAWN });
    const all = expectValue(await get(a, PATHS.agent.teamTransactions, { ...range(), pageSize: 100 }), agentEndpoints.teamTransactions);
    expect(new Set(all.list.map((row) => row.account))).toEqual(new Set(['ag_s', 'ag_l', 'ag_d']));
    expect(all.total).toBe(all.list.length);
  });
});

describe('IDOR: nothing outside the caller’s own subtree', () => {
  const foreign = () => [
    ['the other tree', 'ag_b1'],
    ['the other tree’s agent', 'ag_b'],
    ['the caller’s upline', 'ag_top'],
    ['the caller itself', 'ag_a'],
    ['nobody', 'ag_nobody'],
  ];

  it.each([
    ['downline detail', PATHS.agent.downline],
    ['team bets', PATHS.agent.teamBets],
    ['user loss', PATHS.agent.userLoss],
    ['team transactions', PATHS.agent.teamTransactions],
  ])('%s refuses every account outside the team the same way', async (_name, path) => {
    const messages = new Set<string>();
    for (const [, account] of foreign()) messages.add(expectFailure(await get(a, path, { ...range(), account }), 404, 'not-in-your-team'));
    expect(messages.size).toBe(1);
  });

  it('the downline search finds nothing outside the team', async () => {
    for (const [, account] of foreign())
      expect(expectValue(await get(a, PATHS.agent.downlines, { account }), agentEndpoints.downlines)).toMatchObject({ total: 0, list: [] });
  });

  it("agent B sees none of A's team in any list, and a sub-agent none of its upline's", async () => {
    for (const path of [PATHS.agent.downlines, PATHS.agent.teamBets, PATHS.agent.userLoss, PATHS.agent.teamTransactions]) {
      const body = JSON.stringify((await get(b, path, range())).json());
      for (const account of ['ag_a', 'ag_s', 'ag_l', 'ag_d', 'ag_top']) expect(body).not.toContain(`"${account}"`);
    }
    const subs = expectValue(await get(s, PATHS.agent.downlines), agentEndpoints.downlines);
    expect(subs.list.map((row) => row.account)).toEqual(['ag_l']);
    expectFailure(await get(s, PATHS.agent.downline, { account: 'ag_d', ...range() }), 404, 'not-in-your-team');
  });
});

describe('who may call', () => {
  const calls = () => [
    PATHS.agent.teamOverview,
    PATHS.agent.downlines,
    PATHS.agent.downline,
    PATHS.agent.teamBets,
    PATHS.agent.userLoss,
    PATHS.agent.teamTransactions,
    PATHS.agent.referrals,
    PATHS.agent.announcements,
  ];

  it('refuses visitors (401), trial accounts (trial-account) and members (non-agent)', async () => {
    for (const path of calls()) {
      const query = { account: 'ag_l', ...range() };
      expectFailure(await get(null, path, query), 401, 'unauthorized');
      expectFailure(await get(trial, path, query), 403, 'trial-account');
      expectFailure(await get(plain, path, query), 403, 'non-agent');
      expectFailure(await get(l, path, query), 403, 'non-agent');
    }
    expectFailure(await get(plain, PATHS.agent.affiliate), 403, 'non-agent');
    expectFailure(await get(null, PATHS.agent.affiliate), 400, 'bad-request');
  });

  it('refuses bad input with 400 bad-request', async () => {
    const bad: [string, object][] = [
      [PATHS.agent.teamOverview, { period: 'forever' }],
      [PATHS.agent.teamOverview, { period: 'custom' }],
      [PATHS.agent.teamOverview, { period: 'custom', startDate: today(), endDate: '2020-01-01' }],
      [PATHS.agent.downlines, { pageSize: 1000 }],
      [PATHS.agent.downlines, { scope: 'sideways' }],
      [PATHS.agent.teamBets, { startDate: '2025-02-30', endDate: today() }],
      [PATHS.agent.teamBets, { ...range(), gameType: 'DICE' }],
      [PATHS.agent.teamBets, { ...range(), cursor: 'yesterday|1' }],
      [PATHS.agent.userLoss, { startDate: '2024-01-01', endDate: '2024-12-31' }],
      [PATHS.agent.teamTransactions, { ...range(), kind: 'THEFT' }],
      [PATHS.agent.downline, { account: '', ...range() }],
    ];
    for (const [path, query] of bad) expectFailure(await get(a, path, query), 400, 'bad-request');
  });
});

describe('referral and accounts for downlines', () => {
  it("gives the agent its code and register link, and checks another's code with its link", async () => {
    const own = expectValue(await get(a, PATHS.agent.affiliate), authEndpoints.affiliate);
    expect(own.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(own.link).toBe(`https://www.mekong.example/register?affiliateCode=${own.code}`);
    // Asked again: the same code.
    expect(expectValue(await get(a, PATHS.agent.affiliate), authEndpoints.affiliate).code).toBe(own.code);
    const checked = expectValue(await get(null, PATHS.agent.affiliate, { code: own.code.toLowerCase() }), authEndpoints.affiliate);
    expect(checked).toEqual(own);
    expectFailure(await get(null, PATHS.agent.affiliate, { code: 'NOPE0000' }), 400, 'invitation_code_error');
  });

  it('puts a member who registers with the link under the agent, in its team and its referrals', async () => {
    const { code } = expectValue(await get(a, PATHS.agent.affiliate), authEndpoints.affiliate);
    const registered = await registerWithInvitation(t.app, { username: 'aginvited', mobileNo: '2077700001', affiliateCode: code });
    expectValue(registered, authEndpoints.register);
    const referrals = expectValue(await get(a, PATHS.agent.referrals), agentEndpoints.referrals);
    expect(referrals.list.map((row) => row.account)).toEqual(['aginvited']);
    const found = expectValue(await get(top, PATHS.agent.downlines, { account: 'aginvited' }), agentEndpoints.downlines);
    expect(found.list[0]).toMatchObject({ level: 2, upline: 'ag_a' });
    expect(expectValue(await get(b, PATHS.agent.referrals), agentEndpoints.referrals).total).toBe(0);
  });

  it('creates an account under the agent (encrypted), with the register rules; bad input writes nothing', async () => {
    const create = (who: MoneyMember, payload: object) => callEncrypted(t.app, 'PUT', PATHS.agent.downlines, payload, { token: who.token });
    const created = expectValue(
      await create(s, { username: 'AGMADE', password: 'Passw0rd9', confirmPassword: 'Passw0rd9' }),
      agentEndpoints.createDownline,
    );
    expect(created.account).toBe('agmade');
    // The audit trail names the agent, not the new account, as who opened it (issue 20).
    const opened = await t.app.db.selectFrom('audit_trail').selectAll().where('subjectMemberId', '=', created.id).execute();
    expect(opened.map(({ action, actorKind, actor }) => ({ action, actorKind, actor }))).toEqual([
      { action: 'account.register', actorKind: 'member', actor: s.member.id },
    ]);
    const mine = expectValue(await get(s, PATHS.agent.downlines, { account: 'agmade' }), agentEndpoints.downlines);
    expect(mine.list[0]).toMatchObject({ level: 1, upline: 'ag_s' });
    expect(expectValue(await get(top, PATHS.agent.downlines, { account: 'agmade' }), agentEndpoints.downlines).list[0]?.level).toBe(3);

    const members = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('members')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await members();
    expectFailure(await create(s, { username: 'agmade', password: 'Passw0rd9', confirmPassword: 'Passw0rd9' }), 409, 'username-taken');
    const fieldError = (field: string) => ({ fields: expect.objectContaining({ [field]: expect.any(String) }) });
    const bad = (payload: object, field: string) => create(s, payload).then((r) => expectFailure(r, 400, 'bad-request', fieldError(field)));
    await bad({ username: 'x', password: 'Passw0rd9', confirmPassword: 'Passw0rd9' }, 'username');
    await bad({ username: 'agmade2', password: 'Passw0rd9', confirmPassword: 'Other0rd9' }, 'confirmPassword');
    await bad({ username: 'agmade3', password: 'ab1', confirmPassword: 'ab1' }, 'password');
    expectFailure(await call(t.app, 'PUT', PATHS.agent.downlines, { username: 'agplain2' }, { token: s.token }), 400, 'bad-request');
    expectFailure(await create(plain, { username: 'agmade4', password: 'Passw0rd9', confirmPassword: 'Passw0rd9' }), 403, 'non-agent');
    expectFailure(await create(trial, { username: 'agmade5', password: 'Passw0rd9', confirmPassword: 'Passw0rd9' }), 403, 'trial-account');
    expect(await members()).toBe(before);
  });
});
