// Tables of agent contracts (issue 17 part 2; migration 20251202100000_agent_contracts): the contracts, their tier
// rows, and the new-contract and termination requests.
import type { Generated } from 'kysely';
import type { ContractKind } from '@mekong/contracts';
import type {
  ContractRequestStatus,
  ContractRequestType,
  ContractStatus,
  DividendPeriod,
  TerminationReason,
} from '@mekong/contracts/agents';

export interface AgentContractsTable {
  id: string;
  kind: ContractKind;
  /** Null is the house (a top agent's contract, paid from house:contracts). */
  uplineId: string | null;
  downlineId: string;
  status: ContractStatus;
  /** Dividends only. */
  period: DividendPeriod | null;
  /** The highest rate of the rows (real time: of profit and loss rates), basis points. */
  topRateBp: number;
  /** 1 when the upline agreed that accepting ends the downline's current contract of a higher rate. */
  uplineAgreed: Generated<number>;
  requestId: string | null;
  createdAt: string;
  answeredAt: string | null;
  terminatedAt: string | null;
  terminationReason: TerminationReason | null;
}

/** One tier row; the columns of its contract's kind are set (CONTRACT_TIER_FIELDS), the others null. */
export interface AgentContractTiersTable {
  contractId: string;
  position: number;
  rateBp: number | null;
  activeMembers: number | null;
  periodValidBetMinor: number | null;
  periodProfitLossMinor: number | null;
  dailyBetMinor: number | null;
  hourlyBetMinor: number | null;
  profitRateBp: number | null;
  lossRateBp: number | null;
  singleBetMinor: number | null;
}

export interface ContractRequestsTable {
  id: string;
  type: ContractRequestType;
  kind: ContractKind;
  /** Termination: the contract to end; new: null. */
  contractId: string | null;
  fromMemberId: string;
  /** Null is the house (answered by ops). */
  toMemberId: string | null;
  status: ContractRequestStatus;
  createdAt: string;
  answeredAt: string | null;
}

export interface ContractTables {
  agent_contracts: AgentContractsTable;
  agent_contract_tiers: AgentContractTiersTable;
  contract_requests: ContractRequestsTable;
}
