// The cashier: deposits through the payment providers (with the demo gateway's page and callback), withdrawals
// and the withdraw password. Seeds the demo member's money history on a database that has none.
import type { FastifyInstance } from 'fastify';
import { defaultCashierSettings, type CashierSettings } from '../../modules/cashier/settings';
import { createPaymentProviders } from '../../modules/cashier/payment-provider';
import { seedMoneyIfEmpty } from '../../db/seed/money.seed';
import depositRoutes from './deposits';
import withdrawalRoutes from './withdrawals';
import demoGatewayRoutes from './demo-gateway';

export interface CashierRouteOptions {
  settings?: CashierSettings;
}

export default async function cashierRoutes(fastify: FastifyInstance, opts: CashierRouteOptions) {
  const settings = opts.settings ?? defaultCashierSettings();
  const providers = createPaymentProviders(settings);
  if (await seedMoneyIfEmpty(fastify.db, settings)) fastify.log.info('demo money history seeded');

  await fastify.register(depositRoutes, { providers });
  await fastify.register(withdrawalRoutes, { settings });
  if (providers.DEMO_GATEWAY) await fastify.register(demoGatewayRoutes, { gateway: providers.DEMO_GATEWAY, settings: settings.demoGateway });
}
