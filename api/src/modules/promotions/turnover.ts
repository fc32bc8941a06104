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

/**
 * A bet counts only towards the bonuses paid before it was settled: for each requirement, the stakes settled since
 * it must cover it and every later one. Summing every requirement against the stakes since the first let betting
 * done before a bonus (say, to meet an earlier one) pay off that bonus's turnover too.
 */
export async function turnoverProgress(db: Db, memberId: string): Promise<TurnoverProgress> {
  const rows = await db
    .selectFrom('bonus_turnovers as r')
    .select((eb) => [
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
    .execute();
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
