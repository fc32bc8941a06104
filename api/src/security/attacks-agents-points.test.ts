// Attacks on the agent centre, tree transfers, points and the compiled answer serializer (issue 17/18 and the fourth
// speed round), as a member and an agent would make them, on both databases: reading or moving anything outside the
// caller's subtree by account variants, paging and dates; a downline reading its upline; amounts that are not money;
// 50 creates of one username at once; extra fields on a create; reading another's points; answers that would carry
// a field their contract does not name; two apps on two databases in one process (prepared statements per database).
// close() checks the ledger invariant after each app.
import { authEndpoints, PATHS } from '@mekong/contracts';
import { moneyEndpoints } from '@mekong/contracts/money';
import { agentEndpoints } from '@mekong/contracts/agents';
import { pointEndpoints } from '@mekong/contracts/points';
import { buildTestApp, expectFailure, expectValue, type TestApp } from '../test-support/test-app';
import { call, callEncrypted, loginOk } from '../test-support/accounts';
import { moneyMember, WITHDRAW_PASSWORD, type MoneyMember } from '../routes/cashier/cashier-test-support';
import { businessDayOf } from '../modules/records/business-days';
import { checkLedgerInvariant } from '../modules/ledger';
import { accrueBetPoints } from '../modules/points/accrual';
import { betIdOf, IN_HOUSE_PROVIDER } from '../modules/seamless';
import { inHouseClient, openRealGameSession, TEST_SLOT } from '../test-support/game-sessions';

let t: TestApp;
let top: MoneyMember, a: MoneyMember, s: MoneyMember, l: MoneyMember, d: MoneyMember;
let b: MoneyMember, b1: MoneyMember, plain: MoneyMember;
const START = 10_000_000;

beforeAll(async () => {
  t = await buildTestApp();
  const agent = (account: string, type: number, parent?: MoneyMember) =>
    moneyMember(t.app, { account, type, balanceMinor: START, parent: parent?.member ?? null });
  top = await agent('at_top', 1);
  a = await agent('at_a', 1, top);
  s = await agent('at_s', 2, a);
  l = await agent('at_l', 0, s);
  d = await agent('at_d', 0, a);
  b = await agent('at_b', 41);
  b1 = await agent('at_b1', 0, b);
  plain = await agent('at_plain', 0);
});
afterAll(() => t.close());

const get = (who: MoneyMember, path: string, query: object = {}) => call(t.app, 'GET', path, query, { token: who.token });
const today = () => businessDayOf(new Date().toISOString());
const create = (who: MoneyMember, payload: object) => callEncrypted(t.app, 'PUT', PATHS.agent.downlines, payload, { token: who.token });
const transfer = (from: MoneyMember, toAccount: string, body: Record<string, unknown> = {}) =>
  from.post(PATHS.wallet.walletTransfer, {
    toAccount,
    amount: 1_000,
    withdrawPassword: WITHDRAW_PASSWORD,
    idempotencyKey: `k-${Math.random().toString(36).slice(2)}-${Date.now()}`,
    ...body,
  });
const balanceOf = async (who: MoneyMember) => expectValue(await get(who, PATHS.wallet.balance), authEndpoints.balance);

describe('agent calls outside the subtree', () => {
  const variants = (account: string) => [
    account.toUpperCase(),
    ` ${account} `,
    `${account}\u200b`,
    account.replace('a', '\uff41'), // fullwidth a
    account.replace('t', 'T'),
    `${account}%`,
    `${account.slice(0, -1)}_`,
    `%`,
  ];

  it('refuses another tree, the upline and the caller itself by every spelling of the account, never a 500', async () => {
    for (const target of [b1.member.account, b.member.account, top.member.account, a.member.account])
      for (const account of variants(target)) {
        const range = { startDate: today(), endDate: today(), account };
        const detail = await get(a, PATHS.agent.downline, range);
        expect(detail.statusCode === 404 || detail.statusCode === 400).toBe(true);
        for (const path of [PATHS.agent.teamBets, PATHS.agent.userLoss, PATHS.agent.teamTransactions]) {
          const answer = await get(a, path, range);
          expect([400, 404]).toContain(answer.statusCode);
        }
        const listed = await get(a, PATHS.agent.downlines, { account });
        if (listed.statusCode === 200) expect(expectValue(listed, agentEndpoints.downlines).list).toEqual([]);
        else expect(listed.statusCode).toBe(400);
      }
  });

  it('a downline reads nothing of its upline; a member and a plain account get non-agent on every agent call', async () => {
    expectFailure(
      await get(s, PATHS.agent.downline, { account: a.member.account, startDate: today(), endDate: today() }),
      404,
      'not-in-your-team',
    );
    expect(expectValue(await get(s, PATHS.agent.downlines, { account: d.member.account }), agentEndpoints.downlines).list).toEqual([]);
    // With a well-formed query (a malformed one is refused as bad-request first, telling nothing either).
    const range = { startDate: today(), endDate: today() };
    const queries: [string, object][] = [
      [PATHS.agent.downlines, {}],
      [PATHS.agent.downline, { ...range, account: l.member.account }],
      [PATHS.agent.teamOverview, {}],
      [PATHS.agent.teamBets, range],
      [PATHS.agent.userLoss, range],
      [PATHS.agent.teamTransactions, range],
      [PATHS.agent.announcements, {}],
      [PATHS.agent.referrals, {}],
    ];
    for (const [path, query] of queries) for (const who of [l, plain]) expectFailure(await get(who, path, query), 403, 'non-agent');
  });

  it('refuses paging and dates that are not numbers or days with bad-request, never a 500', async () => {
    const paging = [
      { pageNo: -1 },
      { pageNo: 0 },
      { pageNo: 1.5 },
      { pageNo: 'x' },
      { pageSize: 100000 },
      { pageSize: -5 },
      { pageNo: '1e400' },
      { pageNo: '99999999999999999999' },
    ];
    for (const query of paging)
      for (const path of [PATHS.agent.downlines, PATHS.agent.referrals, PATHS.agent.announcements])
        expect(await get(a, path, query).then((r) => r.statusCode)).toBe(400);
    // A page far past the end is an empty page.
    expect(expectValue(await get(a, PATHS.agent.downlines, { pageNo: 1_000_000 }), agentEndpoints.downlines).list).toEqual([]);
    const dates = [
      { startDate: '2020-13-45', endDate: today() },
      { startDate: today(), endDate: '1900-01-01' },
      { startDate: "2026-01-01' or 1=1--", endDate: today() },
      { startDate: '0000-01-01', endDate: '9999-12-31' },
      { period: 'custom' },
      { period: 'forever' },
    ];
    for (const query of dates) {
      const answer = await get(a, PATHS.agent.teamOverview, query);
      expect([200, 400]).toContain(answer.statusCode);
      if (answer.statusCode === 200) expectValue(answer, agentEndpoints.teamOverview);
    }
  });
});

describe('transfers along the tree', () => {
  it('refuses sideways transfers and amounts that are not money, and moves nothing', async () => {
    const before = await Promise.all([a, d, l, b1].map(balanceOf));
    expectFailure(await transfer(d, l.member.account), 403, 'not-on-your-tree'); // sideways in one team
    expectFailure(await transfer(l, d.member.account), 403, 'not-on-your-tree');
    expectFailure(await transfer(a, b1.member.account.toUpperCase()), 403, 'not-on-your-tree'); // another tree
    expectFailure(await transfer(b1, ` ${a.member.account}`), 403, 'not-on-your-tree');
    expectFailure(await transfer(a, a.member.account), 403, 'not-on-your-tree'); // itself
    for (const amount of [-1_000, 0, 1.5, 1e20, Number.MAX_SAFE_INTEGER + 2, '1000', null, '1e3', true])
      expect((await transfer(a, d.member.account, { amount })).statusCode).toBe(400);
    expect(await Promise.all([a, d, l, b1].map(balanceOf))).toEqual(before);
  });

  it('one idempotency key moves once: 20 replays at once answer the same entry; the key with another body is refused', async () => {
    const before = await Promise.all([a, d, s].map(balanceOf));
    const body = { amount: 2_000, idempotencyKey: `same-${process.pid}` };
    const answers = await Promise.all(Array.from({ length: 20 }, () => transfer(a, d.member.account, body)));
    const moved = answers.filter((r) => r.statusCode === 200).map((r) => r.json<{ value: { entryId: string } }>().value.entryId);
    expect(new Set(moved).size).toBe(1);
    for (const r of answers.filter((r) => r.statusCode !== 200)) expect(r.statusCode).toBe(429);
    const reuses: [string, object][] = [
      [d.member.account, { ...body, amount: 3_000 }],
      [s.member.account, body],
    ];
    for (const [toAccount, other] of reuses) {
      const answer = await transfer(a, toAccount, other as Record<string, unknown>);
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
    }
    const after = await Promise.all([a, d, s].map(balanceOf));
    expect(after.map((x) => x.balance)).toEqual([before[0]!.balance - 2_000, before[1]!.balance + 2_000, before[2]!.balance]);
  });

  it('50 transfers down at once leave no wallet negative', async () => {
    const poor = await moneyMember(t.app, { type: 1, balanceMinor: 10_000, parent: top.member });
    const kid = await moneyMember(t.app, { balanceMinor: 0, parent: poor.member });
    const answers = await Promise.all(Array.from({ length: 50 }, () => transfer(poor, kid.member.account, { amount: 1_000 })));
    const codes = answers.map((r) => (r.statusCode === 200 ? 'moved' : r.json<{ code: string }>().code));
    const moved = codes.filter((code) => code === 'moved').length;
    // Only a few withdraw-password checks of one member run at once (the rest: too-many-requests, retry).
    expect(codes.filter((code) => !['moved', 'insufficient-balance', 'too-many-requests'].includes(code))).toEqual([]);
    expect(moved).toBeGreaterThan(0);
    expect((await balanceOf(poor)).balance).toBe(10_000 - moved * 1_000);
    expect((await balanceOf(kid)).balance).toBe(moved * 1_000);
    expect((await checkLedgerInvariant(t.app.db)).problems).toEqual([]);
  });
});

describe('creating accounts for a downline', () => {
  it('50 creates of one username at once make one account; the rest are username-taken', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        create(a, { username: i % 2 ? 'atrace' : 'ATRACE', password: 'Passw0rd9', confirmPassword: 'Passw0rd9' }),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    for (const r of answers.filter((r) => r.statusCode !== 200))
      expect(r.statusCode === 409 || r.statusCode === 429 || r.statusCode === 503).toBe(true);
    const rows = await t.app.db.selectFrom('members').select(['type', 'parentId']).where('account', '=', 'atrace').execute();
    expect(rows).toEqual([{ type: 0, parentId: a.member.id }]);
  });

  it('ignores a type, parent or upline given with the form: the account is a member under the caller', async () => {
    const created = expectValue(
      await create(s, {
        username: 'atextra',
        password: 'Passw0rd9',
        confirmPassword: 'Passw0rd9',
        type: 1,
        parentId: b.member.id,
        parent: b.member.account,
        upline: b.member.account,
        affiliateCode: 'ZZZZZZ',
      }),
      agentEndpoints.createDownline,
    );
    const row = await t.app.db
      .selectFrom('members')
      .select(['type', 'parentId', 'referredBy'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ type: 0, parentId: s.member.id, referredBy: null });
    for (const username of ['at tab', 'at\u0000nul', '<script>', 'a'.repeat(200), ''])
      expect(
        await create(s, { username, password: 'Passw0rd9', confirmPassword: 'Passw0rd9' }).then((r) => [
          r.statusCode,
          r.json<{ code: string }>().code,
        ]),
      ).toEqual([400, 'bad-request']);
  });
});

describe('accounts that read as another', () => {
  it('folds fullwidth forms: a fullwidth copy of an account is that account, for creating, transferring and signing in', async () => {
    // Before: "ａｔｆｏｌｄ" was a second account beside "atfold", reading the same.
    expectValue(
      await create(s, { username: 'atfold', password: 'Passw0rd9', confirmPassword: 'Passw0rd9' }),
      agentEndpoints.createDownline,
    );
    expectFailure(
      await create(s, { username: 'ａｔｆｏｌｄ', password: 'Passw0rd9', confirmPassword: 'Passw0rd9' }),
      409,
      'username-taken',
    );
    expectFailure(
      await create(s, { username: 'ＡＴＦＯＬＤ', password: 'Passw0rd9', confirmPassword: 'Passw0rd9' }),
      409,
      'username-taken',
    );
    const made = expectValue(
      await create(s, { username: 'ａｔｗｉｄｅ', password: 'Passw0rd9', confirmPassword: 'Passw0rd9' }),
      agentEndpoints.createDownline,
    );
    expect(made.account).toBe('atwide');
    expect((await loginOk(t.app, 'ＡＴＷＩＤＥ', 'Passw0rd9')).token).toEqual(expect.any(String));
    // A transfer named in fullwidth reaches the account it reads as (d, in a's team).
    expect(expectValue(await transfer(a, 'ＡＴ_ｄ'), moneyEndpoints.walletTransfer).toAccount).toBe(d.member.account);
  });
});

describe('points', () => {
  it('a bet rolled back while 20 accrual runs race earns nothing in the end, and no balance goes negative', async () => {
    const who = await moneyMember(t.app, { balanceMinor: 100_000_000 });
    const client = inHouseClient(t.app);
    const roundId = `atk-race-${process.pid}`;
    const session = await openRealGameSession(t.app.db, who.member.id, TEST_SLOT);
    await client.debit({ transactionId: `${roundId}:d`, roundId, sessionToken: session.token, amount: 900_000 });
    await client.credit({ transactionId: `${roundId}:c`, roundId, playerId: who.member.id, amount: 0 });
    const betId = betIdOf(IN_HOUSE_PROVIDER, roundId);
    // A resettlement turning the settled bet into a rolled-back one, in the middle of the racing runs.
    await Promise.all([
      ...Array.from({ length: 10 }, () => accrueBetPoints(t.app.db, new Date())),
      t.app.db.updateTable('bets').set({ status: 'ROLLED_BACK', settledAt: new Date().toISOString() }).where('id', '=', betId).execute(),
      ...Array.from({ length: 10 }, () => accrueBetPoints(t.app.db, new Date())),
    ]);
    await accrueBetPoints(t.app.db, new Date());
    expect(expectValue(await get(who, PATHS.points.balance), pointEndpoints.balance).balance).toBe(0);
    const rows = await t.app.db.selectFrom('points_accruals').select(['movement', 'points']).where('sourceId', '=', betId).execute();
    expect(rows.reduce((sum, row) => sum + Number(row.points), 0)).toBe(0);
    expect(rows.filter((row) => row.movement !== 'TAKE_BACK').length).toBeLessThanOrEqual(1);
    expect((await checkLedgerInvariant(t.app.db)).problems).toEqual([]);
  });

  it('a member reads only its own points, whatever id or account it names', async () => {
    for (const query of [{ memberId: b1.member.id }, { account: b1.member.account }, { id: b1.member.id }]) {
      const answer = await get(l, PATHS.points.balance, query);
      if (answer.statusCode === 200) expect(expectValue(answer, pointEndpoints.balance).balance).toBe(0);
      else expect(answer.statusCode).toBe(400);
    }
  });
});

describe('the compiled answer serializer', () => {
  it('answers carry no field of the member row', async () => {
    const secret = /passwordHash|password_hash|treePath|tree_path|withdrawPassword|registerIp|totp/i;
    const calls: [MoneyMember, string, object][] = [
      [a, PATHS.agent.downlines, {}],
      [a, PATHS.agent.downline, { account: d.member.account, startDate: today(), endDate: today() }],
      [a, PATHS.agent.referrals, {}],
      [a, PATHS.agent.teamOverview, {}],
      [a, PATHS.agent.teamBets, { startDate: today(), endDate: today() }],
      [a, PATHS.agent.userLoss, { startDate: today(), endDate: today() }],
      [a, PATHS.agent.teamTransactions, { startDate: today(), endDate: today() }],
      [a, PATHS.agent.announcements, {}],
      [a, PATHS.agent.affiliate, {}],
      [l, PATHS.points.balance, {}],
      [l, PATHS.points.details, { startDate: today(), endDate: today() }],
      [l, PATHS.wallet.balance, {}],
    ];
    for (const [who, path, query] of calls) {
      const answer = await get(who, path, query);
      expect(`${path} ${answer.statusCode}`).toBe(`${path} 200`);
      expect(answer.body).not.toMatch(secret);
    }
  });
});

describe('answers over edge data', () => {
  // Found by probing answerSerializerCompiler({ checkAnswers: false }) (production): it never writes a field the schema
  // does not name (extra row fields, in unions and records too), but it coerces where zod refused (500): a null
  // required string is written "", a null int 0, 1.5 as an int 1, a Date as its ISO text, "5" as 5. Only tests
  // (checkAnswers) catch a wrong value; production answers it quietly. Left for a decision (a cheap type guard on
  // money fields, or sampling zod checks in production).
  it.todo('in production, an answer with a null or fractional money field fails instead of being written 0 or truncated');

  it('every agent, points and a sample of older calls answer exactly their contract over open, rolled-back and settled bets', async () => {
    // Edge rows in A's team: an open bet, a rolled-back one, a settled one, a deposit, points earned, a downline that
    // never signed in, an account with no bets at all. In tests every answer is also written by zod and compared
    // (checkAnswers), so a value the compiled serializer would coerce is a 500 here.
    const client = inHouseClient(t.app);
    let round = 0;
    const play = async (who: MoneyMember, close: 'win' | 'rollback' | 'open') => {
      round += 1;
      const roundId = `atk-${process.pid}-${round}`;
      const session = await openRealGameSession(t.app.db, who.member.id, TEST_SLOT);
      await client.debit({ transactionId: `${roundId}:d`, roundId, sessionToken: session.token, amount: 500_000 });
      if (close === 'win') await client.credit({ transactionId: `${roundId}:c`, roundId, playerId: who.member.id, amount: 0 });
      if (close === 'rollback')
        await client.rollback({ transactionId: `${roundId}:r`, roundId, playerId: who.member.id, debitTransactionId: `${roundId}:d` });
    };
    await play(l, 'open');
    await play(l, 'rollback');
    await play(d, 'win');
    await accrueBetPoints(t.app.db, new Date());
    const range = { startDate: today(), endDate: today() };
    const calls: [MoneyMember, string, object, Parameters<typeof expectValue>[1]][] = [
      [a, PATHS.agent.downlines, {}, agentEndpoints.downlines],
      [a, PATHS.agent.downlines, { account: s.member.account }, agentEndpoints.downlines],
      [a, PATHS.agent.downline, { ...range, account: l.member.account }, agentEndpoints.downline],
      [a, PATHS.agent.downline, { ...range, account: s.member.account }, agentEndpoints.downline],
      [a, PATHS.agent.teamOverview, {}, agentEndpoints.teamOverview],
      [a, PATHS.agent.teamBets, range, agentEndpoints.teamBets],
      [a, PATHS.agent.teamBets, { ...range, account: l.member.account }, agentEndpoints.teamBets],
      [a, PATHS.agent.userLoss, range, agentEndpoints.userLoss],
      [a, PATHS.agent.teamTransactions, range, agentEndpoints.teamTransactions],
      [a, PATHS.agent.referrals, {}, agentEndpoints.referrals],
      [a, PATHS.agent.announcements, {}, agentEndpoints.announcements],
      [d, PATHS.points.balance, {}, pointEndpoints.balance],
      [d, PATHS.points.details, range, pointEndpoints.details],
      [l, PATHS.points.details, range, pointEndpoints.details],
      [l, PATHS.records.bets, range, moneyEndpoints.betRecords],
      [l, PATHS.records.transactions, range, moneyEndpoints.transactionRecords],
      [l, PATHS.member.info, {}, authEndpoints.memberInfo],
    ];
    for (const [who, path, query, endpoint] of calls) {
      const answer = await get(who, path, query);
      expect(`${path} ${answer.statusCode}`).toBe(`${path} 200`);
      // What was written is exactly what the contract reads: no field beyond it, none coerced.
      expect(answer.json<{ value: unknown }>().value).toEqual(expectValue(answer, endpoint));
    }
  });
});

describe('agent announcements and headers', () => {
  it("the public announcement call never takes the agents' kind", async () => {
    for (const types of ['AG', 'B,AG', 'ag', ' AG ', 'B,,AG', 'B%2CAG'])
      expect((await call(t.app, 'GET', PATHS.games.announcements, { types })).statusCode).toBe(400);
  });

  it('agent answers and refusals carry the security headers, a new style nonce each', async () => {
    const answers = [
      await get(a, PATHS.agent.downlines),
      await get(a, PATHS.agent.downline, { account: b1.member.account, startDate: today(), endDate: today() }),
      await get(l, PATHS.agent.teamOverview),
      await get(l, PATHS.points.balance),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 404, 403, 200]);
    const nonces = answers.map((r) => {
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
      return /'nonce-([^']+)'/.exec(String(r.headers['content-security-policy']))?.[1];
    });
    expect(new Set(nonces).size).toBe(answers.length);
    expect(nonces.every((nonce) => typeof nonce === 'string' && nonce.length >= 22)).toBe(true);
  });
});

describe('two apps on two databases in one process', () => {
  it('keep their own data: a token of one is unknown to the other, and each reads its own member', async () => {
    const other = await buildTestApp();
    try {
      const there = await moneyMember(other.app, { account: 'at_top', type: 1, balanceMinor: 5 });
      const here = await call(t.app, 'GET', PATHS.wallet.balance, {}, { token: there.token });
      expect(here.statusCode).toBe(401);
      expect((await balanceOf(top)).balance).toBe(START);
      expect((await there.get(PATHS.wallet.balance)).json()).toMatchObject({ value: expect.objectContaining({ balance: 5 }) });
    } finally {
      await other.close();
    }
  });
});
