// The filters every record page shares: the date range (default the last 7 days), a bar that lays the filters out,
// the state of filters plus page (a new filter starts again at page 1), and the pager — for every remote's record
// pages, with their texts from the record pack (records/texts.ts) in the remote's own namespace.
import { css } from '@emotion/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@mekong/contracts';
import { MONEY_LIMITS } from '@mekong/contracts/money';
import { businessToday, DateRangePicker, Pager, presetRange, theme, type DateRange, type PagerLabels } from '@mekong/ui';

export const defaultRange = (): DateRange => presetRange('last7', businessToday());

/** Filters of a record query and its page: changing a filter goes back to page 1. */
export function useRecordFilters<F extends object>(initial: () => F) {
  const [state, setState] = useState(() => ({ ...initial(), pageNo: 1 }));
  return {
    filters: state,
    update: (patch: Partial<F>) => setState((current) => ({ ...current, ...patch, pageNo: 1 })),
    setPage: (pageNo: number) => setState((current) => ({ ...current, pageNo })),
  };
}

export function RecordRangePicker({ value, onChange }: { value: DateRange; onChange: (range: DateRange) => void }) {
  const { t } = useTranslation();
  const maxDays = MONEY_LIMITS.recordRangeMaxDays;
  return (
    <DateRangePicker
      value={value}
      onChange={onChange}
      maxDays={maxDays}
      labels={{
        group: t('records_range'),
        start: t('records_range_start'),
        end: t('records_range_end'),
        presets: {
          today: t('records_range_today'),
          next7: t('records_range_next7'),
          next30: t('records_range_next30'),
          last7: t('records_range_last7'),
          last30: t('records_range_last30'),
        },
        problems: {
          missing: t('records_range_missing'),
          'end-before-start': t('records_range_end_before_start'),
          'too-long': t('records_range_too_long', { days: maxDays }),
        },
      }}
    />
  );
}

const bar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.spacing(4)};
  margin-bottom: ${theme.spacing(4)};
  & > div {
    min-width: 160px;
  }
  ${theme.mq.mobile} {
    flex-direction: column;
    align-items: stretch;
    gap: ${theme.spacing(3)};
  }
`;

/** The filters above a record list, as a named group. */
export function FilterBar({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('records_filters')} css={bar}>
      {children}
    </div>
  );
}

/** The pager's labels in the reader's language. */
export function usePagerLabels(): PagerLabels {
  const { t } = useTranslation();
  return { previous: t('pager_previous'), next: t('pager_next'), page: (n) => t('pager_n', { n }), nav: t('pager_nav') };
}

export function RecordPager({ pageNo, totalPages, onChange }: { pageNo: number; totalPages: number; onChange: (pageNo: number) => void }) {
  const labels = usePagerLabels();
  return (
    <Pager
      page={pageNo}
      totalPages={totalPages}
      onChange={onChange}
      labels={labels}
      marginPages={LIMITS.paginationMarginPages}
      pageRange={LIMITS.paginationRange}
    />
  );
}
