// Redeeming mall items (requirements §3 redeem form and record, §4 Redeem status; issue 18). A redeem takes, in one
// transaction: one of the item's stock by a conditional update that never goes below zero, one of the member's
// per-member allowance by a conditional upsert on (item, member), the points through the points ledger and the item's
// amount from the main wallet through the money ledger — so fifty members racing for the last one leave one redeem, and
// a refusal at any step writes nothing. It is In Process until an operator reviews it, once (a conditional update from
// IN_PROCESS): approval pays a cash or bonus item into the main wallet; rejection returns the points, the amount, the
// stock and the allowance. The withdraw password is the caller's (the route's) to check first.
import { randomUUID } from 'node:crypto';
import type { Language } from '@mekong/contracts';
import type { RedeemPayload, RedeemRecord, RedeemStatus } from '@mekong/contracts/points';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database, Db } from '../../db/database';
import type { MemberRow } from '../accounts/members.repository';
import { HOUSE_ACCOUNTS, InsufficientBalance, moveAmount, postEntry, runIdempotent, walletAccount } from '../ledger';
import { memberCall } from '../cashier/orders';
import { noNotices, type Moved } from '../cashier/live-notices';
import { DomainFailure } from '../failure';
import type { InstantRange } from '../records/business-days';
import type { Paging } from '../records/records.repository';
import { itemName } from './mall-items';
import { postPoints } from './post-points';
import type { PointsRedeemsTable } from './points.table';

/** A points posting that would take the member below zero, as the member reads it. */
export const insufficientPoints = () => new DomainFailure(409, 'insufficient-points', 'You do not have enough points');

/** Posts a points spend; the ledger's refusal becomes insufficient-points. */
export async function spendPoints(trx: Db, move: Parameters<typeof postPoints>[1]) {
  try {
    return await postPoints(trx, move);
  } catch (error) {
    if (error instanceof InsufficientBalance) throw insufficientPoints();
    throw error;
  }
}

type RedeemRow = PointsRedeemsTable & { nameLo: string; nameEn: string; nameCn: string };

const recordOf = (row: RedeemRow, language: Language): RedeemRecord => ({
  id: row.id,
  appliedAt: row.appliedAt,
  type: row.itemType,
  itemName: itemName(row, language),
  quantity: Number(row.quantity),
  pointsRequired: Number(row.pointsSpent),
  amountRequired: Number(row.amountPaid),
  status: row.status,
  remark: row.remark,
  receivingAddress: row.receivingAddress,
  mobile: row.mobile,
});

const redeemRows = (db: Db) =>
  db
    .selectFrom('points_redeems as r')
    .innerJoin('points_items as i', 'i.id', 'r.itemId')
    .selectAll('r')
    .select(['i.nameLo', 'i.nameEn', 'i.nameCn']);

/** Redeems `quantity` of an item for the member; the answer is its record (In Process). */
export async function redeemItem(
  db: Db,
  member: MemberRow,
  input: Omit<RedeemPayload, 'withdrawPassword'> & { withdrawPassword?: string },
  language: Language,
  now: Date,
): Promise<Moved<RedeemRecord>> {
  const notices = noNotices();
  const value = await runIdempotent(db, memberCall(member.id, input, ['withdrawPassword']), async (trx) => {
    const item = await trx
      .selectFrom('points_items')
      .selectAll()
      .where('id', '=', input.itemId)
      .where('enabled', '=', 1)
      .executeTakeFirst();
    if (!item) throw new DomainFailure(404, 'item-unavailable', 'This item is not in the mall');
    const address = input.receivingAddress?.trim() || null;
    const mobile = input.mobile?.trim() || null;
    // Goods are sent: where to, and whom to call (§3 redeem form).
    if (item.type === 'GOODS' && (!address || !mobile))
      throw new DomainFailure(400, 'receiving-details-required', 'Goods need a receiving address and a mobile number');
    const quantity = input.quantity;
    const limit = item.perMemberLimit === null ? null : Number(item.perMemberLimit);
    if (limit !== null && quantity > limit) throw redeemLimit();

    const stock = await trx
      .updateTable('points_items')
      .set((eb) => ({ stock: eb('stock', '-', quantity) }))
      .where('id', '=', item.id)
      .where('enabled', '=', 1)
      .where('stock', '>=', quantity)
      .executeTakeFirst();
    if (Number(stock.numUpdatedRows) !== 1) throw new DomainFailure(409, 'out-of-stock', 'This item is out of stock');

    const held = await trx
      .insertInto('points_item_holdings')
      .values({ itemId: item.id, memberId: member.id, redeemed: quantity })
      .onConflict((oc) => {
        const add = oc.columns(['itemId', 'memberId']).doUpdateSet({ redeemed: sql<number>`points_item_holdings.redeemed + ${quantity}` });
        return limit === null ? add : add.where(sql<boolean>`points_item_holdings.redeemed + ${quantity} <= ${limit}`);
      })
      .executeTakeFirst();
    if (Number(held.numInsertedOrUpdatedRows ?? 0) !== 1) throw redeemLimit();

    const id = randomUUID();
    const pointsSpent = quantity * Number(item.pointsRequired);
    const amountPaid = quantity * Number(item.amountRequired);
    const row: PointsRedeemsTable = {
      id,
      memberId: member.id,
      itemId: item.id,
      itemType: item.type,
      quantity,
      pointsSpent,
      amountPaid,
      payoutMinor: quantity * Number(item.valueMinor),
      status: 'IN_PROCESS',
      remark: null,
      receivingAddress: item.type === 'GOODS' ? address : null,
      mobile: item.type === 'GOODS' ? mobile : null,
      appliedAt: now.toISOString(),
      reviewedAt: null,
    };
    await trx.insertInto('points_redeems').values(row).execute();
    await spendPoints(trx, { kind: 'POINTS_REDEEM', memberId: member.id, type: 'redeem', points: -pointsSpent, reference: `redeem:${id}` });
    if (amountPaid > 0) {
      await postEntry(trx, {
        kind: 'POINTS_MALL',
        reference: `redeem:${id}`,
        memo: 'points mall item paid',
        postings: moveAmount(walletAccount(member.id), HOUSE_ACCOUNTS.pointsMall, amountPaid),
      });
      notices.wallets.push(member.id);
    }
    return recordOf({ ...row, nameLo: item.nameLo, nameEn: item.nameEn, nameCn: item.nameCn }, language);
  });
  return { value, notices };
}

const redeemLimit = () => new DomainFailure(409, 'redeem-limit', 'You have redeemed as many of this item as one member may');

/** The member's own redeems applied in the range, newest first, of one status or all. */
export async function listRedeems(
  db: Db,
  memberId: string,
  range: InstantRange,
  filter: Paging & { status?: RedeemStatus | undefined; language: Language },
) {
  // The member's own, in the range, of the status asked: the one filter of both the page and its count.
  const mine = <Q extends SelectQueryBuilder<Database & { r: PointsRedeemsTable }, 'r', object>>(qb: Q): Q =>
    qb
      .where('r.memberId', '=', memberId)
      .where('r.appliedAt', '>=', range.from)
      .where('r.appliedAt', '<', range.to)
      .$if(filter.status !== undefined, (q) => q.where('r.status', '=', filter.status as RedeemStatus)) as Q;
  const [rows, count] = await Promise.all([
    mine(redeemRows(db))
      .orderBy('r.appliedAt', 'desc')
      .orderBy('r.id', 'desc')
      .limit(filter.pageSize)
      .offset((filter.pageNo - 1) * filter.pageSize)
      .execute(),
    mine(db.selectFrom('points_redeems as r'))
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirst(),
  ]);
  const total = Number(count?.total ?? 0);
  return {
    list: rows.map((row) => recordOf(row, filter.language)),
    pageNo: filter.pageNo,
    totalPages: Math.ceil(total / filter.pageSize),
    total,
  };
}

/** Redeems for the ops listing: of one status or all, newest first, at most `limit`, with the member's account. */
export async function listRedeemsForOps(db: Db, status: RedeemStatus | null, limit = 100) {
  const rows = await redeemRows(db)
    .innerJoin('members as m', 'm.id', 'r.memberId')
    .select('m.account')
    .$if(status !== null, (qb) => qb.where('r.status', '=', status as RedeemStatus))
    .orderBy('r.appliedAt', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...recordOf(row, 'EN'), account: row.account, payoutMinor: Number(row.payoutMinor) }));
}

export type RedeemDecision = 'APPROVED' | 'REJECTED';

export interface Reviewed {
  /** False when the redeem had been reviewed already: nothing moved now. */
  changed: boolean;
  status: RedeemStatus;
  memberId: string;
}

/**
 * Approves or rejects an In Process redeem, once: the status moves by a conditional update, and only the call that
 * moved it moves anything (approval: a cash or bonus item's payout; rejection: the points, the amount, the stock and
 * the allowance back).
 */
export async function reviewRedeem(db: Db, id: string, decision: RedeemDecision, remark: string | null, now: Date): Promise<Reviewed> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('points_redeems')
      .set({ status: decision, remark, reviewedAt: now.toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'IN_PROCESS')
      .executeTakeFirst();
    const redeem = await trx.selectFrom('points_redeems').selectAll().where('id', '=', id).executeTakeFirst();
    if (!redeem) throw new DomainFailure(404, 'not-found', `There is no redeem '${id}'`);
    if (Number(claimed.numUpdatedRows) !== 1) return { changed: false, status: redeem.status, memberId: redeem.memberId };
    const reference = `redeem:${id}`;
    /** Money from the mall's house account into the member's main wallet (none when the amount is 0). */
    const payIn = async (amount: number, memo: string) => {
      if (amount > 0)
        await postEntry(trx, {
          kind: 'POINTS_MALL',
          reference,
          memo,
          postings: moveAmount(HOUSE_ACCOUNTS.pointsMall, walletAccount(redeem.memberId), amount),
        });
    };
    if (decision === 'APPROVED') {
      await payIn(Number(redeem.payoutMinor), 'points mall item paid out');
    } else {
      await postPoints(trx, {
        kind: 'POINTS_REDEEM_REFUND',
        memberId: redeem.memberId,
        type: 'redeem',
        points: Number(redeem.pointsSpent),
        reference,
      });
      await payIn(Number(redeem.amountPaid), 'points mall redeem rejected');
      const quantity = Number(redeem.quantity);
      await trx
        .updateTable('points_items')
        .set((eb) => ({ stock: eb('stock', '+', quantity) }))
        .where('id', '=', redeem.itemId)
        .execute();
      await trx
        .updateTable('points_item_holdings')
        .set((eb) => ({ redeemed: eb('redeemed', '-', quantity) }))
        .where('itemId', '=', redeem.itemId)
        .where('memberId', '=', redeem.memberId)
        .execute();
    }
    return { changed: true, status: decision, memberId: redeem.memberId };
  });
}
