// Moves a member's points through the ledger: one entry between the member's points account and the house's, and a
// points_entries row naming its point type (what the details list shows). Every points movement goes through here —
// earning and taking back now, redeem and convert next — so the ledger's guarantees (balanced, never below zero, on
// the caller's transaction) hold for points as for money.
import type { PointsEntryKind, PointType } from '@mekong/contracts/points';
import { isPostgres, type Db } from '../../db/database';
import { HOUSE_POINTS_ACCOUNTS, moveAmount, pointsAccount, postEntry, type PostedEntry } from '../ledger';

export interface PointsMove {
  kind: PointsEntryKind;
  memberId: string;
  type: PointType;
  /** Signed whole points: positive into the member's account. */
  points: number;
  /** What moved them: 'bet:<id>', 'deposit:<id>'. */
  reference: string;
}

/** Posts the move on `trx`; throws InsufficientBalance (writing nothing) when it would take the member below zero. */
export async function postPoints(trx: Db, move: PointsMove): Promise<PostedEntry> {
  const member = pointsAccount(move.memberId);
  const postings =
    move.points > 0
      ? moveAmount(HOUSE_POINTS_ACCOUNTS.issued, member, move.points)
      : moveAmount(member, HOUSE_POINTS_ACCOUNTS.issued, -move.points);
  const posted = await postEntry(trx, { kind: move.kind, reference: move.reference, memo: `${move.type} points`, postings });
  await trx
    .insertInto('points_entries')
    .values({ entryId: posted.entryId, memberId: move.memberId, pointType: move.type, createdAt: posted.createdAt })
    .execute();
  return posted;
}

/**
 * The member's points balance on `trx`; on PostgreSQL the account row stays locked to the end of the transaction, so
 * what is decided from the balance (how much to take back) still holds when it is posted.
 */
export async function lockedPointsBalance(trx: Db, memberId: string): Promise<number> {
  const row = await trx
    .selectFrom('ledger_accounts')
    .select('balanceMinor')
    .where('id', '=', pointsAccount(memberId))
    .$if(isPostgres(trx), (qb) => qb.forUpdate())
    .executeTakeFirst();
  return Number(row?.balanceMinor ?? 0);
}
