// An active agent contract written straight into its tables, accepted at a time the test chooses (the settlement
// tests play bets in fixed past periods; the contract calls always accept now). Tier rows take the calls' field names.
import { randomUUID } from 'node:crypto';
import type { ContractKind } from '@mekong/contracts';
import type { DividendPeriod } from '@mekong/contracts/agents';
import type { Db } from '../db/database';
import { tierRowsOf, type TierInput } from '../modules/contracts/tiers';

export interface ActiveContract {
  kind: ContractKind;
  /** Null: the house. */
  uplineId: string | null;
  downlineId: string;
  answeredAt: string;
  tiers: TierInput[];
  period?: DividendPeriod;
}

export async function insertActiveContract(db: Db, contract: ActiveContract): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('agent_contracts')
    .values({
      id,
      kind: contract.kind,
      uplineId: contract.uplineId,
      downlineId: contract.downlineId,
      status: 'active',
      period: contract.period ?? null,
      topRateBp: 0,
      requestId: null,
      createdAt: contract.answeredAt,
      answeredAt: contract.answeredAt,
      terminatedAt: null,
      terminationReason: null,
    })
    .execute();
  await db
    .insertInto('agent_contract_tiers')
    .values(tierRowsOf(id, contract.kind, contract.tiers))
    .execute();
  return id;
}
