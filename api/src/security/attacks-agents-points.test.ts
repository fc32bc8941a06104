// Attacks on the agent centre, tree transfers, points and the compiled answer serializer (issue 17/18 and the fourth
// speed round), as a member and an agent would make them, on both databases: reading or moving anything outside the
// caller's subtree by account variants, paging and dates; a downline reading its upline; amounts that are not money;
// 50 creates of one username at once; extra fields on a create; reading another's points; answers that would carry
// a field their contract does not name; two apps on two databases in one process (prepared statements per database).
// close() checks the ledger invariant after each app.
import { agentEndpoints, authEndpoints, moneyEndpoints, PATHS, pointEndpoints } from '@mekong/contracts';
import { buildTestApp, expectFailure, expectValue, type TestApp } from '../test-support/test-app';
import { call, callEncrypted, loginOk } from '../test-support/accounts';
import { moneyMember, WITHDRAW_PASSWORD, type MoneyMember } from '../routes/cashier/cashier-test-support';
import { businessDayOf } from '../modules/records/business-days';
import { checkLedgerInvariant } from '../modules/ledger';

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
