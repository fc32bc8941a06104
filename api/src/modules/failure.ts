// A refusal the domain throws on purpose (a rule broken, a thing not found, a limit reached): its status and code
// follow the failure envelope of the contracts, so the HTTP layer (plugins/app/errors.ts, where it is ApiFailure) sends
// it as it is, and the domain needs nothing of the HTTP layer to say why it refused. The class is the contracts' (the
// server entry), so the mounted game provider's refusals are this class too.
export { DomainFailure } from '@mekong/contracts/server';
