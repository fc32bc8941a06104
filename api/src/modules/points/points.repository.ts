// What a member reads of its points (requirements §3 Points, §7): the balance with the points ratio, and the details —
// every change of its points account, by type, over business days, newest first, paged. Only the caller's own.
import type { PointBalance, PointDetail, PointDetailPage, PointType } from '@mekong/contracts/points';
import type { Db } from '../../db/database';
import { accountBalance, pointsAccount } from '../ledger';
import type { InstantRange } from '../records/business-days';
import type { Paging } from '../records/records.repository';
import { readPointsConfig } from './config';

export async function pointBalance(db: Db, memberId: string): Promise<PointBalance> {
  const [balance, config] = await Promise.all([accountBalance(db, pointsAccount(memberId)), readPointsConfig(db)]);
  return { balance, ratio: config.redeem };
}

export async function pointDetails(
  db: Db,
  memberId: string,
  range: InstantRange,
  filter: Paging & { type?: PointType | undefined },
): Promise<PointDetailPage> {
  // points_entries by member and time (its index), each joined to its one posting on the member's points account.
  const base = db
    .selectFrom('points_entries as pe')
    .where('pe.memberId', '=', memberId)
    .where('pe.createdAt', '>=', range.from)
    .where('pe.createdAt', '<', range.to)
    .$if(filter.type !== undefined, (qb) => qb.where('pe.pointType', '=', filter.type as PointType));
  const [rows, count] = await Promise.all([
    base
      .innerJoin('postings as p', (join) => join.onRef('p.entryId', '=', 'pe.entryId').on('p.accountId', '=', pointsAccount(memberId)))
      .innerJoin('journal_entries as e', 'e.id', 'pe.entryId')
      .select(['pe.entryId', 'pe.pointType', 'p.amountMinor', 'p.balanceAfterMinor', 'e.reference', 'pe.createdAt'])
      .orderBy('pe.createdAt', 'desc')
      .orderBy('pe.entryId', 'desc')
      .limit(filter.pageSize)
      .offset((filter.pageNo - 1) * filter.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst(),
  ]);
  const total = Number(count?.total ?? 0);
  const list: PointDetail[] = rows.map((row) => ({
    entryId: row.entryId,
    type: row.pointType,
    changedPoints: Number(row.amountMinor),
    balanceAfter: Number(row.balanceAfterMinor ?? 0),
    reference: row.reference,
    createdAt: row.createdAt,
  }));
  return { list, pageNo: filter.pageNo, totalPages: Math.ceil(total / filter.pageSize), total };
}
