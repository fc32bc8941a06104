// Schemas of the points calls (requirements §3 Points, §7 Points calls; issue 18): the member's points balance with the
// ratio points convert to money at, the points configuration (what earns a point of each type), and the points
// details (changed points by type over business days, paged). Points are whole numbers and never expire (§9).
import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { PATHS } from './paths';
import { recordDateRange, recordPageOf, recordPaging } from './money';

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
export const POINTS_ENTRY_KINDS = ['POINTS_EARN', 'POINTS_TAKE_BACK'] as const;
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
  /** What earned or spent them: 'bet:<bet id>' or 'deposit:<order id>'. */
  reference: z.nullable(z.string()),
  createdAt: z.string(),
});
export type PointDetail = z.infer<typeof pointDetailSchema>;
export const pointDetailPageSchema = recordPageOf(pointDetailSchema);
export type PointDetailPage = z.infer<typeof pointDetailPageSchema>;

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
};
