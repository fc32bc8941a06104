// Settled valid bets, counted from the per-day bet totals the database keeps (records.table.ts): a day's standing
// bets (not rolled back) less its open ones, read through a partial index of the open bets alone. Missions, the
// leaderboard and VIP levels all count this way, never by scanning a member's bets. A bet counts on the business
// day it was placed, once settled; a rolled-back one never counts.
import { sql } from 'kysely';
import { TRIAL_TYPE } from '@mekong/contracts';
import type { Db } from '../../db/database';
import type { RecordTables } from '../records/records.table';
import type { Period } from './periods';

/** PostgreSQL sums bigints as numeric, which arrives as text. */
const whole = (value: string | number | bigint | null | undefined): number => Number(value ?? 0);

/** Matches the partial index bets_open_idx, whose condition a bound parameter would not. */
const isOpen = sql<boolean>`status = 'OPEN'`;

export interface SettledBets {
  count: number;
  stakeMinor: number;
}

/**
 * A member's settled bets within a period (null: ever), of one game type or all. With `since` inside the period (a
 * mission that started during it), only the bets placed from then on: the per-day totals cannot split a day, so
 * those are counted from the member's own bets of the period (its member/time index), a day's or a week's worth.
 */
export async function settledBets(
  db: Db,
  memberId: string,
  period: Period | null,
  gameType: string | null = null,
  since: string | null = null,
): Promise<SettledBets> {
  if (period && since !== null && since > period.from) {
    let placed = db
      .selectFrom('bets')
      .select((eb) => [eb.fn.countAll<string | number>().as('count'), eb.fn.sum<string | number>('stakeMinor').as('stake')])
      .where('memberId', '=', memberId)
      .where('placedAt', '>=', since)
      .where('placedAt', '<', period.to)
      .where('status', '=', 'SETTLED');
    if (gameType) placed = placed.where('gameType', '=', gameType);
    const row = await placed.executeTakeFirst();
    return { count: whole(row?.count), stakeMinor: whole(row?.stake) };
  }
  let standing = db
    .withTables<RecordTables>()
    .selectFrom('bet_day_totals')
    .select((eb) => [eb.fn.sum<string | number>('standing').as('count'), eb.fn.sum<string | number>('stakeMinor').as('stake')])
    .where('memberId', '=', memberId);
  let open = db
    .selectFrom('bets')
    .select((eb) => [eb.fn.countAll<string | number>().as('count'), eb.fn.sum<string | number>('stakeMinor').as('stake')])
    .where('memberId', '=', memberId)
    .where(isOpen);
  if (period) {
    standing = standing.where('day', '>=', period.firstDay).where('day', '<', period.afterLastDay);
    open = open.where('placedAt', '>=', period.from).where('placedAt', '<', period.to);
  }
  if (gameType) {
    standing = standing.where('gameType', '=', gameType);
    open = open.where('gameType', '=', gameType);
  }
  const [s, o] = await Promise.all([standing.executeTakeFirst(), open.executeTakeFirst()]);
  return { count: whole(s?.count) - whole(o?.count), stakeMinor: whole(s?.stake) - whole(o?.stake) };
}

export interface Ranked {
  memberId: string;
  account: string;
  turnover: number;
}

/**
 * Members by settled valid stakes in a period, most first (ties by member id), trial accounts left out. Sums the
 * period's rows of the per-day totals through their (day, member, stake) index, less each member's open bets.
 */
function rankedMembers(period: Period) {
  return sql`with standing as (
      select member_id, sum(stake_minor) as stake from bet_day_totals
      where day >= ${period.firstDay} and day < ${period.afterLastDay} group by member_id),
    open as (
      select member_id, sum(stake_minor) as stake from bets
      where status = 'OPEN' and placed_at >= ${period.from} and placed_at < ${period.to} group by member_id),
    ranked as (
      select s.member_id as member, m.account as account, s.stake - coalesce(o.stake, 0) as turnover
      from standing s join members m on m.id = s.member_id left join open o on o.member_id = s.member_id
      where m.type <> ${TRIAL_TYPE})`;
}

export async function topTurnover(db: Db, period: Period, limit: number): Promise<Ranked[]> {
  const { rows } = await sql<{ member: string; account: string; turnover: string | number }>`${rankedMembers(period)}
    select member, account, turnover from ranked where turnover > 0 order by turnover desc, member limit ${limit}`.execute(db);
  return rows.map((row) => ({ memberId: row.member, account: row.account, turnover: whole(row.turnover) }));
}

/** How many members passed `turnover` in the period: a rank is one more. */
export async function countAbove(db: Db, period: Period, turnover: number): Promise<number> {
  const { rows } = await sql<{ above: string | number }>`${rankedMembers(period)}
    select count(*) as above from ranked where turnover > ${turnover}`.execute(db);
  return whole(rows[0]?.above);
}
