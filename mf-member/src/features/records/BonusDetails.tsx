// bonusDetails: the bonuses paid into the member's wallet in a date range, with their reason, each one's turnover
// requirement (settled valid bets asked, counted, left) and the total; 20 a page. Above them, the member's turnover
// as a whole and whether it locks withdrawals.
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { bonusPageSchema, bonusRecordSchema, MONEY_LIMITS, moneyEndpoints } from '@mekong/contracts/money';
import {
  QueryContent,
  useApiQuery,
  useSession,
  Amount,
  defaultRange,
  FilterBar,
  RecordPager,
  RecordRangePicker,
  useRecordFilters,
  RecordTable,
  type RecordColumn,
} from '@mekong/ui/remote';
import { Figures, Part, showTime, StatusBadge } from '../wallet/parts';

type BonusRecord = z.infer<typeof bonusRecordSchema>;
type Turnover = z.infer<typeof bonusPageSchema>['turnover'];

/** A turnover figure of a bonus, or a dash when the bonus asked for none. */
const turnoverCell = (bonus: BonusRecord, pick: (turnover: NonNullable<BonusRecord['turnover']>) => number) =>
  bonus.turnover ? <Amount minor={pick(bonus.turnover)} /> : '—';

function TurnoverSummary({ turnover }: { turnover: Turnover }) {
  const { t } = useTranslation();
  return (
    <Part
      title={t('records_turnover_title')}
      actions={
        <StatusBadge tone={turnover.withdrawalLocked ? 'pending' : 'good'}>
          {t(turnover.withdrawalLocked ? 'records_turnover_locked' : 'records_turnover_free')}
        </StatusBadge>
      }
    >
      <Figures
        compact
        items={[
          { label: t('records_turnover_required'), value: <Amount minor={turnover.required} /> },
          { label: t('records_turnover_counted'), value: <Amount minor={turnover.counted} /> },
          { label: t('records_turnover_outstanding'), value: <Amount minor={turnover.outstanding} /> },
        ]}
      />
    </Part>
  );
}

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
    { id: 'required', header: t('records_turnover_required'), numeric: true, cell: (bonus) => turnoverCell(bonus, (o) => o.required) },
    { id: 'counted', header: t('records_turnover_counted'), numeric: true, cell: (bonus) => turnoverCell(bonus, (o) => o.counted) },
    {
      id: 'outstanding',
      header: t('records_turnover_outstanding'),
      numeric: true,
      cell: (bonus) => turnoverCell(bonus, (o) => o.outstanding),
    },
  ];

  return (
    <>
      <FilterBar>
        <RecordRangePicker value={filters.range} onChange={(range) => update({ range })} />
      </FilterBar>
      <QueryContent query={bonuses}>
        {(page) => (
          <>
            {page.turnover.required > 0 && <TurnoverSummary turnover={page.turnover} />}
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
