// bonusDetails: the bonuses paid into the member's wallet in a date range, with their reason and the total; 20 a page.
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { bonusRecordSchema, MONEY_LIMITS, moneyEndpoints } from '@mekong/contracts';
import { QueryContent, useApiQuery, useSession } from '@mekong/ui/remote';
import { Amount } from './Amount';
import { defaultRange, FilterBar, RecordPager, RecordRangePicker, useRecordFilters } from './filters';
import { showTime } from '../wallet/parts';
import { RecordTable, type RecordColumn } from './RecordTable';

type BonusRecord = z.infer<typeof bonusRecordSchema>;

export function BonusDetails() {
  const { t } = useTranslation();
  const { token } = useSession();
  const { filters, update, setPage } = useRecordFilters(() => ({ range: defaultRange() }));
  const bonuses = useApiQuery(
    moneyEndpoints.bonuses,
    () => ({ ...filters.range, pageNo: filters.pageNo, pageSize: MONEY_LIMITS.recordPageSize }),
    token,
  );

  const columns: RecordColumn<BonusRecord>[] = [
    { id: 'time', header: t('records_time'), cell: (bonus) => showTime(bonus.createdAt) },
    { id: 'reason', header: t('records_reason'), cell: (bonus) => bonus.reason },
    { id: 'amount', header: t('records_amount'), numeric: true, cell: (bonus) => <Amount minor={bonus.amount} /> },
  ];

  return (
    <>
      <FilterBar>
        <RecordRangePicker value={filters.range} onChange={(range) => update({ range })} />
      </FilterBar>
      <QueryContent query={bonuses}>
        {(page) => (
          <>
            <RecordTable
              label={t('page_bonusDetails')}
              columns={columns}
              rows={page.list}
              rowKey={(bonus) => bonus.entryId}
              totals={{ time: t('records_bonus_total'), amount: <Amount minor={page.totalAmount} /> }}
            />
            <RecordPager pageNo={page.pageNo} totalPages={page.totalPages} onChange={setPage} />
          </>
        )}
      </QueryContent>
    </>
  );
}
