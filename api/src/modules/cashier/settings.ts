// Settings of the cashier: the demo payment gateway, the site's bank account for manual transfers, and how long an
// approved withdrawal waits for the member's answer. config.ts reads them from the environment; the demo gateway and
// the demo bank account exist only in demo mode (MEKONG_DEMO=on).
import { MONEY_LIMITS } from '@mekong/contracts/money';
import { newSecret } from '../../security/tokens';

export interface SiteBankAccount {
  bankName: string;
  accountNo: string;
  accountName: string;
}

export interface DemoGatewaySettings {
  /** On only in demo mode (it pays any order at a button press), and there unless DEMO_GATEWAY=off. */
  enabled: boolean;
  /** HMAC-SHA256 key of the gateway's callbacks. */
  secret: string;
  /** Origin serving the gateway's page; '' for the site's own origin. */
  baseUrl: string;
}

export interface CashierSettings {
  demoGateway: DemoGatewaySettings;
  /** The account members transfer deposits to; null: no bank-transfer channel (a site that has not said which). */
  siteBank: SiteBankAccount | null;
  withdrawalAutoReceiveMinutes: number;
}

/**
 * Without a configured secret each process makes its own: the built-in gateway signs its callback and verifies it in
 * the same process (it calls its own address), so nothing outside the process can forge one.
 */
const PROCESS_GATEWAY_SECRET = newSecret();

/** The demo site's receiving account, shown for manual bank transfer until ops configure the real one. */
export const DEMO_SITE_BANK: SiteBankAccount = { bankName: 'BCEL Bank', accountNo: '0101000123456789', accountName: 'MEKONG DEMO CO LTD' };

/** The demo site's cashier: the demo gateway on, the demo bank account. */
export function defaultCashierSettings(): CashierSettings {
  return {
    demoGateway: { enabled: true, secret: PROCESS_GATEWAY_SECRET, baseUrl: '' },
    siteBank: DEMO_SITE_BANK,
    withdrawalAutoReceiveMinutes: MONEY_LIMITS.withdrawalAutoReceiveMinutes,
  };
}

/**
 * The cashier an app runs with: what it was given, or the demo site's in demo mode and no channel at all outside it.
 * Outside demo mode the demo gateway is refused, so an app built in code cannot offer it either.
 */
export function cashierSettingsInForce(configured: CashierSettings | undefined, demo: boolean): CashierSettings {
  if (demo) return configured ?? defaultCashierSettings();
  if (!configured) {
    const demoSite = defaultCashierSettings();
    return { ...demoSite, demoGateway: { ...demoSite.demoGateway, enabled: false }, siteBank: null };
  }
  if (configured.demoGateway.enabled)
    throw new Error('The demo gateway pays any order at a button press: it is only for demo mode (MEKONG_DEMO=on)');
  return configured;
}
