// Promotion calls: getAnnouncementContentV2 for visitors and members (audience, statuses, categories, popups by
// audience), the detail, and a member's join, application (comment and images checked by content) and raffle claim
// (paid from the bonuses account once, idempotent, and atomic under 50 concurrent claims).
import { randomUUID } from 'node:crypto';
import { PATHS, TRIAL_TYPE } from '@mekong/contracts';
import { moneyEndpoints } from '@mekong/contracts/money';
import { promotionEndpoints, type Promotion } from '@mekong/contracts/promotions';
import type { FastifyInstance } from 'fastify';
import type { Insertable, KyselyPlugin } from 'kysely';
import { insertPromotion } from '../../test-support/promotion-fixtures';
import { buildTestApp, expectFailure, expectValue, type TestApp } from '../../test-support/test-app';
import { call } from '../../test-support/accounts';
import { moneyMember, newKey, pushesOf, requestWithdrawal, WITHDRAW_PASSWORD, type MoneyMember } from '../cashier/cashier-test-support';
import { getBalanceMinor } from '../../modules/accounts/members.repository';
import { completeDeposit } from '../../modules/cashier/deposits';
import { postBonus } from '../../modules/cashier/bonuses';
import { placeWithdrawal } from '../../modules/cashier/withdrawals';
import { recordTurnover } from '../../modules/promotions/turnover';
import type { PromotionsTable } from '../../modules/promotions/promotions.table';

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
});

// close() checks the ledger invariant.
afterAll(() => testApp.close());

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

const newPromotion = (overrides: Partial<Insertable<PromotionsTable>> = {}) => insertPromotion(app.db, overrides);

const member = (options = {}) => moneyMember(app, { withdrawPassword: null, ...options });

const content = async (who: MoneyMember | null, types = 'B,PL,PU,PR,H') => {
  const query = { types, platform: 'W', language: 'EN' };
  const response = who ? await who.get(PATHS.promotions.content, query) : await call(app, 'GET', PATHS.promotions.content, query);
  return expectValue(response, promotionEndpoints.content);
};

const find = (list: Promotion[], id: string) => list.find((p) => p.id === id);

describe('getAnnouncementContentV2', () => {
  it('serves every type to a visitor: banners, notices, visitor popups, promotions with categories, help', async () => {
    const value = await content(null);
    expect(value.banners.length).toBeGreaterThan(0);
    expect(value.player.length).toBeGreaterThan(0);
    expect(value.popup.every((p) => p.execution === 'B')).toBe(true);
    expect(value.help.length).toBeGreaterThan(0);
    expect(value.categories.map((c) => c.type)).toEqual(expect.arrayContaining(['gaming', 'lotto_promo']));
    expect(find(value.promotion, 'promo-first-deposit')).toMatchObject({
      category: 'cat-deposit',
      categoryType: 'deposit',
      promotionType: 'FIRST_DEPOSIT',
      promoAnnouncementCategoryIds: ['cat-deposit'],
      longTerm: true,
      endTime: null,
      mode: 'JOIN',
      activityStatus: 'Join',
      bonus: null,
    });
    expect(find(value.promotion, 'promo-birthday')?.activityStatus).toBe('Claim');
    // The demo's pictures are banner artwork, drawn in the asked language.
    expect(find(value.promotion, 'promo-first-deposit')?.announcementImages).toEqual([
      { url: '/static/banners/promotion-first-deposit.svg?language=EN', sequence: 1 },
      { url: '/static/banners/home-first-deposit.svg?language=EN', sequence: 2 },
    ]);
    expect(find(value.promotion, 'promo-sports-parlay')?.activityStatus).toBeNull();
    expect(find(value.promotion, 'promo-slot-cashback')?.activityStatus).toBe('Join');
  });

  it('fills only the types asked for, and gives a member its A and F popups', async () => {
    const who = await member();
    const value = await content(who, 'PU');
    expect(value).toMatchObject({ banners: [], player: [], promotion: [], categories: [], help: [] });
    expect(value.popup.length).toBeGreaterThan(0);
    expect(value.popup.every((p) => p.execution !== 'B')).toBe(true);
  });

  it('shows each audience its own promotions, hides drafts, and says coming soon, Close and the times', async () => {
    const membersOnly = await newPromotion({ audience: 'MEMBERS' });
    const visitorsOnly = await newPromotion({ audience: 'VISITORS' });
    const draft = await newPromotion({ published: 0 });
    const soon = await newPromotion({ startsAt: '2099-01-01T00:00:00.000Z', endsAt: '2099-02-01T00:00:00.000Z' });
    const over = await newPromotion({ endsAt: '2020-01-01T00:00:00.000Z' });
    const ids = (list: Promotion[]) => list.map((p) => p.id);
    const visitor = await content(null, 'PR');
    expect(ids(visitor.promotion)).toEqual(expect.arrayContaining([visitorsOnly, soon, over]));
    expect(ids(visitor.promotion)).not.toEqual(expect.arrayContaining([membersOnly]));
    expect(ids(visitor.promotion)).not.toContain(draft);
    const signedIn = await content(await member(), 'PR');
    expect(ids(signedIn.promotion)).toContain(membersOnly);
    expect(ids(signedIn.promotion)).not.toContain(visitorsOnly);
    expect(find(signedIn.promotion, soon)).toMatchObject({
      activityStatus: 'coming soon',
      startTime: '2099-01-01T00:00:00.000Z',
      endTime: '2099-02-01T00:00:00.000Z',
      longTerm: false,
    });
    expect(find(signedIn.promotion, over)?.activityStatus).toBe('Close');
  });

  it('refuses an unknown type or platform with a 400', async () => {
    expectFailure(await call(app, 'GET', PATHS.promotions.content, { types: 'B,XX', platform: 'W' }), 400, 'bad-request');
    expectFailure(await call(app, 'GET', PATHS.promotions.content, { types: 'PR', platform: 'A' }), 400, 'bad-request');
  });
});

describe('the detail', () => {
  it("opens one promotion with the caller's status, and 404s an unknown or hidden one", async () => {
    const detail = expectValue(
      await call(app, 'GET', PATHS.promotions.detail, { id: 'promo-birthday', language: 'CN' }),
      promotionEndpoints.detail,
    );
    expect(detail).toMatchObject({ id: 'promo-birthday', title: '生日礼金', activityStatus: 'Claim' });
    // The demo's content is real HTML written from the rules: how to take part, the terms, an example table.
    const firstDeposit = expectValue(
      await call(app, 'GET', PATHS.promotions.detail, { id: 'promo-first-deposit', language: 'EN' }),
      promotionEndpoints.detail,
    );
    expect(firstDeposit.content).toContain('<h3>Terms and conditions</h3>');
    expect(firstDeposit.content).toContain('<li>Bonus of 100% of the deposit, up to ₭ 1,000,000.00.</li>');
    expect(firstDeposit.content).toContain('<tr><td>₭ 50,000.00</td><td>₭ 50,000.00</td><td>₭ 500,000.00</td></tr>');
    expectFailure(await call(app, 'GET', PATHS.promotions.detail, { id: 'nope' }), 404, 'promotion-not-found');
    const draft = await newPromotion({ published: 0 });
    expectFailure(await call(app, 'GET', PATHS.promotions.detail, { id: draft }), 404, 'promotion-not-found');
  });
});

describe('joining', () => {
  it('joins once; the list then says Joined to that member only', async () => {
    const id = await newPromotion();
    const who = await member();
    expect(expectValue(await who.post(PATHS.promotions.join, { id }), promotionEndpoints.join)).toEqual({
      id,
      activityStatus: 'Joined',
      bonus: null,
    });
    expect(find((await content(who, 'PR')).promotion, id)?.activityStatus).toBe('Joined');
    expect(find((await content(await member(), 'PR')).promotion, id)?.activityStatus).toBe('Join');
    expectFailure(await who.post(PATHS.promotions.join, { id }), 409, 'promotion-already-taken-part');
  });

  it('refuses visitors, trial accounts, other modes, unknown, not started and ended promotions', async () => {
    const id = await newPromotion();
    expectFailure(await call(app, 'POST', PATHS.promotions.join, { id }), 401, 'unauthorized');
    expectFailure(await (await member({ type: TRIAL_TYPE })).post(PATHS.promotions.join, { id }), 403, 'trial-account');
    const who = await member();
    expectFailure(await who.post(PATHS.promotions.join, { id: 'promo-birthday' }), 409, 'promotion-wrong-mode');
    expectFailure(await who.post(PATHS.promotions.join, { id: 'nope' }), 404, 'promotion-not-found');
    expectFailure(await who.post(PATHS.promotions.join, { id: await newPromotion({ audience: 'VISITORS' }) }), 404, 'promotion-not-found');
    expectFailure(
      await who.post(PATHS.promotions.join, { id: await newPromotion({ startsAt: '2099-01-01T00:00:00.000Z' }) }),
      409,
      'promotion-not-started',
    );
    expectFailure(
      await who.post(PATHS.promotions.join, { id: await newPromotion({ endsAt: '2020-01-01T00:00:00.000Z' }) }),
      409,
      'promotion-ended',
    );
    expectFailure(await who.post(PATHS.promotions.join, {}), 400, 'bad-request');
  });

  it('lets exactly one of 50 concurrent joins of one member through', async () => {
    const id = await newPromotion();
    const who = await member();
    const answers = await Promise.all(Array.from({ length: 50 }, () => who.post(PATHS.promotions.join, { id })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) expectFailure(refused, 409, 'promotion-already-taken-part');
  });
});

describe('applying', () => {
  const applyPromotion = () => newPromotion({ mode: 'APPLY', rules: JSON.stringify({ bonusFixedMinor: 50_000 }) });

  it('applies with a comment and png and jpg images checked by content, stored with the application', async () => {
    const id = await applyPromotion();
    const who = await member();
    const images = [
      { name: 'a.png', dataUrl: dataUrl('image/png', PNG) },
      { name: 'b.jpg', dataUrl: dataUrl('image/jpeg', JPEG) },
    ];
    expect(
      expectValue(await who.post(PATHS.promotions.apply, { id, comment: '  my VIP level is 3  ', images }), promotionEndpoints.apply),
    ).toEqual({
      id,
      activityStatus: 'Applying',
      bonus: null,
    });
    const stored = await app.db
      .selectFrom('promotion_participations')
      .innerJoin('promotion_application_images', 'promotion_application_images.participationId', 'promotion_participations.id')
      .select(['comment', 'status', 'name', 'mimeType', 'position'])
      .where('promotionId', '=', id)
      .orderBy('position')
      .execute();
    expect(stored).toEqual([
      { comment: 'my VIP level is 3', status: 'APPLYING', name: 'a.png', mimeType: 'image/png', position: 0 },
      { comment: 'my VIP level is 3', status: 'APPLYING', name: 'b.jpg', mimeType: 'image/jpeg', position: 1 },
    ]);
    expectFailure(await who.post(PATHS.promotions.apply, { id }), 409, 'promotion-already-taken-part');
  });

  it.each<[string, object, string]>([
    ['a comment over 140 characters', { comment: 'x'.repeat(141) }, 'comment'],
    ['four images', { images: Array.from({ length: 4 }, (_, i) => ({ name: `${i}.png`, dataUrl: dataUrl('image/png', PNG) })) }, 'images'],
    ['a gif', { images: [{ name: 'a.gif', dataUrl: `data:image/gif;base64,${Buffer.from('GIF89a').toString('base64')}` }] }, 'images'],
    [
      'text posing as a png',
      { images: [{ name: 'a.png', dataUrl: dataUrl('image/png', Buffer.from('not an image at all')) }] },
      'images.0',
    ],
    ['a jpeg posing as a png', { images: [{ name: 'a.png', dataUrl: dataUrl('image/png', JPEG) }] }, 'images.0'],
  ])('refuses %s with a 400 naming the field, writing nothing', async (_name, body, field) => {
    const id = await applyPromotion();
    const who = await member();
    const response = await who.post(PATHS.promotions.apply, { id, ...body });
    // A bad image's refusal says which one it is, so the form marks it.
    const value = field === 'images.0' ? { field: 'images', index: 0 } : null;
    expect(expectFailure(response, 400, 'bad-request', value)).toContain(field);
    const written = await app.db.selectFrom('promotion_participations').select('id').where('promotionId', '=', id).execute();
    expect(written).toEqual([]);
  });

  it('refuses an image over 5 MB before decoding it', async () => {
    const id = await applyPromotion();
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    PNG.copy(big);
    const response = await (
      await member()
    ).post(PATHS.promotions.apply, { id, images: [{ name: 'big.png', dataUrl: dataUrl('image/png', big) }] });
    expect(expectFailure(response, 400, 'bad-request', { field: 'images', index: 0 })).toContain('at most 5 MB');
  });
});

describe('claiming a raffle (MCS2_claimRafflePromotion)', () => {
  const raffle = (overrides: Partial<Insertable<PromotionsTable>> = {}) =>
    newPromotion({ mode: 'CLAIM', promotionType: 'RAFFLE', rules: JSON.stringify({ bonusFixedMinor: 8_800_000 }), ...overrides });

  it('pays the prize from the bonuses account once, pushes the balance, and replays the same key', async () => {
    const id = await raffle();
    const who = await member();
    const available = async () => expectValue(await who.get(PATHS.member.publicState), moneyEndpoints.publicState).availablePromoCount;
    const before = await available();
    const pushes = pushesOf(app, who.member.id);
    const key = newKey();
    const first = expectValue(await who.post(PATHS.promotions.claimRaffle, { id, idempotencyKey: key }), promotionEndpoints.claimRaffle);
    expect(first).toEqual({ id, activityStatus: 'Claimed', bonus: 8_800_000 });
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(8_800_000);
    expect(pushes).toEqual([{ type: 'balance', payload: { balance: 8_800_000, currencySymbol: expect.any(String) } }]);
    expect(expectValue(await who.post(PATHS.promotions.claimRaffle, { id, idempotencyKey: key }), promotionEndpoints.claimRaffle)).toEqual(
      first,
    );
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(8_800_000);
    expect(pushes).toHaveLength(1);
    expectFailure(await who.post(PATHS.promotions.claimRaffle, { id, idempotencyKey: newKey() }), 409, 'promotion-already-taken-part');
    const entry = await app.db
      .selectFrom('journal_entries')
      .select(['kind', 'reference', 'memo'])
      .where('reference', '=', `promotion:${id}`)
      .execute();
    expect(entry).toEqual([{ kind: 'BONUS', reference: `promotion:${id}`, memo: 'Test' }]);
    expect(find((await content(who, 'PR')).promotion, id)).toMatchObject({ activityStatus: 'Claimed', bonus: 8_800_000 });
    // The public state's count (availablePromoCount) drops by the one it claimed.
    expect(await available()).toBe(before - 1);
  });

  it('pays exactly one of 50 concurrent claims of one member', async () => {
    const id = await raffle();
    const who = await member();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => who.post(PATHS.promotions.claimRaffle, { id, idempotencyKey: newKey() })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) expectFailure(refused, 409, 'promotion-already-taken-part');
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(8_800_000);
  });

  it('gives the last prize to exactly one of 50 members claiming at once, and says Close after', async () => {
    const id = await raffle({ prizeStock: 1 });
    const members = await Promise.all(Array.from({ length: 50 }, () => member()));
    const answers = await Promise.all(members.map((who) => who.post(PATHS.promotions.claimRaffle, { id, idempotencyKey: newKey() })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) expectFailure(refused, 409, 'promotion-sold-out');
    const paid = await Promise.all(members.map((who) => getBalanceMinor(app.db, who.member.id)));
    expect(paid.filter((balance) => balance > 0)).toEqual([8_800_000]);
    const row = await app.db.selectFrom('promotions').select('claimedCount').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.claimedCount).toBe(1);
    expect(find((await content(await member(), 'PR')).promotion, id)?.activityStatus).toBe('Close');
  });

  it('refuses a claim on a join promotion, and a claim without a key', async () => {
    const who = await member();
    expectFailure(
      await who.post(PATHS.promotions.claimRaffle, { id: await newPromotion(), idempotencyKey: newKey() }),
      409,
      'promotion-wrong-mode',
    );
    expectFailure(await who.post(PATHS.promotions.claimRaffle, { id: await raffle() }), 400, 'bad-request');
  });

  it("records the prize's turnover, which blocks withdrawals until settled valid bets reach it", async () => {
    const id = await raffle({ rules: JSON.stringify({ bonusFixedMinor: 8_800_000, turnoverMultiple: 2 }) });
    const who = await moneyMember(app);
    expectValue(await who.post(PATHS.promotions.claimRaffle, { id, idempotencyKey: newKey() }), promotionEndpoints.claimRaffle);
    const withdraw = () => requestWithdrawal(who, 5_000_000);
    expectFailure(await withdraw(), 409, 'turnover-not-met', { outstanding: 17_600_000 });
    const bet = (n: number, stakeMinor: number, status: 'SETTLED' | 'ROLLED_BACK' | 'OPEN') => ({
      id: `T:${who.member.id}:${n}`,
      memberId: who.member.id,
      provider: 'TEST',
      roundId: `r${n}`,
      nodeId: 'n',
      gameName: 'Test slot',
      vassalage: 'PG',
      gameType: 'RNG',
      stakeMinor,
      winMinor: 0,
      status,
      placedAt: new Date().toISOString(),
      settledAt: status === 'OPEN' ? null : new Date().toISOString(),
    });
    // Open and rolled-back bets are not valid turnover.
    await app.db
      .insertInto('bets')
      .values([bet(1, 10_000_000, 'SETTLED'), bet(2, 9_000_000, 'ROLLED_BACK'), bet(3, 9_000_000, 'OPEN')])
      .execute();
    expectFailure(await withdraw(), 409, 'turnover-not-met', { outstanding: 7_600_000 });
    await app.db
      .insertInto('bets')
      .values([bet(4, 7_600_000, 'SETTLED')])
      .execute();
    expect((await withdraw()).statusCode).toBe(200);
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(3_800_000);
  });
});

describe('first-deposit and reload bonuses', () => {
  const deposit = async (who: MoneyMember, amount: number) => {
    const order = expectValue(
      await who.post(PATHS.cashier.deposits, { channel: 'BANK_TRANSFER', amount, depositorName: 'NOY', idempotencyKey: newKey() }),
      moneyEndpoints.createDeposit,
    );
    await completeDeposit(app.db, order.id, { status: 'PAID', reference: 'test' }, { channel: 'BANK_TRANSFER' });
  };

  it('pays a joined first-deposit bonus (share up to the cap) with the first deposit, and a joined reload with a later one, once each', async () => {
    const first = await newPromotion({
      promotionType: 'FIRST_DEPOSIT',
      rules: JSON.stringify({ bonusPercentBp: 5_000, bonusCapMinor: 8_000_000, minDepositMinor: 5_000_000, turnoverMultiple: 2 }),
    });
    const reload = await newPromotion({
      promotionType: 'RELOAD',
      rules: JSON.stringify({ bonusPercentBp: 1_000, bonusCapMinor: 100_000_000, turnoverMultiple: 0 }),
    });
    const who = await member();
    for (const id of [first, reload]) expectValue(await who.post(PATHS.promotions.join, { id }), promotionEndpoints.join);
    await deposit(who, 20_000_000);
    // 50 % of 200,000.00 is 100,000.00, capped at 80,000.00; the reload waits for a later deposit.
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(28_000_000);
    const statuses = async () => {
      const list = (await content(who, 'PR')).promotion;
      return [find(list, first), find(list, reload)].map((p) => [p?.activityStatus, p?.bonus]);
    };
    expect(await statuses()).toEqual([
      ['Process', 8_000_000],
      ['Joined', null],
    ]);
    await deposit(who, 10_000_000);
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(28_000_000 + 10_000_000 + 1_000_000);
    expect(await statuses()).toEqual([
      ['Process', 8_000_000],
      ['Issued', 1_000_000],
    ]);
    await deposit(who, 10_000_000);
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(49_000_000);
    const turnover = await app.db
      .selectFrom('bonus_turnovers')
      .select(['promotionId', 'requiredMinor'])
      .where('memberId', '=', who.member.id)
      .execute();
    expect(turnover).toEqual([{ promotionId: first, requiredMinor: 16_000_000 }]);
  });

  it('pays nothing to a member who has not joined, or for a deposit under the minimum', async () => {
    const id = await newPromotion({
      promotionType: 'FIRST_DEPOSIT',
      rules: JSON.stringify({ bonusPercentBp: 10_000, bonusCapMinor: 100_000_000, minDepositMinor: 50_000_000 }),
    });
    const stranger = await member();
    await deposit(stranger, 20_000_000);
    expect(await getBalanceMinor(app.db, stranger.member.id)).toBe(20_000_000);
    const joined = await member();
    expectValue(await joined.post(PATHS.promotions.join, { id }), promotionEndpoints.join);
    await deposit(joined, 20_000_000);
    expect(await getBalanceMinor(app.db, joined.member.id)).toBe(20_000_000);
    expect(find((await content(joined, 'PR')).promotion, id)?.activityStatus).toBe('Joined');
  });
});

describe("a bonus's turnover cannot be walked around", () => {
  const lockedRaffle = () =>
    newPromotion({
      mode: 'CLAIM',
      promotionType: 'RAFFLE',
      rules: JSON.stringify({ bonusFixedMinor: 5_000_000, turnoverMultiple: 10 }),
    });
  const settledBet = (who: MoneyMember, stakeMinor: number) => ({
    id: `T:${who.member.id}:${randomUUID()}`,
    memberId: who.member.id,
    provider: 'TEST',
    roundId: randomUUID(),
    nodeId: 'n',
    gameName: 'Test slot',
    vassalage: 'PG',
    gameType: 'RNG',
    stakeMinor,
    winMinor: 0,
    status: 'SETTLED' as const,
    placedAt: new Date().toISOString(),
    settledAt: new Date().toISOString(),
  });

  it('refuses to transfer the bonus to an upline (who could withdraw it) while the turnover is not met', async () => {
    const upline = await moneyMember(app, { type: 1 });
    const who = await moneyMember(app, { parent: upline.member });
    expectValue(
      await who.post(PATHS.promotions.claimRaffle, { id: await lockedRaffle(), idempotencyKey: newKey() }),
      promotionEndpoints.claimRaffle,
    );
    const moved = await who.post(PATHS.wallet.transferUpline, {
      amount: 5_000_000,
      withdrawPassword: WITHDRAW_PASSWORD,
      idempotencyKey: newKey(),
    });
    expectFailure(moved, 409, 'turnover-not-met', { outstanding: 50_000_000 });
    expect(await getBalanceMinor(app.db, upline.member.id)).toBe(0);
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(5_000_000);
  });

  it("does not count bets settled before a bonus towards that bonus's turnover", async () => {
    const who = await moneyMember(app);
    expectValue(
      await who.post(PATHS.promotions.claimRaffle, { id: await lockedRaffle(), idempotencyKey: newKey() }),
      promotionEndpoints.claimRaffle,
    );
    // Far more betting than the first bonus asks: its turnover is met...
    await app.db
      .insertInto('bets')
      .values([settledBet(who, 200_000_000)])
      .execute();
    await new Promise((resolve) => setTimeout(resolve, 5));
    // ...and a second bonus paid after those bets must be played through with bets after it.
    expectValue(
      await who.post(PATHS.promotions.claimRaffle, { id: await lockedRaffle(), idempotencyKey: newKey() }),
      promotionEndpoints.claimRaffle,
    );
    const withdraw = () => requestWithdrawal(who, 10_000_000);
    expectFailure(await withdraw(), 409, 'turnover-not-met', { outstanding: 50_000_000 });
    await app.db
      .insertInto('bets')
      .values([settledBet(who, 50_000_000)])
      .execute();
    expect((await withdraw()).statusCode).toBe(200);
  });

  it('refuses a withdrawal whose turnover check ran before a locked bonus committed and whose hold ran after', async () => {
    const who = await moneyMember(app, { balanceMinor: 1_000_000 });
    const gate = () => {
      let open = () => undefined as void;
      const opened = new Promise<void>((resolve) => (open = resolve));
      return { opened, open };
    };
    const bonusHeld = gate();
    const checkHeld = gate();
    let checked = () => undefined as void;
    const checkDone = new Promise<void>((resolve) => (checked = resolve));
    // The withdrawal's database pauses right after its turnover read, so the bonus commits between its check and its hold.
    const turnoverReads = new Set<unknown>();
    const paused: KyselyPlugin = {
      transformQuery: ({ node, queryId }) => {
        if (node.kind === 'SelectQueryNode' && JSON.stringify(node).includes('"bonus_turnovers"')) turnoverReads.add(queryId);
        return node;
      },
      transformResult: async ({ queryId, result }) => {
        if (turnoverReads.has(queryId)) {
          checked();
          await checkHeld.opened;
        }
        return result;
      },
    };
    const paying = app.db.transaction().execute(async (trx) => {
      const entry = await postBonus(trx, who.member.id, 5_000_000, 'race');
      await recordTurnover(trx, {
        entryId: entry.entryId,
        memberId: who.member.id,
        promotionId: null,
        bonusMinor: 5_000_000,
        requiredMinor: 50_000_000,
        createdAt: new Date().toISOString(),
      });
      await bonusHeld.opened;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const input = { amount: 6_000_000, bankName: 'LDB', bankAccountNo: '123456789', accountName: 'NOY', idempotencyKey: newKey() };
    const withdrawing = placeWithdrawal(app.db.withPlugin(paused), who.member, input).then(
      () => 'placed',
      (error: { code?: string }) => error.code ?? String(error),
    );
    // Commit the bonus once the withdrawal has read the turnover (SQLite's one writer runs it only after the commit).
    await Promise.race([checkDone, new Promise((resolve) => setTimeout(resolve, 300))]);
    bonusHeld.open();
    await paying;
    checkHeld.open();
    // Refused either way: the bonus's requirement is read, or the hold found only the money committed before it.
    expect(['turnover-not-met', 'insufficient-balance']).toContain(await withdrawing);
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(6_000_000);
  });
});
