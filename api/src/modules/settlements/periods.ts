// The periods each contract kind settles over (requirements §4 Salary periods, §9 salary timing): real-time salary every
// 5 minutes, hourly salary per hour, the daily wage per Vientiane business day (paid the next day), dividends per
// business day, Monday-to-Sunday week, half month (1st–15th, 16th–end) or month. Vientiane keeps UTC+7 all year, so
// the periods are plain arithmetic on UTC instants (as records/business-days.ts does).
import type { ContractKind } from '@mekong/contracts';
import type { DividendPeriod } from '@mekong/contracts/agents';
import { businessDayOf, businessDayStart } from '../records/business-days';

/** Dividend periods by name; salaries: a business day, an hour, a 5-minute window. */
export type PeriodType = DividendPeriod | 'day' | 'hour' | 'window';

export interface Period {
  type: PeriodType;
  /** First instant and first instant after, UTC ISO. */
  start: string;
  end: string;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
export const WINDOW_MS = 5 * MINUTE_MS;

const iso = (ms: number) => new Date(ms).toISOString();
const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The first day (YYYY-MM-DD) of the dividend period holding a business day, and the first day after it (play limits count their day, week and month by it too). */
export function dividendDays(type: DividendPeriod, day: string): { first: string; afterLast: string } {
  if (type === 'Daily') return { first: day, afterLast: shiftDay(day, 1) };
  if (type === 'Weekly') {
    const first = shiftDay(day, -((new Date(`${day}T00:00:00.000Z`).getUTCDay() + 6) % 7));
    return { first, afterLast: shiftDay(first, 7) };
  }
  const month = day.slice(0, 8);
  const nextMonth = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 1)).toISOString().slice(0, 10);
  if (type === 'Monthly') return { first: `${month}01`, afterLast: nextMonth };
  // Semimonthly: the 1st to the 15th, and the 16th to the month's end.
  return Number(day.slice(8, 10)) <= 15 ? { first: `${month}01`, afterLast: `${month}16` } : { first: `${month}16`, afterLast: nextMonth };
}

/** The period of a contract kind (and dividend period) that holds an instant. */
export function periodHolding(kind: ContractKind, dividendPeriod: DividendPeriod | null, at: string): Period {
  const ms = Date.parse(at);
  if (kind === 'realtimeSalary') {
    const start = ms - (ms % WINDOW_MS);
    return { type: 'window', start: iso(start), end: iso(start + WINDOW_MS) };
  }
  if (kind === 'hourlySalary') {
    const start = ms - (ms % HOUR_MS);
    return { type: 'hour', start: iso(start), end: iso(start + HOUR_MS) };
  }
  const day = businessDayOf(at);
  if (kind === 'dailySalary') return { type: 'day', start: businessDayStart(day), end: businessDayStart(shiftDay(day, 1)) };
  const type = dividendPeriod ?? 'Daily';
  const days = dividendDays(type, day);
  return { type, start: businessDayStart(days.first), end: businessDayStart(days.afterLast) };
}

/** The period after one (they tile time without gaps). */
export const nextPeriod = (kind: ContractKind, dividendPeriod: DividendPeriod | null, period: Period): Period =>
  periodHolding(kind, dividendPeriod, period.end);
