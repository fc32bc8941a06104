// The periods of the agent centre's team overview (requirements §2 agentTeamOverview): today, yesterday, this week
// (from Monday), this month, or a custom range — each a span of Vientiane business days (records/business-days.ts),
// resolved on the server so every agent's "today" is the business day, not the browser's.
import type { TeamPeriod } from '@mekong/contracts/agents';
import { DomainFailure } from '../failure';
import { businessDayOf, businessDayRange, type InstantRange } from '../records/business-days';

const DAY_MS = 86_400_000;

export interface ResolvedPeriod {
  startDate: string;
  endDate: string;
  range: InstantRange;
}

/** A calendar day moved by whole days (the days are UTC dates standing for Vientiane business days). */
const shiftDay = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);

export function resolvePeriod(period: TeamPeriod, custom: { startDate?: string; endDate?: string }, now = new Date()): ResolvedPeriod {
  const today = businessDayOf(now.toISOString());
  let startDate = today;
  let endDate = today;
  if (period === 'yesterday') startDate = endDate = shiftDay(today, -1);
  else if (period === 'thisWeek') startDate = shiftDay(today, -((new Date(`${today}T00:00:00.000Z`).getUTCDay() + 6) % 7));
  else if (period === 'thisMonth') startDate = `${today.slice(0, 8)}01`;
  else if (period === 'custom') {
    if (!custom.startDate || !custom.endDate)
      throw new DomainFailure(400, 'bad-request', 'A custom period needs startDate and endDate (YYYY-MM-DD)');
    startDate = custom.startDate;
    endDate = custom.endDate;
  }
  return { startDate, endDate, range: businessDayRange(startDate, endDate) };
}
