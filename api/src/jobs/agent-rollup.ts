// The agent rollup job: folds today's changes into the live day's sums (modules/agents/today.ts), then rolls the closed
// business days whose rollup is missing or stale (modules/agents/rollup.ts). Runs under a lease so one node rolls; a
// day is rolled under its own row lock and change count anyway, so two runs write it once, and a log row is folded
// in the transaction that deletes it.
import type { Db } from '../db/database';
import { rollClosedDays, type RollupRun } from '../modules/agents/rollup';
import { foldToday, type FoldRun } from '../modules/agents/today';
import { takeLease } from './lease';

export const AGENT_ROLLUP_JOB = 'agent-rollup';

/** One run on the lease's holder; null when another node holds the lease. */
export async function runAgentRollupJob(
  db: Db,
  holder: string,
  leaseMs: number,
  now: Date,
): Promise<(RollupRun & { today: FoldRun }) | null> {
  if (!(await takeLease(db, AGENT_ROLLUP_JOB, holder, leaseMs, now))) return null;
  const today = await foldToday(db, now);
  return { ...(await rollClosedDays(db, now)), today };
}
