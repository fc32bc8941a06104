// A refusal the domain throws on purpose (a rule broken, a thing not found, a limit reached): its status and code
// follow the failure envelope of the contracts, so the HTTP layer (plugins/app/errors.ts, where it is ApiFailure) sends
// it as it is, and the domain needs nothing of the HTTP layer to say why it refused.
import type { FailureValue } from '@mekong/contracts';

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
