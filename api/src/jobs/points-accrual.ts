// The points job: bets settled (or rolled back) since its watermark earn (or give back) their points
// (modules/points/accrual.ts). Runs under a lease so one node does it; each bet is claimed anyway, so two runs move
// its points once.
import type { Db } from '../db/database';
import { accrueBetPoints, type AccrualRun } from '../modules/points/accrual';
import { takeLease } from './lease';

export const POINTS_ACCRUAL_JOB = 'points-accrual';

/** One run on the lease's holder; null when another node holds the lease. */
export async function runPointsAccrualJob(db: Db, holder: string, leaseMs: number, now: Date): Promise<AccrualRun | null> {
  if (!(await takeLease(db, POINTS_ACCRUAL_JOB, holder, leaseMs, now))) return null;
  return accrueBetPoints(db, now);
}
