// Deposit calls: the channels on offer (with the site's bank account for manual transfer), opening an order, and the
// member's orders, newest first.
import { MONEY_LIMITS, moneyEndpoints } from '@mekong/contracts/money';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../serve-endpoint';
import { createDeposit, listDeposits } from '../../modules/cashier/deposits';
import type { PaymentProviders } from '../../modules/cashier/payment-provider';
import { requestLanguage } from '../../modules/accept-language';
import { realMember } from './member-checks';

export default async function depositRoutes(fastify: FastifyInstance, opts: { providers: PaymentProviders }) {
  const { db } = fastify;
  const { providers } = opts;

  serveEndpoint(fastify, moneyEndpoints.depositChannels, async (_input, request) => {
    realMember(request);
    const channels = Object.values(providers).map((provider) => ({
      code: provider.channel,
      minAmount: MONEY_LIMITS.depositMinMinor,
      maxAmount: MONEY_LIMITS.depositMaxMinor,
      bank: provider.receivingAccount,
    }));
    return { channels };
  });

  serveEndpoint(fastify, moneyEndpoints.createDeposit, async (input, request) =>
    createDeposit(db, realMember(request), input, providers, requestLanguage(request.headers['accept-language'])),
  );

  serveEndpoint(fastify, moneyEndpoints.deposits, async (page, request) =>
    listDeposits(db, realMember(request).id, page, providers, requestLanguage(request.headers['accept-language'])),
  );
}
