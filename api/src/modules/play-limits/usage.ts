// What counts toward a member's play limits in the business day, week and month holding an instant (Asia/Vientiane,
// the days records and reports use; a week runs Monday to Sunday). Nothing is stored for it: usage is read from the
// rows the money itself writes, in the caller's transaction, so a check made after the movement was written (consume
// before check) sees that movement and every earlier one.
// - WAGER: stakes, less stakes given back by a rollback (the wallet's BET and BET_ROLLBACK postings per day).
// - LOSS: stakes − wins − rollbacks, by when the money moved: a stake counts at once, while its bet is open; its win
//   takes it back when the round settles (so losses may be below zero after a good day).
// - DEPOSIT: deposit orders opened in the period that are waiting or paid (a deposit counts from its request, since
//   the payment cannot be refused once made), and money received by transfer from another member.
import type { PlayLimitKind, PlayLimitPeriod } from '@mekong/contracts/play-limits';
import type { DividendPeriod } from '@mekong/contracts/agents';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { walletAccount } from '../ledger';
import type { RecordTables } from '../records/records.table';
import { businessDayOf, businessDayStart } from '../records/business-days';
import { dividendDays } from '../settlements/periods';

export interface LimitPeriod {
  period: PlayLimitPeriod;
  /** First business day (YYYY-MM-DD) and the day after the last. */
  firstDay: string;
  afterLastDay: string;
  /** First instant and first instant after, UTC ISO. */
  from: string;
  to: string;
}

const CALENDAR: Record<PlayLimitPeriod, DividendPeriod> = { DAY: 'Daily', WEEK: 'Weekly', MONTH: 'Monthly' };

/** The period of each kind holding `now`. */
export function limitPeriodOf(period: PlayLimitPeriod, now: Date): LimitPeriod {
  const days = dividendDays(CALENDAR[period], businessDayOf(now.toISOString()));
  return {
    period,
    firstDay: days.first,
    afterLastDay: days.afterLast,
    from: businessDayStart(days.first),
    to: businessDayStart(days.afterLast),
  };
}

export type Usage = Record<PlayLimitKind, Record<PlayLimitPeriod, number>>;

const zero = (): Record<PlayLimitPeriod, number> => ({ DAY: 0, WEEK: 0, MONTH: 0 });

/** The postings of the wallet whose kinds count as play, per business day. */
const PLAY_ENTRY_KINDS = ['BET', 'WIN', 'BET_ROLLBACK'] as const;

/** Usage of the given kinds in the periods holding `now` (the others stay 0). */
export async function usageOf(db: Db, memberId: string, kinds: readonly PlayLimitKind[], now: Date): Promise<Usage> {
  const periods = { DAY: limitPeriodOf('DAY', now), WEEK: limitPeriodOf('WEEK', now), MONTH: limitPeriodOf('MONTH', now) };
  const earliest = periods.WEEK.from < periods.MONTH.from ? periods.WEEK : periods.MONTH;
  const usage: Usage = { DEPOSIT: zero(), LOSS: zero(), WAGER: zero() };
  const wallet = walletAccount(memberId);
  const inPeriods = (add: (period: PlayLimitPeriod) => void, day: string) => {
    for (const period of ['DAY', 'WEEK', 'MONTH'] as const)
      if (day >= periods[period].firstDay && day < periods[period].afterLastDay) add(period);
  };
  if (kinds.includes('LOSS') || kinds.includes('WAGER')) {
    // The per-day totals the database keeps with every posting (records.table.ts), as the records read them.
    const rows = await db
      .withTables<RecordTables>()
      .selectFrom('wallet_day_postings')
      .select(['day', 'kind', 'amountMinor'])
      .where('accountId', '=', wallet)
      .where('day', '>=', earliest.firstDay)
      .where('day', '<=', periods.DAY.firstDay)
      .where('kind', 'in', PLAY_ENTRY_KINDS)
      .execute();
    for (const row of rows) {
      // Wallet postings: a stake is negative, a win or a stake given back positive.
      const amount = -Number(row.amountMinor);
      inPeriods((period) => {
        usage.LOSS[period] += amount;
        if (row.kind !== 'WIN') usage.WAGER[period] += amount;
      }, row.day);
    }
  }
  if (kinds.includes('DEPOSIT')) {
    // One after the other: both run on the caller's transaction, one connection.
    const orders = await db
      .selectFrom('deposit_orders')
      .select(['createdAt', 'amountMinor'])
      .where('memberId', '=', memberId)
      .where('createdAt', '>=', earliest.from)
      .where('status', 'in', ['PENDING', 'PAID'])
      .execute();
    const transfers = await db
      .selectFrom('postings as p')
      .innerJoin('journal_entries as e', 'e.id', 'p.entryId')
      .select(['p.createdAt', 'p.amountMinor'])
      .where('p.accountId', '=', wallet)
      .where('p.createdAt', '>=', earliest.from)
      .where('e.kind', '=', 'TRANSFER')
      .where('p.amountMinor', '>', 0)
      .execute();
    for (const row of [...orders, ...transfers])
      inPeriods((period) => (usage.DEPOSIT[period] += Number(row.amountMinor)), businessDayOf(row.createdAt));
  }
  return usage;
}

/** The SQL of "the member has a play limit row" (in force or waiting): a statement that moves money lock-free checks it. */
export const hasPlayLimits = (memberId: string) => sql<boolean>`exists (select 1 from play_limits where member_id = ${memberId})`;
