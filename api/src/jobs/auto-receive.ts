// The withdrawal auto-receive job: approved withdrawals whose confirmation window has passed count as received
// (requirements §4). Runs under a lease, so with several nodes only one moves them.
import type { Db } from '../db/database';
import { runAutoReceiveOnce } from '../modules/cashier/withdrawals';
import { takeLease } from './lease';

export const AUTO_RECEIVE_JOB = 'withdrawal-auto-receive';

/** One run on the lease's holder; null when another node holds the lease, else the ids moved. */
export async function runAutoReceiveJob(db: Db, holder: string, leaseMs: number, now: Date): Promise<string[] | null> {
  if (!(await takeLease(db, AUTO_RECEIVE_JOB, holder, leaseMs, now))) return null;
  return runAutoReceiveOnce(db, now);
}
