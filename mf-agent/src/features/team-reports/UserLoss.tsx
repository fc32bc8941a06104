// palStatementsAgentCopy (user loss): each downline's bets, stake, valid bet, win and P&L over a date range, all
// levels or direct downlines, one account or all, with the team's totals (GET /wps/agent/team/profit).
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { MONEY_LIMITS } from '@mekong/contracts/money';
import { agentEndpoints, TEAM_SCOPES, type userLossRowSchema } from '@mekong/contracts/agents';
import { SelectField } from '@mekong/ui';
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

type UserLossRow = z.infer<typeof userLossRowSchema>;

export function UserLoss() {
  const { t } = useTranslation();
  const { token } = useSession();
  const { filters, update, setPage } = useRecordFilters(() => ({
    range: defaultRange(),
    scope: 'all' as (typeof TEAM_SCOPES)[number],
    account: '',
  }));
  const report = useApiQuery(
    agentEndpoints.userLoss,
    () => ({
      ...filters.range,
      scope: filters.scope,
      account: filters.account || undefined,
      pageNo: filters.pageNo,
      pageSize: MONEY_LIMITS.recordPageSize,
    }),
    token,
  );
  const columns: RecordColumn<UserLossRow>[] = [
    { id: 'account', header: t('account'), cell: (row) => row.account },
    { id: 'level', header: t('level'), numeric: true, cell: (row) => row.level },
    { id: 'bets', header: t('records_bets'), numeric: true, cell: (row) => row.betCount },
    { id: 'stake', header: t('records_stake'), numeric: true, cell: (row) => <Amount minor={row.stake} /> },
    { id: 'validBet', header: t('valid_bets'), numeric: true, cell: (row) => <Amount minor={row.validBet} /> },
    { id: 'win', header: t('records_win'), numeric: true, cell: (row) => <Amount minor={row.win} /> },
    { id: 'profit', header: t('profit'), numeric: true, cell: (row) => <Amount minor={row.profit} toned /> },
  ];
  return (
    <>
      <FilterBar>
        <RecordRangePicker value={filters.range} onChange={(range) => update({ range })} />
        <SelectField
          label={t('scope')}
          value={filters.scope}
          options={TEAM_SCOPES.map((scope) => ({ value: scope, label: t(`scope_${scope}`) }))}
          onChange={(value) => update({ scope: TEAM_SCOPES.find((scope) => scope === value) ?? 'all' })}
        />
        <AccountSearch value={filters.account} onSearch={(account) => update({ account })} />
      </FilterBar>
      <QueryContent query={report} failureText={(error) => queryFailureText(t, error)}>
        {(page) => (
          <>
            <RecordTable
              label={t('page_palStatementsAgentCopy')}
              columns={columns}
              rows={page.list}
              rowKey={(row) => row.account}
              totals={{
                account: t('records_total'),
                bets: page.totals.betCount,
                stake: <Amount minor={page.totals.stake} />,
                win: <Amount minor={page.totals.win} />,
                profit: <Amount minor={page.totals.profit} toned />,
              }}
            />
            <RecordPager pageNo={page.pageNo} totalPages={page.totalPages} onChange={setPage} />
          </>
        )}
      </QueryContent>
    </>
  );
}
