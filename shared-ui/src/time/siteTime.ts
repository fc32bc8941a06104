// The site's one clock for display: every time a page shows (records, messages, draws, maintenance ends) is
// Asia/Vientiane time in the site's format, wherever the browser is, so a player abroad reads the draw time the
// operator announces and the records' business days line up with the times beside them. The browser's own Intl does
// the zone (no date library in the shared UI, which every page loads whole).
import { TIME_FORMAT } from '@mekong/contracts';

/** The site's time zone (Laos, UTC+7 all year). */
export const SITE_TIME_ZONE = 'Asia/Vientiane';

type Field = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';

/**
 * Made on first use, not when the kit is evaluated: a browser's first DateTimeFormat with a time zone loads its zone
 * and locale data, the largest part of the kit's evaluation in a start-up trace (issue 15), and the first page shows
 * no time.
 */
let siteClock: Intl.DateTimeFormat | undefined;
function theSiteClock(): Intl.DateTimeFormat {
  siteClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SITE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return siteClock;
}

/** The pattern tokens the site uses (YYYY/MM/DD HH:mm:ss and parts of it), each a field of the clock. */
const TOKENS: Record<string, Field> = { YYYY: 'year', MM: 'month', DD: 'day', HH: 'hour', mm: 'minute', ss: 'second' };
const TOKEN = /YYYY|MM|DD|HH|mm|ss/g;
const FIELDS: ReadonlySet<string> = new Set(Object.values(TOKENS));

/** A moment's fields on Vientiane's clock, or null when it is not a time. */
export function siteClockFields(moment: string | number | Date): Record<Field, string> | null {
  const date = moment instanceof Date ? moment : new Date(moment);
  if (Number.isNaN(date.getTime())) return null;
  const fields = {} as Record<Field, string>;
  for (const part of theSiteClock().formatToParts(date)) if (FIELDS.has(part.type)) fields[part.type as Field] = part.value;
  return fields;
}

/**
 * A moment (an ISO time, epoch milliseconds or a Date) as Vientiane time in `pattern` (tokens YYYY, MM, DD, HH, mm, ss;
 * the site's YYYY/MM/DD HH:mm:ss by default); null when it is not a time, so a caller shows nothing rather than 'Invalid Date'.
 */
export function formatSiteTime(moment: string | number | Date, pattern: string = TIME_FORMAT): string | null {
  const fields = siteClockFields(moment);
  return fields ? pattern.replace(TOKEN, (token) => fields[TOKENS[token] as Field]) : null;
}
