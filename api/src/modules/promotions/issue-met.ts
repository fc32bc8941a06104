// Process → Issued (requirements §4): a participation whose bonus was paid with a turnover requirement waits in
// Process until settled valid bets meet that bonus's own requirement (turnover.ts shares the bets out oldest bonus
// first), then shows Issued. The scheduled job moves everyone's; a member's own promotions list moves theirs first,
// so the page never shows Process for a bonus already played through. Each move is the state machine's turnoverMet,
// written with a condition on Process, so a job and a read racing move it once.
import type { Db } from '../../db/database';
import { transition } from './activity-status';
import { bonusTurnovers } from './turnover';
import { stateOf } from './promotions.repository';

/** Participations in Process looked at per run; the next run takes the rest. */
const BATCH = 500;

/** Moves the met ones of the members' (or, without `memberIds`, anyone's) Process participations; answers their ids. */
export async function issueMetBonuses(db: Db, now: Date, memberIds?: readonly string[]): Promise<string[]> {
  if (memberIds?.length === 0) return [];
  let waiting = db
    .selectFrom('promotion_participations as p')
    .innerJoin('promotions as r', 'r.id', 'p.promotionId')
    .selectAll('r')
    .select(['p.id as participationId', 'p.memberId', 'p.entryId'])
    .where('p.status', '=', 'PROCESS')
    .orderBy('p.updatedAt')
    .limit(BATCH);
  if (memberIds) waiting = waiting.where('p.memberId', 'in', memberIds);
  const rows = await waiting.execute();
  const byMember = new Map<string, typeof rows>();
  for (const row of rows) byMember.set(row.memberId, [...(byMember.get(row.memberId) ?? []), row]);
  const issued: string[] = [];
  for (const [memberId, participations] of byMember) {
    const outstanding = new Map((await bonusTurnovers(db, memberId)).map((t) => [t.entryId, t.outstandingMinor]));
    for (const { participationId, entryId, ...row } of participations) {
      // A bonus without a recorded requirement has none to meet.
      if (entryId !== null && (outstanding.get(entryId) ?? 0) > 0) continue;
      const step = transition(stateOf(row, 'PROCESS', now), { type: 'turnoverMet' });
      if (!step.ok) continue;
      const moved = await db
        .updateTable('promotion_participations')
        .set({ status: step.next, updatedAt: now.toISOString() })
        .where('id', '=', participationId)
        .where('status', '=', 'PROCESS')
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 1) issued.push(participationId);
    }
  }
  return issued;
}
