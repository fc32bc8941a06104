// How a settlement's money moves: one CONTRACT_SETTLEMENT entry from the contract's upline (or the house's
// house:contracts) to its downline, named by the (contract, period) key that is also the settlement row's UNIQUE key
// and the ledger idempotency key its transaction claims (settle.ts, debts.ts).
import type { Db } from '../../db/database';
import { HOUSE_ACCOUNTS, moveAmount, postEntry, walletAccount } from '../ledger';
import type { ContractSettlementsTable } from './settlements.table';

/** The ledger account a contract's upline pays from. */
export const payerAccount = (uplineId: string | null): string => (uplineId ? walletAccount(uplineId) : HOUSE_ACCOUNTS.contracts);

/** The (contract, period) key: the settlement row's UNIQUE key, the ledger idempotency key and the entry's reference. */
export const settlementKey = (contractId: string, periodStart: string): string => `${contractId}:${periodStart}`;
export const SETTLEMENT_KEY_SCOPE = 'contract-settlement';

/** Posts a settlement's amount (on `trx`, which also claims its idempotency key) and returns the entry id. */
export async function postSettlement(
  trx: Db,
  row: Pick<ContractSettlementsTable, 'contractId' | 'periodStart' | 'uplineId' | 'downlineId' | 'kind'>,
  amount: number,
) {
  const entry = await postEntry(trx, {
    kind: 'CONTRACT_SETTLEMENT',
    reference: `settlement:${settlementKey(row.contractId, row.periodStart)}`,
    memo: `${row.kind} settlement`,
    postings: moveAmount(payerAccount(row.uplineId), walletAccount(row.downlineId), amount),
  });
  return entry.entryId;
}
