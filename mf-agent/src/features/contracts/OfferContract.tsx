// Offering a contract to a direct downline agent (requirements §4 Contracts): the kind, a dividend's period and the tier
// rows of requirements §3 (react-hook-form + zod, offerForm.ts). When the downline already has a higher rate of the kind,
// the server refuses with downline-has-higher-rate; the agent is asked to proceed, which sends the offer again agreeing
// that the downline's contract ends once it accepts.
import { zodResolver } from '@hookform/resolvers/zod';
import { css } from '@emotion/react';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONTRACT_KINDS, type ContractKind } from '@mekong/contracts';
import { CONTRACT_LIMITS, CONTRACT_TIER_FIELDS, DIVIDEND_PERIODS } from '@mekong/contracts/agents';
import { Button, Dialog, FormAlert, formStackCss, SuccessNote, TextField, theme } from '@mekong/ui';
import { type ContractTierField } from '@mekong/ui/contract-tiers';
import { formErrorText } from '@mekong/ui/remote';
import { contractFailureText, useTierFieldLabels } from './contractTexts';
import { defaultOfferValues, emptyTier, offerFormSchema, type OfferFormValues, type OfferValues } from './offerForm';
import { useContractAction } from './useContractAction';
import { ChoiceField } from '../filters/ChoiceField';

const tierCss = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  align-items: start;
  gap: ${theme.spacing(3)};
  margin: 0;
  padding: ${theme.spacing(3)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  & legend {
    padding: 0 ${theme.spacing(1)};
    font-weight: 600;
  }
`;

export function OfferContract({
  account,
  requestId,
  initialKind,
  onDone,
}: {
  account: string;
  /** The downline's new-contract request this offer answers. */
  requestId?: string;
  initialKind?: ContractKind;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const labels = useTierFieldLabels();
  const action = useContractAction();
  const [done, setDone] = useState<ContractKind | null>(null);
  // The offer the server found below the downline's current rate, waiting for the agent's word.
  const [higher, setHigher] = useState<OfferValues | null>(null);
  const { register, handleSubmit, formState, control, setValue, reset } = useForm<OfferFormValues, unknown, OfferValues>({
    defaultValues: { ...defaultOfferValues(), ...(initialKind ? { kind: initialKind } : {}) },
    resolver: zodResolver(offerFormSchema),
  });
  const tiers = useFieldArray({ control, name: 'tiers' });
  const kind = useWatch({ control, name: 'kind' });
  const period = useWatch({ control, name: 'period' });
  const fields: readonly ContractTierField[] = CONTRACT_TIER_FIELDS[kind];

  const send = async (offer: OfferValues, agreeToTerminate: boolean) => {
    setDone(null);
    const result = await action.run(offer.kind, {
      action: 'offer',
      account,
      agreeToTerminate,
      tiers: offer.tiers,
      ...(offer.kind === 'dividend' ? { period: offer.period } : {}),
      ...(requestId ? { requestId } : {}),
    });
    if (!result.ok) {
      if (result.error.code === 'downline-has-higher-rate' && !agreeToTerminate) setHigher(offer);
      return;
    }
    reset({ ...defaultOfferValues(), kind: offer.kind });
    setDone(offer.kind);
    onDone?.();
  };
  const submit = handleSubmit((offer) => send(offer, false));
  const tiersError = (formState.errors.tiers as { root?: FieldError; message?: string } | undefined)?.root ?? formState.errors.tiers;
  // The higher-rate refusal is answered by the dialog, not shown as a failure under the form.
  const failure = action.error?.code === 'downline-has-higher-rate' && higher ? null : contractFailureText(t, action.error);

  return (
    <form css={formStackCss} noValidate onSubmit={submit} aria-label={t('offer_form')}>
      <ChoiceField
        label={t('contract_kind')}
        value={kind}
        choices={CONTRACT_KINDS}
        text={(value) => t(`contract_kind_${value}`)}
        onChange={(value) => setValue('kind', value || 'dailySalary')}
      />
      {kind === 'dividend' && (
        <ChoiceField
          label={t('contract_period')}
          value={period}
          choices={DIVIDEND_PERIODS}
          text={(value) => t(`contract_period_${value}`)}
          onChange={(value) => setValue('period', value || 'Daily')}
        />
      )}
      {tiers.fields.map((tier, index) => (
        <fieldset key={tier.id} css={tierCss}>
          <legend>{t('contract_tier_n', { n: index + 1 })}</legend>
          {fields.map((field) => (
            <TextField
              key={field}
              label={labels[field]}
              inputMode="decimal"
              autoComplete="off"
              hint={field.endsWith('Bp') ? t('offer_rate_hint') : undefined}
              error={formErrorText(t, formState.errors.tiers?.[index]?.[field]?.message)}
              {...register(`tiers.${index}.${field}`)}
            />
          ))}
          {tiers.fields.length > 1 && (
            <Button size="sm" variant="ghost" onClick={() => tiers.remove(index)}>
              {t('offer_remove_tier', { n: index + 1 })}
            </Button>
          )}
        </fieldset>
      ))}
      {tiersError?.message && <FormAlert message={formErrorText(t, tiersError.message) ?? null} />}
      {tiers.fields.length < CONTRACT_LIMITS.maxTiers && (
        <Button size="sm" variant="secondary" onClick={() => tiers.append(emptyTier())}>
          {t('offer_add_tier')}
        </Button>
      )}
      <FormAlert message={failure} />
      {done && <SuccessNote>{t('offer_done', { kind: t(`contract_kind_${done}`), account })}</SuccessNote>}
      <Button type="submit" block disabled={action.pending}>
        {t('offer_submit')}
      </Button>
      <Dialog
        open={higher !== null}
        title={t('offer_higher_title')}
        closeLabel={t('offer_cancel')}
        onClose={() => setHigher(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setHigher(null)}>
              {t('offer_cancel')}
            </Button>
            <Button
              disabled={action.pending}
              onClick={() => {
                const offer = higher;
                setHigher(null);
                if (offer) void send(offer, true);
              }}
            >
              {t('offer_proceed')}
            </Button>
          </>
        }
      >
        <p>{higher && t('offer_higher_text', { account, kind: t(`contract_kind_${higher.kind}`) })}</p>
      </Dialog>
    </form>
  );
}
