// The deposit channels the site offers: the demo gateway, which confirms by a signed callback, and manual bank
// transfer to the site's account, which ops confirm or reject.
import { createDemoGateway } from './demo-gateway';
import type { PaymentProvider, PaymentProviders } from './payment-provider';
import type { CashierSettings, SiteBankAccount } from './settings';

export function bankTransferProvider(bank: SiteBankAccount): PaymentProvider {
  return { channel: 'BANK_TRANSFER', receivingAccount: bank, paymentFor: () => ({ payUrl: null, bank }) };
}

/** The channels in force, in the order the deposit page offers them. */
export function createPaymentProviders(settings: CashierSettings): PaymentProviders {
  return {
    ...(settings.demoGateway.enabled ? { DEMO_GATEWAY: createDemoGateway(settings.demoGateway) } : {}),
    ...(settings.siteBank ? { BANK_TRANSFER: bankTransferProvider(settings.siteBank) } : {}),
  };
}
