// Referral rewards (issue 16, public state availablePromo REFERRAL): while the site's referral promotion is enabled,
// a member who registered with an agent's invitation code and makes a first paid deposit of at least the running
// REFERRAL promotion's minimum earns that agent the promotion's reward, from the bonuses account, once per referred
// member (payouts.ts: the key is the referred member), on the deposit's own transaction.
import type { Db } from '../../db/database';
import { getSiteSettings } from '../site/site.repository';
import { promotionWindow } from './activity-status';
import { payOnce } from './payouts';
import { parseRules } from './promotion-rules';

/** Pays the referrer for `memberId`'s first deposit when it qualifies; answers the referrer credited, or null. */
export async function payReferralReward(trx: Db, memberId: string, depositMinor: number, now: Date): Promise<string | null> {
  const member = await trx.selectFrom('members').select(['account', 'referredBy']).where('id', '=', memberId).executeTakeFirst();
  if (!member?.referredBy || !(await getSiteSettings(trx)).referralEnabled) return null;
  const running = await trx
    .selectFrom('promotions')
    .selectAll()
    .where('promotionType', '=', 'REFERRAL')
    .where('published', '=', 1)
    .orderBy('sequence')
    .orderBy('id')
    .execute();
  // The first running one with a reward: two referral promotions at once do not pay twice for one friend.
  const promotion = running.find((row) => promotionWindow(row, now) === 'OPEN' && (parseRules(row.rules).referralRewardMinor ?? 0) > 0);
  if (!promotion) return null;
  const rules = parseRules(promotion.rules);
  if (depositMinor < (rules.minDepositMinor ?? 0)) return null;
  const paid = await payOnce(
    trx,
    promotion,
    {
      memberId: member.referredBy,
      period: `referral:${memberId}`,
      baseMinor: depositMinor,
      amountMinor: rules.referralRewardMinor ?? 0,
      detail: member.account,
    },
    now,
  );
  return paid ? member.referredBy : null;
}
