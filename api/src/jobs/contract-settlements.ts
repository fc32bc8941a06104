// The settlement jobs of agent contracts (modules/settlements/settle.ts): one leased job per contract kind, so one node
// runs each, and the collection of owed settlements. A kind is run once its next period can have ended (real-time
// salary every 5 minutes, hourly salary each hour, the daily wage and dividends each business day); owed settlements
// are collected on every period of the jobs, so a frozen upline is released soon after its balance allows.
import { CONTRACT_KINDS, type ContractKind } from '@mekong/contracts';
import type { Db } from '../db/database';
import { collectDebts } from '../modules/settlements/debts';
import { periodHolding } from '../modules/settlements/periods';
import { SETTLE_GRACE_MS, settleContracts, type SettlementRun } from '../modules/settlements/settle';
import { takeLease } from './lease';

export const settlementJobName = (kind: ContractKind): string => `contract-settlement:${kind}`;
export const DEBT_COLLECTION_JOB = 'contract-debt-collection';
export const CONTRACT_JOB_NAMES = [...CONTRACT_KINDS.map(settlementJobName), DEBT_COLLECTION_JOB];

/** One settlement run of a kind on the lease's holder; null when another node holds the lease. */
export async function runContractSettlementJob(
  db: Db,
  kind: ContractKind,
  holder: string,
  leaseMs: number,
  now: Date,
): Promise<SettlementRun | null> {
  if (!(await takeLease(db, settlementJobName(kind), holder, leaseMs, now))) return null;
  return settleContracts(db, kind, now);
}

export async function runDebtCollectionJob(db: Db, holder: string, leaseMs: number, now: Date) {
  if (!(await takeLease(db, DEBT_COLLECTION_JOB, holder, leaseMs, now))) return null;
  return collectDebts(db, now);
}

/**
 * When a kind is next worth running: once the period holding `now` has ended (and its grace passed). Dividends of
 * every period end on a business day's end, so the daily check finds weekly, half-monthly and monthly ones too.
 */
export const nextSettlementDue = (kind: ContractKind, now: Date): number =>
  Date.parse(periodHolding(kind, kind === 'dividend' ? 'Daily' : null, now.toISOString()).end) + SETTLE_GRACE_MS;
