// Tables of the money core: ledger accounts, journal entries and their postings, idempotency keys, bets and
// seamless-wallet transactions, deposit and withdrawal orders, withdrawal proofs, internal messages, job leases.
import type { BetStatus, DepositChannel, DepositStatus, LedgerEntryKind, MessageKind, WithdrawalStatus } from '@mekong/contracts';

export type LedgerAccountKind = 'MEMBER_WALLET' | 'MEMBER_HELD' | 'HOUSE';

export interface LedgerAccountsTable {
  id: string;
  kind: LedgerAccountKind;
  memberId: string | null;
  /** Cached sum of postings for member accounts; null for house accounts, which keep no cache. */
  balanceMinor: number | null;
  createdAt: string;
}

export interface JournalEntriesTable {
  id: string;
  kind: LedgerEntryKind;
  reference: string | null;
  memo: string | null;
  createdAt: string;
}

export interface PostingsTable {
  entryId: string;
  accountId: string;
  amountMinor: number;
  balanceAfterMinor: number | null;
  createdAt: string;
}

export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  requestHash: string;
  response: string;
  createdAt: string;
}

export interface BetsTable {
  id: string;
  memberId: string;
  provider: string;
  roundId: string;
  nodeId: string;
  gameName: string;
  vassalage: string;
  gameType: string;
  stakeMinor: number;
  winMinor: number;
  status: BetStatus;
  placedAt: string;
  settledAt: string | null;
}

export interface SeamlessTransactionsTable {
  provider: string;
  transactionId: string;
  kind: 'DEBIT' | 'CREDIT' | 'ROLLBACK';
  roundId: string;
  memberId: string;
  amountMinor: number;
  referenceTransactionId: string | null;
  requestHash: string;
  entryId: string | null;
  balanceAfterMinor: number;
  createdAt: string;
}

export interface DepositOrdersTable {
  id: string;
  memberId: string;
  channel: DepositChannel;
  amountMinor: number;
  status: DepositStatus;
  depositorName: string | null;
  providerReference: string | null;
  failureReason: string | null;
  entryId: string | null;
  createdAt: string;
  completedAt: string | null;
}

export interface WithdrawalOrdersTable {
  id: string;
  memberId: string;
  amountMinor: number;
  status: WithdrawalStatus;
  bankName: string;
  bankAccountNo: string;
  accountName: string;
  reviewedAt: string | null;
  rejectReason: string | null;
  confirmDeadline: string | null;
  receivedMinor: number | null;
  disputedMinor: number | null;
  confirmedAt: string | null;
  createdAt: string;
}

export interface WithdrawalProofsTable {
  id: string;
  withdrawalId: string;
  name: string;
  mimeType: string;
  data: string;
  createdAt: string;
}

export interface MemberMessagesTable {
  id: string;
  memberId: string;
  kind: MessageKind;
  params: string;
  createdAt: string;
  readAt: string | null;
}

export interface JobLeasesTable {
  name: string;
  holder: string;
  expiresAt: string;
}

export interface MoneyTables {
  ledger_accounts: LedgerAccountsTable;
  journal_entries: JournalEntriesTable;
  postings: PostingsTable;
  idempotency_keys: IdempotencyKeysTable;
  bets: BetsTable;
  seamless_transactions: SeamlessTransactionsTable;
  deposit_orders: DepositOrdersTable;
  withdrawal_orders: WithdrawalOrdersTable;
  withdrawal_proofs: WithdrawalProofsTable;
  member_messages: MemberMessagesTable;
  job_leases: JobLeasesTable;
}
