// Issue 19's member-centre calls on a real database: refer and earn (own code and link, referred players masked with
// what each earned from real referral payouts, refused while REFERRAL is off; a member's code is a valid invitation),
// the manual rebate (refused while MANUALREBATE3 is off; per game type at ops' rates; each bet in one claim; 50
// concurrent claims pay once; below the minimum refused with nothing written) and feedback (word limits counted for
// Lao and Chinese, images checked by content, at most 3, a rate limit taken atomically, another member's feedback and
// images unreadable). close() checks the ledger invariant.
import { randomUUID } from 'node:crypto';
import { authEndpoints, FEATURES, PATHS, TRIAL_TYPE } from '@mekong/contracts';
import {
  feedbackEndpoints,
  feedbackImagePath,
  FEEDBACK_LIMITS,
  manualRebateEndpoints,
  referralEndpoints,
  type FeedbackInput,
} from '@mekong/contracts/member-extras';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, countRows, expectFailure, expectValue, type TestApp } from '../../test-support/test-app';
import { call } from '../../test-support/accounts';
import { moneyMember, newKey, type MoneyMember } from '../cashier/cashier-test-support';
import { insertBet, insertPromotion } from '../../test-support/promotion-fixtures';
import { dataUrl, jpegHeaderBytes, pngBytes } from '../../test-support/images';
import { getBalanceMinor } from '../../modules/accounts/members.repository';
import { payReferralReward } from '../../modules/promotions/referral';
import { setFeatureEnabled } from '../../modules/features/features.repository';
import { setRebateRate, setRebateSettings } from '../../modules/manual-rebate/manual-rebate';
import { turnoverProgress } from '../../modules/promotions/turnover';
import { toFlag } from '../../modules/columns';

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
});

afterAll(() => testApp.close());

const member = (options = {}) => moneyMember(app, { withdrawPassword: null, ...options });
const put = (who: MoneyMember, path: string, body: object) => call(app, 'PUT', path, body, { token: who.token });

describe('refer and earn', () => {
  const setReferral = (enabled: boolean) =>
    app.db
      .updateTable('site_settings')
      .set({ referralEnabled: toFlag(enabled) })
      .execute();

  it('gives the member its code and link, and lists the players it referred, masked, with what each earned it', async () => {
    await app.db.updateTable('promotions').set({ published: 0 }).where('promotionType', '=', 'REFERRAL').execute();
    await insertPromotion(app.db, {
      promotionType: 'REFERRAL',
      mode: 'NONE',
      rules: JSON.stringify({ referralRewardMinor: 2_000_000, minDepositMinor: 1 }),
    });
    const me = await member();
    const first = expectValue(await me.get(PATHS.referral.state), referralEndpoints.state);
    expect(first.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(first.link).toBe(`https://www.mekong.example/register?affiliateCode=${first.code}`);
    expect(first).toMatchObject({ earned: 0, players: { list: [], total: 0 } });
    // The same code on every ask.
    expect(expectValue(await me.get(PATHS.referral.state), referralEndpoints.state).code).toBe(first.code);

    // The code is a valid invitation at the register popup's check.
    const check = expectValue(
      await call(app, 'GET', authEndpoints.affiliate.path, { code: first.code.toLowerCase() }),
      authEndpoints.affiliate,
    );
    expect(check).toMatchObject({ valid: true, code: first.code });

    const paid = await member({ referredBy: me.member.id });
    const unpaid = await member({ referredBy: me.member.id });
    await member(); // not referred
    await app.db.transaction().execute((trx) => payReferralReward(trx, paid.member.id, 5_000_000, new Date()));
    const state = expectValue(await me.get(PATHS.referral.state), referralEndpoints.state);
    expect(state.earned).toBe(2_000_000);
    expect(state.players.total).toBe(2);
    const byAccount = new Map(state.players.list.map((p) => [p.account, p.earned]));
    const masked = (account: string) => `${account.slice(0, 2)}***${account.slice(-1)}`;
    expect(byAccount.get(masked(paid.member.account))).toBe(2_000_000);
    expect(byAccount.get(masked(unpaid.member.account))).toBe(0);
    expect(JSON.stringify(state)).not.toContain(paid.member.account);
    expect(await getBalanceMinor(app.db, me.member.id)).toBe(2_000_000);

    // Another member sees none of them.
    const other = await member();
    expect(expectValue(await other.get(PATHS.referral.state), referralEndpoints.state).players.total).toBe(0);
  });

  it('refuses while REFERRAL is off, trial accounts and visitors', async () => {
    const me = await member();
    await setReferral(false);
    try {
      expectFailure(await me.get(PATHS.referral.state), 403, 'referral-disabled');
    } finally {
      await setReferral(true);
    }
    const trial = await member({ type: TRIAL_TYPE });
    expectFailure(await trial.get(PATHS.referral.state), 403, 'trial-account');
    expectFailure(await call(app, 'GET', PATHS.referral.state), 401, 'unauthorized');
  });

  it("refuses a trial account's code as an invitation", async () => {
    const trial = await member({ type: TRIAL_TYPE, affiliateCode: `T${randomUUID().slice(0, 7).toUpperCase()}` });
    expectFailure(
      await call(app, 'GET', authEndpoints.affiliate.path, { code: trial.member.affiliateCode ?? '' }),
      400,
      'invitation_code_error',
    );
  });
});

describe('manual rebate', () => {
  const state = async (who: MoneyMember) => expectValue(await who.get(PATHS.manualRebate.state), manualRebateEndpoints.state);
  const claim = (who: MoneyMember, idempotencyKey = newKey()) => who.post(PATHS.manualRebate.claim, { idempotencyKey });
  const bet = (who: MoneyMember, stake: number, gameType = 'RNG', status: 'SETTLED' | 'OPEN' | 'ROLLED_BACK' = 'SETTLED') =>
    insertBet(app.db, who.member.id, stake, new Date().toISOString(), { gameType, status });

  beforeAll(async () => {
    const now = new Date();
    await setRebateRate(app.db, 'RNG', 100, now); // 1%
    await setRebateRate(app.db, 'LIVE', 50, now); // 0.5%
    await setRebateRate(app.db, 'FISH', 0, now); // not counted
    await setRebateSettings(app.db, { minClaimMinor: 1_000, turnoverMultiple: 2 }, now);
  });

  it('is refused, reading and claiming, while MANUALREBATE3 is off', async () => {
    await setFeatureEnabled(app.db, FEATURES.manualRebate, false);
    const who = await member();
    await bet(who, 1_000_000);
    expectFailure(await who.get(PATHS.manualRebate.state), 403, 'manual-rebate-disabled');
    expectFailure(await claim(who), 403, 'manual-rebate-disabled');
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(0);
    await setFeatureEnabled(app.db, FEATURES.manualRebate, true);
  });

  describe('while on', () => {
    beforeAll(() => setFeatureEnabled(app.db, FEATURES.manualRebate, true));

    it('shows settled valid turnover by game type at its rate, and pays a claim once, each bet in one claim', async () => {
      const who = await member();
      const other = await member();
      await bet(who, 300_000, 'RNG');
      await bet(who, 250_050, 'RNG');
      await bet(who, 400_000, 'LIVE');
      await bet(who, 900_000, 'FISH');
      await bet(who, 700_000, 'RNG', 'OPEN');
      await bet(who, 800_000, 'RNG', 'ROLLED_BACK');
      await bet(other, 5_000_000, 'RNG');
      const before = await state(who);
      expect(before.lines).toEqual([
        { gameType: 'RNG', turnover: 550_050, rateBp: 100, amount: 5_500 },
        { gameType: 'LIVE', turnover: 400_000, rateBp: 50, amount: 2_000 },
      ]);
      expect(before).toMatchObject({ turnover: 950_050, amount: 7_500, minClaim: 1_000, turnoverMultiple: 2, history: [] });

      const paid = expectValue(await claim(who), manualRebateEndpoints.claim);
      expect(paid).toMatchObject({ turnover: 950_050, amount: 7_500 });
      expect(await getBalanceMinor(app.db, who.member.id)).toBe(7_500);
      const entries = await app.db
        .selectFrom('journal_entries')
        .select(['kind', 'memo'])
        .where('reference', '=', `manual-rebate:${paid.id}`)
        .execute();
      expect(entries).toEqual([{ kind: 'BONUS', memo: 'Manual rebate' }]);
      expect((await turnoverProgress(app.db, who.member.id)).outstandingMinor).toBe(15_000);

      // Claimed bets are gone from what may be claimed; the claim is in the history with its lines.
      const after = await state(who);
      expect(after).toMatchObject({ lines: [], amount: 0 });
      expect(after.history).toEqual([paid]);
      expectFailure(await claim(who), 409, 'manual-rebate-below-minimum', { amount: 0, minClaim: 1_000 });

      // The open bet settles: only it counts next time.
      await app.db
        .updateTable('bets')
        .set({ status: 'SETTLED' })
        .where('memberId', '=', who.member.id)
        .where('status', '=', 'OPEN')
        .execute();
      expect((await state(who)).lines).toEqual([{ gameType: 'RNG', turnover: 700_000, rateBp: 100, amount: 7_000 }]);
      // The other member's own bets are its own.
      expect((await state(other)).amount).toBe(50_000);
    });

    it('pays exactly one of 50 concurrent claims', async () => {
      const who = await member();
      for (let i = 0; i < 5; i++) await bet(who, 200_000, i % 2 ? 'LIVE' : 'RNG');
      const expected = (await state(who)).amount;
      expect(expected).toBe(3 * 2_000 + 2 * 1_000);
      const answers = await Promise.all(Array.from({ length: 50 }, () => claim(who)));
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      for (const refused of answers.filter((a) => a.statusCode !== 200))
        expectFailure(refused, 409, 'manual-rebate-below-minimum', { amount: 0, minClaim: 1_000 });
      expect(await getBalanceMinor(app.db, who.member.id)).toBe(expected);
      const claims = await app.db.selectFrom('manual_rebate_claims').select('amountMinor').where('memberId', '=', who.member.id).execute();
      expect(claims.map((c) => Number(c.amountMinor))).toEqual([expected]);
    });

    it('replays the first answer for the same idempotency key and pays once', async () => {
      const who = await member();
      await bet(who, 500_000);
      const key = newKey();
      const first = expectValue(await claim(who, key), manualRebateEndpoints.claim);
      await bet(who, 500_000);
      expect(expectValue(await claim(who, key), manualRebateEndpoints.claim)).toEqual(first);
      expect(await getBalanceMinor(app.db, who.member.id)).toBe(5_000);
    });

    it('refuses a claim below the minimum, bad input and trial accounts, writing nothing', async () => {
      const who = await member();
      await bet(who, 90_000); // 900 < 1,000
      const claimsBefore = await countRows(app.db, 'manual_rebate_claims');
      expectFailure(await claim(who), 409, 'manual-rebate-below-minimum', { amount: 900, minClaim: 1_000 });
      expect((await who.post(PATHS.manualRebate.claim, {})).statusCode).toBe(400);
      expect((await who.post(PATHS.manualRebate.claim, { idempotencyKey: 'short' })).statusCode).toBe(400);
      const trial = await member({ type: TRIAL_TYPE });
      await bet(trial, 5_000_000);
      expectFailure(await claim(trial), 403, 'trial-account');
      expectFailure(await trial.get(PATHS.manualRebate.state), 403, 'trial-account');
      expect(await countRows(app.db, 'manual_rebate_claims')).toBe(claimsBefore);
      expect(await countRows(app.db, 'manual_rebate_bets')).toBeGreaterThan(0);
      const counted = await app.db
        .selectFrom('manual_rebate_bets')
        .select('betId')
        .where('memberId', 'in', [who.member.id, trial.member.id])
        .execute();
      expect(counted).toEqual([]);
      // Still claimable once it reaches the minimum.
      await bet(who, 10_000);
      expect(expectValue(await claim(who), manualRebateEndpoints.claim).amount).toBe(1_000);
    });
  });
});

describe('feedback', () => {
  const png = (w = 2, h = 2) => ({ name: 'shot.png', dataUrl: dataUrl('image/png', pngBytes(w, h)) });
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
  const submit = (who: MoneyMember, body: Partial<FeedbackInput> = {}) =>
    put(who, PATHS.feedback, { questionType: 'DEPOSIT', content: words(6), ...body });

  it('stores a question with its images, lists it to its owner only, and serves its images to the owner only', async () => {
    const who = await member();
    const jpeg = { name: 'photo.jpg', dataUrl: dataUrl('image/jpeg', jpegHeaderBytes(640, 480)) };
    const sent = expectValue(
      await submit(who, { content: 'My deposit has not arrived yet, please check', images: [png(3, 2), jpeg] }),
      feedbackEndpoints.submit,
    );
    expect(sent).toMatchObject({
      questionType: 'DEPOSIT',
      reply: null,
      images: [
        { width: 3, height: 2 },
        { width: 640, height: 480 },
      ],
    });
    const list = expectValue(await who.get(PATHS.feedback), feedbackEndpoints.list);
    expect(list.list).toEqual([sent]);

    const [image] = sent.images;
    const mine = await who.get(feedbackImagePath(image?.id ?? ''));
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.headers['content-security-policy']).toContain("default-src 'none'");
    expect(mine.rawPayload.equals(pngBytes(3, 2))).toBe(true);

    // Another member: none of it, and the image is the same 404 as one that does not exist.
    const other = await member();
    expect(expectValue(await other.get(PATHS.feedback), feedbackEndpoints.list).total).toBe(0);
    expectFailure(await other.get(feedbackImagePath(image?.id ?? '')), 404, 'feedback-not-found');
    expectFailure(await other.get(feedbackImagePath(randomUUID())), 404, 'feedback-not-found');
    expectFailure(await call(app, 'GET', feedbackImagePath(image?.id ?? '')), 401, 'unauthorized');
    expect((await other.get(`${PATHS.feedback}/images/..%2F..%2Fetc`)).statusCode).toBe(400);
  });

  it('shows ops’ reply to its owner', async () => {
    const who = await member();
    const sent = expectValue(await submit(who), feedbackEndpoints.submit);
    const { replyToFeedback } = await import('../../modules/feedback/feedback.repository');
    expect(await replyToFeedback(app.db, sent.id, 'We checked: it arrived.', new Date())).toBe(true);
    const [read] = expectValue(await who.get(PATHS.feedback), feedbackEndpoints.list).list;
    expect(read).toMatchObject({ id: sent.id, reply: 'We checked: it arrived.', repliedAt: expect.any(String) });
  });

  it('counts words by spaces in English and by letters in Lao and Chinese', async () => {
    const who = await member();
    expectValue(await submit(who, { content: '我的存款还没到' }), feedbackEndpoints.submit);
    expectValue(await submit(who, { content: 'ເງິນຝາກບໍ່ເຂົ້າ' }), feedbackEndpoints.submit);
    expectFailure(await submit(who, { content: '存款没到' }), 400, 'feedback-words', { words: 4, min: 5, max: 500 });
  });

  it('refuses content outside the word limits, a bad question type, and writes nothing', async () => {
    const who = await member();
    const before = await countRows(app.db, 'feedback');
    expectFailure(await submit(who, { content: words(FEEDBACK_LIMITS.minWords - 1) }), 400, 'feedback-words', {
      words: 4,
      min: 5,
      max: 500,
    });
    const tooMany = Array.from({ length: FEEDBACK_LIMITS.maxWords + 1 }, () => 'ok').join(' ');
    expectFailure(await submit(who, { content: tooMany }), 400, 'feedback-words', { words: 501, min: 5, max: 500 });
    // Chinese is counted by letter: 501 letters are over the limit too.
    expectFailure(await submit(who, { content: '字'.repeat(501) }), 400, 'feedback-words', { words: 501, min: 5, max: 500 });
    expectFailure(await submit(who, { content: '!!! ??? ... --- ,,,' }), 400, 'feedback-words', { words: 0, min: 5, max: 500 });
    expect((await submit(who, { content: 'x'.repeat(3001) })).statusCode).toBe(400);
    expect((await submit(who, { questionType: 'LOTTERY' as 'DEPOSIT' })).statusCode).toBe(400);
    expect((await submit(who, { content: `${words(6)}\u202e` })).statusCode).toBe(400);
    expect(await countRows(app.db, 'feedback')).toBe(before);
  });

  it('refuses images by their content: text named .png, a png signature with no header, a jpeg claimed as png, a fourth image', async () => {
    const who = await member();
    const before = [await countRows(app.db, 'feedback'), await countRows(app.db, 'feedback_images')];
    const text = { name: 'shot.png', dataUrl: dataUrl('image/png', Buffer.from('this is really just text, not an image')) };
    expectFailure(await submit(who, { images: [png(), text] }), 400, 'feedback-image', { index: 1 });
    const signatureOnly = Buffer.concat([pngBytes(1, 1).subarray(0, 8), Buffer.from('garbage that is not an IHDR chunk at all')]);
    expectFailure(await submit(who, { images: [{ name: 'a.png', dataUrl: dataUrl('image/png', signatureOnly) }] }), 400, 'feedback-image', {
      index: 0,
    });
    const jpegAsPng = { name: 'b.png', dataUrl: dataUrl('image/png', jpegHeaderBytes(10, 10)) };
    expectFailure(await submit(who, { images: [jpegAsPng] }), 400, 'feedback-image', { index: 0 });
    const noFrame = Buffer.from([0xff, 0xd8, 0xff, 0xd9, 0, 0, 0]);
    expectFailure(await submit(who, { images: [{ name: 'c.jpg', dataUrl: dataUrl('image/jpeg', noFrame) }] }), 400, 'feedback-image', {
      index: 0,
    });
    expectFailure(await submit(who, { images: [png(0, 5)] }), 400, 'feedback-image', { index: 0 });
    expect((await submit(who, { images: [png(), png(), png(), png()] })).statusCode).toBe(400);
    expect((await submit(who, { images: [{ name: 'x.gif', dataUrl: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' }] })).statusCode).toBe(
      400,
    );
    expect([await countRows(app.db, 'feedback'), await countRows(app.db, 'feedback_images')]).toEqual(before);
  });

  it('refuses an image over 5 MB', async () => {
    const who = await member();
    const big = Buffer.concat([pngBytes(1, 1), Buffer.alloc(FEEDBACK_LIMITS.imageMaxBytes)]);
    expectFailure(await submit(who, { images: [{ name: 'big.png', dataUrl: dataUrl('image/png', big) }] }), 400, 'feedback-image', {
      index: 0,
    });
  });

  it('takes at most the window’s submissions of 20 sent at once, and refuses the rest', async () => {
    const who = await member();
    const answers = await Promise.all(Array.from({ length: 20 }, () => submit(who)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(FEEDBACK_LIMITS.submissionsPerWindow);
    for (const refused of answers.filter((a) => a.statusCode !== 200))
      expectFailure(refused, 429, 'feedback-too-many', {
        limit: FEEDBACK_LIMITS.submissionsPerWindow,
        minutes: FEEDBACK_LIMITS.windowMinutes,
      });
    expect(expectValue(await who.get(PATHS.feedback), feedbackEndpoints.list).total).toBe(FEEDBACK_LIMITS.submissionsPerWindow);
    // Another member has its own.
    expectValue(await submit(await member()), feedbackEndpoints.submit);
  });

  it('refuses trial accounts and visitors', async () => {
    const trial = await member({ type: TRIAL_TYPE });
    expectFailure(await submit(trial), 403, 'trial-account');
    expectFailure(await call(app, 'PUT', PATHS.feedback, { questionType: 'DEPOSIT', content: words(6) }), 401, 'unauthorized');
  });
});
