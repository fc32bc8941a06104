// Schemas of the points calls (requirements §3 Points, §7 Points calls; issue 18): the member's points balance with the
// ratio points convert to money at, the points configuration (what earns a point of each type), and the points
// details (changed points by type over business days, paged). Points are whole numbers and never expire (§9).
import * as z from 'zod/mini';
import { LANGUAGES } from '../constants/site';
import { encryptedEndpoint } from './auth';
import { endpoint } from './endpoint';
import { PATHS } from './paths';
import { idempotencyKeySchema, recordDateRange, recordPageOf, recordPaging, recordText, withdrawPasswordSchema } from './money';

/** The point types of requirements §3: five earned by play (by the game type of the bet), redeem, deposit. */
export const POINT_TYPES = ['live', 'lott', 'pvp', 'rng', 'sports', 'redeem', 'deposit'] as const;
export type PointType = (typeof POINT_TYPES)[number];

/** The point types earned from settled valid bets. */
export const PLAY_POINT_TYPES = ['live', 'lott', 'pvp', 'rng', 'sports'] as const satisfies readonly PointType[];
export type PlayPointType = (typeof PLAY_POINT_TYPES)[number];

/** The ratios of the points configuration: one per earning type, and the redeem ratio (what a point is worth). */
export const POINT_RATIO_KEYS = [...PLAY_POINT_TYPES, 'deposit', 'redeem'] as const;
export type PointRatioKey = (typeof POINT_RATIO_KEYS)[number];

/** Journal entries of the points ledger (the money ledger's tables, points accounts): earned, and taken back. */
export const POINTS_ENTRY_KINDS = ['POINTS_EARN', 'POINTS_TAKE_BACK', 'POINTS_REDEEM', 'POINTS_REDEEM_REFUND', 'POINTS_CONVERT'] as const;
export type PointsEntryKind = (typeof POINTS_ENTRY_KINDS)[number];

const points = z.int();
const nonNegative = z.int().check(z.nonnegative());

export const pointRatioSchema = z.object({
  type: z.enum(POINT_RATIO_KEYS),
  /**
   * Minor units per point. An earning type: one point per this much valid bet (or deposit), rounded down; 0 earns
   * none. redeem: what one point is worth in minor units when converted or redeemed.
   */
  minorPerPoint: nonNegative,
});
export type PointRatio = z.infer<typeof pointRatioSchema>;

export const pointBalanceSchema = z.object({
  /** Current balance, in points. */
  balance: nonNegative,
  /** Points ratio: minor units one point is worth (the redeem ratio). */
  ratio: nonNegative,
});
export type PointBalance = z.infer<typeof pointBalanceSchema>;

export const pointConfigSchema = z.object({ ratios: z.array(pointRatioSchema) });
export type PointConfig = z.infer<typeof pointConfigSchema>;

/** Business days in Asia/Vientiane, both ends included (the pages' presets: last 7 or 30 days, §9), of one type or all. */
export const pointDetailsInputSchema = z.object({ ...recordDateRange, type: z.optional(z.enum(POINT_TYPES)), ...recordPaging });

export const pointDetailSchema = z.object({
  entryId: z.string(),
  type: z.enum(POINT_TYPES),
  /** Changed points: positive earned, negative spent or taken back. */
  changedPoints: points,
  /** The balance after the change. */
  balanceAfter: nonNegative,
  /** What earned or spent them: 'bet:<bet id>', 'deposit:<order id>', 'redeem:<redeem id>' or 'convert:<entry>'. */
  reference: z.nullable(z.string()),
  createdAt: z.string(),
});
export type PointDetail = z.infer<typeof pointDetailSchema>;
export const pointDetailPageSchema = recordPageOf(pointDetailSchema);
export type PointDetailPage = z.infer<typeof pointDetailPageSchema>;

// ── The mall (§2 Points mall, §3 redeem record and form, §4 Redeem status) ─────────────────────────────────────

/** Exchange types: physical goods (sent to the receiving address), cash to the main wallet, a bonus to the main wallet. */
export const POINT_ITEM_TYPES = ['GOODS', 'CASH', 'BONUS'] as const;
export type PointItemType = (typeof POINT_ITEM_TYPES)[number];

/** Requirements §4 Redeem status: In Process (applying), Approved, Rejected. */
export const REDEEM_STATUSES = ['IN_PROCESS', 'APPROVED', 'REJECTED'] as const;
export type RedeemStatus = (typeof REDEEM_STATUSES)[number];

/** The mall's limits; the convert minimum is the site's configuration (what one conversion must at least move). */
export const POINT_LIMITS = {
  /** The fewest points one conversion takes. */
  convertMinPoints: 100,
  /** Converted money moves in whole kip (100 minor units): points whose worth is not a multiple of it are refused. */
  convertStepMinor: 100,
  /** The most points one conversion takes (a typing slip above it). */
  convertMaxPoints: 100_000_000,
  /** The most of one item one redeem asks for. */
  redeemQuantityMax: 10,
  itemPageSize: 12,
  recordPageSize: 20,
  addressMaxLength: 200,
  mobileMaxLength: 30,
} as const;

export const pointItemSchema = z.object({
  id: z.string(),
  type: z.enum(POINT_ITEM_TYPES),
  /** In the language asked for. */
  name: z.string(),
  /** A path of the site (served from the images the mall ships), or an https address. */
  imageUrl: z.string(),
  /** Points one of the item costs. */
  pointsRequired: z.int().check(z.positive()),
  /** Minor units one of the item costs from the main wallet besides its points (0: points only). */
  amountRequired: nonNegative,
  /** Minor units one of a CASH or BONUS item pays into the main wallet on approval (0 for goods). */
  valueMinor: nonNegative,
  stock: nonNegative,
  /** The most of this item one member may redeem in all (null: no limit). */
  perMemberLimit: z.nullable(z.int().check(z.positive())),
  /** How many of it the caller has redeemed (not counting rejected redeems). */
  redeemedByMe: nonNegative,
});
export type PointItem = z.infer<typeof pointItemSchema>;

export const pointRewardsInputSchema = z.object({
  type: z.optional(z.enum(POINT_ITEM_TYPES)),
  language: z._default(z.enum(LANGUAGES), 'LO'),
  ...recordPaging,
});
export const pointItemPageSchema = recordPageOf(pointItemSchema);
export type PointItemPage = z.infer<typeof pointItemPageSchema>;

/** Redeem form of §3: the item and quantity, receiving address and mobile number (goods only), withdraw password. */
export const redeemPayloadSchema = z.object({
  itemId: recordText(64).check(z.minLength(1)),
  quantity: z.int().check(z.minimum(1), z.maximum(POINT_LIMITS.redeemQuantityMax)),
  receivingAddress: z.optional(recordText(POINT_LIMITS.addressMaxLength)),
  mobile: z.optional(recordText(POINT_LIMITS.mobileMaxLength).check(z.regex(/^\+?\d{6,20}$/, 'The mobile number is 6 to 20 digits'))),
  withdrawPassword: withdrawPasswordSchema,
  idempotencyKey: idempotencyKeySchema,
});
export type RedeemPayload = z.infer<typeof redeemPayloadSchema>;

/** A redeem record of §3. */
export const redeemRecordSchema = z.object({
  /** Transaction reference number. */
  id: z.string(),
  appliedAt: z.string(),
  /** Exchange type. */
  type: z.enum(POINT_ITEM_TYPES),
  itemName: z.string(),
  quantity: z.int().check(z.positive()),
  /** Points spent in all (quantity × the item's points). */
  pointsRequired: nonNegative,
  /** Minor units paid from the main wallet in all. */
  amountRequired: nonNegative,
  status: z.enum(REDEEM_STATUSES),
  /** The operator's remark when reviewed (a rejection's reason). */
  remark: z.nullable(z.string()),
  receivingAddress: z.nullable(z.string()),
  mobile: z.nullable(z.string()),
});
export type RedeemRecord = z.infer<typeof redeemRecordSchema>;

export const redeemListInputSchema = z.object({
  ...recordDateRange,
  status: z.optional(z.enum(REDEEM_STATUSES)),
  language: z._default(z.enum(LANGUAGES), 'LO'),
  ...recordPaging,
});
export const redeemPageSchema = recordPageOf(redeemRecordSchema);

export const convertPayloadSchema = z.object({
  points: z.int().check(z.minimum(POINT_LIMITS.convertMinPoints), z.maximum(POINT_LIMITS.convertMaxPoints)),
  withdrawPassword: withdrawPasswordSchema,
  idempotencyKey: idempotencyKeySchema,
});
export const convertResultSchema = z.object({
  points: z.int().check(z.positive()),
  /** Minor units paid into the main wallet: points × the redeem ratio. */
  amount: z.int().check(z.positive()),
  pointBalance: nonNegative,
  balance: nonNegative,
});
export type ConvertResult = z.infer<typeof convertResultSchema>;

export const pointEndpoints = {
  balance: endpoint({ method: 'GET', path: PATHS.points.balance, access: 'token', input: z.object({}), output: pointBalanceSchema }),
  config: endpoint({ method: 'GET', path: PATHS.points.config, access: 'token', input: z.object({}), output: pointConfigSchema }),
  details: endpoint({
    method: 'GET',
    path: PATHS.points.details,
    access: 'token',
    input: pointDetailsInputSchema,
    output: pointDetailPageSchema,
  }),
  rewards: endpoint({
    method: 'GET',
    path: PATHS.points.rewards,
    access: 'token',
    input: pointRewardsInputSchema,
    output: pointItemPageSchema,
  }),
  /** Encrypted; checks the withdraw password. Failures: item-unavailable, out-of-stock, redeem-limit, insufficient-points, insufficient-balance. */
  redeem: encryptedEndpoint({
    method: 'POST',
    path: PATHS.points.redeem,
    access: 'token',
    payload: redeemPayloadSchema,
    output: redeemRecordSchema,
  }),
  redeemList: endpoint({
    method: 'GET',
    path: PATHS.points.redeemList,
    access: 'token',
    input: redeemListInputSchema,
    output: redeemPageSchema,
  }),
  /** Encrypted; checks the withdraw password. Failures: insufficient-points, points-convert-inexact. */
  convert: encryptedEndpoint({
    method: 'POST',
    path: PATHS.points.convert,
    access: 'token',
    payload: convertPayloadSchema,
    output: convertResultSchema,
  }),
};
