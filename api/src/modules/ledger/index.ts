// The ledger's public surface (docs/architecture.md §4 Money): account names, posting an entry, idempotent calls and the
// invariant check. Every module that moves money goes through these.
export {
  HOUSE_ACCOUNTS,
  HOUSE_POINTS_ACCOUNTS,
  walletAccount,
  walletAccountOf,
  heldAccount,
  pointsAccount,
  memberAccountOf,
  unitOf,
} from './accounts';
export {
  postEntry,
  postOpeningBalance,
  moveAmount,
  accountBalance,
  claimWallet,
  InsufficientBalance,
  type Posting,
  type NewEntry,
  type PostedEntry,
} from './post-entry';
export { runIdempotent, requestHash, isUniqueViolation, IdempotencyConflict, type IdempotentCall } from './idempotency';
export { checkLedgerInvariant, type InvariantReport } from './invariant';
