// First-deposit and reload bonuses (issue 16): a paid deposit, on its own transaction, qualifies each running,
// published JOIN promotion of type FIRST_DEPOSIT (the member's first paid deposit) or RELOAD (a later one) the member
// has joined and not yet been paid for. The bonus is a share of the deposit up to the cap, paid from the bonuses
// account with its turnover requirement, and the participation moves Joined → Process (or Issued without turnover), once.
import type { Db } from '../../db/database';
import { transition } from './activity-status';
import { depositBonusMinor, parseRules } from './promotion-rules';
import { payParticipationBonus, stateOf } from './promotions.repository';

/** Pays what the deposit earns; answers the total paid (0 when nothing qualified). */
export async function payDepositBonuses(trx: Db, memberId: string, depositMinor: number, orderId: string, now: Date): Promise<number> {
  const joined = await trx
    .selectFrom('promotion_participations as p')
    .innerJoin('promotions as r', 'r.id', 'p.promotionId')
    .selectAll('r')
    .select(['p.id as participationId', 'p.status as participationStatus'])
    .where('p.memberId', '=', memberId)
    .where('p.status', '=', 'JOINED')
    .where('r.mode', '=', 'JOIN')
    // An unpublished promotion (back to draft) pays no more, as an ended one does not.
    .where('r.published', '=', 1)
    .where('r.promotionType', 'in', ['FIRST_DEPOSIT', 'RELOAD'])
    .orderBy('r.sequence')
    .execute();
  if (joined.length === 0) return 0;
  const earlier = await trx
    .selectFrom('deposit_orders')
    .select('id')
    .where('memberId', '=', memberId)
    .where('status', '=', 'PAID')
    .where('id', '!=', orderId)
    .limit(1)
    .executeTakeFirst();
  let paid = 0;
  for (const { participationId, participationStatus, ...row } of joined) {
    // A first-deposit bonus is for the first paid deposit only; a reload is a deposit after it.
    if ((row.promotionType === 'FIRST_DEPOSIT') === Boolean(earlier)) continue;
    const rules = parseRules(row.rules);
    const bonus = depositBonusMinor(rules, depositMinor);
    if (bonus === 0) continue;
    const step = transition(stateOf(row, participationStatus, now), { type: 'qualify', withTurnover: rules.turnoverMultiple > 0 });
    if (!step.ok) continue;
    await payParticipationBonus(trx, row, { id: participationId, memberId, status: participationStatus }, step.next, now, bonus);
    paid += bonus;
  }
  return paid;
}
