// The promotion issue job: participations in Process whose bonus turnover is met move to Issued (modules/promotions/
// issue-met.ts). Runs under a lease, so with several nodes only one looks; a move is conditional either way.
import type { Db } from '../db/database';
import { issueMetBonuses } from '../modules/promotions/issue-met';
import { takeLease } from './lease';

export const PROMOTION_ISSUE_JOB = 'promotion-issue';

/** One run on the lease's holder; null when another node holds the lease, else the participations issued. */
export async function runPromotionIssueJob(db: Db, holder: string, leaseMs: number, now: Date): Promise<string[] | null> {
  if (!(await takeLease(db, PROMOTION_ISSUE_JOB, holder, leaseMs, now))) return null;
  return issueMetBonuses(db, now);
}
