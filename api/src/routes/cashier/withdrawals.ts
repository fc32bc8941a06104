// Withdrawal calls: the withdraw password, what the withdraw page needs, requesting a withdrawal (the amount is held
// until ops review it), the member's withdrawals, and its answer to an approved one (requirements §4).
import { PATHS } from '@mekong/contracts';
import { MONEY_LIMITS, moneyEndpoints } from '@mekong/contracts/money';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../serve-endpoint';
import { failOnIssues } from '../accounts/checks';
import { admittedHash } from '../accounts/guesses';
import { getBalanceMinor } from '../../modules/accounts/members.repository';
import type { CashierSettings } from '../../modules/cashier/settings';
import { hasWithdrawPassword, storeWithdrawPassword } from '../../modules/cashier/withdraw-password';
import { memberActor } from '../audit-actor';
import { awaitingConfirmation, confirmWithdrawal, listWithdrawals, placeWithdrawal } from '../../modules/cashier/withdrawals';
import { announce, checkLoginPassword, checkWithdrawPassword, realMember } from './member-checks';
import { IMAGES_BODY_LIMIT } from '../../modules/cashier/proof-images';

/** Three proof images of 5 MB as base64 (4/3 larger), with room for the rest of the body. */
export default async function withdrawalRoutes(fastify: FastifyInstance, opts: { settings: CashierSettings }) {
  const { db } = fastify;
  const { withdrawalAutoReceiveMinutes } = opts.settings;

  // The confirmation carries proof images, far above the server's default body limit of 1 MiB.
  fastify.addHook('onRoute', (route) => {
    if (route.url === PATHS.cashier.confirmWithdrawal) route.bodyLimit = IMAGES_BODY_LIMIT;
  });

  serveEndpoint(fastify, moneyEndpoints.setWithdrawPassword, async (input, request) => {
    const member = realMember(request);
    if (input.confirmWithdrawPassword !== input.newWithdrawPassword)
      failOnIssues([{ path: ['confirmWithdrawPassword'], message: 'Does not match the new withdraw password' }]);
    if (hasWithdrawPassword(member)) {
      if (!input.oldWithdrawPassword)
        failOnIssues([{ path: ['oldWithdrawPassword'], message: 'The current withdraw password is required to change it' }]);
      await checkWithdrawPassword(request, member, input.oldWithdrawPassword);
    } else {
      if (!input.loginPassword)
        failOnIssues([{ path: ['loginPassword'], message: 'The login password is required to set a withdraw password' }]);
      await checkLoginPassword(request, member, input.loginPassword);
    }
    await storeWithdrawPassword(
      db,
      member.id,
      await admittedHash(request, member.account, input.newWithdrawPassword),
      memberActor(request, member.id),
    );
    return null;
  });

  serveEndpoint(fastify, moneyEndpoints.withdrawInfo, async (_input, request) => {
    const member = realMember(request);
    const [balance, awaiting] = await Promise.all([getBalanceMinor(db, member.id), awaitingConfirmation(db, member.id)]);
    return {
      hasWithdrawPassword: hasWithdrawPassword(member),
      balance,
      minAmount: MONEY_LIMITS.withdrawMinMinor,
      maxAmount: MONEY_LIMITS.withdrawMaxMinor,
      payeeName: member.payeeName,
      autoReceiveMinutes: withdrawalAutoReceiveMinutes,
      awaitingConfirmation: awaiting,
    };
  });

  serveEndpoint(fastify, moneyEndpoints.requestWithdrawal, async (input, request) => {
    const member = realMember(request);
    await checkWithdrawPassword(request, member, input.withdrawPassword);
    const { value, notices } = await placeWithdrawal(db, member, input);
    await announce(fastify, notices);
    return value;
  });

  serveEndpoint(fastify, moneyEndpoints.withdrawals, async (page, request) => listWithdrawals(db, realMember(request).id, page));

  serveEndpoint(fastify, moneyEndpoints.confirmWithdrawal, async (input, request) => confirmWithdrawal(db, realMember(request), input));
}
