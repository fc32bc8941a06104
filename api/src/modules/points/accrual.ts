// Points earned (issue 18, requirements §3): from settled valid bets by game type and from paid deposits, at the
// configured ratios, rounded down to whole points; points never expire (§9). Trial accounts earn nothing.
//
// A deposit earns in the transaction that confirms it (cashier/deposits.ts). A bet earns by the accrual run (the
// points job under its database lease, or `ops points-accrue`): the seamless wallet writes a settlement in one
// lock-free statement on PostgreSQL (seamless/apply-call.ts), which has no clean place for a second ledger entry.
// Each source is claimed by inserting its points_accruals row (source, movement) in the transaction that posts its
// points: the primary key makes it earn once however many runs race, and a run that lost the race moves nothing.
//
// A bet rolled back after it earned (the protocol refuses rolling back a paid round today; a provider's resettlement
// or an operator's correction may still do it) gives its points back, as much as the member still has: a balance
// never goes below zero, so points already spent are not clawed back, and the row records what was taken.
import { TRIAL_TYPE, type GameType, type PlayPointType } from '@mekong/contracts';
import type { Db } from '../../db/database';
import { readPointsConfig } from './config';
import { lockedPointsBalance, postPoints } from './post-points';
import type { PointsAccrualsTable, PointsSourceKind } from './points.table';

/** The point type each game type earns (§3 names five; the other game types count as their nearest kind). */
export const POINT_TYPE_OF_GAME: Readonly<Record<GameType, PlayPointType>> = {
  RNG: 'rng',
  FISH: 'rng',
  INHOUSE: 'rng',
  LIVE: 'live',
  PVP: 'pvp',
  SPORTS: 'sports',
  ESPORTS: 'sports',
  COCKFIGHT: 'sports',
  LOTT: 'lott',
  ELOTT: 'lott',
};

/** Points for `basisMinor` at `minorPerPoint` minor units a point, rounded down; a ratio of 0 earns none. */
export const pointsFor = (basisMinor: number, minorPerPoint: number): number =>
  minorPerPoint > 0 ? Math.floor(basisMinor / minorPerPoint) : 0;

interface Source {
  kind: PointsSourceKind;
  id: string;
  memberId: string;
  type: PointsAccrualsTable['pointType'];
  basisMinor: number;
  minorPerPoint: number;
}

const referenceOf = (source: Pick<Source, 'kind' | 'id'>): string => `${source.kind.toLowerCase()}:${source.id}`;

/** Earns the source's points on `trx` once; null when it earned before (or another run is earning it now). */
async function earn(trx: Db, source: Source, now: Date): Promise<number | null> {
  const points = pointsFor(source.basisMinor, source.minorPerPoint);
  const claimed = await trx
    .insertInto('points_accruals')
    .values({
      sourceKind: source.kind,
      sourceId: source.id,
      movement: 'EARN',
      memberId: source.memberId,
      pointType: source.type,
      basisMinor: source.basisMinor,
      minorPerPoint: source.minorPerPoint,
      points,
      entryId: null,
      createdAt: now.toISOString(),
    })
    .onConflict((oc) => oc.columns(['sourceKind', 'sourceId', 'movement']).doNothing())
    .executeTakeFirst();
  if (Number(claimed.numInsertedOrUpdatedRows ?? 0) !== 1) return null;
  if (points === 0) return 0;
  const posted = await postPoints(trx, {
    kind: 'POINTS_EARN',
    memberId: source.memberId,
    type: source.type,
    points,
    reference: referenceOf(source),
  });
  await trx
    .updateTable('points_accruals')
    .set({ entryId: posted.entryId })
    .where('sourceKind', '=', source.kind)
    .where('sourceId', '=', source.id)
    .where('movement', '=', 'EARN')
    .execute();
  return points;
}

/** Takes back on `trx` what an earned source earned, once, as far as the balance allows; null when taken before. */
async function takeBack(trx: Db, earned: Selectable, now: Date): Promise<number | null> {
  const claimed = await trx
    .insertInto('points_accruals')
    .values({ ...earned, movement: 'TAKE_BACK', points: 0, entryId: null, createdAt: now.toISOString() })
    .onConflict((oc) => oc.columns(['sourceKind', 'sourceId', 'movement']).doNothing())
    .executeTakeFirst();
  if (Number(claimed.numInsertedOrUpdatedRows ?? 0) !== 1) return null;
  const taken = Math.min(Number(earned.points), await lockedPointsBalance(trx, earned.memberId));
  if (taken <= 0) return 0;
  const posted = await postPoints(trx, {
    kind: 'POINTS_TAKE_BACK',
    memberId: earned.memberId,
    type: earned.pointType,
    points: -taken,
    reference: referenceOf({ kind: earned.sourceKind, id: earned.sourceId }),
  });
  await trx
    .updateTable('points_accruals')
    .set({ points: -taken, entryId: posted.entryId })
    .where('sourceKind', '=', earned.sourceKind)
    .where('sourceId', '=', earned.sourceId)
    .where('movement', '=', 'TAKE_BACK')
    .execute();
  return taken;
}

type Selectable = Omit<PointsAccrualsTable, 'movement' | 'entryId' | 'createdAt'>;

/**
 * A paid deposit's points, on the transaction that confirms it. Trial accounts earn none (they cannot deposit; the
 * check keeps it so should that change).
 */
export async function earnDepositPoints(trx: Db, memberId: string, amountMinor: number, orderId: string, now: Date): Promise<number> {
  const member = await trx.selectFrom('members').select('type').where('id', '=', memberId).executeTakeFirst();
  if (!member || member.type === TRIAL_TYPE) return 0;
  const config = await readPointsConfig(trx);
  const source: Source = {
    kind: 'DEPOSIT',
    id: orderId,
    memberId,
    type: 'deposit',
    basisMinor: amountMinor,
    minorPerPoint: config.deposit,
  };
  return (await earn(trx, source, now)) ?? 0;
}

/** How far before the watermark a run looks again: a settlement stamped earlier may commit after a run passed it. */
export const ACCRUAL_MARGIN_MS = 10 * 60_000;
/** Bets one run looks at, at most; a full batch leaves the rest to the next run. */
export const ACCRUAL_BATCH = 500;

export interface AccrualRun {
  /** Bets that earned points now (zero-point ones included). */
  earned: number;
  /** Rolled-back bets whose points were taken back now. */
  takenBack: number;
  /** Members whose points moved. */
  members: string[];
}

/**
 * One accrual run over bets settled (or rolled back) since the watermark less the margin: each settled bet of a real
 * member earns once, each rolled-back bet that earned gives back once, each in its own transaction. Safe to run
 * concurrently with itself: the claims decide who moves what.
 */
export async function accrueBetPoints(db: Db, now: Date): Promise<AccrualRun> {
  const config = await readPointsConfig(db);
  const mark = await db.selectFrom('points_watermarks').select('through').where('name', '=', 'bets').executeTakeFirst();
  const since = new Date(Date.parse(mark?.through ?? '1970-01-01T00:00:00.000Z') - ACCRUAL_MARGIN_MS).toISOString();
  const bets = await db
    .selectFrom('bets as b')
    .innerJoin('members as m', 'm.id', 'b.memberId')
    .leftJoin('points_accruals as a', (join) =>
      join.onRef('a.sourceId', '=', 'b.id').on('a.sourceKind', '=', 'BET').on('a.movement', '=', 'EARN'),
    )
    .leftJoin('points_accruals as t', (join) =>
      join.onRef('t.sourceId', '=', 'b.id').on('t.sourceKind', '=', 'BET').on('t.movement', '=', 'TAKE_BACK'),
    )
    .select([
      'b.id',
      'b.memberId',
      'b.gameType',
      'b.stakeMinor',
      'b.status',
      'b.settledAt',
      'a.points as earnedPoints',
      'a.pointType as earnedType',
      'a.minorPerPoint as earnedRatio',
    ])
    .where('b.settledAt', '>=', since)
    .where('m.type', '<>', TRIAL_TYPE)
    // Only work left to do, so a full batch always moves the watermark on.
    .where((eb) =>
      eb.or([
        eb.and([eb('b.status', '=', 'SETTLED'), eb('a.sourceId', 'is', null)]),
        eb.and([eb('b.status', '=', 'ROLLED_BACK'), eb('a.sourceId', 'is not', null), eb('t.sourceId', 'is', null)]),
      ]),
    )
    .orderBy('b.settledAt')
    .orderBy('b.id')
    .limit(ACCRUAL_BATCH)
    .execute();

  const run: AccrualRun = { earned: 0, takenBack: 0, members: [] };
  const moved = new Set<string>();
  for (const bet of bets) {
    if (bet.status === 'SETTLED' && bet.earnedPoints === null) {
      const type = POINT_TYPE_OF_GAME[bet.gameType as GameType] ?? 'rng';
      const source: Source = {
        kind: 'BET',
        id: bet.id,
        memberId: bet.memberId,
        type,
        basisMinor: Number(bet.stakeMinor),
        minorPerPoint: config[type],
      };
      const points = await db.transaction().execute((trx) => earn(trx, source, now));
      if (points === null) continue;
      run.earned += 1;
      if (points > 0) moved.add(bet.memberId);
    } else if (bet.status === 'ROLLED_BACK' && bet.earnedPoints !== null && bet.earnedType !== null && bet.earnedRatio !== null) {
      const earned: Selectable = {
        sourceKind: 'BET',
        sourceId: bet.id,
        memberId: bet.memberId,
        pointType: bet.earnedType,
        basisMinor: Number(bet.stakeMinor),
        minorPerPoint: Number(bet.earnedRatio),
        points: Number(bet.earnedPoints),
      };
      const taken = await db.transaction().execute((trx) => takeBack(trx, earned, now));
      if (taken === null) continue;
      run.takenBack += 1;
      if (taken > 0) moved.add(bet.memberId);
    }
  }
  // The watermark moves to the last bet looked at (a full batch) or to the start of this run (all caught up); never back.
  const last = bets.at(-1)?.settledAt;
  const through = bets.length === ACCRUAL_BATCH && last ? last : now.toISOString();
  await db.updateTable('points_watermarks').set({ through }).where('name', '=', 'bets').where('through', '<', through).execute();
  run.members = [...moved];
  return run;
}
