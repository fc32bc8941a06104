// Rebates (issue 16): a member who joined a running, published REBATE promotion is paid, for each past Vientiane
// business day, its rate (rebateBp) of the day's settled valid stakes — bets settled that day after the join and
// within the promotion's times, of its game types — from the bonuses account, once per member and day (payouts.ts).
// The rebate job runs this; a day is paid once it is over, and days missed while no job ran are caught up within
// the lookback.
import type { Db } from '../../db/database';
import { businessDayOf, businessDayRange } from '../records/business-days';
import { payOnce } from './payouts';
import { parseRules, rebateMinor } from './promotion-rules';

/** How many past days a run looks at: a job down for longer than this loses the older days' rebates. */
export const REBATE_LOOKBACK_DAYS = 7;

const DAY_MS = 86_400_000;

/** The calendar day `count` days before `day` (YYYY-MM-DD). */
const daysBefore = (day: string, count: number): string =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) - count * DAY_MS).toISOString().slice(0, 10);

const later = (a: string, b: string | null): string => (b !== null && b > a ? b : a);
const earlier = (a: string, b: string | null): string => (b !== null && b < a ? b : a);

export interface RebateRun {
  /** Payouts made (days paid, zero ones included). */
  payouts: number;
  /** Members whose wallets were credited. */
  credited: string[];
}

/** Pays every joined member's unpaid past days; safe to run anywhere and at once (each day is paid once). */
export async function payRebates(db: Db, now: Date): Promise<RebateRun> {
  const today = businessDayOf(now.toISOString());
  const joined = await db
    .selectFrom('promotion_participations as p')
    .innerJoin('promotions as r', 'r.id', 'p.promotionId')
    .selectAll('r')
    .select(['p.memberId', 'p.createdAt as joinedAt'])
    .where('r.promotionType', '=', 'REBATE')
    .where('r.mode', '=', 'JOIN')
    .where('r.published', '=', 1)
    .where('p.status', '=', 'JOINED')
    .execute();
  const run: RebateRun = { payouts: 0, credited: [] };
  for (const { memberId, joinedAt, ...promotion } of joined) {
    const rules = parseRules(promotion.rules);
    if (rules.rebateBp === undefined) continue;
    const first = [
      daysBefore(today, REBATE_LOOKBACK_DAYS),
      businessDayOf(joinedAt),
      promotion.startsAt && businessDayOf(promotion.startsAt),
    ]
      .filter((day): day is string => Boolean(day))
      .reduce((a, b) => (a > b ? a : b));
    const paid = new Set(
      (
        await db
          .selectFrom('promotion_payouts')
          .select('period')
          .where('promotionId', '=', promotion.id)
          .where('memberId', '=', memberId)
          .where('period', '>=', first)
          .where('period', '<', today)
          .execute()
      ).map((row) => row.period),
    );
    for (let day = first; day < today; day = daysBefore(day, -1)) {
      if (paid.has(day)) continue;
      const range = businessDayRange(day, day);
      // Only what was settled while the member was in and the promotion ran.
      const from = later(later(range.from, joinedAt), promotion.startsAt);
      const to = earlier(range.to, promotion.endsAt);
      if (from >= to) continue;
      let stakes = db
        .selectFrom('bets')
        .select((eb) => eb.fn.sum<number | string | null>('stakeMinor').as('stake'))
        .where('memberId', '=', memberId)
        .where('status', '=', 'SETTLED')
        .where('settledAt', '>=', from)
        .where('settledAt', '<', to);
      if (rules.rebateGameTypes) stakes = stakes.where('gameType', 'in', rules.rebateGameTypes);
      const stake = Number((await stakes.executeTakeFirst())?.stake ?? 0);
      const amount = rebateMinor(rules, stake);
      const done = await db
        .transaction()
        .execute((trx) => payOnce(trx, promotion, { memberId, period: day, baseMinor: stake, amountMinor: amount, detail: day }, now));
      if (!done) continue;
      run.payouts += 1;
      if (amount > 0 && !run.credited.includes(memberId)) run.credited.push(memberId);
    }
  }
  return run;
}
