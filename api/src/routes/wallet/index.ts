// Wallet calls: the public state of requirements §3, the single merchant wallet, the consolidated funds (with the money a
// withdrawal holds), and transfers along the member's tree — to its upline, or GCS_walletTransfer to any account of
// its tree. Transfers need the withdraw password.
import { CURRENCY_SYMBOL, DEFAULT_LANGUAGE } from '@mekong/contracts';
import { moneyEndpoints } from '@mekong/contracts/money';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../serve-endpoint';
import { ApiFailure } from '../../plugins/app/errors';
import { getBalanceMinor } from '../../modules/accounts/members.repository';
import { syncVipLevel, vipLabelOf } from '../../modules/vip/vip.repository';
import { requestLanguage } from '../../modules/accept-language';
import { accountBalance, heldAccount } from '../../modules/ledger';
import { getSiteSettings } from '../../modules/site/site.repository';
import { countUnread } from '../../modules/messages/messages.repository';
import { countAvailablePromotions } from '../../modules/promotions/promotions.repository';
import { hasWithdrawPassword } from '../../modules/cashier/withdraw-password';
import { findTransferTarget, findUpline, transfer } from '../../modules/cashier/transfers';
import { contractInfo } from '../../modules/contracts/contracts.repository';
import { announce, checkWithdrawPassword, realMember } from '../cashier/member-checks';

/** The single seamless wallet every game plays from (GCS_merchantWallet isSingle). */
const MAIN_WALLET = 'MAIN';

export default async function walletRoutes(fastify: FastifyInstance) {
  const { db } = fastify;

  serveEndpoint(fastify, moneyEndpoints.publicState, async (_input, request) => {
    const member = realMember(request);
    // The VIP level follows settled turnover: brought up to date (a rise pays its rewards) before the balance is read.
    const vip = await syncVipLevel(db, member.id, new Date());
    await announce(fastify, vip.notices);
    const vipLevel = vip.value.level;
    const [balance, unreadMessage, settings, availablePromoCount] = await Promise.all([
      getBalanceMinor(db, member.id),
      countUnread(db, member.id),
      getSiteSettings(db),
      countAvailablePromotions(db, member.id, new Date()),
    ]);
    const hasVip = vipLevel > 0;
    return {
      balance,
      currencySymbol: CURRENCY_SYMBOL,
      hasVip,
      // The label member info gives, shown only for a member that has a VIP level (requirements §2 'VIP label if any').
      vipLabelName: hasVip ? await vipLabelOf(db, vipLevel, requestLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE) : '',
      vipRankLevel: vipLevel,
      availablePromoCount,
      unreadMessage,
      availablePromo: { REFERRAL: { enabled: settings.referralEnabled } },
    };
  });

  serveEndpoint(fastify, moneyEndpoints.merchantWallet, async (_input, request) => ({
    isSingle: true,
    wallets: [{ code: MAIN_WALLET, balance: await getBalanceMinor(db, realMember(request).id) }],
  }));

  serveEndpoint(fastify, moneyEndpoints.consolidatedFunds, async (_input, request) => {
    const member = realMember(request);
    const [balance, heldBalance, contracts] = await Promise.all([
      getBalanceMinor(db, member.id),
      accountBalance(db, heldAccount(member.id)),
      contractInfo(db, member.id),
    ]);
    // Requirements §3 Consolidated contract info: what awaits the member's answer per kind, and the kinds it takes part in.
    return {
      balance,
      heldBalance,
      currencySymbol: CURRENCY_SYMBOL,
      dailysalreqtype: contracts.pending.dailySalary,
      divtypereq: contracts.pending.dividend,
      contracthoursalreq: contracts.pending.hourlySalary,
      realtimesalreqtype: contracts.pending.realtimeSalary,
      hasDailySalaryContract: contracts.has.dailySalary,
      hasHourSalaryContract: contracts.has.hourlySalary,
      hasSalaryContract: contracts.has.realtimeSalary,
      hasDividendContract: contracts.has.dividend,
    };
  });

  serveEndpoint(fastify, moneyEndpoints.transferOptions, async (_input, request) => {
    const member = realMember(request);
    const upline = await findUpline(db, member);
    return { upline: upline?.account ?? null, hasWithdrawPassword: hasWithdrawPassword(member) };
  });

  serveEndpoint(fastify, moneyEndpoints.transferUpline, async (input, request) => {
    const member = realMember(request);
    const upline = await findUpline(db, member);
    if (!upline) throw new ApiFailure(409, 'no-upline', 'This account has no upline to transfer to');
    await checkWithdrawPassword(request, member, input.withdrawPassword);
    const { value, notices } = await transfer(db, member, upline, input);
    await announce(fastify, notices);
    return value;
  });

  serveEndpoint(fastify, moneyEndpoints.walletTransfer, async (input, request) => {
    const member = realMember(request);
    const receiver = await findTransferTarget(db, member, input.toAccount);
    await checkWithdrawPassword(request, member, input.withdrawPassword);
    const { value, notices } = await transfer(db, member, receiver, input);
    await announce(fastify, notices);
    return value;
  });
}
