// Settings of the cashier: the demo payment gateway, the site's bank account for manual transfers, and how long an
// approved withdrawal waits for the member's answer. config.ts reads them from the environment.
import { MONEY_LIMITS } from '@mekong/contracts';
import { newSecret } from '../../security/tokens';

export interface SiteBankAccount {
  bankName: string;
  accountNo: string;
  accountName: string;
}

export interface DemoGatewaySettings {
  /** Off in a deployment that takes only real payment channels. */
  enabled: boolean;
  /** HMAC-SHA256 key of the gateway's callbacks. */
  secret: string;
  /** Origin serving the gateway's page; '' for the site's own origin. */
  baseUrl: string;
}

export interface CashierSettings {
  demoGateway: DemoGatewaySettings;
  siteBank: SiteBankAccount;
  withdrawalAutoReceiveMinutes: number;
}

/**
 * Without a configured secret each process makes its own: the built-in gateway signs its callback and verifies it in
 * the same process (it calls its own address), so nothing outside the process can forge one.
 */
const PROCESS_GATEWAY_SECRET = newSecret();

/** The demo site's receiving account, shown for manual bank transfer until ops configure the real one. */
export const DEMO_SITE_BANK: SiteBankAccount = { bankName: 'BCEL Bank', accountNo: '0101000123456789', accountName: 'MEKONG DEMO CO LTD' };

export function defaultCashierSettings(): CashierSettings {
  return {
    demoGateway: { enabled: true, secret: PROCESS_GATEWAY_SECRET, baseUrl: '' },
    siteBank: DEMO_SITE_BANK,
    withdrawalAutoReceiveMinutes: MONEY_LIMITS.withdrawalAutoReceiveMinutes,
  };
}
