// The Contract requests screen (requirements §2, §4 Contracts): the new-contract and termination requests the agent
// received or sent (GET /wps/agent/contracts/requests), pending first by default. A received termination request is
// accepted or rejected; a downline's new-contract request is answered with an offer (its requestId) or rejected. A
// downline agent asks its upline for a contract of a kind here too.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTRACT_KINDS, type ContractKind } from '@mekong/contracts';
import { MONEY_LIMITS } from '@mekong/contracts/money';
import {
  CONTRACT_REQUEST_BOXES,
  CONTRACT_REQUEST_STATUSES,
  contractEndpoints,
  type ContractRequest,
  type ContractRequestStatus,
} from '@mekong/contracts/agents';
import { Button, Dialog, FormAlert, SuccessNote } from '@mekong/ui';
import {
  FilterBar,
  Part,
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
import { contractFailureText } from './contractTexts';
import { OfferContract } from './OfferContract';
import { useContractAction } from './useContractAction';
import { useRefetchOnContractPush } from './useContractPush';
import { ChoiceField } from '../filters/ChoiceField';

type Box = (typeof CONTRACT_REQUEST_BOXES)[number];

function AskForContract({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const action = useContractAction();
  const [kind, setKind] = useState<ContractKind>('dailySalary');
  const [sent, setSent] = useState(false);
  return (
    <Part title={t('request_new_title')}>
      <FilterBar>
        <ChoiceField
          label={t('contract_kind')}
          value={kind}
          choices={CONTRACT_KINDS}
          text={(value) => t(`contract_kind_${value}`)}
          onChange={(value) => setKind(value || 'dailySalary')}
        />
        <Button
          disabled={action.pending}
          onClick={async () => {
            setSent(false);
            const result = await action.run(kind, { action: 'requestNew' });
            if (!result.ok) return;
            setSent(true);
            onDone();
          }}
        >
          {t('request_new_submit')}
        </Button>
      </FilterBar>
      <FormAlert message={contractFailureText(t, action.error)} />
      {sent && <SuccessNote>{t('request_new_done')}</SuccessNote>}
    </Part>
  );
}

export function ContractRequests() {
  const { t } = useTranslation();
  const { token } = useSession();
  const action = useContractAction();
  const [done, setDone] = useState<string | null>(null);
  const [answering, setAnswering] = useState<ContractRequest | null>(null);
  const { filters, update, setPage } = useRecordFilters(() => ({
    box: 'received' as Box,
    status: 'pending' as ContractRequestStatus | '',
  }));
  const requests = useApiQuery(
    contractEndpoints.requests,
    () => ({ box: filters.box, status: filters.status || undefined, pageNo: filters.pageNo, pageSize: MONEY_LIMITS.recordPageSize }),
    token,
  );
  useRefetchOnContractPush(requests.refetch);
  const answer = async (request: ContractRequest, accept: boolean) => {
    setDone(null);
    const result = await action.run(request.kind, { action: 'answerRequest', requestId: request.id, accept });
    if (!result.ok) return;
    setDone(t(accept ? 'request_done_accept' : 'request_done_reject', { account: request.from }));
    requests.refetch();
  };
  const actions = (request: ContractRequest) => {
    if (request.box !== 'received' || request.status !== 'pending') return null;
    const about = { type: t(`request_type_${request.type}`), account: request.from };
    return (
      <>
        {request.type === 'new' ? (
          <Button size="sm" aria-label={t('request_offer_to', about)} onClick={() => setAnswering(request)}>
            {t('request_offer')}
          </Button>
        ) : (
          <Button size="sm" aria-label={t('request_accept_of', about)} disabled={action.pending} onClick={() => answer(request, true)}>
            {t('contract_accept')}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          aria-label={t('request_reject_of', about)}
          disabled={action.pending}
          onClick={() => answer(request, false)}
        >
          {t('contract_reject')}
        </Button>
      </>
    );
  };
  const columns: RecordColumn<ContractRequest>[] = [
    { id: 'type', header: t('request_type'), cell: (row) => t(`request_type_${row.type}`) },
    { id: 'kind', header: t('contract_kind'), cell: (row) => t(`contract_kind_${row.kind}`) },
    { id: 'from', header: t('request_from'), cell: (row) => row.from },
    { id: 'to', header: t('request_to'), cell: (row) => row.to ?? t('contract_house') },
    { id: 'status', header: t('contract_status'), cell: (row) => t(`request_status_${row.status}`) },
    { id: 'created', header: t('records_time'), cell: (row) => showTime(row.createdAt) },
    { id: 'actions', header: t('contract_actions'), cell: actions },
  ];
  return (
    <>
      <FilterBar>
        <ChoiceField
          label={t('request_box')}
          value={filters.box}
          choices={CONTRACT_REQUEST_BOXES}
          text={(box) => t(`request_box_${box}`)}
          onChange={(box) => update({ box: box || 'received' })}
        />
        <ChoiceField
          label={t('contract_status')}
          value={filters.status}
          choices={CONTRACT_REQUEST_STATUSES}
          text={(status) => t(`request_status_${status}`)}
          all={t('records_all')}
          onChange={(status) => update({ status })}
        />
      </FilterBar>
      <FormAlert message={contractFailureText(t, action.error)} />
      {done && <SuccessNote>{done}</SuccessNote>}
      <QueryContent query={requests} failureText={(error) => queryFailureText(t, error)}>
        {(page) => (
          <>
            <RecordTable label={t('tab_requests')} columns={columns} rows={page.list} rowKey={(row) => row.id} />
            <RecordPager pageNo={page.pageNo} totalPages={page.totalPages} onChange={setPage} />
          </>
        )}
      </QueryContent>
      <AskForContract onDone={requests.refetch} />
      {answering && (
        <Dialog open title={t('offer_title', { account: answering.from })} closeLabel={t('close')} onClose={() => setAnswering(null)}>
          <OfferContract account={answering.from} requestId={answering.id} initialKind={answering.kind} onDone={requests.refetch} />
        </Dialog>
      )}
    </>
  );
}
