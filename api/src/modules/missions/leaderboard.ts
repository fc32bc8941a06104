// The mission leaderboard: members ranked by settled valid turnover of the current day or week (chosen over mission
// points: turnover is what every mission counts). It reads the per-period turnover the database keeps as bets settle
// (period_turnover, by trigger: migration 20251130100000), so a call is one statement over one index whatever the
// number of members: the period's top rows in order, and the caller's row with the count of rows above it. Other
// members show only as masked accounts; the caller's own row is marked, and its rank given even when outside the top.
// Ties share a rank.
import { sql } from 'kysely';
import type { Leaderboard, MissionPeriod } from '@mekong/contracts/missions';
import type { Db } from '../../db/database';
import { maskAccount } from '../games/winners.repository';
import { periodOf } from './periods';

export const LEADERBOARD_SIZE = 20;

interface BoardRow {
  /** 'top': a row of the board; 'me': the caller's, with how many passed it. */
  part: 'top' | 'me';
  member: string;
  account: string | null;
  turnover: string | number;
  above: string | number | null;
}

/**
 * The period's top `limit` (most first, the member id breaking ties, through period_turnover_rank_idx) and the
 * caller's row with the number of members above it, a range of the same index. One statement, so one snapshot on
 * both databases: the caller's rank agrees with the list even while bets settle.
 */
function readBoard(db: Db, kind: MissionPeriod, firstDay: string, memberId: string, limit: number) {
  return sql<BoardRow>`select 'top' as part, t.member_id as member, (select account from members m where m.id = t.member_id) as account,
        t.stake_minor as turnover, null as above
      from (select member_id, stake_minor from period_turnover
        where period = ${kind} and period_start = ${firstDay} and stake_minor > 0
        order by stake_minor desc, member_id limit ${limit}) t
    union all
    select 'me', me.member_id, null, me.stake_minor,
      (select count(*) from period_turnover a
        where a.period = me.period and a.period_start = me.period_start and a.stake_minor > me.stake_minor)
      from period_turnover me
      where me.period = ${kind} and me.period_start = ${firstDay} and me.member_id = ${memberId} and me.stake_minor > 0
    order by part desc, turnover desc, member`.execute(db);
}

export async function leaderboard(db: Db, memberId: string, kind: MissionPeriod, now: Date): Promise<Leaderboard> {
  const period = periodOf(kind, now);
  const { rows } = await readBoard(db, kind, period.firstDay, memberId, LEADERBOARD_SIZE);
  const top = rows.filter((row) => row.part === 'top').map((row) => ({ ...row, turnover: Number(row.turnover) }));
  const mine = rows.find((row) => row.part === 'me');
  let rank = 0;
  const list = top.map((row, index) => {
    // Competition ranking: a tie takes the rank of the first of its turnover (1, 2, 2, 4).
    if (index === 0 || row.turnover !== top[index - 1]?.turnover) rank = index + 1;
    return { rank, account: maskAccount(row.account ?? ''), turnover: row.turnover, isMe: row.member === memberId };
  });
  const me = mine ? { rank: Number(mine.above) + 1, turnover: Number(mine.turnover) } : { rank: null, turnover: 0 };
  return { period: kind, periodStart: period.from, periodEnd: period.to, list, me };
}
