// Payouts of promotions that pay a member more than once, one per period: a rebate per business day, a daily reload
// per day, a referral per referred member. The payout row goes in first, on the paying transaction, under a primary
// key of (promotion, member, period): of two racing payers (two job runs, two deposits at once) the second finds the
// row there (PostgreSQL makes it wait for the first's commit) and pays nothing. Then the bonus, from the bonuses
// account with its turnover requirement, as every promotion bonus.
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import { postBonus } from '../cashier/bonuses';
import { pickLanguage } from '../columns';
import { parseRules, turnoverRequiredMinor } from './promotion-rules';
import type { PromotionsTable } from './promotions.table';
import { recordTurnover } from './turnover';

export interface Payout {
  memberId: string;
  period: string;
  /** What the amount was worked out from (the day's stakes, the deposit). */
  baseMinor: number;
  amountMinor: number;
  /** The bonus's reason in bonus details, after the promotion's title (the day paid for). */
  detail?: string;
}

/** Pays `payout` once on `trx`; false when the period was paid already. A zero amount marks the period done. */
export async function payOnce(trx: Db, promotion: Selectable<PromotionsTable>, payout: Payout, now: Date): Promise<boolean> {
  const createdAt = now.toISOString();
  const taken = await trx
    .insertInto('promotion_payouts')
    .values({
      promotionId: promotion.id,
      memberId: payout.memberId,
      period: payout.period,
      baseMinor: payout.baseMinor,
      amountMinor: payout.amountMinor,
      entryId: null,
      createdAt,
    })
    .onConflict((oc) => oc.columns(['promotionId', 'memberId', 'period']).doNothing())
    .executeTakeFirst();
  if (Number(taken.numInsertedOrUpdatedRows ?? 0) === 0) return false;
  if (payout.amountMinor <= 0) return true;
  const title = pickLanguage(promotion, 'title', 'EN');
  const entry = await postBonus(
    trx,
    payout.memberId,
    payout.amountMinor,
    payout.detail ? `${title} (${payout.detail})` : title,
    `promotion:${promotion.id}`,
  );
  await trx
    .updateTable('promotion_payouts')
    .set({ entryId: entry.entryId })
    .where('promotionId', '=', promotion.id)
    .where('memberId', '=', payout.memberId)
    .where('period', '=', payout.period)
    .execute();
  await recordTurnover(trx, {
    entryId: entry.entryId,
    memberId: payout.memberId,
    promotionId: promotion.id,
    bonusMinor: payout.amountMinor,
    requiredMinor: turnoverRequiredMinor(parseRules(promotion.rules), payout.amountMinor),
    createdAt,
  });
  return true;
}
