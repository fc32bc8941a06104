// Schemas of the member's play limits (member centre `gamingLimits`, issue 20): limits on deposits, net losses and
// wagers per Vientiane business day, week and month. Lowering one (or setting a first) applies at once; raising or
// removing one waits out a 24-hour cooling-off, shown with the time it applies and cancellable until then. The API
// enforces them on every deposit, bet (the seamless debit) and transfer in, atomically with the money.
import * as z from 'zod/mini';
import { endpoint } from './endpoint';

/** What a limit caps: money deposited (and received by transfer), net loss (stakes − wins), or stakes. */
export const PLAY_LIMIT_KINDS = ['DEPOSIT', 'LOSS', 'WAGER'] as const;
export type PlayLimitKind = (typeof PLAY_LIMIT_KINDS)[number];

/** The business period a limit counts over (Asia/Vientiane; a week runs Monday to Sunday). */
export const PLAY_LIMIT_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export type PlayLimitPeriod = (typeof PLAY_LIMIT_PERIODS)[number];

/** A raise or removal applies this long after it was asked for. */
export const PLAY_LIMIT_COOLING_OFF_HOURS = 24;

/** A limit is whole minor units, from ₭1 to ₭100,000,000,000. */
export const PLAY_LIMIT_BOUNDS = { minMinor: 100, maxMinor: 10_000_000_000_000 } as const;

/** The calls' paths: an entry of their own, so the root entry's PATHS (every page's first load) stays as it is. */
export const PLAY_LIMIT_PATHS = {
  state: '/wps/member/limits',
  set: '/wps/member/limits',
  cancel: '/wps/member/limits/cancel',
} as const;

/** Why a call was refused. Texts are the client's, by code. */
export const PLAY_LIMIT_FAILURES = {
  /** A deposit or bet would pass one of the member's own limits; value: { kind, period, limit, used }. */
  reached: 'play-limit-reached',
  /** A transfer would pass the receiver's deposit limit (the receiver's limits are not named). */
  receiverReached: 'transfer-limit-reached',
  /** Cancel named a limit with no raise waiting. */
  noPendingRaise: 'no-pending-raise',
} as const;

/** The value of a `play-limit-reached` refusal. */
export const playLimitReachedSchema = z.object({
  kind: z.enum(PLAY_LIMIT_KINDS),
  period: z.enum(PLAY_LIMIT_PERIODS),
  limit: z.int(),
  used: z.int(),
});
export type PlayLimitReached = z.infer<typeof playLimitReachedSchema>;

export const playLimitSchema = z.object({
  kind: z.enum(PLAY_LIMIT_KINDS),
  period: z.enum(PLAY_LIMIT_PERIODS),
  /** In force now, minor units; null: no limit. */
  limit: z.nullable(z.int()),
  /** A raise or removal (limit null) waiting for its cooling-off, and when it applies (UTC ISO). */
  pending: z.nullable(z.object({ limit: z.nullable(z.int()), effectiveAt: z.string() })),
  /** What counts toward the limit this period, minor units (net loss may be below zero after wins). */
  used: z.int(),
  /** When this period ends and usage starts again (UTC ISO). */
  periodEndsAt: z.string(),
});
export type PlayLimit = z.infer<typeof playLimitSchema>;

export const playLimitsSchema = z.object({
  /** Every kind × period, in the order of PLAY_LIMIT_KINDS then PLAY_LIMIT_PERIODS. */
  limits: z.array(playLimitSchema),
  coolingOffHours: z.int(),
});
export type PlayLimits = z.infer<typeof playLimitsSchema>;

/** What a change did: applied at once (lower, first, unchanged), or scheduled after the cooling-off (raise, removal). */
export const PLAY_LIMIT_OUTCOMES = ['applied', 'scheduled', 'unchanged'] as const;

export const setPlayLimitInputSchema = z.object({
  kind: z.enum(PLAY_LIMIT_KINDS),
  period: z.enum(PLAY_LIMIT_PERIODS),
  /** Minor units; null removes the limit (after the cooling-off). */
  limit: z.nullable(z.int().check(z.gte(PLAY_LIMIT_BOUNDS.minMinor), z.lte(PLAY_LIMIT_BOUNDS.maxMinor))),
});
export type SetPlayLimitInput = z.infer<typeof setPlayLimitInputSchema>;

export const playLimitChangeSchema = z.object({ outcome: z.enum(PLAY_LIMIT_OUTCOMES), state: playLimitsSchema });
export type PlayLimitChange = z.infer<typeof playLimitChangeSchema>;

export const playLimitEndpoints = {
  state: endpoint({ method: 'GET', path: PLAY_LIMIT_PATHS.state, access: 'token', input: z.object({}), output: playLimitsSchema }),
  set: endpoint({
    method: 'PUT',
    path: PLAY_LIMIT_PATHS.set,
    access: 'token',
    input: setPlayLimitInputSchema,
    output: playLimitChangeSchema,
  }),
  cancel: endpoint({
    method: 'POST',
    path: PLAY_LIMIT_PATHS.cancel,
    access: 'token',
    input: z.object({ kind: z.enum(PLAY_LIMIT_KINDS), period: z.enum(PLAY_LIMIT_PERIODS) }),
    output: playLimitsSchema,
  }),
};
