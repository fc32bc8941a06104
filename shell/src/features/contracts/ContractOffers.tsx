// The contract popup (requirements §2 Other popups, §4 Contracts): once signed in, the consolidated contract info says
// whether an offer waits for this account's answer in any kind; if so the offers received are read and shown one at a
// time — who offers, the kind, a dividend's period and the tier rows — to accept or reject. Closing leaves them for the
// agent centre's Contracts section; the next sign-in, or a new offer pushed over the socket, shows them again.
import { useEffect, useState } from 'react';
import { ApiError, CURRENCY_SYMBOL, type Endpoint } from '@mekong/contracts';
import { moneyEndpoints } from '@mekong/contracts/money';
import { CONTRACT_ENDPOINT_OF_KIND, contractEndpoints, type Contract, type contractActionResultSchema } from '@mekong/contracts/agents';
import type * as z from 'zod/mini';
import { Button, Dialog, FormAlert, SuccessNote } from '@mekong/ui';
import { ContractTiers, type ContractTierField } from '@mekong/ui/contract-tiers';
import { useShellServices } from '../session/ShellServicesContext';
import { answerFailureText, useContractTexts } from './contractTexts';

const TIER_FIELDS: readonly ContractTierField[] = [
  'rateBp',
  'activeMembers',
  'periodValidBet',
  'periodProfitLoss',
  'dailyBet',
  'hourlyBet',
  'profitRateBp',
  'lossRateBp',
  'singleBet',
];

/** Reads the offers waiting for the caller: none unless the consolidated info names a pending 'new' in some kind. */
async function pendingOffers(api: ReturnType<typeof useShellServices>['api']): Promise<Contract[]> {
  const info = await api.call(moneyEndpoints.consolidatedFunds, {});
  const waiting = [info.dailysalreqtype, info.divtypereq, info.contracthoursalreq, info.realtimesalreqtype].includes('new');
  if (!waiting) return [];
  const page = await api.call(contractEndpoints.list, { side: 'received', status: 'offered', pageNo: 1, pageSize: 20 });
  return page.list;
}

export default function ContractOffers({ waiting }: { waiting: boolean }) {
  const t = useContractTexts();
  const { api, bus } = useShellServices();
  const [offers, setOffers] = useState<Contract[]>([]);
  const [closed, setClosed] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [answered, setAnswered] = useState<string | null>(null);

  // Read once signed in, and again when the other party acts (the server's 'contract' push, relayed on the bus): a new
  // offer opens the popup again even after it was closed.
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    const subscription = bus.on('socket/message').subscribe((push) => {
      if (push.type === 'contract') setGeneration((n) => n + 1);
    });
    return () => subscription.unsubscribe();
  }, [bus]);
  useEffect(() => {
    let active = true;
    pendingOffers(api).then(
      (list) => {
        if (!active) return;
        setOffers(list);
        if (list.length > 0) setClosed(false);
      },
      // Quietly: the offers stay in the agent centre's Contracts section, and the next sign-in asks again.
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [api, generation]);

  const offer = offers[0];
  if (closed || waiting || (!offer && !answered)) return null;

  const answer = async (contract: Contract, action: 'accept' | 'reject') => {
    // The four named calls share their answers' bodies and result (contracts.ts); the kind picks the call.
    const call = CONTRACT_ENDPOINT_OF_KIND[contract.kind] as unknown as Endpoint<z.ZodMiniType, typeof contractActionResultSchema>;
    setPending(true);
    setFailure(null);
    try {
      await api.call(call, { action, contractId: contract.id });
      // The agent centre's menu follows the contract flags: it reads them again without a reload.
      bus.emit('contracts/changed', { kind: contract.kind });
      setAnswered(t(action === 'accept' ? 'accepted' : 'rejected', { kind: t(`kind_${contract.kind}`), account: upline(contract) }));
      setOffers((list) => list.slice(1));
    } catch (error) {
      setFailure(answerFailureText(t, error));
      // Answered meanwhile (in the agent centre, another tab) or withdrawn: the next offer, if any, takes its place.
      if (error instanceof ApiError && error.code === 'contract-state') setOffers((list) => list.slice(1));
    } finally {
      setPending(false);
    }
  };
  const upline = (contract: Contract) => contract.upline ?? t('house');
  const fieldLabels = Object.fromEntries(TIER_FIELDS.map((field) => [field, t(`tier_${field}`)])) as Record<ContractTierField, string>;

  return (
    <Dialog
      open
      title={t('title')}
      closeLabel={t('close')}
      onClose={() => setClosed(true)}
      footer={
        offer ? (
          <>
            <Button variant="secondary" disabled={pending} onClick={() => answer(offer, 'reject')}>
              {t('reject')}
            </Button>
            <Button disabled={pending} onClick={() => answer(offer, 'accept')}>
              {t('accept')}
            </Button>
          </>
        ) : (
          <Button onClick={() => setClosed(true)}>{t('close')}</Button>
        )
      }
    >
      {answered && <SuccessNote>{answered}</SuccessNote>}
      {offer && (
        <>
          <p>{t('offered_by', { account: upline(offer), kind: t(`kind_${offer.kind}`) })}</p>
          {offer.period && <p>{t('period_is', { period: t(`period_${offer.period}`) })}</p>}
          {offer.uplineAgreed && <p>{t('replaces_current')}</p>}
          <ContractTiers
            kind={offer.kind}
            tiers={offer.tiers}
            currencySymbol={CURRENCY_SYMBOL}
            label={t('tiers')}
            tierTitle={(n) => t('tier_n', { n })}
            fieldLabels={fieldLabels}
          />
          {offers.length > 1 && <p>{t('more_offers', { count: offers.length - 1 })}</p>}
          <FormAlert message={failure} />
        </>
      )}
    </Dialog>
  );
}
