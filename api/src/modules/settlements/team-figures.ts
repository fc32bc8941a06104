// The figures a settlement is computed from: the bets of a contract's downline and everyone below it (the closure
// table's rows of the downline, its own at depth 0 included) that settled in an interval and stand (not rolled back),
// read by the index of bets by member and settlement time. A bet counts in the period it settled in.
import type { Db } from '../../db/database';
import { whole } from '../records/records.repository';

export interface Interval {
  from: string;
  to: string;
}

export interface TeamFigures {
  /** Members with a settled bet in the interval. */
  activeMembers: number;
  /** Their stakes. */
  validBet: number;
  /** Their win − stake (negative: the team lost). */
  profit: number;
}

const teamBets = (db: Db, downlineId: string, interval: Interval) =>
  db
    .selectFrom('member_tree as t')
    .innerJoin('bets as b', 'b.memberId', 't.descendantId')
    .where('t.ancestorId', '=', downlineId)
    .where('b.status', '=', 'SETTLED')
    .where('b.settledAt', '>=', interval.from)
    .where('b.settledAt', '<', interval.to);

export async function teamFigures(db: Db, downlineId: string, interval: Interval): Promise<TeamFigures> {
  const row = await teamBets(db, downlineId, interval)
    .select((eb) => [
      eb.fn.count<string | number>('b.memberId').distinct().as('members'),
      eb.fn.sum<string | number>('b.stakeMinor').as('stake'),
      eb.fn.sum<string | number>('b.winMinor').as('win'),
    ])
    .executeTakeFirst();
  const stake = whole(row?.stake);
  return { activeMembers: whole(row?.members), validBet: stake, profit: whole(row?.win) - stake };
}

/** Each settled bet's stake and win (real-time salary pays per bet; a 5-minute window holds few). */
export async function teamBetList(db: Db, downlineId: string, interval: Interval): Promise<{ stake: number; win: number }[]> {
  const rows = await teamBets(db, downlineId, interval).select(['b.stakeMinor', 'b.winMinor']).execute();
  return rows.map((row) => ({ stake: whole(row.stakeMinor), win: whole(row.winMinor) }));
}
