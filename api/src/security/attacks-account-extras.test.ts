// Attacks on issue 19's account centre and member-centre extras, as a member with real money at stake would make them,
// on both databases: two accounts binding one email or number at once, racing authenticator confirmations and the
// secret never shown again, first bank accounts added at once under different holder names, another member's session,
// bank account, feedback images and rebate history, hostile bodies (huge, wrong types, markup) on the new calls.
import { PATHS } from '@mekong/contracts';
import { accountEndpoints, ACCOUNT_PATHS } from '@mekong/contracts/account';
import { feedbackEndpoints, manualRebateEndpoints } from '@mekong/contracts/member-extras';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, countRows, expectFailure, expectValue, type TestApp } from '../test-support/test-app';
import { call, freshIp, loginOk, makeMember } from '../test-support/accounts';
import { findMemberById, type MemberRow } from '../modules/accounts/members.repository';
import { bindAddress, issueBindingCode } from '../modules/accounts/bindings';
import { totpCode, totpStep } from './totp';
import { dataUrl, pngBytes } from '../test-support/images';
import { FEATURES } from '@mekong/contracts';
import { businessDaysAgo, hoursInto, insertBet, insertJoined, insertPromotion } from '../test-support/promotion-fixtures';
import { moneyMember, newKey } from '../routes/cashier/cashier-test-support';
import { setFeatureEnabled } from '../modules/features/features.repository';
import { setRebateRate, setRebateSettings } from '../modules/manual-rebate/manual-rebate';
import { payRebates } from '../modules/promotions/rebates';
import { getBalanceMinor } from '../modules/accounts/members.repository';
import { TEST_OPS_ACTOR } from '../ops/ops-test-support';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let serial = 0;
const unique = () => `${process.pid % 10000}y${++serial}y${Date.now() % 100000}`;
const freshEmail = () => `atk${unique()}@mekong.example`;
const freshMobile = () => `207${String(process.pid % 1000).padStart(3, '0')}${String(++serial).padStart(4, '0')}`;

interface Caller {
  member: MemberRow;
  token: string;
  get(path: string, query?: object): Promise<LightMyRequestResponse>;
  post(path: string, body?: object): Promise<LightMyRequestResponse>;
  put(path: string, body?: object): Promise<LightMyRequestResponse>;
}

async function caller(): Promise<Caller> {
  const member = await makeMember(t.app);
  const ip = freshIp();
  const { token } = await loginOk(t.app, member.account, 'Passw0rd9', { ip });
  return {
    member,
    token,
    get: (path, query = {}) => call(t.app, 'GET', path, query, { token, ip }),
    post: (path, body = {}) => call(t.app, 'POST', path, body, { token, ip }),
    put: (path, body = {}) => call(t.app, 'PUT', path, body, { token, ip }),
  };
}

const reload = async (who: Caller) => (await findMemberById(t.app.db, who.member.id))!;

describe('two accounts binding one address at once', () => {
  it.each(['email', 'mobile'] as const)('binds one %s to one account only, the other refused 409, never a 500', async (channel) => {
    for (let round = 0; round < 3; round++) {
      const members = await Promise.all(Array.from({ length: 4 }, () => caller()));
      const address = channel === 'email' ? freshEmail() : freshMobile();
      // Each got its own code for the address (sent a minute apart, past the per-address throttle).
      const codes = await Promise.all(members.map((who) => issueBindingCode(t.app.db, who.member.id, channel, address)));
      const answers = await Promise.all(members.map((who, i) => who.post(ACCOUNT_PATHS.binding, { channel, address, code: codes[i] })));
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      for (const a of answers.filter((a) => a.statusCode !== 200)) expectFailure(a, 409, 'address-taken');
      const holders = await t.app.db
        .selectFrom('members')
        .select('id')
        .where(channel === 'email' ? 'email' : 'mobileNum', '=', address)
        .execute();
      expect(holders).toHaveLength(1);
    }
  });
});

describe('one email bound by many accounts at the same instant', () => {
  it('leaves the email with one account however the writes interleave', async () => {
    for (let round = 0; round < 5; round++) {
      const members = await Promise.all(Array.from({ length: 20 }, () => makeMember(t.app)));
      const address = freshEmail();
      const results = await Promise.allSettled(members.map((m) => bindAddress(t.app.db, m.id, 'email', address, TEST_OPS_ACTOR)));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const holders = await t.app.db.selectFrom('members').select('id').where('email', '=', address).execute();
      expect(holders).toHaveLength(1);
    }
  });
});

describe('the authenticator', () => {
  it('turns on once of 20 right confirmations at once, and its secret is never answered again', async () => {
    const who = await caller();
    const setup = expectValue(await who.post(ACCOUNT_PATHS.totpSetup), accountEndpoints.totpSetup);
    const code = totpCode(setup.secret, totpStep(Date.now()));
    const answers = await Promise.all(Array.from({ length: 20 }, () => who.post(ACCOUNT_PATHS.totpEnable, { code })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const a of answers.filter((a) => a.statusCode !== 200)) expect(a.statusCode).toBeLessThan(500);
    for (const a of answers) expect(a.body).not.toContain(setup.secret);
    // After set-up: no call answers the secret (overview, a second set-up, the member's info).
    for (const a of [
      await who.get(ACCOUNT_PATHS.overview),
      await who.post(ACCOUNT_PATHS.totpSetup),
      await who.get(PATHS.member.info),
      await who.post(ACCOUNT_PATHS.totpDisable, { code: '000000' }),
    ])
      expect(a.body).not.toContain(setup.secret);
    // 20 disables at once with one fresh code: one wins, the rest refused, the secret is gone once.
    const next = totpCode(setup.secret, totpStep(Date.now()) + 1);
    const offs = await Promise.all(Array.from({ length: 20 }, () => who.post(ACCOUNT_PATHS.totpDisable, { code: next })));
    expect(offs.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect((await reload(who)).totpSecret).toBeNull();
  });
});

describe('first bank accounts added at once under different names', () => {
  it('keeps one real name: every stored holder is the name on file', async () => {
    const who = await caller();
    const names = ['Khamla Vongsa', 'Somchai Phommachanh', 'Bounmy Keo', 'Noy Sisavath'];
    const answers = await Promise.all(
      names.map((accountName, i) =>
        who.post(ACCOUNT_PATHS.bankAccounts, { bankName: 'BCEL Bank', accountNo: `02010077000${i}`, accountName }),
      ),
    );
    for (const a of answers) expect(a.statusCode).toBeLessThan(500);
    const { payeeName } = await reload(who);
    const rows = await t.app.db.selectFrom('member_bank_accounts').select('accountName').where('memberId', '=', who.member.id).execute();
    expect(rows.length).toBeGreaterThanOrEqual(1);
    for (const row of rows) expect(row.accountName).toBe(payeeName);
    expect((await reload(who)).bankAccountCount).toBe(rows.length);
  });
});

describe("another member's ids", () => {
  it('cannot sign out, read or remove what is not its own', async () => {
    const owner = await caller();
    const thief = await caller();
    const { sessions } = expectValue(await owner.get(ACCOUNT_PATHS.overview), accountEndpoints.overview);
    const ownSession = sessions[0]!;
    expectFailure(await thief.post(ACCOUNT_PATHS.sessionRevoke, { id: ownSession.id }), 404, 'session-not-found');
    expect((await owner.get(ACCOUNT_PATHS.overview)).statusCode).toBe(200);
    // The thief's overview never lists the owner's session.
    const thiefView = expectValue(await thief.get(ACCOUNT_PATHS.overview), accountEndpoints.overview);
    expect(thiefView.sessions.map((s) => s.id)).not.toContain(ownSession.id);
  });

  it("never serves another member's feedback image, nor lists its feedback", async () => {
    const owner = await caller();
    const thief = await caller();
    const png = dataUrl('image/png', pngBytes(4, 4));
    const sent = expectValue(
      await owner.put(PATHS.feedback, {
        questionType: 'OTHER',
        content: 'one two three four five six',
        images: [{ name: 'a.png', dataUrl: png }],
      }),
      feedbackEndpoints.submit,
    );
    const imageId = sent.images[0]!.id;
    expect((await owner.get(`${PATHS.feedback}/images/${imageId}`)).statusCode).toBe(200);
    const stolen = await thief.get(`${PATHS.feedback}/images/${imageId}`);
    expect(stolen.statusCode).toBe(404);
    expect((await call(t.app, 'GET', `${PATHS.feedback}/images/${imageId}`)).statusCode).toBe(401);
    const list = expectValue(await thief.get(PATHS.feedback, { pageNo: 1, pageSize: 10 }), feedbackEndpoints.list);
    expect(list.list).toEqual([]);
  });
});

describe('feedback images that are more than images', () => {
  it('serves a png carrying HTML after its end as an inert png, never as a page', async () => {
    const who = await caller();
    const polyglot = Buffer.concat([pngBytes(4, 4), Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const sent = await who.put(PATHS.feedback, {
      questionType: 'OTHER',
      content: 'one two three four five six',
      images: [{ name: 'x.html', dataUrl: dataUrl('image/png', polyglot) }],
    });
    if (sent.statusCode !== 200) return expectFailure(sent, 400, 'feedback-image', { index: 0 });
    const image = await who.get(`${PATHS.feedback}/images/${expectValue(sent, feedbackEndpoints.submit).images[0]!.id}`);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-security-policy']).toContain('sandbox');
  });

  it('refuses an html file declared as a png, and a png header declaring a giant size (a decompression bomb)', async () => {
    const who = await caller();
    const send = (bytes: Buffer) =>
      who.put(PATHS.feedback, {
        questionType: 'OTHER',
        content: 'one two three four five six',
        images: [{ name: 'a.png', dataUrl: dataUrl('image/png', bytes) }],
      });
    expectFailure(await send(Buffer.from('<html><script>alert(1)</script></html>')), 400, 'feedback-image', { index: 0 });
    const bomb = pngBytes(1, 1);
    bomb.writeUInt32BE(100_000, 16);
    bomb.writeUInt32BE(100_000, 20);
    expectFailure(await send(bomb), 400, 'feedback-image', { index: 0 });
  });
});

describe('hostile bodies on the new calls', () => {
  it('answers a body past the feedback limit with 413 in the envelope, writing nothing', async () => {
    const who = await caller();
    const before = await countRows(t.app.db, 'feedback');
    const huge = 'A'.repeat(30 * 1024 * 1024);
    const answer = await who.put(PATHS.feedback, {
      questionType: 'OTHER',
      content: 'one two three four five',
      images: [{ name: 'a.png', dataUrl: `data:image/png;base64,${huge}` }],
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.json<{ success: boolean }>().success).toBe(false);
    expect(await countRows(t.app.db, 'feedback')).toBe(before);
  });

  it.each([
    ['profile', 'PUT', ACCOUNT_PATHS.profile, { nickname: ['x'], fullname: { $gt: '' } }],
    ['binding code', 'POST', ACCOUNT_PATHS.bindingCode, { channel: 'fax', address: 12 }],
    ['binding', 'POST', ACCOUNT_PATHS.binding, { channel: 'email', address: 'a@b.co', code: 123456 }],
    ['bank account', 'POST', ACCOUNT_PATHS.bankAccounts, { bankName: 'X', accountNo: '1e9', accountName: null }],
    ['totp enable', 'POST', ACCOUNT_PATHS.totpEnable, { code: ['123456'] }],
    ['second factor', 'PUT', ACCOUNT_PATHS.secondFactor, { enabled: 'yes', first: 'carrier-pigeon' }],
    ['session revoke', 'POST', ACCOUNT_PATHS.sessionRevoke, { id: { toString: 1 } }],
    ['feedback', 'PUT', PATHS.feedback, { questionType: 'OTHER', content: 5, images: 'x' }],
    ['rebate claim', 'POST', manualRebateEndpoints.claim.path, { idempotencyKey: { a: 1 } }],
  ] as const)('refuses wrong types on the %s call with 400, never a 500', async (_name, method, path, body) => {
    const who = await caller();
    const answer = await call(t.app, method, path, body, { token: who.token });
    expect([400, 403]).toContain(answer.statusCode);
    expect(answer.json<{ success: boolean }>().success).toBe(false);
  });

  it('keeps markup in profile fields as text: the answer is JSON, never HTML', async () => {
    const who = await caller();
    const answer = await who.put(ACCOUNT_PATHS.profile, {
      nickname: '<img src=x onerror=alert(1)>',
      fullname: '',
      birthday: '',
      telegram: '"><script>alert(1)</script>',
      zalo: '',
      address: '',
      nationality: '',
      occupation: '',
      sourceOfIncome: '',
      placeOfBirth: '',
    });
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('one bet, two rebates', () => {
  it('a bet the manual rebate paid is not paid again by a rebate promotion the member joined', async () => {
    const now = new Date();
    await setFeatureEnabled(t.app.db, FEATURES.manualRebate, true);
    await setRebateRate(t.app.db, 'RNG', 100, now);
    await setRebateSettings(t.app.db, { minClaimMinor: 1, turnoverMultiple: 0 }, now);
    const promotionId = await insertPromotion(
      t.app.db,
      { categoryId: 'cat-rebate', promotionType: 'REBATE', rules: JSON.stringify({ rebateBp: 1_000 }) },
      { idPrefix: 'atk19', titleEn: 'Attack' },
    );
    const who = await moneyMember(t.app);
    const joinedAt = hoursInto(businessDaysAgo(2), 0);
    await insertJoined(t.app.db, promotionId, who.member.id, joinedAt);
    await insertBet(t.app.db, who.member.id, 1_000_000, hoursInto(businessDaysAgo(1), 2), { status: 'SETTLED', gameType: 'RNG' });
    const claimed = await who.post(manualRebateEndpoints.claim.path, { idempotencyKey: newKey() });
    expect(claimed.statusCode).toBe(200);
    const afterClaim = await getBalanceMinor(t.app.db, who.member.id);
    expect(afterClaim).toBe(10_000);
    await payRebates(t.app.db, new Date());
    expect(await getBalanceMinor(t.app.db, who.member.id)).toBe(afterClaim);

    // Claims and rebate runs at once: the bet is paid by one of them, never both.
    const racer = await moneyMember(t.app);
    await insertJoined(t.app.db, promotionId, racer.member.id, joinedAt);
    await insertBet(t.app.db, racer.member.id, 1_000_000, hoursInto(businessDaysAgo(1), 3), { status: 'SETTLED', gameType: 'RNG' });
    await Promise.all([
      ...Array.from({ length: 10 }, () => racer.post(manualRebateEndpoints.claim.path, { idempotencyKey: newKey() })),
      ...Array.from({ length: 10 }, () => payRebates(t.app.db, new Date())),
    ]);
    expect([10_000, 100_000]).toContain(await getBalanceMinor(t.app.db, racer.member.id));
  });
});
