// The points mall (issue 18 part 2) on SQLite and PostgreSQL: items listed by type in the caller's language; a redeem
// through the encrypted call takes the points, the amount, the stock and the allowance in one transaction; a wrong
// withdraw password or a refused redeem changes nothing; fifty members racing for the last one leave one redeem; a
// member's limit holds under a burst; a review moves things once however many race (approval pays a cash item, a
// rejection gives everything back); convert moves exactly points × the ratio; a member sees only its own redeems;
// the ledger's invariant holds after each (and close() checks it once more).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PATHS, TRIAL_TYPE } from '@mekong/contracts';
import { pointEndpoints, type PointItemType, type RedeemRecord } from '@mekong/contracts/points';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, expectFailure, expectValue, makeTempRoot, type TestApp } from '../../test-support/test-app';
import { callEncrypted } from '../../test-support/accounts';
import { expectLedgerTrue, moneyMember, newKey, WITHDRAW_PASSWORD, type MoneyMember } from '../cashier/cashier-test-support';
import { businessDayOf } from '../../modules/records/business-days';
import { postPoints } from '../../modules/points/post-points';
import { createItem, parseItemDefinition } from '../../modules/points/mall-items';
import { redeemItem, reviewRedeem } from '../../modules/points/redeems';
import { convertPoints } from '../../modules/points/convert';
import { DomainFailure } from '../../modules/failure';
import { accountBalance, pointsAccount, walletAccount } from '../../modules/ledger';
import { parseOpsCommand, runOpsCommand } from '../../ops/commands';

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
});
// close() checks the ledger invariant.
afterAll(() => testApp.close());

const today = () => businessDayOf(new Date().toISOString());
let serial = 0;

/** A member with money, a withdraw password and `points`. */
async function shopper(points: number, balanceMinor = 100_000_000): Promise<MoneyMember> {
  const who = await moneyMember(app, { balanceMinor });
  if (points > 0)
    await app.db
      .transaction()
      .execute((trx) =>
        postPoints(trx, { kind: 'POINTS_EARN', memberId: who.member.id, type: 'deposit', points, reference: `test:${who.member.id}` }),
      );
  return who;
}

interface ItemOptions {
  type?: PointItemType;
  pointsRequired?: number;
  amountRequired?: number;
  valueMinor?: number;
  stock?: number;
  perMemberLimit?: number | null;
  enabled?: boolean;
}

async function mallItem(options: ItemOptions = {}): Promise<string> {
  serial += 1;
  const type = options.type ?? 'GOODS';
  const definition = parseItemDefinition({
    type,
    name: { LO: `ສິນຄ້າ ${serial}`, EN: `Item ${serial}`, CN: `商品 ${serial}` },
    imageUrl: '/static/mall/phone.svg',
    pointsRequired: options.pointsRequired ?? 100,
    amountRequired: options.amountRequired ?? 0,
    valueMinor: options.valueMinor ?? (type === 'GOODS' ? 0 : 1_000_000),
    stock: options.stock ?? 100,
    perMemberLimit: options.perMemberLimit ?? null,
    enabled: options.enabled ?? true,
  });
  return createItem(app.db, definition, new Date());
}

const GOODS_DETAILS = { receivingAddress: 'Ban Phonxay, Vientiane', mobile: '2055512345' };

const redeemCall = (who: MoneyMember, payload: object) =>
  callEncrypted(
    app,
    'POST',
    PATHS.points.redeem,
    { quantity: 1, withdrawPassword: WITHDRAW_PASSWORD, idempotencyKey: newKey(), ...GOODS_DETAILS, ...payload },
    { token: who.token },
  );
const convertCall = (who: MoneyMember, payload: object) =>
  callEncrypted(
    app,
    'POST',
    PATHS.points.convert,
    { withdrawPassword: WITHDRAW_PASSWORD, idempotencyKey: newKey(), ...payload },
    { token: who.token },
  );

const pointsOf = (who: MoneyMember) => accountBalance(app.db, pointsAccount(who.member.id));
const walletOf = (who: MoneyMember) => accountBalance(app.db, walletAccount(who.member.id));
const stockOf = async (itemId: string) =>
  Number((await app.db.selectFrom('points_items').select('stock').where('id', '=', itemId).executeTakeFirstOrThrow()).stock);
const redeemsOf = (who: MoneyMember, query: object = {}) =>
  who
    .get(PATHS.points.redeemList, { startDate: today(), endDate: today(), language: 'EN', ...query })
    .then((r) => expectValue(r, pointEndpoints.redeemList));

/** Runs `work` `n` times at once; each outcome is 'ok' or the refusal's code. */
const race = (n: number, work: (i: number) => Promise<unknown>) =>
  Promise.all(
    Array.from({ length: n }, (_, i) =>
      work(i).then(
        () => 'ok',
        (error: unknown) => (error instanceof DomainFailure ? error.code : String(error)),
      ),
    ),
  );
const count = (outcomes: string[], what: string) => outcomes.filter((o) => o === what).length;

describe('items', () => {
  it('lists enabled items by exchange type in the language asked, with what the caller holds; trial accounts are refused', async () => {
    const cash = await mallItem({ type: 'CASH', perMemberLimit: 3 });
    const hidden = await mallItem({ type: 'CASH', enabled: false });
    const who = await shopper(1_000);
    const list = (query: object) =>
      who.get(PATHS.points.rewards, { pageSize: 100, ...query }).then((r) => expectValue(r, pointEndpoints.rewards));
    const cashOnly = await list({ type: 'CASH', language: 'CN' });
    expect(cashOnly.list.every((item) => item.type === 'CASH')).toBe(true);
    expect(cashOnly.list.map((item) => item.id)).toContain(cash);
    expect(cashOnly.list.map((item) => item.id)).not.toContain(hidden);
    expect(cashOnly.list.find((item) => item.id === cash)).toMatchObject({
      name: expect.stringMatching(/^商品 /),
      perMemberLimit: 3,
      redeemedByMe: 0,
    });
    expectValue(await redeemCall(who, { itemId: cash }), pointEndpoints.redeem);
    expect((await list({ type: 'CASH' })).list.find((item) => item.id === cash)).toMatchObject({ redeemedByMe: 1, stock: 99 });
    expectFailure(await who.get(PATHS.points.rewards, { type: 'TOYS' }), 400, 'bad-request');

    const trial = await moneyMember(app, { type: TRIAL_TYPE });
    expectFailure(await trial.get(PATHS.points.rewards), 403, 'trial-account');
    expectFailure(await redeemCall(trial, { itemId: cash }), 403, 'trial-account');
    expectFailure(await convertCall(trial, { points: 100 }), 403, 'trial-account');
  });
});

describe('redeem', () => {
  it('takes the points, the amount, one of the stock and the allowance; the record shows the §3 fields In Process', async () => {
    const item = await mallItem({ pointsRequired: 300, amountRequired: 2_500_000, stock: 5 });
    const who = await shopper(1_000, 10_000_000);
    const record = expectValue(await redeemCall(who, { itemId: item, quantity: 2 }), pointEndpoints.redeem);
    expect(record).toMatchObject({
      type: 'GOODS',
      quantity: 2,
      pointsRequired: 600,
      amountRequired: 5_000_000,
      status: 'IN_PROCESS',
      remark: null,
      ...GOODS_DETAILS,
    });
    expect(await pointsOf(who)).toBe(400);
    expect(await walletOf(who)).toBe(5_000_000);
    expect(await stockOf(item)).toBe(3);
    const page = await redeemsOf(who);
    // The call answers in the Accept-Language (LO when none); the list in the language it asks for.
    expect(record.itemName).toMatch(/^ສິນຄ້າ /);
    expect(page).toMatchObject({ total: 1, list: [{ id: record.id, itemName: expect.stringMatching(/^Item /), status: 'IN_PROCESS' }] });
    expect((await redeemsOf(who, { status: 'APPROVED' })).total).toBe(0);
    // The points details show the spend as a redeem.
    const details = expectValue(
      await who.get(PATHS.points.details, { startDate: today(), endDate: today(), type: 'redeem' }),
      pointEndpoints.details,
    );
    expect(details.list).toEqual([
      expect.objectContaining({ type: 'redeem', changedPoints: -600, balanceAfter: 400, reference: `redeem:${record.id}` }),
    ]);
    await expectLedgerTrue(app);
  });

  it('changes nothing on a wrong withdraw password, missing goods details, too few points, too little money or an unknown item', async () => {
    const item = await mallItem({ pointsRequired: 300, amountRequired: 2_000_000, stock: 5 });
    const who = await shopper(500, 1_000_000);
    const before = { points: await pointsOf(who), wallet: await walletOf(who), stock: await stockOf(item) };
    expectFailure(await redeemCall(who, { itemId: item, withdrawPassword: '000000' }), 400, 'withdraw-password-wrong');
    expectFailure(await redeemCall(who, { itemId: item, withdrawPassword: '12' }), 400, 'bad-request');
    expectFailure(await redeemCall(who, { itemId: item, receivingAddress: undefined }), 400, 'receiving-details-required');
    expectFailure(await redeemCall(who, { itemId: item, mobile: 'call me' }), 400, 'bad-request');
    expectFailure(await redeemCall(who, { itemId: item, quantity: 2 }), 409, 'insufficient-points');
    expectFailure(await redeemCall(who, { itemId: item }), 409, 'insufficient-balance', { balance: 1_000_000 });
    expectFailure(await redeemCall(who, { itemId: 'no-such-item' }), 404, 'item-unavailable');
    expectFailure(await redeemCall(who, { itemId: item, quantity: 0 }), 400, 'bad-request');
    expect({ points: await pointsOf(who), wallet: await walletOf(who), stock: await stockOf(item) }).toEqual(before);
    expect((await redeemsOf(who)).total).toBe(0);
    const holdings = await app.db.selectFrom('points_item_holdings').selectAll().where('memberId', '=', who.member.id).execute();
    expect(holdings).toEqual([]);
    await expectLedgerTrue(app);
  });

  it('replays a retried redeem (same idempotency key) without taking anything twice', async () => {
    const item = await mallItem({ pointsRequired: 100 });
    const who = await shopper(1_000);
    const payload = { itemId: item, idempotencyKey: newKey() };
    const first = expectValue(await redeemCall(who, payload), pointEndpoints.redeem);
    const again = expectValue(await redeemCall(who, payload), pointEndpoints.redeem);
    expect(again.id).toBe(first.id);
    expect(await pointsOf(who)).toBe(900);
  });

  it('gives the last one of an item to one of 50 members redeeming it at once', async () => {
    const item = await mallItem({ type: 'CASH', pointsRequired: 200, stock: 1 });
    const members = await Promise.all(Array.from({ length: 50 }, () => shopper(200)));
    const outcomes = await race(50, (i) =>
      redeemItem(app.db, members[i]!.member, { itemId: item, quantity: 1, idempotencyKey: newKey() }, 'EN', new Date()),
    );
    expect(count(outcomes, 'ok')).toBe(1);
    expect(count(outcomes, 'out-of-stock')).toBe(49);
    expect(await stockOf(item)).toBe(0);
    const points = await Promise.all(members.map(pointsOf));
    expect(points.filter((p) => p === 0)).toHaveLength(1);
    expect(points.filter((p) => p === 200)).toHaveLength(49);
    await expectLedgerTrue(app);
  });

  it('holds a member to its per-member limit under a burst of redeems', async () => {
    const item = await mallItem({ pointsRequired: 10, stock: 100, perMemberLimit: 3 });
    const who = await shopper(1_000);
    const outcomes = await race(20, () =>
      redeemItem(app.db, who.member, { itemId: item, quantity: 1, ...GOODS_DETAILS, idempotencyKey: newKey() }, 'EN', new Date()),
    );
    expect(count(outcomes, 'ok')).toBe(3);
    expect(count(outcomes, 'redeem-limit')).toBe(17);
    expect(await pointsOf(who)).toBe(1_000 - 3 * 10);
    expect(await stockOf(item)).toBe(97);
    // Asking for more than the limit in one redeem is refused too.
    const other = await shopper(1_000);
    expectFailure(await redeemCall(other, { itemId: item, quantity: 4 }), 409, 'redeem-limit');
    await expectLedgerTrue(app);
  });
});

describe('review', () => {
  const redeemed = async (options: ItemOptions, quantity = 1) => {
    const item = await mallItem(options);
    const who = await shopper(1_000, 10_000_000);
    const record: RedeemRecord = expectValue(await redeemCall(who, { itemId: item, quantity }), pointEndpoints.redeem);
    return { item, who, record };
  };

  it('pays a cash item into the main wallet once however many approvals race', async () => {
    const { who, record } = await redeemed({ type: 'CASH', pointsRequired: 100, valueMinor: 3_000_000 }, 2);
    const wallet = await walletOf(who);
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => reviewRedeem(app.db, record.id, 'APPROVED', null, new Date())));
    expect(outcomes.filter((o) => o.changed)).toHaveLength(1);
    expect(await walletOf(who)).toBe(wallet + 2 * 3_000_000);
    expect((await redeemsOf(who)).list[0]).toMatchObject({ id: record.id, status: 'APPROVED' });
    // Approved is final: a rejection now moves nothing.
    expect(await reviewRedeem(app.db, record.id, 'REJECTED', 'late', new Date())).toMatchObject({ changed: false, status: 'APPROVED' });
    expect(await pointsOf(who)).toBe(800);
    await expectLedgerTrue(app);
  });

  it('returns the points, the amount, the stock and the allowance once however many rejections race', async () => {
    const { item, who, record } = await redeemed({ pointsRequired: 250, amountRequired: 1_000_000, stock: 4, perMemberLimit: 1 });
    expect(await pointsOf(who)).toBe(750);
    expect(await walletOf(who)).toBe(9_000_000);
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => reviewRedeem(app.db, record.id, 'REJECTED', 'Out of this colour', new Date())),
    );
    expect(outcomes.filter((o) => o.changed)).toHaveLength(1);
    expect(await pointsOf(who)).toBe(1_000);
    expect(await walletOf(who)).toBe(10_000_000);
    expect(await stockOf(item)).toBe(4);
    expect((await redeemsOf(who, { status: 'REJECTED' })).list[0]).toMatchObject({ id: record.id, remark: 'Out of this colour' });
    // The allowance came back: the member may redeem it again.
    expectValue(await redeemCall(who, { itemId: item }), pointEndpoints.redeem);
    await expectLedgerTrue(app);
  });

  it('lets one of an approval and a rejection racing win, and moves only what that one moves', async () => {
    const { who, record } = await redeemed({ type: 'BONUS', pointsRequired: 100, valueMinor: 500_000 });
    const wallet = await walletOf(who);
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, i) => reviewRedeem(app.db, record.id, i % 2 === 0 ? 'APPROVED' : 'REJECTED', 'raced', new Date())),
    );
    const winners = outcomes.filter((o) => o.changed);
    expect(winners).toHaveLength(1);
    if (winners[0]?.status === 'APPROVED') {
      expect(await walletOf(who)).toBe(wallet + 500_000);
      expect(await pointsOf(who)).toBe(900);
    } else {
      expect(await walletOf(who)).toBe(wallet);
      expect(await pointsOf(who)).toBe(1_000);
    }
    await expectLedgerTrue(app);
  });

  it('shows a member only its own redeems', async () => {
    const { who, record } = await redeemed({ pointsRequired: 10 });
    const other = await shopper(100);
    expect((await redeemsOf(who)).list.map((r) => r.id)).toEqual([record.id]);
    expect((await redeemsOf(other)).total).toBe(0);
  });

  it('runs through the ops commands: create an item from a file, set stock, list redeems, approve and reject', async () => {
    const file = join(makeTempRoot(), 'item.json');
    writeFileSync(
      file,
      JSON.stringify({
        type: 'CASH',
        name: { LO: 'ເງິນສົດ', EN: 'Ops cash', CN: '现金' },
        imageUrl: '/static/mall/cash-small.svg',
        pointsRequired: 100,
        valueMinor: 1_000_000,
        stock: 0,
      }),
    );
    const run = async (args: string[]) => {
      const command = parseOpsCommand(args);
      if ('error' in command) throw new Error(command.error);
      return runOpsCommand(app.db, command);
    };
    const created = await run(['mall-item-create', file]);
    const id = /Mall item (\S+) created/.exec(created)?.[1] ?? '';
    expect(created).toContain('Ops cash');
    const who = await shopper(1_000, 0);
    expectFailure(await redeemCall(who, { itemId: id }), 409, 'out-of-stock');
    expect(await run(['mall-item-stock', id, '2'])).toContain('stock 2');
    const first = expectValue(await redeemCall(who, { itemId: id }), pointEndpoints.redeem);
    const second = expectValue(await redeemCall(who, { itemId: id }), pointEndpoints.redeem);
    expect(await run(['mall-redeems', 'in_process'])).toContain(first.id);
    expect(await run(['mall-redeem-approve', first.id])).toBe(`Redeem ${first.id} approved.`);
    expect(await run(['mall-redeem-approve', first.id])).toContain('was APPROVED already; nothing moved');
    expect(await run(['mall-redeem-reject', second.id, 'Not', 'this', 'week'])).toBe(`Redeem ${second.id} rejected.`);
    expect(await walletOf(who)).toBe(1_000_000);
    expect(await pointsOf(who)).toBe(900);
    expect(parseOpsCommand(['mall-redeem-reject', second.id])).toEqual({ error: expect.stringContaining('needs a remark') });
    expect(await run(['mall-item-disable', id])).toContain('hidden');
    expectFailure(await redeemCall(who, { itemId: id }), 404, 'item-unavailable');
    await expect(run(['mall-item-stock', 'nope', '1'])).rejects.toThrow("There is no mall item 'nope'");
  });
});

describe('convert', () => {
  it('moves exactly points × the ratio into the main wallet, once per idempotency key', async () => {
    const who = await shopper(1_000, 0);
    const key = newKey();
    const answer = expectValue(await convertCall(who, { points: 250, idempotencyKey: key }), pointEndpoints.convert);
    // Default ratio: a point is worth 1,000 minor units (₭10).
    expect(answer).toEqual({ points: 250, amount: 250_000, pointBalance: 750, balance: 250_000 });
    expect(expectValue(await convertCall(who, { points: 250, idempotencyKey: key }), pointEndpoints.convert)).toEqual(answer);
    expect(await pointsOf(who)).toBe(750);
    expect(await walletOf(who)).toBe(250_000);
    await expectLedgerTrue(app);
  });

  it('refuses a wrong password, too few points, below the minimum and an amount that is not whole kip, changing nothing', async () => {
    const who = await shopper(1_000, 0);
    expectFailure(await convertCall(who, { points: 200, withdrawPassword: '999999' }), 400, 'withdraw-password-wrong');
    expectFailure(await convertCall(who, { points: 99 }), 400, 'bad-request');
    expectFailure(await convertCall(who, { points: 2_000 }), 409, 'insufficient-points');
    await runOpsCommand(app.db, { kind: 'points-config', set: { type: 'redeem', minorPerPoint: 150 } });
    try {
      expectFailure(await convertCall(who, { points: 101 }), 400, 'points-convert-inexact');
      expect(expectValue(await convertCall(who, { points: 102 }), pointEndpoints.convert)).toMatchObject({ amount: 15_300 });
    } finally {
      await runOpsCommand(app.db, { kind: 'points-config', set: { type: 'redeem', minorPerPoint: 1_000 } });
    }
    expect(await pointsOf(who)).toBe(898);
    expect(await walletOf(who)).toBe(15_300);
    await expectLedgerTrue(app);
  });

  it('never converts more points than the member has, however many conversions race', async () => {
    const who = await shopper(1_000, 0);
    const outcomes = await race(20, () => convertPoints(app.db, who.member, { points: 300, idempotencyKey: newKey() }));
    expect(count(outcomes, 'ok')).toBe(3);
    expect(count(outcomes, 'insufficient-points')).toBe(17);
    expect(await pointsOf(who)).toBe(100);
    expect(await walletOf(who)).toBe(900_000);
    await expectLedgerTrue(app);
  });
});
