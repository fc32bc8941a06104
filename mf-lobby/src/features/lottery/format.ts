// Lottery dates as the site shows them (requirements §9 time format YYYY/MM/DD HH:mm:ss), in Vientiane time like
// every time of the site: the north draw is at 18:15 whatever the browser's time zone.
import { formatSiteTime } from '@mekong/ui';

/** A draw number (the draw day as yyyyMMdd) as YYYY/MM/DD. */
export function drawDay(numero: string): string {
  return `${numero.slice(0, 4)}/${numero.slice(4, 6)}/${numero.slice(6, 8)}`;
}

/** A draw's time, `minutesBefore` it when given (when its betting closes). */
export function drawTime(iso: string, minutesBefore = 0): string {
  return formatSiteTime(Date.parse(iso) - minutesBefore * 60_000) ?? '';
}
