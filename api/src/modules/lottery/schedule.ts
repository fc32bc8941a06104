// Draw times of a weekly lottery schedule in Asia/Vientiane (UTC+7): the next draw after a moment, the draws
// already held before it, and the draw of a given day. A draw day is named by its numero, 'YYYYMMDD'.
// Calendar days are whole day numbers (days since 1970-01-01), so stepping through days is plain arithmetic; only
// the turn of a local draw time into a moment goes through the time zone (dayjs), and those answers are kept.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';

dayjs.extend(utc);
dayjs.extend(timezone);

export const LOTTO_TIME_ZONE = 'Asia/Vientiane';
const DAY_MS = 86_400_000;
/** Every weekday comes round within a week, so a week (plus today) always holds a draw of a non-empty schedule. */
const DAYS_SCANNED_FOR_NEXT = 8;

export interface DrawSchedule {
  /** 0 Sunday … 6 Saturday, in Asia/Vientiane. */
  drawDays: readonly number[];
  /** 'HH:mm', Asia/Vientiane. */
  drawTime: string;
}

/** Days since 1970-01-01 of a calendar day. */
type CalendarDay = number;

const isoDate = (day: CalendarDay): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
const numeroOf = (day: CalendarDay): string => isoDate(day).replace(/-/g, '');
const weekday = (day: CalendarDay): number => new Date(day * DAY_MS).getUTCDay();
const isDrawDay = (day: CalendarDay, schedule: DrawSchedule): boolean => schedule.drawDays.includes(weekday(day));

const localDateParts = new Intl.DateTimeFormat('en-US', { timeZone: LOTTO_TIME_ZONE, year: 'numeric', month: 'numeric', day: 'numeric' });

/** The Vientiane calendar day of a moment. */
function localDay(moment: Date): CalendarDay {
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(localDateParts.formatToParts(moment).find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day')) / DAY_MS;
}

/** Draw moments already worked out: a zone conversion costs far more than a lookup, and menus ask for many. */
const drawMoments = new Map<string, number>();
const DRAW_MOMENTS_KEPT = 2000;

function drawTimeOfDay(day: CalendarDay, schedule: DrawSchedule): Date {
  const local = `${isoDate(day)}T${schedule.drawTime}`;
  let moment = drawMoments.get(local);
  if (moment === undefined) {
    if (drawMoments.size >= DRAW_MOMENTS_KEPT) drawMoments.clear();
    moment = dayjs.tz(local, LOTTO_TIME_ZONE).valueOf();
    drawMoments.set(local, moment);
  }
  return new Date(moment);
}

/** The day a numero names, or null when it names no calendar day (e.g. 20250230). */
function parseNumero(numero: string): CalendarDay | null {
  if (!/^\d{8}$/.test(numero)) return null;
  const day = Date.UTC(Number(numero.slice(0, 4)), Number(numero.slice(4, 6)) - 1, Number(numero.slice(6, 8))) / DAY_MS;
  return numeroOf(day) === numero ? day : null;
}

/** The moment of the draw a numero names; null when it names no day, or the schedule has no draw that day. */
export function drawTimeOf(numero: string, schedule: DrawSchedule): Date | null {
  const day = parseNumero(numero);
  return day !== null && isDrawDay(day, schedule) ? drawTimeOfDay(day, schedule) : null;
}

/** The first draw strictly after `now`. */
export function nextDrawTime(schedule: DrawSchedule, now: Date): Date {
  const today = localDay(now);
  for (let day = today; day < today + DAYS_SCANNED_FOR_NEXT; day++) {
    if (!isDrawDay(day, schedule)) continue;
    const time = drawTimeOfDay(day, schedule);
    if (time > now) return time;
  }
  throw new Error('A lottery schedule needs at least one draw day');
}

export interface HeldDraw {
  numero: string;
  openTime: Date;
}

/** The latest `limit` draws held at or before `now`, newest first. */
export function heldDraws(schedule: DrawSchedule, now: Date, limit: number): HeldDraw[] {
  if (schedule.drawDays.length === 0) return [];
  const held: HeldDraw[] = [];
  for (let day = localDay(now); held.length < limit; day--) {
    if (!isDrawDay(day, schedule)) continue;
    const openTime = drawTimeOfDay(day, schedule);
    if (openTime <= now) held.push({ numero: numeroOf(day), openTime });
  }
  return held;
}
