// Record queries name business days in Asia/Vientiane (UTC+7, docs/architecture.md §4 Time), both ends included; the stored
// times are UTC ISO strings, so a range becomes a half-open pair of UTC instants compared as text. Vientiane keeps
// UTC+7 all year (no daylight saving), so a day is plain arithmetic on the offset: dayjs's time-zone plugin cost
// ~0.3 ms a call, over a millisecond of every record call (issue 15); the per-day totals' migration uses the same offset.
import { MONEY_LIMITS } from '@mekong/contracts/money';
import { DomainFailure } from '../failure';

export const BUSINESS_TIME_ZONE = 'Asia/Vientiane';
const OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

export interface InstantRange {
  /** First instant of the start day (inclusive), UTC ISO. */
  from: string;
  /** First instant after the end day (exclusive), UTC ISO. */
  to: string;
}

const badRequest = (message: string) => new DomainFailure(400, 'bad-request', message);

/** The first instant (UTC milliseconds) of a calendar day YYYY-MM-DD in Vientiane; NaN when it is no such day. */
function dayStart(value: string): number {
  const utcMidnight = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00.000Z`) : NaN;
  // Date.parse rolls 2025-02-30 over to March; a real day reads back the same.
  if (Number.isNaN(utcMidnight) || new Date(utcMidnight).toISOString().slice(0, 10) !== value) return NaN;
  return utcMidnight - OFFSET_MS;
}

function calendarDay(field: string, value: string): number {
  const start = dayStart(value);
  if (Number.isNaN(start)) throw badRequest(`Invalid query parameter '${field}': ${value} is not a calendar day`);
  return start;
}

/** The instants of the business days startDate..endDate; refused when the end comes first or the range is too long. */
export function businessDayRange(startDate: string, endDate: string): InstantRange {
  const start = calendarDay('startDate', startDate);
  const end = calendarDay('endDate', endDate);
  if (end < start) throw badRequest(`endDate ${endDate} is before startDate ${startDate}`);
  const days = (end - start) / DAY_MS + 1;
  if (days > MONEY_LIMITS.recordRangeMaxDays)
    throw badRequest(`A record range may span at most ${MONEY_LIMITS.recordRangeMaxDays} days; ${startDate} to ${endDate} is ${days}`);
  return { from: new Date(start).toISOString(), to: new Date(end + DAY_MS).toISOString() };
}

/** The business day (YYYY-MM-DD) of a UTC instant. */
export const businessDayOf = (instant: string): string => new Date(Date.parse(instant) + OFFSET_MS).toISOString().slice(0, 10);

/** The business days a range covers, as the summary tables name them: first day included, `afterLast` excluded. */
export const businessDaysOf = (range: InstantRange): { first: string; afterLast: string } => ({
  first: businessDayOf(range.from),
  afterLast: businessDayOf(range.to),
});

/** The first instant after a business day (YYYY-MM-DD), UTC ISO: where a page that ends with that day stops. */
export const businessDayEnd = (day: string): string => new Date(dayStart(day) + DAY_MS).toISOString();

/** The first instant of a business day (YYYY-MM-DD), UTC ISO. */
export const businessDayStart = (day: string): string => new Date(dayStart(day)).toISOString();
