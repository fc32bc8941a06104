// The periods missions and the leaderboard count in, in Vientiane business days (records/business-days.ts): a day,
// or a Monday-to-Sunday week. A period is both its business days (as the per-day totals name them) and the UTC
// instants they span (as bets and deposits store their times).
import type { MissionPeriod } from '@mekong/contracts/missions';
import { businessDayEnd, businessDayOf } from '../records/business-days';

const DAY_MS = 86_400_000;

export interface Period {
  kind: MissionPeriod;
  /** First business day, YYYY-MM-DD: the key a claim is stored under. */
  firstDay: string;
  /** The business day after the last, YYYY-MM-DD (excluded). */
  afterLastDay: string;
  /** First instant, UTC ISO (included). */
  from: string;
  /** First instant after the period, UTC ISO (excluded). */
  to: string;
}

const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The period of `kind` that holds `now`. */
export function periodOf(kind: MissionPeriod, now: Date): Period {
  const today = businessDayOf(now.toISOString());
  // getUTCDay of the business day's date: 0 is Sunday; a week starts on Monday.
  const firstDay = kind === 'DAILY' ? today : addDays(today, -((new Date(`${today}T00:00:00.000Z`).getUTCDay() + 6) % 7));
  const afterLastDay = addDays(firstDay, kind === 'DAILY' ? 1 : 7);
  return {
    kind,
    firstDay,
    afterLastDay,
    from: new Date(Date.parse(businessDayEnd(firstDay)) - DAY_MS).toISOString(),
    to: new Date(Date.parse(businessDayEnd(afterLastDay)) - DAY_MS).toISOString(),
  };
}
