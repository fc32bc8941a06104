// Tables of the seamless wallet: each protocol transaction a provider sent, and the bets its debits and credits make.
import type { BetStatus } from '@mekong/contracts';

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
  bets: BetsTable;
  seamless_transactions: SeamlessTransactionsTable;
}
