// Rebates (issue 16): a member who joined a running, published REBATE promotion is paid its rate (rebateBp) of its
// settled valid stakes — bets placed after the join, settled within the promotion's times, of its game types — from
// the bonuses account, one payout per past Vientiane business day (payouts.ts). The rebate job runs this.
//
// Each bet counted is a rebate_bets row, whose primary key (promotion, bet) makes it count once however runs or days
// overlap. What a member is owed is worked out over all it counted: floor(Σ stake × rate) less what was paid before,
// so no unit is lost to rounding day by day, and a bet rolled back after being paid for (its row then taken back)
// lowers the next payout by exactly its share. A payout is never negative: a deficit waits for later bets.
// The watermark is the member's last paid day: a run pays every day after it up to yesterday, however long no job
// ran. Each day's count also looks at the day before, so a bet whose settlement committed after the run that paid its
// day counts the day after instead of never.
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database';
import { businessDayEnd, businessDayOf, businessDayRange } from '../records/business-days';
import { payTakenPeriod, takePeriod } from './payouts';
import { lockMemberRebates } from '../manual-rebate/manual-rebate';
import { parseRules, type PromotionRules } from './promotion-rules';
import type { PromotionsTable } from './promotions.table';

const DAY_MS = 86_400_000;

/** The calendar day after `day` (YYYY-MM-DD). */
const dayAfter = (day: string): string => new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS).toISOString().slice(0, 10);

const latest = (...instants: (string | null)[]): string =>
  instants.filter((i): i is string => i !== null).reduce((a, b) => (b > a ? b : a));
const earlier = (a: string, b: string | null): string => (b !== null && b < a ? b : a);

export interface RebateRun {
  /** Payouts made (days paid, zero ones included). */
  payouts: number;
  /** Members whose wallets were credited. */
  credited: string[];
}

interface Joined {
  promotion: Selectable<PromotionsTable>;
  rules: PromotionRules & { rebateBp: number };
  memberId: string;
  joinedAt: string;
}

/** Bigint sums come back as numbers (SQLite) or strings (PostgreSQL); null over no rows. */
const big = (value: string | number | bigint | null | undefined): bigint => BigInt(value ?? 0);

/**
 * Pays one day of one member on `trx`: takes the day (null when another run has it), takes back what rolled-back bets
 * were counted at, counts the bets not counted yet, and pays what the whole count owes beyond what was paid.
 */
async function payRebateDay(trx: Db, { promotion, rules, memberId, joinedAt }: Joined, day: string, now: Date): Promise<number | null> {
  if (!(await takePeriod(trx, promotion.id, memberId, day, now))) return null;
  await lockMemberRebates(trx, memberId);
  const mine = { promotionId: promotion.id, memberId };

  // Counted before, rolled back since (a settled bet is not rolled back by the seamless protocol today, but a
  // provider's resettlement or an operator's correction may): its stake leaves the count from this payout on.
  const undone = await trx
    .selectFrom('rebate_bets as r')
    .innerJoin('bets as b', 'b.id', 'r.betId')
    .select(['r.betId', 'r.stakeMinor'])
    .where('r.promotionId', '=', mine.promotionId)
    .where('r.memberId', '=', mine.memberId)
    .where('r.deductedIn', 'is', null)
    .where('b.status', '<>', 'SETTLED')
    .execute();
  if (undone.length > 0)
    await trx
      .updateTable('rebate_bets')
      .set({ deductedIn: day })
      .where('promotionId', '=', mine.promotionId)
      .where(
        'betId',
        'in',
        undone.map((row) => row.betId),
      )
      .execute();

  // The day's bets and the day before's not counted yet: placed after the join, settled within the promotion.
  const { from: dayFrom } = businessDayRange(day, day);
  const from = latest(joinedAt, promotion.startsAt, new Date(Date.parse(dayFrom) - DAY_MS).toISOString());
  const to = earlier(businessDayEnd(day), promotion.endsAt);
  if (from < to) {
    let fresh = trx
      .selectFrom('bets as b')
      .select([
        sql<string>`cast(${promotion.id} as text)`.as('promotionId'),
        'b.id as betId',
        'b.memberId',
        'b.stakeMinor',
        sql<number>`cast(${rules.rebateBp} as integer)`.as('rebateBp'),
        sql<string>`cast(${day} as text)`.as('period'),
      ])
      .where('b.memberId', '=', memberId)
      .where('b.status', '=', 'SETTLED')
      .where('b.placedAt', '>=', joinedAt)
      .where('b.settledAt', '>=', from)
      .where('b.settledAt', '<', to)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('rebate_bets as r').select('r.betId').where('r.promotionId', '=', promotion.id).whereRef('r.betId', '=', 'b.id'),
          ),
        ),
      )
      // A bet the member's manual rebate was paid for earns no second rebate (one bet, one rebate).
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('manual_rebate_bets as m').select('m.betId').whereRef('m.betId', '=', 'b.id'))),
      );
    if (rules.rebateGameTypes) fresh = fresh.where('b.gameType', 'in', rules.rebateGameTypes);
    await trx
      .insertInto('rebate_bets')
      .columns(['promotionId', 'betId', 'memberId', 'stakeMinor', 'rebateBp', 'period'])
      .expression(fresh)
      .onConflict((oc) => oc.columns(['promotionId', 'betId']).doNothing())
      .execute();
  }

  const counted = await trx
    .selectFrom('rebate_bets')
    .select([
      sql<string | number | null>`sum(stake_minor * rebate_bp)`.as('units'),
      sql<string | number | null>`sum(case when period = ${day} then stake_minor else 0 end)`.as('dayStake'),
    ])
    .where('promotionId', '=', mine.promotionId)
    .where('memberId', '=', mine.memberId)
    .where('deductedIn', 'is', null)
    .executeTakeFirst();
  const paid = await trx
    .selectFrom('promotion_payouts')
    .select((eb) => eb.fn.sum<string | number | null>('amountMinor').as('paid'))
    .where('promotionId', '=', mine.promotionId)
    .where('memberId', '=', mine.memberId)
    .executeTakeFirst();
  const owed = big(counted?.units) / 10_000n - big(paid?.paid);
  const amount = owed > 0n ? Number(owed) : 0;
  const undoneStake = undone.reduce((sum, row) => sum + Number(row.stakeMinor), 0);
  await payTakenPeriod(
    trx,
    promotion,
    { memberId, period: day, baseMinor: Number(counted?.dayStake ?? 0) - undoneStake, amountMinor: amount, detail: day },
    now,
  );
  return amount;
}

/** Pays every joined member's unpaid past days; safe to run anywhere and at once (each day and each bet count once). */
export async function payRebates(db: Db, now: Date): Promise<RebateRun> {
  const today = businessDayOf(now.toISOString());
  const joined = await db
    .selectFrom('promotion_participations as p')
    .innerJoin('promotions as r', 'r.id', 'p.promotionId')
    .selectAll('r')
    .select((eb) => [
      'p.memberId',
      'p.createdAt as joinedAt',
      // The watermark: the last day paid.
      eb
        .selectFrom('promotion_payouts as o')
        .select((o) => o.fn.max('o.period').as('period'))
        .whereRef('o.promotionId', '=', 'p.promotionId')
        .whereRef('o.memberId', '=', 'p.memberId')
        .as('lastPaid'),
    ])
    .where('r.promotionType', '=', 'REBATE')
    .where('r.mode', '=', 'JOIN')
    .where('r.published', '=', 1)
    .where('p.status', '=', 'JOINED')
    .execute();
  const run: RebateRun = { payouts: 0, credited: [] };
  for (const { memberId, joinedAt, lastPaid, ...promotion } of joined) {
    const rules = parseRules(promotion.rules);
    if (rules.rebateBp === undefined) continue;
    const member: Joined = { promotion, rules: { ...rules, rebateBp: rules.rebateBp }, memberId, joinedAt };
    // Days after the watermark (from the join, or the promotion's start), up to yesterday or the promotion's end.
    const first = lastPaid ? dayAfter(lastPaid) : businessDayOf(latest(joinedAt, promotion.startsAt));
    const end = promotion.endsAt === null ? today : earlier(today, dayAfter(businessDayOf(promotion.endsAt)));
    for (let day = first; day < end; day = dayAfter(day)) {
      const amount = await db.transaction().execute((trx) => payRebateDay(trx, member, day, now));
      // Another run holds this day: it goes on from here.
      if (amount === null) break;
      run.payouts += 1;
      if (amount > 0 && !run.credited.includes(memberId)) run.credited.push(memberId);
    }
  }
  return run;
}
