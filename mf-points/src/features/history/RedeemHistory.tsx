// Redeem history (requirements §2 labelled screen, §3 redeem record, §4 Redeem status): the member's redeems applied
// in a date range (the §9 presets), of one status or all, newest first, paged.
import { useTranslation } from 'react-i18next';
import { POINT_LIMITS, pointEndpoints, REDEEM_STATUSES, type RedeemRecord, type RedeemStatus } from '@mekong/contracts/points';
import { SelectField } from '@mekong/ui';
import {
  Amount,
  defaultRange,
  FilterBar,
  RecordRangePicker,
  showTime,
  useApiQuery,
  useLanguage,
  useRecordFilters,
  useSession,
  type RecordColumn,
} from '@mekong/ui/remote';
import { PagedTable } from '../point-mall/parts';

export function RedeemHistory() {
  const { t } = useTranslation();
  const { token } = useSession();
  const language = useLanguage();
  const { filters, update, setPage } = useRecordFilters(() => ({ range: defaultRange(), status: '' as RedeemStatus | '' }));
  const redeems = useApiQuery(
    pointEndpoints.redeemList,
    () => ({
      ...filters.range,
      status: filters.status || undefined,
      language,
      pageNo: filters.pageNo,
      pageSize: POINT_LIMITS.recordPageSize,
    }),
    token,
  );
  const columns: RecordColumn<RedeemRecord>[] = [
    { id: 'reference', header: t('record_reference'), cell: (r) => r.id },
    { id: 'applied', header: t('record_applied'), cell: (r) => showTime(r.appliedAt) },
    { id: 'type', header: t('record_type'), cell: (r) => t(`item_type_${r.type}`) },
    { id: 'item', header: t('record_item'), cell: (r) => r.itemName },
    { id: 'quantity', header: t('record_quantity'), numeric: true, cell: (r) => r.quantity },
    { id: 'points', header: t('record_points'), numeric: true, cell: (r) => r.pointsRequired.toLocaleString('en-US') },
    { id: 'amount', header: t('record_amount'), numeric: true, cell: (r) => <Amount minor={r.amountRequired} /> },
    { id: 'status', header: t('record_status'), cell: (r) => t(`status_${r.status}`) },
    { id: 'remark', header: t('record_remark'), cell: (r) => r.remark ?? '—' },
  ];
  return (
    <>
      <FilterBar>
        <RecordRangePicker value={filters.range} onChange={(range) => update({ range })} />
        <SelectField
          label={t('status_filter')}
          value={filters.status}
          options={[
            { value: '', label: t('filter_all') },
            ...REDEEM_STATUSES.map((status) => ({ value: status, label: t(`status_${status}`) })),
          ]}
          onChange={(value) => update({ status: REDEEM_STATUSES.find((status) => status === value) ?? '' })}
        />
      </FilterBar>
      <PagedTable query={redeems} label={t('redeem_history')} columns={columns} rowKey={(r) => r.id} onPage={setPage} />
    </>
  );
}
