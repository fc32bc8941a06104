// Payouts of promotions that pay a member more than once, one per period: a rebate per business day, a daily reload
// per day, a referral per referred member. The payout row goes in first, on the paying transaction, under a primary
// key of (promotion, member, period): of two racing payers (two job runs, two deposits at once) the second finds the
// row there (PostgreSQL makes it wait for the first's commit) and pays nothing. Then the bonus, from the bonuses
// account with its turnover requirement, as every promotion bonus.
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import { pickLanguage } from '../columns';
import { payBonusWithTurnover } from './bonus-payment';
import { parseRules } from './promotion-rules';
import { isOnBreak } from '../play-breaks/play-breaks';
import type { PromotionsTable } from './promotions.table';

export interface Payout {
  memberId: string;
  period: string;
  /** What the amount was worked out from (the day's stakes, the deposit). */
  baseMinor: number;
  amountMinor: number;
  /** The bonus's reason in bonus details, after the promotion's title (the day paid for). */
  detail?: string;
}

/**
 * Takes the period on `trx` (a row of nothing paid yet); false when it was taken already. A payer that works the
 * amount out only once it holds the period (the rebates) takes it first, then pays it with payTakenPeriod.
 */
export async function takePeriod(trx: Db, promotionId: string, memberId: string, period: string, now: Date): Promise<boolean> {
  const taken = await trx
    .insertInto('promotion_payouts')
    .values({ promotionId, memberId, period, baseMinor: 0, amountMinor: 0, entryId: null, createdAt: now.toISOString() })
    .onConflict((oc) => oc.columns(['promotionId', 'memberId', 'period']).doNothing())
    .executeTakeFirst();
  return Number(taken.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * Records and pays a period taken on `trx`; a zero amount leaves it done with nothing paid. A member on a break from
 * play (issue 20) is left out: the period is done with nothing paid, so it is not paid later either.
 */
export async function payTakenPeriod(trx: Db, promotion: Selectable<PromotionsTable>, payout: Payout, now: Date): Promise<void> {
  const row = trx
    .updateTable('promotion_payouts')
    .where('promotionId', '=', promotion.id)
    .where('memberId', '=', payout.memberId)
    .where('period', '=', payout.period);
  if (payout.amountMinor <= 0 || (await isOnBreak(trx, payout.memberId, now))) {
    await row.set({ baseMinor: payout.baseMinor, amountMinor: 0 }).execute();
    return;
  }
  const title = pickLanguage(promotion, 'title', 'EN');
  const { entryId } = await payBonusWithTurnover(trx, {
    memberId: payout.memberId,
    amountMinor: payout.amountMinor,
    reason: payout.detail ? `${title} (${payout.detail})` : title,
    reference: `promotion:${promotion.id}`,
    promotionId: promotion.id,
    turnoverMultiple: parseRules(promotion.rules).turnoverMultiple,
    now,
  });
  await row.set({ baseMinor: payout.baseMinor, amountMinor: payout.amountMinor, entryId }).execute();
}

/** Pays `payout` once on `trx`; false when the period was paid already. A zero amount marks the period done. */
export async function payOnce(trx: Db, promotion: Selectable<PromotionsTable>, payout: Payout, now: Date): Promise<boolean> {
  if (!(await takePeriod(trx, promotion.id, payout.memberId, payout.period, now))) return false;
  await payTakenPeriod(trx, promotion, payout, now);
  return true;
}
