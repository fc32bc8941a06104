// A member's missions of the current periods and their rewards: progress is counted from settled bets (the per-day
// totals, settled-bets.ts) and paid deposits of the period; a reward is claimed once per member, mission and period
// (the claims' primary key: of concurrent claims one inserts, the others find its row), paid on the same transaction.
import type { Selectable } from 'kysely';
import { type Language } from '@mekong/contracts';
import {
  MISSION_FAILURES,
  type Mission,
  type MissionGoal,
  type MissionPeriod,
  type MissionStatus,
  type MissionSummary,
} from '@mekong/contracts/missions';
import type { Db } from '../../db/database';
import { pickLanguage } from '../columns';
import { DomainFailure } from '../failure';
import { runIdempotent } from '../ledger';
import { noNotices, type Moved } from '../cashier/live-notices';
import type { MissionsTable } from './missions.table';
import { periodOf, type Period } from './periods';
import { settledBets, type SettledBets } from './settled-bets';
import { payBonusWithTurnover } from '../promotions/bonus-payment';

type MissionRow = Selectable<MissionsTable>;

const notFound = () => new DomainFailure(404, MISSION_FAILURES.notFound, 'There is no such mission running');

/** Missions running at `now`: started (or with no start) and not ended. Daily ones first, then by sequence. */
export function runningMissions(db: Db, now: Date) {
  const at = now.toISOString();
  return db
    .selectFrom('missions')
    .selectAll()
    .where((eb) => eb.or([eb('startsAt', 'is', null), eb('startsAt', '<=', at)]))
    .where((eb) => eb.or([eb('endsAt', 'is', null), eb('endsAt', '>', at)]));
}

/** Paid deposits completed within the period, from `since` on when the mission started during it, minor units. */
async function depositedMinor(db: Db, memberId: string, period: Period, since: string | null): Promise<number> {
  const row = await db
    .selectFrom('deposit_orders')
    .select((eb) => eb.fn.sum<string | number>('amountMinor').as('sum'))
    .where('memberId', '=', memberId)
    .where('status', '=', 'PAID')
    .where('completedAt', '>=', since !== null && since > period.from ? since : period.from)
    .where('completedAt', '<', period.to)
    .executeTakeFirst();
  return Number(row?.sum ?? 0);
}

/**
 * The member's progress on a mission in its current period, in the target's unit. Only what came after the mission
 * started counts: a mission started mid-period is not met at once by the day's earlier betting and deposits.
 */
async function progressOf(
  db: Db,
  memberId: string,
  mission: MissionRow,
  period: Period,
  counted: (gameType: string | null) => Promise<SettledBets> = (gameType) => settledBets(db, memberId, period, gameType, mission.startsAt),
): Promise<number> {
  const goal = mission.goal as MissionGoal;
  if (goal === 'DEPOSIT') return depositedMinor(db, memberId, period, mission.startsAt);
  const bets = await counted(goal === 'VALID_BET' ? mission.gameType : null);
  return goal === 'BET_COUNT' ? bets.count : bets.stakeMinor;
}

function statusOf(mission: MissionRow, progress: number, claimed: boolean): MissionStatus {
  if (claimed) return 'CLAIMED';
  return progress >= Number(mission.target) ? 'CLAIMABLE' : 'IN_PROGRESS';
}

/** The mission summary: each running mission with this period's progress and status, and how many wait to be claimed. */
export async function missionSummary(db: Db, memberId: string, language: Language, now: Date): Promise<MissionSummary> {
  const rows = await runningMissions(db, now).orderBy('period').orderBy('sequence').orderBy('id').execute();
  if (rows.length === 0) return { missions: [], claimable: 0 };
  const periods = { DAILY: periodOf('DAILY', now), WEEKLY: periodOf('WEEKLY', now) };
  const claims = await db
    .selectFrom('mission_claims')
    .select(['missionId', 'periodStart'])
    .where('memberId', '=', memberId)
    .where(
      'missionId',
      'in',
      rows.map((row) => row.id),
    )
    .where('periodStart', 'in', [periods.DAILY.firstDay, periods.WEEKLY.firstDay])
    .execute();
  const claimed = new Set(claims.map((c) => `${c.missionId}/${c.periodStart}`));
  // Missions of the same period, games and start count the same bets (a day's turnover and its bet count): read once.
  const counts = new Map<string, Promise<SettledBets>>();
  const countedOnce = (period: Period, since: string | null) => (gameType: string | null) => {
    const key = `${period.kind}/${gameType ?? ''}/${since ?? ''}`;
    let count = counts.get(key);
    if (!count) counts.set(key, (count = settledBets(db, memberId, period, gameType, since)));
    return count;
  };
  const missions: Mission[] = await Promise.all(
    rows.map(async (row) => {
      const period = periods[row.period as MissionPeriod];
      const progress = await progressOf(db, memberId, row, period, countedOnce(period, row.startsAt));
      return {
        id: row.id,
        title: pickLanguage(row, 'title', language),
        period: row.period as MissionPeriod,
        goal: row.goal as MissionGoal,
        gameType: row.gameType,
        target: Number(row.target),
        progress,
        reward: Number(row.rewardMinor),
        turnoverMultiple: row.turnoverMultiple,
        status: statusOf(row, progress, claimed.has(`${row.id}/${period.firstDay}`)),
        periodStart: period.from,
        periodEnd: period.to,
      };
    }),
  );
  return { missions, claimable: missions.filter((m) => m.status === 'CLAIMABLE').length };
}

export interface ClaimResult {
  id: string;
  reward: number;
  status: MissionStatus;
}

/**
 * Claims a mission's reward for the current period, once per idempotency key: refused before the target is reached
 * or when already claimed. The claim row is inserted before the money moves; a concurrent claim of the same period
 * waits for it (PostgreSQL) or runs after it (SQLite), finds it, and pays nothing.
 */
export async function claimMission(
  db: Db,
  memberId: string,
  missionId: string,
  idempotencyKey: string,
  now: Date,
): Promise<Moved<ClaimResult>> {
  let paid = false;
  const value = await runIdempotent(
    db,
    { scope: `member:${memberId}`, key: idempotencyKey, request: { call: 'claimMission', missionId } },
    async (trx) => {
      const mission = await runningMissions(trx, now).where('id', '=', missionId).executeTakeFirst();
      if (!mission) throw notFound();
      const period = periodOf(mission.period as MissionPeriod, now);
      const alreadyClaimed = () =>
        new DomainFailure(409, MISSION_FAILURES.alreadyClaimed, 'This mission’s reward is already claimed for this period');
      const taken = await trx
        .selectFrom('mission_claims')
        .select('memberId')
        .where('memberId', '=', memberId)
        .where('missionId', '=', missionId)
        .where('periodStart', '=', period.firstDay)
        .executeTakeFirst();
      if (taken) throw alreadyClaimed();
      const progress = await progressOf(trx, memberId, mission, period);
      if (progress < Number(mission.target))
        throw new DomainFailure(409, MISSION_FAILURES.notReached, `This mission is not complete yet: ${progress} of ${mission.target}`, {
          progress,
          target: Number(mission.target),
        });
      const reward = Number(mission.rewardMinor);
      const inserted = await trx
        .insertInto('mission_claims')
        .values({ memberId, missionId, periodStart: period.firstDay, rewardMinor: reward, entryId: null, createdAt: now.toISOString() })
        .onConflict((oc) => oc.columns(['memberId', 'missionId', 'periodStart']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw alreadyClaimed();
      const { entryId } = await payBonusWithTurnover(trx, {
        memberId,
        promotionId: null,
        amountMinor: reward,
        turnoverMultiple: mission.turnoverMultiple,
        reason: pickLanguage(mission, 'title', 'EN'),
        reference: `mission:${mission.id}`,
        now,
      });
      await trx
        .updateTable('mission_claims')
        .set({ entryId })
        .where('memberId', '=', memberId)
        .where('missionId', '=', missionId)
        .where('periodStart', '=', period.firstDay)
        .execute();
      paid = true;
      return { id: mission.id, reward, status: 'CLAIMED' as const };
    },
  );
  // A replayed key moved nothing this time.
  return { value, notices: paid ? { ...noNotices(), wallets: [memberId] } : noNotices() };
}
