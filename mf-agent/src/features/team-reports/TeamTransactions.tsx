// agentDownlineTransactionDetailsCopy (account details): every movement of the team's wallets in a date range, by
// kind and account, newest first, with their sum (GET /wps/agent/team/transactions).
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { LEDGER_ENTRY_KINDS, MONEY_LIMITS, type LedgerEntryKind } from '@mekong/contracts/money';
import { agentEndpoints, type teamTransactionSchema } from '@mekong/contracts/agents';
import { SelectField } from '@mekong/ui';
import {
  Amount,
  defaultRange,
  FilterBar,
  QueryContent,
  RecordPager,
  RecordRangePicker,
  RecordTable,
  showTime,
  useApiQuery,
  useRecordFilters,
  useSession,
  type RecordColumn,
} from '@mekong/ui/remote';
import { AccountSearch } from '../account-search/AccountSearch';
import { queryFailureText } from '../agent-centre/failures';

type TeamTransaction = z.infer<typeof teamTransactionSchema>;

export function TeamTransactions() {
  const { t } = useTranslation();
  const { token } = useSession();
  const { filters, update, setPage } = useRecordFilters(() => ({ range: defaultRange(), kind: '' as LedgerEntryKind | '', account: '' }));
  const movements = useApiQuery(
    agentEndpoints.teamTransactions,
    () => ({
      ...filters.range,
      kind: filters.kind || undefined,
      account: filters.account || undefined,
      pageNo: filters.pageNo,
      pageSize: MONEY_LIMITS.recordPageSize,
    }),
    token,
  );
  const kindText = (kind: LedgerEntryKind) => t(`ledger_kind_${kind}`);
  const columns: RecordColumn<TeamTransaction>[] = [
    { id: 'time', header: t('records_time'), cell: (entry) => showTime(entry.createdAt) },
    { id: 'account', header: t('account'), cell: (entry) => entry.account },
    { id: 'kind', header: t('records_kind'), cell: (entry) => kindText(entry.kind) },
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
          options={[{ value: '', label: t('records_all') }, ...LEDGER_ENTRY_KINDS.map((kind) => ({ value: kind, label: kindText(kind) }))]}
          onChange={(value) => update({ kind: LEDGER_ENTRY_KINDS.find((kind) => kind === value) ?? '' })}
        />
        <AccountSearch value={filters.account} onSearch={(account) => update({ account })} />
      </FilterBar>
      <QueryContent query={movements} failureText={(error) => queryFailureText(t, error)}>
        {(page) => (
          <>
            <RecordTable
              label={t('page_agentDownlineTransactionDetailsCopy')}
              columns={columns}
              rows={page.list}
              rowKey={(entry) => entry.entryId}
              totals={{ time: t('records_total'), amount: <Amount minor={page.totalAmount} toned signed /> }}
            />
            <RecordPager pageNo={page.pageNo} totalPages={page.totalPages} onChange={setPage} />
          </>
        )}
      </QueryContent>
    </>
  );
}
