// The rebate job: pays joined members their rebates of past business days (modules/promotions/rebates.ts). Runs
// under a lease so one node pays; a day's payout is guarded by its own key anyway, so two runs pay it once.
import type { Db } from '../db/database';
import { payRebates, type RebateRun } from '../modules/promotions/rebates';
import { takeLease } from './lease';

export const PROMOTION_REBATES_JOB = 'promotion-rebates';

/** One run on the lease's holder; null when another node holds the lease. */
export async function runPromotionRebatesJob(db: Db, holder: string, leaseMs: number, now: Date): Promise<RebateRun | null> {
  if (!(await takeLease(db, PROMOTION_REBATES_JOB, holder, leaseMs, now))) return null;
  return payRebates(db, now);
}
