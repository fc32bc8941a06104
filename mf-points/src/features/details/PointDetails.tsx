// Points details (requirements §2 labelled screen, §3 point types and changed points): every change of the member's
// points in a date range (the §9 presets), of one point type or all, with the balance after it, newest first, paged.
import { useTranslation } from 'react-i18next';
import { POINT_LIMITS, POINT_TYPES, pointEndpoints, type PointDetail, type PointType } from '@mekong/contracts/points';
import { SelectField } from '@mekong/ui';
import {
  defaultRange,
  FilterBar,
  RecordRangePicker,
  showTime,
  useApiQuery,
  useRecordFilters,
  useSession,
  type RecordColumn,
} from '@mekong/ui/remote';
import { PagedTable } from '../point-mall/parts';

const signed = (points: number) => (points > 0 ? `+${points.toLocaleString('en-US')}` : points.toLocaleString('en-US'));

export function PointDetails() {
  const { t } = useTranslation();
  const { token } = useSession();
  const { filters, update, setPage } = useRecordFilters(() => ({ range: defaultRange(), type: '' as PointType | '' }));
  const details = useApiQuery(
    pointEndpoints.details,
    () => ({ ...filters.range, type: filters.type || undefined, pageNo: filters.pageNo, pageSize: POINT_LIMITS.recordPageSize }),
    token,
  );
  const columns: RecordColumn<PointDetail>[] = [
    { id: 'time', header: t('detail_time'), cell: (d) => showTime(d.createdAt) },
    { id: 'type', header: t('detail_type'), cell: (d) => t(`point_type_${d.type}`) },
    {
      id: 'changed',
      header: t('detail_changed'),
      numeric: true,
      cell: (d) => (
        <span css={(theme) => ({ color: d.changedPoints < 0 ? theme.colors.danger : theme.colors.success })}>
          {signed(d.changedPoints)}
        </span>
      ),
    },
    { id: 'balance', header: t('detail_balance'), numeric: true, cell: (d) => d.balanceAfter.toLocaleString('en-US') },
    { id: 'reference', header: t('detail_reference'), cell: (d) => d.reference ?? '—' },
  ];
  return (
    <>
      <FilterBar>
        <RecordRangePicker value={filters.range} onChange={(range) => update({ range })} />
        <SelectField
          label={t('detail_type')}
          value={filters.type}
          options={[{ value: '', label: t('filter_all') }, ...POINT_TYPES.map((type) => ({ value: type, label: t(`point_type_${type}`) }))]}
          onChange={(value) => update({ type: POINT_TYPES.find((type) => type === value) ?? '' })}
        />
      </FilterBar>
      <PagedTable query={details} label={t('point_details')} columns={columns} rowKey={(d) => d.entryId} onPage={setPage} />
    </>
  );
}
