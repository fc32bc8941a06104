// Tables of the cashier: deposit and withdrawal orders, and the proof images a member sends with a withdrawal.
import type { DepositChannel, DepositStatus, WithdrawalStatus } from '@mekong/contracts/money';

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

export interface CashierTables {
  deposit_orders: DepositOrdersTable;
  withdrawal_orders: WithdrawalOrdersTable;
  withdrawal_proofs: WithdrawalProofsTable;
}
