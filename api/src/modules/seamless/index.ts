// The seamless-wallet protocol (docs/architecture.md §4) between the wallet and game providers: providers and secrets, request
// signing, the wallet's calls and the provider's signed client. See README.md in this folder.
export {
  IN_HOUSE_PROVIDER,
  DEV_IN_HOUSE_SECRET,
  devSeamlessProviders,
  seamlessProvidersFromEnv,
  type SeamlessProviders,
} from './providers';
export { SEAMLESS_HEADERS, MAX_CLOCK_SKEW_SECONDS, seamlessSignature, signSeamlessRequest, verifySeamlessRequest } from './signature';
export { seamlessBalance, seamlessDebit, seamlessCredit, seamlessRollback, betIdOf, type SeamlessResult } from './protocol';
export {
  SeamlessClient,
  SeamlessRefusal,
  SeamlessUnavailable,
  injectTransport,
  httpTransport,
  seamlessPath,
  type SeamlessTransport,
  type SeamlessCall,
} from './client';
export * from './schemas';
