// Schemas of the promotion calls (issue 16): getAnnouncementContentV2 (banners, player notices, popups, promotions
// with their categories and the caller's activity status, help), one promotion's detail, and a member's join, raffle
// claim (MCS2_claimRafflePromotion) and application (comment and up to three png or jpg images).
import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { PATHS } from './paths';
import { announcementTypesInput, bannerSchema, helpCategorySchema, languageInput, noticeSchema, popupSchema } from './system';
import { idempotencyKeySchema, proofImageSchema } from './money';
import { freeText } from '../field-rules/free-text';
import { LIMITS } from '../constants/site';

/** How a member takes part. NONE: information only, nothing to press. */
export const PROMOTION_MODES = ['NONE', 'JOIN', 'CLAIM', 'APPLY'] as const;
export type PromotionMode = (typeof PROMOTION_MODES)[number];

/** Requirements §4, word for word: what the promotion's button or badge shows the caller. */
export const ACTIVITY_STATUSES = [
  'Join',
  'Claim',
  'Applying',
  'Close',
  'Rejected',
  'Issued',
  'Claimed',
  'Process',
  'Joined',
  'coming soon',
] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/** Why a join, claim, application or review was refused (409, or 404 for an unknown promotion). Texts are the client's, by code. */
export const PROMOTION_FAILURES = {
  notFound: 'promotion-not-found',
  notStarted: 'promotion-not-started',
  ended: 'promotion-ended',
  soldOut: 'promotion-sold-out',
  wrongMode: 'promotion-wrong-mode',
  alreadyTakenPart: 'promotion-already-taken-part',
  notApplying: 'promotion-not-applying',
  notJoined: 'promotion-not-joined',
  notInProcess: 'promotion-not-in-process',
} as const;

export const promotionCategorySchema = z.object({ id: z.string(), title: z.string(), type: z.string() });
export type PromotionCategory = z.infer<typeof promotionCategorySchema>;

/** Category types whose promotions stay off the promotions page (requirements §2), its count and the side menu's list. */
export const OFF_PAGE_CATEGORY_TYPES: readonly string[] = ['gaming', 'lotto_promo'];

export const promotionSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  /** The category's id, or null when it has none. */
  category: z.nullable(z.string()),
  /** The category's type (gaming and lotto_promo ones stay off the promotions page). */
  categoryType: z.nullable(z.string()),
  promotionType: z.string(),
  promoAnnouncementCategoryIds: z.array(z.string()),
  /** Sequence 1 is the card's image, 2 the dialog's. */
  announcementImages: z.array(z.object({ url: z.string(), sequence: z.int() })),
  startTime: z.nullable(z.string()),
  endTime: z.nullable(z.string()),
  longTerm: z.boolean(),
  mode: z.enum(PROMOTION_MODES),
  /** For the caller: a visitor sees what it could do once signed in; null for an information-only promotion. */
  activityStatus: z.nullable(z.enum(ACTIVITY_STATUSES)),
  /** The bonus the caller received from it, in minor units, once paid. */
  bonus: z.nullable(z.int()),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const announcementContentSchema = z.object({
  banners: z.array(bannerSchema),
  player: z.array(noticeSchema),
  /** Only the popups of the caller's audience: B for a visitor, A and F (the client shows F on first login) for a member. */
  popup: z.array(popupSchema),
  promotion: z.array(promotionSchema),
  categories: z.array(promotionCategorySchema),
  help: z.array(helpCategorySchema),
});
export type AnnouncementContent = z.infer<typeof announcementContentSchema>;

const promotionId = z.string().check(z.trim(), z.minLength(1, 'id is required'), z.maxLength(64, 'id must be at most 64 characters'));

export const promotionApplicationInputSchema = z.object({
  id: promotionId,
  comment: z.optional(
    freeText(
      z
        .string()
        .check(z.trim(), z.maxLength(LIMITS.promotionCommentMax, `comment must be at most ${LIMITS.promotionCommentMax} characters`)),
    ),
  ),
  images: z.optional(
    z.array(proofImageSchema).check(z.maxLength(LIMITS.promotionImagesMax, `At most ${LIMITS.promotionImagesMax} images`)),
  ),
});

export const participationResultSchema = z.object({
  id: z.string(),
  activityStatus: z.enum(ACTIVITY_STATUSES),
  /** Minor units credited by this call (a claim), or null. */
  bonus: z.nullable(z.int()),
});

export const promotionEndpoints = {
  content: endpoint({
    method: 'GET',
    path: PATHS.promotions.content,
    access: 'public',
    input: z.object({
      types: announcementTypesInput,
      platform: z.literal('W'),
      language: languageInput,
    }),
    output: announcementContentSchema,
  }),
  detail: endpoint({
    method: 'GET',
    path: PATHS.promotions.detail,
    access: 'public',
    input: z.object({ id: promotionId, language: languageInput }),
    output: promotionSchema,
  }),
  join: endpoint({
    method: 'POST',
    path: PATHS.promotions.join,
    access: 'token',
    input: z.object({ id: promotionId }),
    output: participationResultSchema,
  }),
  claimRaffle: endpoint({
    method: 'POST',
    path: PATHS.promotions.claimRaffle,
    access: 'token',
    input: z.object({
      id: promotionId,
      idempotencyKey: idempotencyKeySchema,
    }),
    output: participationResultSchema,
  }),
  apply: endpoint({
    method: 'POST',
    path: PATHS.promotions.apply,
    access: 'token',
    input: promotionApplicationInputSchema,
    output: participationResultSchema,
  }),
};
