// The chat purge job: deletes chat messages past their day and presences past their window (CHAT_LIMITS). Runs under
// a lease, so with several nodes only one deletes; the answers never show such messages even before it runs.
import type { Db } from '../db/database';
import { purgeChat } from '../modules/chat/chat.repository';
import { takeLease } from './lease';

export const CHAT_PURGE_JOB = 'chat-purge';

/** One run on the lease's holder; null when another node holds the lease, else how many rows went. */
export async function runChatPurgeJob(
  db: Db,
  holder: string,
  leaseMs: number,
  now: Date,
): Promise<{ messages: number; presences: number } | null> {
  if (!(await takeLease(db, CHAT_PURGE_JOB, holder, leaseMs, now))) return null;
  return purgeChat(db, now);
}
