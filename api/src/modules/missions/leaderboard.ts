// The mission leaderboard: members ranked by settled valid turnover of the current day or week (chosen over mission
// points: turnover is what every mission counts, and it comes from the per-day totals the database keeps, so the
// ranking is one indexed read of the period's summary rows). Other members show only as masked accounts; the
// caller's own row is marked, and its rank given even when outside the top. Ties share a rank.
import type { Leaderboard, MissionPeriod } from '@mekong/contracts';
import type { Db } from '../../db/database';
import { maskAccount } from '../games/winners.repository';
import { periodOf } from './periods';
import { countAbove, settledBets, topTurnover } from './settled-bets';

export const LEADERBOARD_SIZE = 20;

export async function leaderboard(db: Db, memberId: string, kind: MissionPeriod, now: Date): Promise<Leaderboard> {
  const period = periodOf(kind, now);
  const [top, mine] = await Promise.all([topTurnover(db, period, LEADERBOARD_SIZE), settledBets(db, memberId, period)]);
  let rank = 0;
  const list = top.map((row, index) => {
    // Competition ranking: a tie takes the rank of the first of its turnover (1, 2, 2, 4).
    if (index === 0 || row.turnover !== top[index - 1]?.turnover) rank = index + 1;
    return { rank, account: maskAccount(row.account), turnover: row.turnover, isMe: row.memberId === memberId };
  });
  const myRank = mine.stakeMinor > 0 ? (await countAbove(db, period, mine.stakeMinor)) + 1 : null;
  return { period: kind, periodStart: period.from, periodEnd: period.to, list, me: { rank: myRank, turnover: mine.stakeMinor } };
}
