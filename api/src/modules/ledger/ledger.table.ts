// Tables of the ledger: accounts, journal entries and their postings, idempotency keys. The modules that move money
// through it declare their own (cashier, seamless, messages; job leases in jobs/).
import type { LedgerEntryKind } from '@mekong/contracts/money';
import type { PointsEntryKind } from '@mekong/contracts/points';
import type { Generated } from 'kysely';

export type LedgerAccountKind = 'MEMBER_WALLET' | 'MEMBER_HELD' | 'MEMBER_POINTS' | 'HOUSE';
/** Money entries, and the points ledger's (issue 18), which share the tables. */
export type JournalEntryKind = LedgerEntryKind | PointsEntryKind;

export interface LedgerAccountsTable {
  id: string;
  kind: LedgerAccountKind;
  memberId: string | null;
  /** Cached sum of postings for member accounts; null for house accounts, which keep no cache. */
  balanceMinor: number | null;
  createdAt: string;
  /**
   * Raised by every change of the balance: a call that read the account without a lock writes only if it is still at
   * the version read (the seamless wallet's calls on PostgreSQL, seamless/apply-call.ts).
   */
  version: Generated<number>;
}

export interface JournalEntriesTable {
  id: string;
  /**
   * Typed as the money kinds, which is what every reader of money postings finds; points entries (JournalEntryKind's
   * others) sit only on points accounts, which only the points module reads.
   */
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

export interface LedgerTables {
  ledger_accounts: LedgerAccountsTable;
  journal_entries: JournalEntriesTable;
  postings: PostingsTable;
  idempotency_keys: IdempotencyKeysTable;
}
