// Tables of the promotions (issue 16): categories, promotions with their rules and times, members' participations
// the images of an application, and the payouts of promotions that pay per period.
import type { Generated } from 'kysely';
import type { Localized } from '../columns';
import type { ParticipationStatus } from './activity-status';

export type PromotionCategoriesTable = { id: string; type: string; sequence: number } & Localized<'title'>;

export type PromotionsTable = {
  id: string;
  sequence: number;
  categoryId: string | null;
  promotionType: Generated<string>;
  /** How a member takes part: NONE (information only), JOIN, CLAIM or APPLY. */
  mode: Generated<string>;
  /** ALL, MEMBERS (signed-in members only) or VISITORS (only signed-out visitors see it). */
  audience: Generated<string>;
  /** 0 while a draft: ops see it, the site does not. */
  published: Generated<number>;
  startsAt: string | null;
  /** Null is long-term. */
  endsAt: string | null;
  cardImageUrl: string | null;
  dialogImageUrl: string | null;
  /** JSON of PromotionRules (promotion-rules.ts). */
  rules: Generated<string>;
  /** A raffle's prizes in all; null is unlimited. */
  prizeStock: number | null;
  claimedCount: Generated<number>;
} & Localized<'title'> & { contentLo: Generated<string>; contentEn: Generated<string>; contentCn: Generated<string> };

export interface PromotionParticipationsTable {
  id: string;
  promotionId: string;
  memberId: string;
  status: ParticipationStatus;
  comment: string | null;
  bonusMinor: number | null;
  entryId: string | null;
  reviewReason: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface PromotionApplicationImagesTable {
  participationId: string;
  position: number;
  name: string;
  mimeType: string;
  data: string;
}

/** One payout of a promotion to a member for a period (rebate day, daily reload day, referred member): once each. */
export interface PromotionPayoutsTable {
  promotionId: string;
  memberId: string;
  /** YYYY-MM-DD (a Vientiane business day) or 'referral:<member id>'. */
  period: string;
  baseMinor: number;
  amountMinor: number;
  entryId: string | null;
  createdAt: string;
}

/** One bet a rebate promotion counted (rebates.ts): once per promotion and bet. */
export interface RebateBetsTable {
  promotionId: string;
  betId: string;
  memberId: string;
  stakeMinor: number;
  /** The promotion's rate when the bet was counted. */
  rebateBp: number;
  /** The business day whose payout counted it. */
  period: string;
  /** The business day whose payout took it back, its bet having been rolled back; null while it stands. */
  deductedIn: string | null;
}

export interface PromotionTables {
  promotion_categories: PromotionCategoriesTable;
  promotions: PromotionsTable;
  promotion_participations: PromotionParticipationsTable;
  promotion_application_images: PromotionApplicationImagesTable;
  promotion_payouts: PromotionPayoutsTable;
  rebate_bets: RebateBetsTable;
}
