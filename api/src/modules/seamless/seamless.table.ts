// Tables of the seamless wallet: the game sessions the site launched with a provider, each protocol transaction a
// provider sent, and the bets its debits and credits make.
import type { LaunchMode } from '@mekong/contracts';
import type { BetStatus } from '@mekong/contracts/money';

/**
 * A game session the site launched: the token the provider's balance and debit calls carry (only its SHA-256 hash),
 * who plays and with which member session, and the game its bets are recorded under. The wallet's own record, so it
 * judges a bet without asking the provider, an outside party by design.
 */
export interface SeamlessSessionsTable {
  tokenHash: string;
  /** The provider the session was launched with. */
  provider: string;
  /** null for a visitor's free trial. */
  memberId: string | null;
  /**
   * REAL: the SHA-256 hash of the launching member session's token (never the token). The wallet refuses the game
   * session's bets once that member session has ended or owes a forced password change. null for DEMO.
   */
  memberSessionHash: string | null;
  mode: LaunchMode;
  nodeId: string;
  gameName: string;
  vassalage: string;
  gameType: string;
  createdAt: string;
  expiresAt: string;
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

export interface SeamlessTables {
  seamless_sessions: SeamlessSessionsTable;
  bets: BetsTable;
  seamless_transactions: SeamlessTransactionsTable;
}
