// Wallet calls: public state, merchant wallet, consolidated funds, transfer options, and transfers only along the
// caller's tree (upline of any level; an agent's downline), idempotent, with both members' balances pushed live.
import { PATHS, TRIAL_TYPE } from '@mekong/contracts';
import { moneyEndpoints } from '@mekong/contracts/money';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, expectFailure, expectValue, type TestApp } from '../../test-support/test-app';
import { call } from '../../test-support/accounts';
import { getBalanceMinor } from '../../modules/accounts/members.repository';
import { moneyMember, newKey, pushesOf, WITHDRAW_PASSWORD, type MoneyMember } from '../cashier/cashier-test-support';

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
});

// close() checks the ledger invariant.
afterAll(() => testApp.close());

const AGENT_TYPE = 1;
const START = 10_000_000;
const balanceOf = (who: MoneyMember) => getBalanceMinor(app.db, who.member.id);

/** top agent → sub-agent → member, and a member beside the sub-agent; a stranger on another tree. */
async function tree() {
  const top = await moneyMember(app, { type: AGENT_TYPE, balanceMinor: START });
  const sub = await moneyMember(app, { type: AGENT_TYPE, balanceMinor: START, parent: top.member });
  const leaf = await moneyMember(app, { balanceMinor: START, parent: sub.member });
  const sibling = await moneyMember(app, { balanceMinor: START, parent: top.member });
  const stranger = await moneyMember(app, { type: AGENT_TYPE, balanceMinor: START });
  return { top, sub, leaf, sibling, stranger };
}

const walletTransfer = (from: MoneyMember, toAccount: string, body: Record<string, unknown> = {}) =>
  from.post(PATHS.wallet.walletTransfer, {
    toAccount,
    amount: 1_000_000,
    withdrawPassword: WITHDRAW_PASSWORD,
    idempotencyKey: newKey(),
    ...body,
  });

describe('wallet reads', () => {
  it('gives the public state: balance, VIP, unread messages and the referral switch', async () => {
    const vip = await moneyMember(app, { balanceMinor: 123_450, vipLevel: 3 });
    expect(expectValue(await vip.get(PATHS.member.publicState), moneyEndpoints.publicState)).toEqual({
      balance: 123_450,
      currencySymbol: '₭',
      hasVip: true,
      // The seeded level 3's label, in Lao (the default language).
      vipLabelName: 'VIP3 ຄຳ',
      vipRankLevel: 3,
      // The seeded promotions open to join or claim: first deposit, reload, the two rebates, weekly VIP (apply) and
      // birthday (claim).
      availablePromoCount: 6,
      unreadMessage: 0,
      availablePromo: { REFERRAL: { enabled: true } },
    });
    const plain = await moneyMember(app);
    expect(expectValue(await plain.get(PATHS.member.publicState), moneyEndpoints.publicState)).toMatchObject({
      balance: 0,
      hasVip: false,
      vipLabelName: '',
      vipRankLevel: 0,
    });
  });

  it('gives one main merchant wallet and the consolidated funds with nothing held and no contracts', async () => {
    const who = await moneyMember(app, { balanceMinor: 5_000 });
    expect(expectValue(await who.get(PATHS.wallet.merchantWallet), moneyEndpoints.merchantWallet)).toEqual({
      isSingle: true,
      wallets: [{ code: 'MAIN', balance: 5_000 }],
    });
    expect(expectValue(await who.get(PATHS.member.fundsConsolidated), moneyEndpoints.consolidatedFunds)).toEqual({
      balance: 5_000,
      heldBalance: 0,
      currencySymbol: '₭',
      dailysalreqtype: null,
      divtypereq: null,
      contracthoursalreq: null,
      realtimesalreqtype: null,
      hasDailySalaryContract: false,
      hasHourSalaryContract: false,
      hasSalaryContract: false,
      hasDividendContract: false,
    });
  });

  it('names the upline in the transfer options', async () => {
    const { top, sub } = await tree();
    expect(expectValue(await sub.get(PATHS.wallet.transferOptions), moneyEndpoints.transferOptions)).toEqual({
      upline: top.member.account,
      hasWithdrawPassword: true,
    });
    expect(expectValue(await top.get(PATHS.wallet.transferOptions), moneyEndpoints.transferOptions)).toEqual({
      upline: null,
      hasWithdrawPassword: true,
    });
  });

  it('refuses visitors and trial accounts on every wallet call', async () => {
    const trial = await moneyMember(app, { type: TRIAL_TYPE });
    const posts = { amount: 1_000_000, withdrawPassword: WITHDRAW_PASSWORD, idempotencyKey: newKey() };
    for (const [method, path, body] of [
      ['GET', PATHS.member.publicState, {}],
      ['GET', PATHS.wallet.merchantWallet, {}],
      ['GET', PATHS.member.fundsConsolidated, {}],
      ['GET', PATHS.wallet.transferOptions, {}],
      ['POST', PATHS.wallet.transferUpline, posts],
      ['POST', PATHS.wallet.walletTransfer, { ...posts, toAccount: 'demo_agent' }],
    ] as const) {
      expectFailure(await call(app, method, path, body), 401, 'unauthorized');
      expectFailure(await call(app, method, path, body, { token: trial.token }), 403, 'trial-account');
    }
  });
});

describe('transfer to the upline', () => {
  it('moves money to the direct upline with a message to it, pushing both balances', async () => {
    const { top, sub } = await tree();
    const subPushes = pushesOf(app, sub.member.id);
    const topPushes = pushesOf(app, top.member.id);
    const result = expectValue(
      await sub.post(PATHS.wallet.transferUpline, { amount: 2_500_000, withdrawPassword: WITHDRAW_PASSWORD, idempotencyKey: newKey() }),
      moneyEndpoints.transferUpline,
    );
    expect(result).toEqual({
      entryId: expect.any(String),
      toAccount: top.member.account,
      amount: 2_500_000,
      balance: START - 2_500_000,
      createdAt: expect.any(String),
    });
    expect([await balanceOf(sub), await balanceOf(top)]).toEqual([START - 2_500_000, START + 2_500_000]);
    expect(subPushes).toEqual([{ type: 'balance', payload: { balance: START - 2_500_000, currencySymbol: '₭' } }]);
    const [message] = expectValue(await top.get(PATHS.messages.list), moneyEndpoints.messages).list;
    expect(message).toMatchObject({ kind: 'TRANSFER_RECEIVED', params: { amount: 2_500_000, account: sub.member.account } });
    expect(topPushes).toEqual([
      { type: 'balance', payload: { balance: START + 2_500_000, currencySymbol: '₭' } },
      { type: 'message', payload: { message, unread: 1 } },
    ]);
  });

  it('refuses a top-level account (no-upline), a wrong withdraw password, and more than the balance', async () => {
    const { top, leaf } = await tree();
    const body = { amount: 1_000_000, withdrawPassword: WITHDRAW_PASSWORD, idempotencyKey: newKey() };
    expectFailure(await top.post(PATHS.wallet.transferUpline, body), 409, 'no-upline');
    expectFailure(await leaf.post(PATHS.wallet.transferUpline, { ...body, withdrawPassword: '000000' }), 400, 'withdraw-password-wrong');
    expectFailure(await leaf.post(PATHS.wallet.transferUpline, { ...body, amount: START + 1 }), 409, 'insufficient-balance', {
      balance: START,
    });
    expect(expectFailure(await leaf.post(PATHS.wallet.transferUpline, { ...body, amount: 0 }), 400, 'bad-request')).toContain('amount');
    const none = await moneyMember(app, { balanceMinor: START, parent: top.member, withdrawPassword: null });
    expectFailure(await none.post(PATHS.wallet.transferUpline, body), 403, 'withdraw-password-required');
    expect(await balanceOf(leaf)).toBe(START);
  });

  it('answers a replay with the first transfer and refuses the key for another amount', async () => {
    const { sub, leaf } = await tree();
    const body = { amount: 1_000_000, withdrawPassword: WITHDRAW_PASSWORD, idempotencyKey: newKey() };
    const first = expectValue(await leaf.post(PATHS.wallet.transferUpline, body), moneyEndpoints.transferUpline);
    expect(expectValue(await leaf.post(PATHS.wallet.transferUpline, body), moneyEndpoints.transferUpline)).toEqual(first);
    expectFailure(await leaf.post(PATHS.wallet.transferUpline, { ...body, amount: 2_000_000 }), 409, 'idempotency-conflict');
    expect([await balanceOf(leaf), await balanceOf(sub)]).toEqual([START - 1_000_000, START + 1_000_000]);
  });
});

describe('wallet transfer (GCS_walletTransfer)', () => {
  it('reaches any upline, and an agent its downline at any depth', async () => {
    const { top, sub, leaf } = await tree();
    expect(expectValue(await walletTransfer(leaf, top.member.account.toUpperCase()), moneyEndpoints.walletTransfer).toAccount).toBe(
      top.member.account,
    );
    expectValue(await walletTransfer(leaf, sub.member.account), moneyEndpoints.walletTransfer);
    expectValue(await walletTransfer(top, leaf.member.account), moneyEndpoints.walletTransfer);
    expectValue(await walletTransfer(sub, leaf.member.account), moneyEndpoints.walletTransfer);
    expect([await balanceOf(top), await balanceOf(sub), await balanceOf(leaf)]).toEqual([START, START, START]);
  });

  it('refuses anything off the tree the same way, existing or not, and moves nothing', async () => {
    const { top, sub, leaf, sibling, stranger } = await tree();
    const refusals = [
      [leaf, sibling.member.account],
      [sibling, sub.member.account],
      [sibling, leaf.member.account],
      [leaf, stranger.member.account],
      [stranger, leaf.member.account],
      [top, stranger.member.account],
      [leaf, 'no_such_account'],
      [leaf, leaf.member.account],
    ] as const;
    const messages = new Set<string>();
    for (const [from, to] of refusals) messages.add(expectFailure(await walletTransfer(from, to), 403, 'not-on-your-tree'));
    // One message for every case: the refusal does not tell whether the account exists.
    expect(messages.size).toBe(1);
    const trial = await moneyMember(app, { type: TRIAL_TYPE, parent: leaf.member });
    expectFailure(await walletTransfer(leaf, trial.member.account), 403, 'not-on-your-tree');
    for (const who of [top, sub, leaf, sibling, stranger]) expect(await balanceOf(who)).toBe(START);
  });

  it('asks for the withdraw password before moving anything to a downline', async () => {
    const { top, leaf } = await tree();
    expectFailure(await walletTransfer(top, leaf.member.account, { withdrawPassword: '000000' }), 400, 'withdraw-password-wrong');
    expect([await balanceOf(top), await balanceOf(leaf)]).toEqual([START, START]);
  });
});
