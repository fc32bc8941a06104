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
import { TRIAL_TYPE, type GameType } from '@mekong/contracts';
import { type PlayPointType } from '@mekong/contracts/points';
import type { ExpressionBuilder } from 'kysely';
import type { Database, Db } from '../../db/database';
import { readPointsConfig, type PointsConfig } from './config';
import { lockedPointsBalance, postPoints } from './post-points';
import type { PointsAccrualsTable, PointsMovement, PointsSourceKind } from './points.table';

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

/** Takes back on `trx` what a bet earned, once, as far as the balance allows; null when taken before (or never earned). */
async function takeBack(trx: Db, betId: string, now: Date): Promise<number | null> {
  const earned = await trx
    .selectFrom('points_accruals')
    .select(['sourceKind', 'sourceId', 'memberId', 'pointType', 'basisMinor', 'minorPerPoint', 'points'])
    .where('sourceKind', '=', 'BET')
    .where('sourceId', '=', betId)
    .where('movement', '=', 'EARN')
    .executeTakeFirst();
  if (!earned) return null;
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
    reference: referenceOf({ kind: 'BET', id: betId }),
  });
  await trx
    .updateTable('points_accruals')
    .set({ points: -taken, entryId: posted.entryId })
    .where('sourceKind', '=', 'BET')
    .where('sourceId', '=', betId)
    .where('movement', '=', 'TAKE_BACK')
    .execute();
  return taken;
}

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
/** Bets one batch looks at; a run goes on batch after batch until it is caught up, or ACCRUAL_BATCHES_PER_RUN. */
export const ACCRUAL_BATCH = 500;
/** Enough for a busy hour's settlements in one run, few enough that a run ends well within its lease. */
export const ACCRUAL_BATCHES_PER_RUN = 20;

export interface AccrualRun {
  /** Bets that earned points now (zero-point ones included). */
  earned: number;
  /** Rolled-back bets whose points were taken back now. */
  takenBack: number;
  /** Members whose points moved. */
  members: string[];
}

/**
 * One accrual run over bets settled (or rolled back) since the watermark less the margin, batch by batch: each
 * settled bet of a real member earns once, each rolled-back bet that earned gives back once, each in its own
 * transaction (a batch in one would lock members' points accounts in bet order, and two runs could deadlock). Safe to
 * run concurrently with itself: the claims decide who moves what.
 */
export async function accrueBetPoints(db: Db, now: Date): Promise<AccrualRun> {
  const config = await readPointsConfig(db);
  const run: AccrualRun = { earned: 0, takenBack: 0, members: [] };
  const moved = new Set<string>();
  for (let batch = 0; batch < ACCRUAL_BATCHES_PER_RUN; batch += 1) {
    if (!(await accrueBatch(db, config, now, run, moved))) break;
  }
  run.members = [...moved];
  return run;
}

/** One batch from the watermark, adding to `run` and `moved`; true when the batch was full (more may wait). */
async function accrueBatch(db: Db, config: PointsConfig, now: Date, run: AccrualRun, moved: Set<string>): Promise<boolean> {
  const mark = await db.selectFrom('points_watermarks').select('through').where('name', '=', 'bets').executeTakeFirst();
  const since = new Date(Date.parse(mark?.through ?? '1970-01-01T00:00:00.000Z') - ACCRUAL_MARGIN_MS).toISOString();
  // Correlated (not) exists, each one lookup of the accruals' primary key per bet: as left joins, PostgreSQL without
  // fresh statistics joined every bet to every accrual (3 s over 5,000 bets).
  const accrual = (movement: PointsMovement) => (eb: ExpressionBuilder<Database & { b: Database['bets'] }, 'b'>) =>
    eb
      .selectFrom('points_accruals as a')
      .select('a.sourceId')
      .where('a.sourceKind', '=', 'BET')
      .whereRef('a.sourceId', '=', 'b.id')
      .where('a.movement', '=', movement);
  const bets = await db
    .selectFrom('bets as b')
    .innerJoin('members as m', 'm.id', 'b.memberId')
    .select(['b.id', 'b.memberId', 'b.gameType', 'b.stakeMinor', 'b.status', 'b.settledAt'])
    .where('b.settledAt', '>=', since)
    .where('m.type', '<>', TRIAL_TYPE)
    // Only work left to do, so a full batch always moves the watermark on.
    .where((eb) =>
      eb.or([
        eb.and([eb('b.status', '=', 'SETTLED'), eb.not(eb.exists(accrual('EARN')(eb)))]),
        eb.and([eb('b.status', '=', 'ROLLED_BACK'), eb.exists(accrual('EARN')(eb)), eb.not(eb.exists(accrual('TAKE_BACK')(eb)))]),
      ]),
    )
    .orderBy('b.settledAt')
    .orderBy('b.id')
    .limit(ACCRUAL_BATCH)
    .execute();

  for (const bet of bets) {
    let points: number | null;
    if (bet.status === 'SETTLED') {
      const type = POINT_TYPE_OF_GAME[bet.gameType as GameType] ?? 'rng';
      const source: Source = {
        kind: 'BET',
        id: bet.id,
        memberId: bet.memberId,
        type,
        basisMinor: Number(bet.stakeMinor),
        minorPerPoint: config[type],
      };
      points = await db.transaction().execute((trx) => earn(trx, source, now));
      if (points !== null) run.earned += 1;
    } else {
      points = await db.transaction().execute((trx) => takeBack(trx, bet.id, now));
      if (points !== null) run.takenBack += 1;
    }
    if (points) moved.add(bet.memberId);
  }
  // The watermark moves to the last bet looked at (a full batch) or to the start of this run (all caught up); never back.
  const last = bets.at(-1)?.settledAt;
  const through = bets.length === ACCRUAL_BATCH && last ? last : now.toISOString();
  await db.updateTable('points_watermarks').set({ through }).where('name', '=', 'bets').where('through', '<', through).execute();
  return bets.length === ACCRUAL_BATCH;
}
