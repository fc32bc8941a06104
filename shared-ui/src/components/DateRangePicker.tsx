// The date-range picker of requirements §9 (next/last 7 and 30 days, today, or two dates) over business days in
// Asia/Vientiane, with the day arithmetic it rests on; a range that ends before it starts or runs too long is refused.
import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { DATE_PICKER_RANGES } from '@mekong/contracts';
import { theme } from '../theme/theme';
import { Button } from './Button';
import { TextField } from './fields';
import { formatSiteTime, SITE_TIME_ZONE } from '../time/siteTime';

/** Business days and the times of records are those of Vientiane (UTC+7), wherever the browser is. */
export const BUSINESS_TIME_ZONE = SITE_TIME_ZONE;
const DAY_FORMAT = 'YYYY-MM-DD';
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Both ends included, each a business day as 'YYYY-MM-DD'. */
export interface DateRange {
  startDate: string;
  endDate: string;
}

export const DATE_RANGE_PRESETS = ['today', ...DATE_PICKER_RANGES] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

/** Today's business day in Vientiane. */
export function businessToday(now: Date | number = Date.now()): string {
  return formatSiteTime(now, DAY_FORMAT) ?? '';
}

/** A moment (ISO time) in Vientiane time, in `pattern` (tokens YYYY MM DD HH mm ss, e.g. TIME_FORMAT). */
export function formatBusinessTime(iso: string, pattern: string): string {
  return formatSiteTime(iso, pattern) ?? '';
}

// Days are counted on UTC midnights so no daylight-saving change of the browser's zone can skew them.
const DAY_MS = 86_400_000;
const utcMidnight = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const addDays = (day: string, days: number) => dayOf(utcMidnight(day) + days * DAY_MS);

/** The range a preset stands for on `today`: the last n days end today, the next n days start today. */
export function presetRange(preset: DateRangePreset, today: string): DateRange {
  switch (preset) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'last7':
      return { startDate: addDays(today, -6), endDate: today };
    case 'last30':
      return { startDate: addDays(today, -29), endDate: today };
    case 'next7':
      return { startDate: today, endDate: addDays(today, 6) };
    case 'next30':
      return { startDate: today, endDate: addDays(today, 29) };
  }
}

export type DateRangeProblem = 'missing' | 'end-before-start' | 'too-long';

// A day that does not exist (2026-02-30) rolls over to another one, so it does not come back as itself.
const isDay = (value: string) => DAY_PATTERN.test(value) && !Number.isNaN(utcMidnight(value)) && dayOf(utcMidnight(value)) === value;

/** Why a range cannot be used, or null: both days given, the end not before the start, at most `maxDays` days in all. */
export function dateRangeProblem({ startDate, endDate }: DateRange, maxDays: number): DateRangeProblem | null {
  if (!isDay(startDate) || !isDay(endDate)) return 'missing';
  const days = Math.round((utcMidnight(endDate) - utcMidnight(startDate)) / DAY_MS) + 1;
  if (days < 1) return 'end-before-start';
  return days > maxDays ? 'too-long' : null;
}

export interface DateRangePickerLabels {
  /** Accessible name of the picker's group (its legend). */
  group: string;
  start: string;
  end: string;
  presets: Record<DateRangePreset, string>;
  problems: Record<DateRangeProblem, string>;
}

export interface DateRangePickerProps {
  value: DateRange;
  /** Called with valid ranges only. */
  onChange: (range: DateRange) => void;
  /** The longest range allowed, in days, both ends included. */
  maxDays: number;
  labels: DateRangePickerLabels;
  presets?: readonly DateRangePreset[];
  /** Today's business day; defaults to the clock's. */
  today?: string;
}

const group = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing(2)};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  & legend {
    padding: 0;
    margin-bottom: ${theme.spacing(2)};
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.muted};
  }
`;

const presetRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing(1)};
  & button[aria-pressed='true'] {
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
  }
`;

const days = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 10rem));
  gap: ${theme.spacing(2)};
  /* The browser's calendar button and popup follow the dark theme. */
  & input {
    color-scheme: dark;
  }
  ${theme.mq.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export function DateRangePicker({
  value,
  onChange,
  maxDays,
  labels,
  presets = DATE_RANGE_PRESETS,
  today = businessToday(),
}: DateRangePickerProps) {
  const problemId = useId();
  // The two inputs edit a draft; only a valid draft reaches onChange. A new value from outside replaces the draft.
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown.startDate !== value.startDate || shown.endDate !== value.endDate) {
    setShown(value);
    setDraft(value);
  }
  const problem = dateRangeProblem(draft, maxDays);

  const edit = (next: DateRange) => {
    setDraft(next);
    if (!dateRangeProblem(next, maxDays)) onChange(next);
  };
  const pressed = (preset: DateRangePreset) => {
    const range = presetRange(preset, today);
    return !problem && range.startDate === draft.startDate && range.endDate === draft.endDate;
  };

  return (
    <fieldset css={group}>
      <legend>{labels.group}</legend>
      <div css={presetRow}>
        {presets.map((preset) => (
          <Button
            key={preset}
            variant="secondary"
            size="sm"
            aria-pressed={pressed(preset)}
            onClick={() => edit(presetRange(preset, today))}
          >
            {labels.presets[preset]}
          </Button>
        ))}
      </div>
      <div css={days}>
        <TextField
          type="date"
          label={labels.start}
          value={draft.startDate}
          required
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => edit({ ...draft, startDate: event.target.value })}
        />
        <TextField
          type="date"
          label={labels.end}
          value={draft.endDate}
          required
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => edit({ ...draft, endDate: event.target.value })}
        />
      </div>
      {problem && (
        <p id={problemId} role="alert" css={{ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.danger }}>
          {labels.problems[problem]}
        </p>
      )}
    </fieldset>
  );
}
