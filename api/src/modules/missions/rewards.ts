// Pays a mission's or a VIP level's reward the way a promotion pays its bonus: a BONUS entry from the house's
// bonuses account (cashier/bonuses.ts) and, with a turnover multiple, the turnover requirement that holds it back
// from withdrawal (promotions/turnover.ts), both on the caller's transaction.
import type { Db } from '../../db/database';
import { postBonus } from '../cashier/bonuses';
import { recordTurnover } from '../promotions/turnover';

export interface Reward {
  memberId: string;
  amountMinor: number;
  turnoverMultiple: number;
  /** The entry's memo, as bonus details show it. */
  reason: string;
  /** What paid it: 'mission:<id>' or 'vip:<level>'. */
  reference: string;
  now: Date;
}

/** Answers the BONUS entry's id. */
export async function payReward(trx: Db, reward: Reward): Promise<string> {
  const entry = await postBonus(trx, reward.memberId, reward.amountMinor, reward.reason, reward.reference);
  await recordTurnover(trx, {
    entryId: entry.entryId,
    memberId: reward.memberId,
    promotionId: null,
    bonusMinor: reward.amountMinor,
    requiredMinor: reward.amountMinor * reward.turnoverMultiple,
    createdAt: reward.now.toISOString(),
  });
  return entry.entryId;
}
