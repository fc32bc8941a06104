// transactionHistory (account record): every movement of the member's wallet in a date range, optionally of one
// kind, with the signed amount, the balance after it and what it belongs to; 20 a page.
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { LEDGER_ENTRY_KINDS, MONEY_LIMITS, moneyEndpoints, transactionRecordSchema, type LedgerEntryKind } from '@mekong/contracts/money';
import { SelectField } from '@mekong/ui';
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
import { showTime } from '../wallet/parts';

type TransactionRecord = z.infer<typeof transactionRecordSchema>;

export function TransactionRecords() {
  const { t } = useTranslation();
  const { token } = useSession();
  const { filters, update, setPage } = useRecordFilters(() => ({ range: defaultRange(), kind: '' as LedgerEntryKind | '' }));
  const movements = useApiQuery(
    moneyEndpoints.transactionRecords,
    () => ({ ...filters.range, kind: filters.kind || undefined, pageNo: filters.pageNo, pageSize: MONEY_LIMITS.recordPageSize }),
    token,
  );
  const kinds = LEDGER_ENTRY_KINDS.map((kind) => ({ value: kind, label: t(`ledger_kind_${kind}`) }));

  const columns: RecordColumn<TransactionRecord>[] = [
    { id: 'time', header: t('records_time'), cell: (entry) => showTime(entry.createdAt) },
    { id: 'kind', header: t('records_kind'), cell: (entry) => t(`ledger_kind_${entry.kind}`) },
    {
      id: 'amount',
      header: t('records_amount'),
      numeric: true,
      cell: (entry) => <Amount minor={entry.amount} toned signed />,
    },
    {
      id: 'balance',
      header: t('records_balance_after'),
      numeric: true,
      cell: (entry) => <Amount minor={entry.balanceAfter} />,
    },
    { id: 'reference', header: t('records_reference'), cell: (entry) => entry.reference ?? '—' },
  ];

  return (
    <>
      <FilterBar>
        <RecordRangePicker value={filters.range} onChange={(range) => update({ range })} />
        <SelectField
          label={t('records_kind')}
          value={filters.kind}
          options={[{ value: '', label: t('records_all') }, ...kinds]}
          onChange={(value) => update({ kind: LEDGER_ENTRY_KINDS.find((kind) => kind === value) ?? '' })}
        />
      </FilterBar>
      <QueryContent query={movements}>
        {(page) => (
          <>
            <RecordTable label={t('page_transactionHistory')} columns={columns} rows={page.list} rowKey={(entry) => entry.entryId} />
            <RecordPager pageNo={page.pageNo} totalPages={page.totalPages} onChange={setPage} />
          </>
        )}
      </QueryContent>
    </>
  );
}
