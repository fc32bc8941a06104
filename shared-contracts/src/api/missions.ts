// Schemas of the missions and VIP calls (issue 16): the mission summary (my daily and weekly missions with progress
// counted from settled bets and paid deposits), a mission reward's claim, the leaderboard of the period by settled
// valid turnover (other members' names masked), and the VIP levels with my level and what is missing to the next.
import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { PATHS } from './paths';
import { languageInput } from './system';
import { idempotencyKeySchema } from './money';

/** Periods in Vientiane time: a business day, or a Monday-to-Sunday week. */
export const MISSION_PERIODS = ['DAILY', 'WEEKLY'] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];

/** VALID_BET: settled valid stakes (minor units); BET_COUNT: settled bets; DEPOSIT: paid deposits (minor units). */
export const MISSION_GOALS = ['VALID_BET', 'BET_COUNT', 'DEPOSIT'] as const;
export type MissionGoal = (typeof MISSION_GOALS)[number];

export const MISSION_STATUSES = ['IN_PROGRESS', 'CLAIMABLE', 'CLAIMED'] as const;
export type MissionStatus = (typeof MISSION_STATUSES)[number];

/** Why a claim was refused (409, or 404 for an unknown mission). Texts are the client's, by code. */
export const MISSION_FAILURES = {
  notFound: 'mission-not-found',
  notReached: 'mission-not-reached',
  alreadyClaimed: 'mission-already-claimed',
} as const;

export const missionSchema = z.object({
  id: z.string(),
  title: z.string(),
  period: z.enum(MISSION_PERIODS),
  goal: z.enum(MISSION_GOALS),
  /** VALID_BET only: the game type whose bets count, or null for every game. */
  gameType: z.nullable(z.string()),
  /** Minor units, or a number of bets for BET_COUNT. */
  target: z.int(),
  /** This period's progress, in the target's unit (may pass the target). */
  progress: z.int(),
  /** Minor units paid on claim. */
  reward: z.int(),
  /** Settled valid bets of this many times the reward before it may be withdrawn; 0 is none. */
  turnoverMultiple: z.int(),
  status: z.enum(MISSION_STATUSES),
  /** The period's first instant and the first instant after it, UTC ISO. */
  periodStart: z.string(),
  periodEnd: z.string(),
});
export type Mission = z.infer<typeof missionSchema>;

export const missionSummarySchema = z.object({
  missions: z.array(missionSchema),
  /** Missions whose reward waits to be claimed: the missionLeaderboard menu badge. */
  claimable: z.int(),
});
export type MissionSummary = z.infer<typeof missionSummarySchema>;

export const leaderboardRowSchema = z.object({
  rank: z.int(),
  /** Masked ('de***r'): never another member's full account or id. */
  account: z.string(),
  /** Settled valid stakes of the period, minor units. */
  turnover: z.int(),
  isMe: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

export const leaderboardSchema = z.object({
  period: z.enum(MISSION_PERIODS),
  periodStart: z.string(),
  periodEnd: z.string(),
  list: z.array(leaderboardRowSchema),
  /** The caller's own place: rank null until it has a settled bet this period. */
  me: z.object({ rank: z.nullable(z.int()), turnover: z.int() }),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

export const vipLevelSchema = z.object({
  level: z.int(),
  label: z.string(),
  /** Lifetime settled valid turnover that reaches this level, minor units. */
  threshold: z.int(),
  benefits: z.string(),
  /** Paid once when the member first reaches the level, minor units. */
  reward: z.int(),
});
export type VipLevel = z.infer<typeof vipLevelSchema>;

export const vipStateSchema = z.object({
  levels: z.array(vipLevelSchema),
  level: z.int(),
  /** '' below the first level. */
  label: z.string(),
  /** Lifetime settled valid turnover, minor units. */
  turnover: z.int(),
  /** The next level, or null at the top. */
  next: z.nullable(z.object({ level: z.int(), label: z.string(), missing: z.int() })),
});
export type VipState = z.infer<typeof vipStateSchema>;

const missionId = z.string().check(z.trim(), z.minLength(1, 'id is required'), z.maxLength(64, 'id must be at most 64 characters'));

export const missionEndpoints = {
  summary: endpoint({
    method: 'GET',
    path: PATHS.lottery.missionSummary,
    access: 'token',
    input: z.object({ language: languageInput }),
    output: missionSummarySchema,
  }),
  leaderboard: endpoint({
    method: 'GET',
    path: PATHS.lottery.missionLeaderboard,
    access: 'token',
    input: z.object({ period: z._default(z.enum(MISSION_PERIODS), 'DAILY') }),
    output: leaderboardSchema,
  }),
  claim: endpoint({
    method: 'POST',
    path: PATHS.missions.claim,
    access: 'token',
    input: z.object({ id: missionId, idempotencyKey: idempotencyKeySchema }),
    output: z.object({ id: z.string(), reward: z.int(), status: z.enum(MISSION_STATUSES) }),
  }),
  vip: endpoint({
    method: 'GET',
    path: PATHS.vip.levels,
    access: 'token',
    input: z.object({ language: languageInput }),
    output: vipStateSchema,
  }),
};
