// The seamless-wallet protocol (docs/architecture.md §4) between the wallet and game providers: providers and secrets,
// the wallet's game sessions and its calls; request signing, the schemas and the provider's signed client are the
// contracts' server entry (shared with @mekong/game-provider), re-exported here. See README.md in this folder.
export {
  IN_HOUSE_PROVIDER,
  DEV_IN_HOUSE_SECRET,
  devSeamlessProviders,
  seamlessProvidersFromEnv,
  type SeamlessProviders,
} from './providers';
export {
  SEAMLESS_HEADERS,
  MAX_CLOCK_SKEW_SECONDS,
  seamlessSignature,
  signSeamlessRequest,
  verifySeamlessRequest,
  SeamlessClient,
  SeamlessRefusal,
  SeamlessUnavailable,
  injectTransport,
  httpTransport,
  seamlessPath,
  type SeamlessTransport,
  type SeamlessCall,
  balanceRequestSchema,
  debitRequestSchema,
  creditRequestSchema,
  rollbackRequestSchema,
  balanceAnswerSchema,
  moveAnswerSchema,
  SEAMLESS_ERROR_CODES,
  type BalanceRequest,
  type DebitRequest,
  type CreditRequest,
  type RollbackRequest,
  type BalanceAnswer,
  type MoveAnswer,
} from '@mekong/contracts/server';
export { seamlessBalance, seamlessDebit, seamlessCredit, seamlessRollback, betIdOf, type SeamlessResult } from './protocol';
export { openWalletSession, findWalletSession, GAME_SESSION_HOURS, type NewWalletSession } from './sessions.repository';
