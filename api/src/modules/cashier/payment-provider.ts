// The payment-provider interface deposits go through (docs/architecture.md §4: outside providers behind interfaces with a
// built-in default that works offline); the channels in force are made in payment-channels.ts.
import type { Language } from '@mekong/contracts';
import type { DepositChannel } from '@mekong/contracts/money';
import type { SiteBankAccount } from './settings';

export interface PaymentOrder {
  id: string;
  amountMinor: number;
}

/** How the member pays: a gateway page to open, or an account to transfer to. */
export interface PaymentInstructions {
  payUrl: string | null;
  bank: SiteBankAccount | null;
}

/** What a gateway's callback says about an order, once its signature is checked. */
export interface GatewayCallback {
  orderId: string;
  outcome: 'PAID' | 'FAILED';
  amountMinor: number;
  /** The gateway's own reference of the payment. */
  reference: string;
  reason: string | null;
}

export type CallbackHeaders = Record<string, string | string[] | undefined>;

export interface PaymentProvider {
  readonly channel: DepositChannel;
  /** The site's account the member transfers to, for a channel paid by hand; null for a gateway. */
  readonly receivingAccount: SiteBankAccount | null;
  /**
   * The payment of a pending order. The built-in channels derive it from the order alone, so it is also given for
   * orders listed later; a gateway that needs a remote call to start a payment would keep its answer on the order.
   */
  paymentFor(order: PaymentOrder, language: Language | null): PaymentInstructions;
  /** Reads a callback, refusing (401) a missing or wrong signature. Channels confirmed by hand have none. */
  verifyCallback?(rawBody: string, headers: CallbackHeaders): GatewayCallback;
}

export type PaymentProviders = Partial<Record<DepositChannel, PaymentProvider>>;
