// The records of one kind of contract settlement (requirements §2: agentDividendRecordCopy2, agentDailyWages2,
// agentHourSalary, agentRealtimeSalary): what the agent received from its upline or paid its downlines, over a date
// range with the §9 presets, by counterparty, 20 a page, with the sum. Each page gives its call and its own columns.
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { type Endpoint } from '@mekong/contracts';
import { MONEY_LIMITS } from '@mekong/contracts/money';
import {
  SETTLEMENT_DIRECTIONS,
  type settlementRecordsInputSchema,
  type SettlementDirection,
  type SettlementRecord,
} from '@mekong/contracts/agents';
import { formatRateBp } from '@mekong/ui/contract-tiers';
import {
  Amount,
  defaultRange,
  FilterBar,
  QueryContent,
  RecordPager,
  RecordRangePicker,
  RecordTable,
  useApiQuery,
  useRecordFilters,
  useSession,
  type RecordColumn,
} from '@mekong/ui/remote';
import { AccountSearch } from '../account-search/AccountSearch';
import { queryFailureText } from '../agent-centre/failures';
import { ChoiceField } from '../filters/ChoiceField';

type RecordPage<Row> = { list: Row[]; pageNo: number; totalPages: number; totalAmount: number };

export interface SettlementRecordsProps<Row extends SettlementRecord> {
  endpoint: Endpoint<typeof settlementRecordsInputSchema, z.ZodMiniType<RecordPage<Row>>>;
  /** The table's accessible name (the page's title). */
  label: string;
  /** The period column: a day, an hour or a 5-minute window. */
  period: (row: Row) => string;
  /** The page's own columns, after the period. */
  extraColumns?: RecordColumn<Row>[];
}

export function SettlementRecords<Row extends SettlementRecord>({
  endpoint,
  label,
  period,
  extraColumns = [],
}: SettlementRecordsProps<Row>) {
  const { t } = useTranslation();
  const { token } = useSession();
  const { filters, update, setPage } = useRecordFilters(() => ({
    range: defaultRange(),
    direction: 'received' as SettlementDirection,
    account: '',
  }));
  const records = useApiQuery(
    endpoint,
    () => ({
      ...filters.range,
      direction: filters.direction,
      account: filters.account || undefined,
      pageNo: filters.pageNo,
      pageSize: MONEY_LIMITS.recordPageSize,
    }),
    token,
  );
  const received = filters.direction === 'received';
  const columns: RecordColumn<Row>[] = [
    { id: 'period', header: t('period'), cell: period },
    ...extraColumns,
    {
      id: 'account',
      header: t(received ? 'settle_paid_by' : 'settle_paid_to'),
      cell: (row) => (received ? (row.upline ?? t('contract_house')) : row.downline),
    },
    { id: 'active', header: t('active_members'), numeric: true, cell: (row) => row.activeMembers },
    { id: 'validBet', header: t('valid_bets'), numeric: true, cell: (row) => <Amount minor={row.validBet} /> },
    { id: 'profit', header: t('profit'), numeric: true, cell: (row) => <Amount minor={row.profit} toned /> },
    { id: 'rate', header: t('settle_rate'), numeric: true, cell: (row) => (row.rateBp === null ? '—' : formatRateBp(row.rateBp)) },
    { id: 'amount', header: t('records_amount'), numeric: true, cell: (row) => <Amount minor={row.amount} /> },
    { id: 'status', header: t('records_status'), cell: (row) => t(`settle_status_${row.status}`) },
  ];
  return (
    <>
      <FilterBar>
        <RecordRangePicker value={filters.range} onChange={(range) => update({ range })} />
        <ChoiceField
          label={t('settle_direction')}
          value={filters.direction}
          choices={SETTLEMENT_DIRECTIONS}
          text={(direction) => t(`settle_direction_${direction}`)}
          onChange={(direction) => update({ direction: direction || 'received' })}
        />
        <AccountSearch value={filters.account} onSearch={(account) => update({ account })} />
      </FilterBar>
      <QueryContent query={records} failureText={(error) => queryFailureText(t, error)}>
        {(page) => (
          <>
            <RecordTable
              label={label}
              columns={columns}
              rows={page.list}
              rowKey={(row) => row.id}
              totals={{ period: t('records_total'), amount: <Amount minor={page.totalAmount} /> }}
            />
            <RecordPager pageNo={page.pageNo} totalPages={page.totalPages} onChange={setPage} />
          </>
        )}
      </QueryContent>
    </>
  );
}
