// The table of contract settlements (migration 20251202110000_contract_settlements): one row per contract and period,
// paid or owed (docs/architecture.md §4 Agents, Settlements).
import type { ContractKind } from '@mekong/contracts';
import type { SettlementStatus } from '@mekong/contracts/agents';
import type { PeriodType } from './periods';

export interface ContractSettlementsTable {
  id: string;
  contractId: string;
  kind: ContractKind;
  /** Null: the house pays (house:contracts). */
  uplineId: string | null;
  downlineId: string;
  periodType: PeriodType;
  periodStart: string;
  periodEnd: string;
  businessDay: string;
  activeMembers: number;
  /** bigint columns: PostgreSQL answers text. */
  validBetMinor: number | string;
  profitMinor: number | string;
  rateBp: number | null;
  qualifyingBets: number;
  profitStakeMinor: number | string;
  lossStakeMinor: number | string;
  amountMinor: number | string;
  status: SettlementStatus;
  entryId: string | null;
  createdAt: string;
  paidAt: string | null;
}

export interface SettlementTables {
  contract_settlements: ContractSettlementsTable;
}
