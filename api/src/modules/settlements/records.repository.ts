// The records of contract settlements (requirements §2 agentRevenueReport, agentDividendRecordCopy2, agentDailyWages2,
// agentHourSalary, agentRealtimeSalary): the settlements the caller received (it is the contract's downline) or paid
// (its upline) — never another's — whose period starts in a range of business days, newest first, a page at a time;
// and my income, the paid amounts per business day, kind and side, with the caller's referral commissions.
import type { z } from 'zod';
import type { ContractKind } from '@mekong/contracts';
import type { incomeDaySchema, incomeReportSchema, realtimeSalaryRecordSchema, SettlementDirection } from '@mekong/contracts/agents';
import { CONTRACT_KINDS } from '@mekong/contracts';
import type { Db } from '../../db/database';
import { businessDayOf, businessDaysOf, type InstantRange } from '../records/business-days';
import { walletAccount } from '../ledger';
import type { PeriodType } from './periods';
import { offsetOf, pageOf, whole, type Page, type Paging } from '../records/records.repository';

export interface SettlementFilter extends Paging {
  direction: SettlementDirection;
  /** The other side: the upline that paid the caller, or the downline the caller paid (already checked to be in its team). */
  counterpartyId?: string;
}

/** Every kind's row in one shape (the real-time fields are zero for the others); a dividend's periodType is its period. */
type Row = z.output<typeof realtimeSalaryRecordSchema> & { periodType: PeriodType };

function settlementsOf(db: Db, memberId: string, kind: ContractKind, range: InstantRange, filter: SettlementFilter) {
  const days = businessDaysOf(range);
  const [own, other] =
    filter.direction === 'received' ? (['s.downlineId', 's.uplineId'] as const) : (['s.uplineId', 's.downlineId'] as const);
  let query = db
    .selectFrom('contract_settlements as s')
    .where(own, '=', memberId)
    .where('s.kind', '=', kind)
    .where('s.businessDay', '>=', days.first)
    .where('s.businessDay', '<', days.afterLast);
  if (filter.counterpartyId !== undefined) query = query.where(other, '=', filter.counterpartyId);
  return query;
}

/** One kind's settlements of the caller, with the page's rows and the sum of every matching amount. */
export async function listSettlements(
  db: Db,
  memberId: string,
  kind: ContractKind,
  range: InstantRange,
  filter: SettlementFilter,
): Promise<Page<Row> & { totalAmount: number }> {
  const matching = settlementsOf(db, memberId, kind, range, filter);
  const [rows, totals] = await Promise.all([
    matching
      .leftJoin('members as u', 'u.id', 's.uplineId')
      .innerJoin('members as d', 'd.id', 's.downlineId')
      .selectAll('s')
      .select(['u.account as upline', 'd.account as downline'])
      .orderBy('s.periodStart', 'desc')
      .orderBy('s.id', 'desc')
      .limit(filter.pageSize)
      .offset(offsetOf(filter))
      .execute(),
    matching
      .select((eb) => [eb.fn.countAll<string | number>().as('n'), eb.fn.sum<string | number>('s.amountMinor').as('amount')])
      .executeTakeFirst(),
  ]);
  const list = rows.map((row) => ({
    id: row.id,
    contractId: row.contractId,
    kind: row.kind,
    upline: row.upline,
    downline: row.downline,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    businessDay: row.businessDay,
    activeMembers: row.activeMembers,
    validBet: whole(row.validBetMinor),
    profit: whole(row.profitMinor),
    rateBp: row.rateBp,
    amount: whole(row.amountMinor),
    status: row.status,
    paidAt: row.paidAt,
    qualifyingBets: row.qualifyingBets,
    profitStake: whole(row.profitStakeMinor),
    lossStake: whole(row.lossStakeMinor),
    periodType: row.periodType,
  }));
  return { ...pageOf(list, whole(totals?.n), filter), totalAmount: whole(totals?.amount) };
}

type ByKind = Record<ContractKind, number>;
const zeroes = (): ByKind => ({ dividend: 0, dailySalary: 0, hourlySalary: 0, realtimeSalary: 0 });
type IncomeDay = z.output<typeof incomeDaySchema>;

/**
 * Commissions: what the member earned as a referrer — the REFERRAL promotion's rewards paid to it (promotions/
 * referral.ts, one per referred member's first deposit) — read from the ledger: the postings of those payouts' entries
 * to its wallet, per business day of the range.
 */
async function commissionsByDay(db: Db, memberId: string, range: InstantRange): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('promotion_payouts as p')
    .innerJoin('promotions as pr', 'pr.id', 'p.promotionId')
    .innerJoin('postings as po', 'po.entryId', 'p.entryId')
    .select(['po.createdAt', 'po.amountMinor'])
    .where('p.memberId', '=', memberId)
    .where('pr.promotionType', '=', 'REFERRAL')
    .where('po.accountId', '=', walletAccount(memberId))
    .where('po.createdAt', '>=', range.from)
    .where('po.createdAt', '<', range.to)
    .execute();
  const byDay = new Map<string, number>();
  for (const row of rows) byDay.set(businessDayOf(row.createdAt), (byDay.get(businessDayOf(row.createdAt)) ?? 0) + whole(row.amountMinor));
  return byDay;
}

/**
 * My income: per business day with a paid settlement or a commission, what the caller received and paid by kind and
 * its referral commissions; newest first.
 */
export async function incomeReport(
  db: Db,
  memberId: string,
  range: InstantRange,
  paging: Paging,
): Promise<z.output<typeof incomeReportSchema>> {
  const days = businessDaysOf(range);
  const sums = (side: 's.downlineId' | 's.uplineId') =>
    db
      .selectFrom('contract_settlements as s')
      .select(['s.businessDay', 's.kind', (eb) => eb.fn.sum<string | number>('s.amountMinor').as('amount')])
      .where(side, '=', memberId)
      .where('s.status', '=', 'paid')
      .where('s.businessDay', '>=', days.first)
      .where('s.businessDay', '<', days.afterLast)
      .groupBy(['s.businessDay', 's.kind'])
      .execute();
  const [received, paid, commissions] = await Promise.all([
    sums('s.downlineId'),
    sums('s.uplineId'),
    commissionsByDay(db, memberId, range),
  ]);
  const byDay = new Map<string, IncomeDay>();
  const dayOf = (businessDay: string) => {
    let day = byDay.get(businessDay);
    if (!day) byDay.set(businessDay, (day = { businessDay, received: zeroes(), paid: zeroes(), commission: 0, net: 0 }));
    return day;
  };
  for (const row of received) dayOf(row.businessDay).received[row.kind] += whole(row.amount);
  for (const row of paid) dayOf(row.businessDay).paid[row.kind] += whole(row.amount);
  for (const [businessDay, amount] of commissions) dayOf(businessDay).commission += amount;
  const all = [...byDay.values()].sort((a, b) => (a.businessDay < b.businessDay ? 1 : -1));
  const totals = { received: zeroes(), paid: zeroes(), commission: 0, net: 0 };
  for (const day of all) {
    for (const kind of CONTRACT_KINDS) {
      totals.received[kind] += day.received[kind];
      totals.paid[kind] += day.paid[kind];
      day.net += day.received[kind] - day.paid[kind];
    }
    day.net += day.commission;
    totals.commission += day.commission;
    totals.net += day.net;
  }
  return { ...pageOf(all.slice(offsetOf(paging), offsetOf(paging) + paging.pageSize), all.length, paging), totals };
}
