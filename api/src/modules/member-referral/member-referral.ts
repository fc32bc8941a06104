// Refer and earn (member centre `referral`, governed by REFERRAL.enabled; issue 19): a member's own invitation code
// and register link (the agents' register center gives agents theirs the same way, agents/referrals.ts), the players
// who registered with it (accounts masked) and what each earned the member: the referral rewards the promotions paid
// it (promotions/referral.ts, one payout per referred player, period `referral:<player>`, each a BONUS entry).
import { sql } from 'kysely';
import { REFERRAL_FAILURES, type ReferralState } from '@mekong/contracts/member-extras';
import type { Db } from '../../db/database';
import { DomainFailure } from '../failure';
import { getSiteSettings } from '../site/site.repository';
import { ensureAffiliateCode, referralLink } from '../agents/referrals';
import { isTrial, type MemberRow } from '../accounts/members.repository';
import { maskAccount } from '../games/winners.repository';
import { offsetOf, pageOf, whole, type Paging } from '../records/records.repository';

/**
 * The account whose invitation code this is, case-insensitively: an agent (the new account joins its team) or a
 * member (who refers a friend); never a trial account.
 */
export async function findReferrerByCode(db: Db, code: string): Promise<MemberRow | undefined> {
  const referrer = await db.selectFrom('members').selectAll().where('affiliateCode', '=', code.trim().toUpperCase()).executeTakeFirst();
  return referrer && !isTrial(referrer.type) ? referrer : undefined;
}

/** The member's code, link and referred players, newest first; refused while the site's referral is off. */
export async function referralState(db: Db, member: Pick<MemberRow, 'id' | 'affiliateCode'>, paging: Paging): Promise<ReferralState> {
  const settings = await getSiteSettings(db);
  if (!settings.referralEnabled) throw new DomainFailure(403, REFERRAL_FAILURES.disabled, 'Refer and earn is not available');
  const code = await ensureAffiliateCode(db, member);
  const [rows, count, total] = await Promise.all([
    db
      .selectFrom('members as m')
      .select((eb) => [
        'm.account',
        'm.createdAt',
        // What the player earned the member: its payout rows (the ledger's BONUS entries they name).
        eb
          .selectFrom('promotion_payouts as o')
          .select((o) => o.fn.sum<string | number | null>('o.amountMinor').as('earned'))
          .where('o.memberId', '=', member.id)
          .where('o.entryId', 'is not', null)
          .where('o.period', '=', sql<string>`'referral:' || ${sql.ref('m.id')}`)
          .as('earned'),
      ])
      .where('m.referredBy', '=', member.id)
      .orderBy('m.createdAt', 'desc')
      .orderBy('m.id', 'desc')
      .limit(paging.pageSize)
      .offset(offsetOf(paging))
      .execute(),
    db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('referredBy', '=', member.id)
      .executeTakeFirst(),
    db
      .selectFrom('promotion_payouts')
      .select((eb) => eb.fn.sum<string | number | null>('amountMinor').as('earned'))
      .where('memberId', '=', member.id)
      .where('entryId', 'is not', null)
      .where('period', 'like', 'referral:%')
      .executeTakeFirst(),
  ]);
  const players = rows.map((row) => ({ account: maskAccount(row.account), joinedAt: row.createdAt, earned: whole(row.earned) }));
  return {
    code,
    link: referralLink(settings.mainDomain, code),
    earned: whole(total?.earned),
    players: pageOf(players, whole(count?.n), paging),
  };
}
