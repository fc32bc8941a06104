// downlineManagmentView (team management): the agent's downlines, all levels or direct only, searched by account,
// 20 a page (GET /wps/agent/downlines); a downline's detail over a date range (GET /wps/agent/downlines/detail) with
// the transfer-to-downline form and, for a direct downline agent, the contract offer; beside the list, the agent's
// contracts and the Contract requests screen (features/contracts).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { MONEY_LIMITS } from '@mekong/contracts/money';
import { agentEndpoints, TEAM_SCOPES, type downlineSchema } from '@mekong/contracts/agents';
import { Button, SelectField, Tabs, type DateRange } from '@mekong/ui';
import {
  Amount,
  defaultRange,
  FilterBar,
  Figures,
  Part,
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
import { ContractList } from '../contracts/ContractList';
import { ContractRequests } from '../contracts/ContractRequests';
import { OfferContract } from '../contracts/OfferContract';
import { TransferToDownline } from './TransferToDownline';

type Downline = z.infer<typeof downlineSchema>;

function DownlineDetail({ account, onBack }: { account: string; onBack: () => void }) {
  const { t } = useTranslation();
  const { token } = useSession();
  const [range, setRange] = useState<DateRange>(defaultRange);
  const detail = useApiQuery(agentEndpoints.downline, () => ({ account, ...range }), token);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={onBack}>
        {t('close_details')}
      </Button>
      <Part title={t('details_of', { account })}>
        <FilterBar>
          <RecordRangePicker value={range} onChange={setRange} />
        </FilterBar>
        <QueryContent query={detail} failureText={(error) => queryFailureText(t, error)}>
          {(downline) => (
            <>
              <Figures
                items={[
                  { label: t('member_type'), value: t(downline.isAgent ? 'type_agent' : 'type_member') },
                  { label: t('level'), value: downline.level },
                  { label: t('upline'), value: downline.upline ?? '—' },
                  { label: t('registered_at'), value: showTime(downline.registeredAt) },
                  { label: t('last_login'), value: downline.lastLoginAt ? showTime(downline.lastLoginAt) : t('never') },
                  { label: t('balance'), value: <Amount minor={downline.balance} /> },
                  { label: t('team_size'), value: downline.teamSize },
                  { label: t('direct_count'), value: downline.directCount },
                ]}
              />
              <p>{t('own_figures')}</p>
              <Figures
                items={[
                  { label: t('bet_count'), value: downline.betCount },
                  { label: t('valid_bets'), value: <Amount minor={downline.validBets} /> },
                  { label: t('win'), value: <Amount minor={downline.win} /> },
                  { label: t('profit'), value: <Amount minor={downline.profit} toned /> },
                  { label: t('deposits'), value: <Amount minor={downline.deposits} /> },
                  { label: t('withdrawals'), value: <Amount minor={downline.withdrawals} /> },
                ]}
              />
            </>
          )}
        </QueryContent>
      </Part>
      {/* Beside the detail, not inside it: reading the detail again after a transfer keeps the form and its note. */}
      <Part title={t('transfer_title', { account })}>
        <TransferToDownline account={account} onDone={detail.refetch} />
      </Part>
      {/* Contracts go to direct downline agents only (requirements §4 Contracts; the server checks it too). */}
      {detail.status === 'success' && detail.data.isAgent && detail.data.level === 1 && (
        <Part title={t('offer_title', { account })}>
          <OfferContract account={account} />
        </Part>
      )}
    </>
  );
}

const SECTIONS = ['downlines', 'contracts', 'requests'] as const;
type Section = (typeof SECTIONS)[number];

export function TeamManagement() {
  const { t } = useTranslation();
  const panelId = useId();
  const [section, setSection] = useState<Section>('downlines');
  return (
    <>
      <Tabs
        label={t('team_sections')}
        tabs={SECTIONS.map((id) => ({ id, label: t(`tab_${id}`) }))}
        value={section}
        onChange={(id) => setSection(SECTIONS.find((known) => known === id) ?? 'downlines')}
        panelId={panelId}
      />
      <div id={panelId} role="tabpanel" aria-label={t(`tab_${section}`)} css={{ paddingTop: 16 }}>
        {section === 'downlines' && <Downlines />}
        {section === 'contracts' && <ContractList />}
        {section === 'requests' && <ContractRequests />}
      </div>
    </>
  );
}

function Downlines() {
  const { t } = useTranslation();
  const { token } = useSession();
  const [selected, setSelected] = useState<string | null>(null);
  const { filters, update, setPage } = useRecordFilters(() => ({ scope: 'all' as (typeof TEAM_SCOPES)[number], account: '' }));
  const downlines = useApiQuery(
    agentEndpoints.downlines,
    () => ({ scope: filters.scope, account: filters.account || undefined, pageNo: filters.pageNo, pageSize: MONEY_LIMITS.recordPageSize }),
    token,
  );
  if (selected) return <DownlineDetail account={selected} onBack={() => setSelected(null)} />;
  const columns: RecordColumn<Downline>[] = [
    { id: 'account', header: t('account'), cell: (row) => row.account },
    { id: 'type', header: t('member_type'), cell: (row) => t(row.isAgent ? 'type_agent' : 'type_member') },
    { id: 'level', header: t('level'), numeric: true, cell: (row) => row.level },
    { id: 'upline', header: t('upline'), cell: (row) => row.upline ?? '—' },
    { id: 'balance', header: t('balance'), numeric: true, cell: (row) => <Amount minor={row.balance} /> },
    { id: 'team', header: t('team_size'), numeric: true, cell: (row) => row.teamSize },
    { id: 'registered', header: t('registered_at'), cell: (row) => showTime(row.registeredAt) },
    {
      id: 'details',
      header: t('details'),
      cell: (row) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('view_details', { account: row.account })}
          onClick={() => setSelected(row.account)}
        >
          {t('details')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <FilterBar>
        <SelectField
          label={t('scope')}
          value={filters.scope}
          options={TEAM_SCOPES.map((scope) => ({ value: scope, label: t(`scope_${scope}`) }))}
          onChange={(value) => update({ scope: TEAM_SCOPES.find((scope) => scope === value) ?? 'all' })}
        />
        <AccountSearch value={filters.account} onSearch={(account) => update({ account })} />
      </FilterBar>
      <QueryContent query={downlines} failureText={(error) => queryFailureText(t, error)}>
        {(page) => (
          <>
            <RecordTable label={t('downlines')} columns={columns} rows={page.list} rowKey={(row) => row.id} />
            <RecordPager pageNo={page.pageNo} totalPages={page.totalPages} onChange={setPage} />
          </>
        )}
      </QueryContent>
    </>
  );
}
