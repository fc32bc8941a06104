// Tables of the missions (migration 20251129110000_missions_vip): the missions ops define, each member's claimed
// rewards, one per mission and period, and each member's settled turnover per period that the leaderboard ranks.
import type { Localized } from '../columns';

export type MissionsTable = {
  id: string;
  sequence: number;
  /** DAILY or WEEKLY (MissionPeriod). */
  period: string;
  /** VALID_BET, BET_COUNT or DEPOSIT (MissionGoal). */
  goal: string;
  /** VALID_BET only: the game type whose bets count; null counts every game. */
  gameType: string | null;
  /** Minor units, or a number of bets for BET_COUNT. */
  target: number;
  rewardMinor: number;
  turnoverMultiple: number;
  startsAt: string | null;
  /** Null runs until ended. */
  endsAt: string | null;
} & Localized<'title'>;

export interface MissionClaimsTable {
  memberId: string;
  missionId: string;
  /** The period's first business day (a week's Monday), YYYY-MM-DD. */
  periodStart: string;
  rewardMinor: number;
  entryId: string | null;
  createdAt: string;
}

/**
 * A member's settled bets of one period (migration 20251130110000_period_turnover), kept by the database's triggers
 * in the same transaction as the bet; read by the leaderboard and mission progress, never written by the app. Trial
 * accounts have none.
 */
export interface PeriodTurnoverTable {
  /** DAILY or WEEKLY (MissionPeriod). */
  period: string;
  /** The period's first business day (a week's Monday), YYYY-MM-DD. */
  periodStart: string;
  memberId: string;
  bets: number | string;
  stakeMinor: number | string;
}

export interface MissionTables {
  missions: MissionsTable;
  mission_claims: MissionClaimsTable;
  period_turnover: PeriodTurnoverTable;
}
