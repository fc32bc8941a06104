// A refusal a server throws on purpose (a rule broken, a thing not found, a limit reached): its status and code follow
// the failure envelope (../api/envelope.ts), so an HTTP layer sends it as it is. The API's domain and the game provider
// throw this one class, so the API's error envelope answers the mounted provider's refusals too (docs/architecture.md §4).
import type { FailureValue } from '../api/envelope';

export class DomainFailure extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly value: FailureValue | null = null,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

const formatMinor = (minor: number): string => (minor / 100).toFixed(2);

/**
 * A balance is short of a stake or a payment: the wallet's ledger refusal, which the seamless protocol carries to the
 * provider, and a play-money session's. `value.balance` carries the real balance.
 */
export class InsufficientBalance extends DomainFailure {
  constructor(balanceMinor: number, amountMinor: number) {
    super(409, 'insufficient-balance', `Balance ${formatMinor(balanceMinor)} is less than ${formatMinor(amountMinor)}`, {
      balance: balanceMinor,
    });
  }
}
