// Record queries name business days in Asia/Vientiane (UTC+7, docs/architecture.md §4 Time), both ends included; the stored
// times are UTC ISO strings, so a range becomes a half-open pair of UTC instants compared as text.
import { MONEY_LIMITS } from '@mekong/contracts';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { DomainFailure } from '../failure';

dayjs.extend(utc);
dayjs.extend(timezone);

export const BUSINESS_TIME_ZONE = 'Asia/Vientiane';

export interface InstantRange {
  /** First instant of the start day (inclusive), UTC ISO. */
  from: string;
  /** First instant after the end day (exclusive), UTC ISO. */
  to: string;
}

const badRequest = (message: string) => new DomainFailure(400, 'bad-request', message);

function calendarDay(field: string, value: string): dayjs.Dayjs {
  const day = dayjs.tz(value, BUSINESS_TIME_ZONE);
  if (!day.isValid() || day.format('YYYY-MM-DD') !== value)
    throw badRequest(`Invalid query parameter '${field}': ${value} is not a calendar day`);
  return day;
}

/** The instants of the business days startDate..endDate; refused when the end comes first or the range is too long. */
export function businessDayRange(startDate: string, endDate: string): InstantRange {
  const start = calendarDay('startDate', startDate);
  const end = calendarDay('endDate', endDate);
  if (end.isBefore(start)) throw badRequest(`endDate ${endDate} is before startDate ${startDate}`);
  const days = end.diff(start, 'day') + 1;
  if (days > MONEY_LIMITS.recordRangeMaxDays)
    throw badRequest(`A record range may span at most ${MONEY_LIMITS.recordRangeMaxDays} days; ${startDate} to ${endDate} is ${days}`);
  return { from: start.toISOString(), to: end.add(1, 'day').toISOString() };
}

/** The business day (YYYY-MM-DD) of a UTC instant. */
export const businessDayOf = (instant: string): string => dayjs(instant).tz(BUSINESS_TIME_ZONE).format('YYYY-MM-DD');

/** The business days a range covers, as the summary tables name them: first day included, `afterLast` excluded. */
export const businessDaysOf = (range: InstantRange): { first: string; afterLast: string } => ({
  first: businessDayOf(range.from),
  afterLast: businessDayOf(range.to),
});

/** The first instant after a business day (YYYY-MM-DD), UTC ISO: where a page that ends with that day stops. */
export const businessDayEnd = (day: string): string => dayjs.tz(day, BUSINESS_TIME_ZONE).add(1, 'day').toISOString();
