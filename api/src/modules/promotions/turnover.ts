// The turnover requirement of promotion bonuses (issue 16): each bonus paid with a turnover multiple records how much
// settled valid betting must follow it; until the stakes settled after each bonus cover it and the later ones,
// withdrawals and transfers are refused. Stakes of rolled-back or open bets do not count.
import type { Db } from '../../db/database';
import { DomainFailure } from '../failure';

export interface BonusTurnoversTable {
  entryId: string;
  memberId: string;
  promotionId: string | null;
  bonusMinor: number;
  requiredMinor: number;
  createdAt: string;
}

export interface TurnoverTables {
  bonus_turnovers: BonusTurnoversTable;
}

/** Records a bonus's requirement on the transaction that paid it. */
export async function recordTurnover(trx: Db, row: BonusTurnoversTable): Promise<void> {
  if (row.requiredMinor > 0) await trx.insertInto('bonus_turnovers').values(row).execute();
}

export interface TurnoverProgress {
  requiredMinor: number;
  /** Settled valid stakes since the first requirement. */
  betMinor: number;
  outstandingMinor: number;
}

/** One bonus's requirement and the settled valid stakes counted towards it. */
export interface BonusTurnover {
  entryId: string;
  promotionId: string | null;
  requiredMinor: number;
  countedMinor: number;
  outstandingMinor: number;
}

/** Each requirement of the member, oldest first, with the settled valid stakes since it was recorded. */
function requirementsOf(db: Db, memberId: string) {
  return db
    .selectFrom('bonus_turnovers as r')
    .select((eb) => [
      'r.entryId',
      'r.promotionId',
      'r.requiredMinor',
      eb
        .selectFrom('bets as b')
        .select((bets) => bets.fn.sum<number | string | null>('b.stakeMinor').as('sum'))
        .whereRef('b.memberId', '=', 'r.memberId')
        .where('b.status', '=', 'SETTLED')
        .whereRef('b.settledAt', '>=', 'r.createdAt')
        .as('betMinor'),
    ])
    .where('r.memberId', '=', memberId)
    .orderBy('r.createdAt')
    .orderBy('r.entryId')
    .execute();
}

/**
 * A bet counts only towards the bonuses paid before it was settled: for each requirement, the stakes settled since
 * it must cover it and every later one. Summing every requirement against the stakes since the first let betting
 * done before a bonus (say, to meet an earlier one) pay off that bonus's turnover too.
 */
export async function turnoverProgress(db: Db, memberId: string): Promise<TurnoverProgress> {
  const rows = await requirementsOf(db, memberId);
  let requiredMinor = 0;
  let outstandingMinor = 0;
  // From the latest requirement back: the requirements from this one on, against the stakes since this one.
  for (const row of [...rows].reverse()) {
    requiredMinor += Number(row.requiredMinor);
    outstandingMinor = Math.max(outstandingMinor, requiredMinor - Number(row.betMinor ?? 0));
  }
  if (requiredMinor === 0) return { requiredMinor: 0, betMinor: 0, outstandingMinor: 0 };
  return { requiredMinor, betMinor: Number(rows[0]?.betMinor ?? 0), outstandingMinor };
}

/**
 * Each bonus's own progress (bonus details, and a promotion's Process → Issued): the stakes settled between one
 * requirement and the next go to the oldest requirement before them still short, then the next. As every later bet
 * may serve every requirement an earlier one may, this fills as much as any sharing could, so the bonuses' outstanding
 * amounts add up to turnoverProgress's: a bonus shows met exactly when no withdrawal waits on it.
 */
export async function bonusTurnovers(db: Db, memberId: string): Promise<BonusTurnover[]> {
  const rows = await requirementsOf(db, memberId);
  const result: BonusTurnover[] = rows.map((row) => ({
    entryId: row.entryId,
    promotionId: row.promotionId,
    requiredMinor: Number(row.requiredMinor),
    countedMinor: 0,
    outstandingMinor: Number(row.requiredMinor),
  }));
  for (let k = 0; k < rows.length; k += 1) {
    // The stakes settled after requirement k and before requirement k + 1 (the later sum is contained in the earlier).
    let stakes = Number(rows[k]?.betMinor ?? 0) - Number(rows[k + 1]?.betMinor ?? 0);
    for (const bonus of result.slice(0, k + 1)) {
      if (stakes === 0) break;
      const taken = Math.min(bonus.outstandingMinor, stakes);
      bonus.countedMinor += taken;
      bonus.outstandingMinor -= taken;
      stakes -= taken;
    }
  }
  return result;
}

/**
 * Refuses a withdrawal or a transfer while a bonus's turnover is not met; the value says how much betting is left.
 * Asked on the movement's transaction after its posting, which holds the member's wallet row: a bonus paid meanwhile
 * (it moves that row too) has then either committed, and its requirement is read here, or waits for this transaction.
 * Asked before, on PostgreSQL a bonus committing between the check and the posting went out with the money.
 */
export async function requireTurnoverMet(db: Db, memberId: string): Promise<void> {
  const progress = await turnoverProgress(db, memberId);
  if (progress.outstandingMinor > 0)
    throw new DomainFailure(
      409,
      'turnover-not-met',
      `A bonus's turnover is not met yet: ${progress.outstandingMinor} minor units of settled bets to go`,
      {
        outstanding: progress.outstandingMinor,
      },
    );
}
