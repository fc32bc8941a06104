// First-deposit and reload bonuses (issue 16): a paid deposit, on its own transaction, qualifies each running,
// published JOIN promotion of type FIRST_DEPOSIT (the member's first paid deposit) or RELOAD (a later one) the member
// has joined and not yet been paid for. The bonus is a share of the deposit up to the cap, paid from the bonuses
// account with its turnover requirement, and the participation moves Joined → Process (or Issued without turnover),
// once. A daily reload instead pays the first qualifying deposit of each Vientiane day (payouts.ts keys it by the
// day) and the member stays joined. A first deposit also pays a referral reward to the agent who invited the member.
import type { Db } from '../../db/database';
import { businessDayOf } from '../records/business-days';
import { transition } from './activity-status';
import { payOnce } from './payouts';
import { isOnBreak } from '../play-breaks/play-breaks';
import { depositBonusMinor, parseRules } from './promotion-rules';
import { payParticipationBonus, stateOf } from './promotions.repository';
import { payReferralReward } from './referral';

export interface DepositPayouts {
  /** What the depositor was paid in bonuses. */
  paidMinor: number;
  /** Other members whose wallets moved (a referrer). */
  credited: string[];
}

/** Pays what the deposit earns. */
export async function payDepositBonuses(
  trx: Db,
  memberId: string,
  depositMinor: number,
  orderId: string,
  now: Date,
): Promise<DepositPayouts> {
  const earlier = await trx
    .selectFrom('deposit_orders')
    .select('id')
    .where('memberId', '=', memberId)
    .where('status', '=', 'PAID')
    .where('id', '!=', orderId)
    .limit(1)
    .executeTakeFirst();
  const referrer = earlier ? null : await payReferralReward(trx, memberId, depositMinor, now);
  const result: DepositPayouts = { paidMinor: 0, credited: referrer ? [referrer] : [] };
  // A deposit paid while its member is on a break (one asked for before it, confirmed after) is the member's own money
  // and is credited; the bonuses it would earn are not (issue 20: no promotion for the period), and not later either.
  if (await isOnBreak(trx, memberId, now)) return result;
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
  for (const { participationId, participationStatus, ...row } of joined) {
    // A first-deposit bonus is for the first paid deposit only; a reload is a deposit after it.
    if ((row.promotionType === 'FIRST_DEPOSIT') === Boolean(earlier)) continue;
    const rules = parseRules(row.rules);
    const bonus = depositBonusMinor(rules, depositMinor);
    if (bonus === 0) continue;
    const step = transition(stateOf(row, participationStatus, now), { type: 'qualify', withTurnover: rules.turnoverMultiple > 0 });
    if (!step.ok) continue;
    if (row.promotionType === 'RELOAD' && rules.daily) {
      const day = businessDayOf(now.toISOString());
      const paid = await payOnce(trx, row, { memberId, period: day, baseMinor: depositMinor, amountMinor: bonus, detail: day }, now);
      if (paid) result.paidMinor += bonus;
      continue;
    }
    await payParticipationBonus(trx, row, { id: participationId, memberId, status: participationStatus }, step.next, now, bonus);
    result.paidMinor += bonus;
  }
  return result;
}
