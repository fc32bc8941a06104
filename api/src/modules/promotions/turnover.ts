// The turnover requirement of promotion bonuses (issue 16): each bonus paid with a turnover multiple records how much
// settled valid betting must follow it; until the member's settled stakes since its first open requirement reach
// the sum, withdrawals are refused. Stakes of rolled-back or open bets do not count.
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

export async function turnoverProgress(db: Db, memberId: string): Promise<TurnoverProgress> {
  const required = await db
    .selectFrom('bonus_turnovers')
    .select((eb) => [eb.fn.sum<number | string | null>('requiredMinor').as('sum'), eb.fn.min<string | null>('createdAt').as('since')])
    .where('memberId', '=', memberId)
    .executeTakeFirstOrThrow();
  const requiredMinor = Number(required.sum ?? 0);
  if (requiredMinor === 0 || required.since === null) return { requiredMinor: 0, betMinor: 0, outstandingMinor: 0 };
  const bets = await db
    .selectFrom('bets')
    .select((eb) => eb.fn.sum<number | string | null>('stakeMinor').as('sum'))
    .where('memberId', '=', memberId)
    .where('status', '=', 'SETTLED')
    .where('settledAt', '>=', required.since)
    .executeTakeFirstOrThrow();
  const betMinor = Number(bets.sum ?? 0);
  return { requiredMinor, betMinor, outstandingMinor: Math.max(0, requiredMinor - betMinor) };
}

/** Refuses a withdrawal or a transfer while a bonus's turnover is not met; the value says how much betting is left. */
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
