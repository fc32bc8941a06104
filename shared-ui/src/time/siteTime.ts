// The site's one clock for display: every time a page shows (records, messages, draws, maintenance ends) is
// Asia/Vientiane time in the site's format, wherever the browser is, so a player abroad reads the draw time the
// operator announces and the records' business days line up with the times beside them.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { TIME_FORMAT } from '@mekong/contracts';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The site's time zone (Laos, UTC+7 all year). */
export const SITE_TIME_ZONE = 'Asia/Vientiane';

/**
 * A moment (an ISO time, epoch milliseconds or a Date) as Vientiane time in `pattern` (dayjs tokens; the site's
 * YYYY/MM/DD HH:mm:ss by default); null when it is not a time, so a caller shows nothing rather than 'Invalid Date'.
 */
export function formatSiteTime(moment: string | number | Date, pattern: string = TIME_FORMAT): string | null {
  const parsed = dayjs(moment);
  return parsed.isValid() ? parsed.tz(SITE_TIME_ZONE).format(pattern) : null;
}
