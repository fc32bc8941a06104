// What a promotion pays and asks, stored as JSON beside it: a fixed bonus (raffle prize, approved application) or a
// share of a qualifying deposit with a cap (first-deposit and reload bonuses), the turnover multiple that locks the
// bonus for withdrawal until settled valid bets reach it, a daily reload's once-a-day, a rebate's rate and games (paid
// by the rebate job), and a referral's reward.
import { z } from 'zod';
import { GAME_TYPES } from '@mekong/contracts';

export const PROMOTION_TYPES = ['GENERAL', 'FIRST_DEPOSIT', 'RELOAD', 'REBATE', 'RAFFLE', 'REFERRAL'] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

export const PROMOTION_AUDIENCES = ['ALL', 'MEMBERS', 'VISITORS'] as const;
export type PromotionAudience = (typeof PROMOTION_AUDIENCES)[number];

/** The most a single promotion may pay one member: 100,000,000.00 kip, far above any real bonus, below unsafe integers. */
const BONUS_MAX_MINOR = 10_000_000_000;

const minor = z.number().int().min(0).max(BONUS_MAX_MINOR);

export const promotionRulesSchema = z
  .object({
    /** A fixed bonus: a raffle's prize, or what an approved application pays. */
    bonusFixedMinor: minor.optional(),
    /** A share of the qualifying deposit in basis points (10000 = 100 %). */
    bonusPercentBp: z.number().int().min(1).max(100_000).optional(),
    /** The most a percentage bonus pays. */
    bonusCapMinor: minor.optional(),
    /** The smallest deposit that qualifies. */
    minDepositMinor: minor.optional(),
    /** Settled valid bets needed before the bonus may be withdrawn: this many times the bonus. 0 is none. */
    turnoverMultiple: z.number().int().min(0).max(100).default(0),
    /** A reload paid on the first qualifying deposit of each Vientiane day, the member staying joined. */
    daily: z.boolean().optional(),
    /** A rebate's rate in basis points of a business day's settled valid stakes, paid the next day by the rebate job. */
    rebateBp: z.number().int().min(1).max(10_000).optional(),
    /** The game types whose stakes a rebate counts; all when absent. */
    rebateGameTypes: z.array(z.enum(GAME_TYPES)).min(1).optional(),
    /** What a referral promotion pays the referrer once per referred member's first qualifying deposit. */
    referralRewardMinor: minor.optional(),
  })
  .strict()
  .refine((rules) => rules.bonusPercentBp === undefined || rules.bonusCapMinor !== undefined, {
    message: 'a percentage bonus needs a cap (bonusCapMinor)',
  });
export type PromotionRules = z.infer<typeof promotionRulesSchema>;

export function parseRules(json: string): PromotionRules {
  return promotionRulesSchema.parse(JSON.parse(json));
}

/** The bonus a deposit of `depositMinor` earns (floored to whole minor units), or 0 when it does not qualify. */
export function depositBonusMinor(rules: PromotionRules, depositMinor: number): number {
  if (rules.bonusPercentBp === undefined || rules.bonusCapMinor === undefined) return 0;
  if (depositMinor < (rules.minDepositMinor ?? 0)) return 0;
  return Math.min(Math.floor((depositMinor * rules.bonusPercentBp) / 10_000), rules.bonusCapMinor);
}

/**
 * A rebate on `stakeMinor` of settled valid stakes (floored to whole minor units); 0 without a rate. In BigInt: a
 * big day's stakes times the rate can pass Number's exact integers.
 */
export const rebateMinor = (rules: PromotionRules, stakeMinor: number): number =>
  rules.rebateBp === undefined ? 0 : Number((BigInt(stakeMinor) * BigInt(rules.rebateBp)) / 10_000n);

/** The settled valid bets a bonus of `bonusMinor` asks for. */
export const turnoverRequiredMinor = (rules: PromotionRules, bonusMinor: number): number => bonusMinor * rules.turnoverMultiple;
