// The contracts the agent gave its downlines or received from its upline (GET /wps/agent/contracts), by kind and
// status, 20 a page: an offer received is accepted or rejected here as in the shell's popup, an offer given that still
// waits is withdrawn (the downline's popup closes on the push), an active contract asked
// to end (the other side answers the termination request), and each contract's tier rows open in a dialog.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTRACT_KINDS, CURRENCY_SYMBOL, type ContractKind } from '@mekong/contracts';
import { MONEY_LIMITS } from '@mekong/contracts/money';
import {
  CONTRACT_SIDES,
  CONTRACT_STATUSES,
  contractEndpoints,
  type Contract,
  type ContractSide,
  type ContractStatus,
} from '@mekong/contracts/agents';
import { Button, Dialog, FormAlert, SuccessNote } from '@mekong/ui';
import { ContractTiers, formatRateBp } from '@mekong/ui/contract-tiers';
import {
  FilterBar,
  QueryContent,
  RecordPager,
  RecordTable,
  showTime,
  useApiQuery,
  useRecordFilters,
  useSession,
  type RecordColumn,
} from '@mekong/ui/remote';
import { queryFailureText } from '../agent-centre/failures';
import { contractFailureText, useTierFieldLabels } from './contractTexts';
import { useContractAction } from './useContractAction';
import { useRefetchOnContractPush } from './useContractPush';
import { ChoiceField } from '../filters/ChoiceField';

/** The other party's account as the agent reads it: the house for a top agent's contract. */
export function useCounterpart() {
  const { t } = useTranslation();
  return (contract: Contract) => (contract.side === 'given' ? contract.downline : (contract.upline ?? t('contract_house')));
}

function statusText(t: (key: string, values?: Record<string, string>) => string, contract: Contract): string {
  const status = t(`contract_status_${contract.status}`);
  if (contract.pendingTermination) return `${status} · ${t(`contract_ending_asked_by_${contract.pendingTermination.requestedBy}`)}`;
  if (contract.terminationReason) return `${status} · ${t(`contract_ended_${contract.terminationReason}`)}`;
  return status;
}

export function ContractTiersDialog({ contract, onClose }: { contract: Contract; onClose: () => void }) {
  const { t } = useTranslation();
  const labels = useTierFieldLabels();
  const counterpart = useCounterpart()(contract);
  const kind = t(`contract_kind_${contract.kind}`);
  return (
    <Dialog open title={t('contract_tiers_of', { kind, account: counterpart })} closeLabel={t('close')} onClose={onClose}>
      {contract.period && <p>{t('contract_period_is', { period: t(`contract_period_${contract.period}`) })}</p>}
      <ContractTiers
        kind={contract.kind}
        tiers={contract.tiers}
        currencySymbol={CURRENCY_SYMBOL}
        label={t('contract_tiers')}
        tierTitle={(n) => t('contract_tier_n', { n })}
        fieldLabels={labels}
      />
    </Dialog>
  );
}

/** The actions a row of the list can take. */
type Answer = 'accept' | 'reject' | 'withdraw' | 'terminate';

export function ContractList() {
  const { t } = useTranslation();
  const { token } = useSession();
  const counterpart = useCounterpart();
  const action = useContractAction();
  const [shown, setShown] = useState<Contract | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { filters, update, setPage } = useRecordFilters(() => ({
    side: 'given' as ContractSide,
    kind: '' as ContractKind | '',
    status: '' as ContractStatus | '',
  }));
  const contracts = useApiQuery(
    contractEndpoints.list,
    () => ({
      side: filters.side,
      kind: filters.kind || undefined,
      status: filters.status || undefined,
      pageNo: filters.pageNo,
      pageSize: MONEY_LIMITS.recordPageSize,
    }),
    token,
  );
  useRefetchOnContractPush(contracts.refetch);
  const act = async (contract: Contract, name: Answer) => {
    setDone(null);
    const result = await action.run(contract.kind, { action: name, contractId: contract.id });
    if (!result.ok) return;
    setDone(t(`contract_done_${name}`, { kind: t(`contract_kind_${contract.kind}`), account: counterpart(contract) }));
    contracts.refetch();
  };
  const actions = (contract: Contract) => {
    const about = { kind: t(`contract_kind_${contract.kind}`), account: counterpart(contract) };
    // One button per action: named by what it does to which contract, its text the action's own.
    const button = (name: Answer, variant?: 'ghost') => (
      <Button
        size="sm"
        variant={variant}
        aria-label={t(`contract_${name}_of`, about)}
        disabled={action.pending}
        onClick={() => act(contract, name)}
      >
        {t(`contract_${name}`)}
      </Button>
    );
    const waiting = contract.status === 'offered';
    return (
      <>
        <Button size="sm" variant="secondary" aria-label={t('contract_show_tiers', about)} onClick={() => setShown(contract)}>
          {t('contract_tiers_button')}
        </Button>
        {waiting && contract.side === 'received' && (
          <>
            {button('accept')}
            {button('reject', 'ghost')}
          </>
        )}
        {waiting && contract.side === 'given' && button('withdraw', 'ghost')}
        {contract.status === 'active' && !contract.pendingTermination && button('terminate', 'ghost')}
      </>
    );
  };
  const columns: RecordColumn<Contract>[] = [
    { id: 'kind', header: t('contract_kind'), cell: (row) => t(`contract_kind_${row.kind}`) },
    { id: 'account', header: t(filters.side === 'given' ? 'contract_downline' : 'contract_upline'), cell: counterpart },
    { id: 'status', header: t('contract_status'), cell: (row) => statusText(t, row) },
    { id: 'period', header: t('contract_period'), cell: (row) => (row.period ? t(`contract_period_${row.period}`) : '—') },
    { id: 'rate', header: t('contract_top_rate'), numeric: true, cell: (row) => formatRateBp(row.topRateBp) },
    { id: 'created', header: t('contract_created'), cell: (row) => showTime(row.createdAt) },
    { id: 'actions', header: t('contract_actions'), cell: actions },
  ];
  return (
    <>
      <FilterBar>
        <ChoiceField
          label={t('contract_side')}
          value={filters.side}
          choices={CONTRACT_SIDES}
          text={(side) => t(`contract_side_${side}`)}
          onChange={(side) => update({ side: side || 'given' })}
        />
        <ChoiceField
          label={t('contract_kind')}
          value={filters.kind}
          choices={CONTRACT_KINDS}
          text={(kind) => t(`contract_kind_${kind}`)}
          all={t('records_all')}
          onChange={(kind) => update({ kind })}
        />
        <ChoiceField
          label={t('contract_status')}
          value={filters.status}
          choices={CONTRACT_STATUSES}
          text={(status) => t(`contract_status_${status}`)}
          all={t('records_all')}
          onChange={(status) => update({ status })}
        />
      </FilterBar>
      <FormAlert message={contractFailureText(t, action.error)} />
      {done && <SuccessNote>{done}</SuccessNote>}
      <QueryContent query={contracts} failureText={(error) => queryFailureText(t, error)}>
        {(page) => (
          <>
            <RecordTable label={t('tab_contracts')} columns={columns} rows={page.list} rowKey={(row) => row.id} />
            <RecordPager pageNo={page.pageNo} totalPages={page.totalPages} onChange={setPage} />
          </>
        )}
      </QueryContent>
      {shown && <ContractTiersDialog contract={shown} onClose={() => setShown(null)} />}
    </>
  );
}
