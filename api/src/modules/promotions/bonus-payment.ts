// One bonus paid with its turnover requirement (issue 16): the BONUS entry from the bonuses account and, on the same
// transaction, the settled betting it asks for before a withdrawal. Promotions, red envelopes and prize wheels pay this way.
import type { Db } from '../../db/database';
import { postBonus } from '../cashier/bonuses';
import { turnoverRequiredMinor } from './promotion-rules';
import { recordTurnover } from './turnover';

export interface BonusPayment {
  memberId: string;
  amountMinor: number;
  /** The entry's memo: what the bonus-details record shows. */
  reason: string;
  /** What paid it, e.g. promotion:<id> or envelope:<id>. */
  reference: string;
  /** The promotion behind it, if any (its turnover row names it). */
  promotionId: string | null;
  turnoverMultiple: number;
  now: Date;
}

/** Posts the bonus on `trx` and records its turnover; answers the entry and the turnover asked. */
export async function payBonusWithTurnover(trx: Db, payment: BonusPayment): Promise<{ entryId: string; turnoverMinor: number }> {
  const entry = await postBonus(trx, payment.memberId, payment.amountMinor, payment.reason, payment.reference);
  const turnoverMinor = turnoverRequiredMinor({ turnoverMultiple: payment.turnoverMultiple }, payment.amountMinor);
  await recordTurnover(trx, {
    entryId: entry.entryId,
    memberId: payment.memberId,
    promotionId: payment.promotionId,
    bonusMinor: payment.amountMinor,
    requiredMinor: turnoverMinor,
    createdAt: payment.now.toISOString(),
  });
  return { entryId: entry.entryId, turnoverMinor };
}
