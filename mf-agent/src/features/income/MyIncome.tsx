// agentRevenueReport (my income: commissions, dividends, salaries): per business day of a date range (§9 presets),
// what the agent received from its upline and paid its downlines under contracts, its referral commissions (the
// REFERRAL promotion's rewards for the members it brought), and the net, with the range's totals by kind
// (GET /wps/agent/income).
import { useTranslation } from 'react-i18next';
import { CONTRACT_KINDS } from '@mekong/contracts';
import { MONEY_LIMITS } from '@mekong/contracts/money';
import { contractSettlementEndpoints, type IncomeDay } from '@mekong/contracts/agents';
import {
  Amount,
  defaultRange,
  Figures,
  FilterBar,
  Part,
  QueryContent,
  RecordPager,
  RecordRangePicker,
  RecordTable,
  recordDay,
  useApiQuery,
  useRecordFilters,
  useSession,
  type RecordColumn,
} from '@mekong/ui/remote';
import { queryFailureText } from '../agent-centre/failures';

type ByKind = IncomeDay['received'];
const sum = (amounts: ByKind) => CONTRACT_KINDS.reduce((total, kind) => total + amounts[kind], 0);

export function MyIncome() {
  const { t } = useTranslation();
  const { token } = useSession();
  const { filters, update, setPage } = useRecordFilters(() => ({ range: defaultRange() }));
  const report = useApiQuery(
    contractSettlementEndpoints.income,
    () => ({ ...filters.range, pageNo: filters.pageNo, pageSize: MONEY_LIMITS.recordPageSize }),
    token,
  );
  const byKind = (amounts: ByKind) =>
    CONTRACT_KINDS.map((kind) => ({ label: t(`contract_kind_${kind}`), value: <Amount minor={amounts[kind]} /> }));
  const columns: RecordColumn<IncomeDay>[] = [
    { id: 'day', header: t('records_day'), cell: (row) => recordDay(row.businessDay) },
    { id: 'received', header: t('income_received'), numeric: true, cell: (row) => <Amount minor={sum(row.received)} /> },
    { id: 'paid', header: t('income_paid'), numeric: true, cell: (row) => <Amount minor={sum(row.paid)} /> },
    { id: 'commission', header: t('income_commission'), numeric: true, cell: (row) => <Amount minor={row.commission} /> },
    { id: 'net', header: t('income_net'), numeric: true, cell: (row) => <Amount minor={row.net} toned /> },
  ];
  return (
    <>
      <FilterBar>
        <RecordRangePicker value={filters.range} onChange={(range) => update({ range })} />
      </FilterBar>
      <QueryContent query={report} failureText={(error) => queryFailureText(t, error)}>
        {(page) => (
          <>
            <Part title={t('income_received')}>
              <Figures items={byKind(page.totals.received)} />
            </Part>
            <Part title={t('income_paid')}>
              <Figures items={byKind(page.totals.paid)} />
            </Part>
            <Part title={t('income_commission')}>
              <Figures items={[{ label: t('income_commission_note'), value: <Amount minor={page.totals.commission} /> }]} />
            </Part>
            <RecordTable
              label={t('page_agentRevenueReport')}
              columns={columns}
              rows={page.list}
              rowKey={(row) => row.businessDay}
              totals={{
                day: t('records_total'),
                received: <Amount minor={sum(page.totals.received)} />,
                paid: <Amount minor={sum(page.totals.paid)} />,
                commission: <Amount minor={page.totals.commission} />,
                net: <Amount minor={page.totals.net} toned />,
              }}
            />
            <RecordPager pageNo={page.pageNo} totalPages={page.totalPages} onChange={setPage} />
          </>
        )}
      </QueryContent>
    </>
  );
}
