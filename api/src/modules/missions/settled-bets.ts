// A member's settled valid bets, counted from the totals the database keeps as bets are written, never by scanning a
// member's bets: a whole day's or week's over every game from the per-period turnover (one row, the leaderboard's
// too: migration 20251130100000), one game type's or a lifetime's from the per-day bet totals (records.table.ts), a
// day's standing bets (not rolled back) less its open ones, read through a partial index of the open bets alone.
// Missions and VIP levels count this way. A bet counts on the business day it was placed, once settled; a rolled-back
// one never counts. Trial accounts have no per-period turnover: every caller here is a real member.
import { sql } from 'kysely';
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
  if (period && gameType === null) {
    // Every game of a whole period: the member's row of the per-period turnover the leaderboard ranks (one key).
    const row = await db
      .selectFrom('period_turnover')
      .select(['bets', 'stakeMinor'])
      .where('period', '=', period.kind)
      .where('periodStart', '=', period.firstDay)
      .where('memberId', '=', memberId)
      .executeTakeFirst();
    return { count: whole(row?.bets), stakeMinor: whole(row?.stakeMinor) };
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
  // One statement of the two aggregates (one row each): half the round trips, a member's state read at one instant.
  const row = await db
    .selectFrom([standing.as('s'), open.as('o')])
    .select(['s.count as standingCount', 's.stake as standingStake', 'o.count as openCount', 'o.stake as openStake'])
    .executeTakeFirst();
  return { count: whole(row?.standingCount) - whole(row?.openCount), stakeMinor: whole(row?.standingStake) - whole(row?.openStake) };
}
