// The cashier: deposits through the payment providers (with the demo gateway's page and callback, in demo mode),
// withdrawals and the withdraw password.
import type { FastifyInstance } from 'fastify';
import type { CashierSettings } from '../../modules/cashier/settings';
import { createPaymentProviders } from '../../modules/cashier/payment-channels';
import depositRoutes from './deposits';
import withdrawalRoutes from './withdrawals';
import demoGatewayRoutes from './demo-gateway';

export interface CashierRouteOptions {
  /** The settings in force (the app decides them with demo mode: no default here that could offer the demo gateway). */
  settings: CashierSettings;
}

export default async function cashierRoutes(fastify: FastifyInstance, opts: CashierRouteOptions) {
  const { settings } = opts;
  const providers = createPaymentProviders(settings);

  await fastify.register(depositRoutes, { providers });
  await fastify.register(withdrawalRoutes, { settings });
  if (providers.DEMO_GATEWAY)
    await fastify.register(demoGatewayRoutes, { gateway: providers.DEMO_GATEWAY, settings: settings.demoGateway });
}
