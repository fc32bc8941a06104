// The deposit form: channel, amount with its limits and quick amounts, the depositor's name and the site's bank
// account for a bank transfer; a gateway order opens its payment page in a new window, or offers a link if blocked.
import { css } from '@emotion/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { CURRENCY_SYMBOL } from '@mekong/contracts';
import { moneyEndpoints, type depositChannelSchema, type DepositOrder } from '@mekong/contracts/money';
import { AmountField, Button, CopyButton, FormAlert, formNoteCss, SuccessNote, TextField, theme } from '@mekong/ui';
import { formErrorText, money, moneyFailureText, quickAmounts } from '../wallet/cashier';
import { useMoneyAction } from '../wallet/hooks';
import { Figures, formCss } from '../wallet/parts';
import { DEPOSITOR_NAME_MAX, depositFormSchema } from './depositForm';
import { PayLink } from './RecentDeposits';

export type OpenWindow = (url: string) => Window | null;

type Channel = z.infer<typeof depositChannelSchema>;

const channelsCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing(2)};
  margin: 0;
  padding: 0;
  border: none;
  & legend {
    margin-bottom: ${theme.spacing(2)};
    padding: 0;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.muted};
  }
  & label {
    display: inline-flex;
    align-items: center;
    gap: ${theme.spacing(2)};
    min-height: 40px;
    padding: ${theme.spacing(2)} ${theme.spacing(3)};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.bg};
    cursor: pointer;
  }
  & label:has(input:checked) {
    border-color: ${theme.colors.primary};
  }
  & input {
    accent-color: ${theme.colors.primary};
  }
`;

const bankCss = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing(2)};
  padding: ${theme.spacing(3)};
  border: 1px dashed ${theme.colors.primary};
  border-radius: ${theme.radii.md};
  & h4 {
    margin: 0;
    font-size: ${theme.fontSizes.sm};
  }
  & dd {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.spacing(2)};
  }
`;

/** The site's receiving account, each detail with its copy button. */
function SiteBankAccount({ bank }: { bank: NonNullable<Channel['bank']> }) {
  const { t } = useTranslation();
  const copy = (text: string, label: string) => (
    <>
      <span>{text}</span>
      <CopyButton text={text} label={label} copiedLabel={t('cashier_copied')} failedLabel={t('cashier_copy_failed')} />
    </>
  );
  return (
    <div css={bankCss}>
      <h4>{t('deposit_site_bank')}</h4>
      <Figures
        compact
        items={[
          { label: t('cashier_bank_name'), value: copy(bank.bankName, t('deposit_copy_bank_name')) },
          { label: t('cashier_account_no'), value: copy(bank.accountNo, t('deposit_copy_account_no')) },
          { label: t('cashier_account_name'), value: copy(bank.accountName, t('deposit_copy_account_name')) },
        ]}
      />
      <p css={formNoteCss}>{t('deposit_bank_note')}</p>
    </div>
  );
}

/** What the member sees after the order was made; the hints to pay only while it is still pending. */
function CreatedOrder({ order, blocked }: { order: DepositOrder; blocked: boolean }) {
  const { t } = useTranslation();
  const pending = order.status === 'PENDING';
  return (
    <SuccessNote>
      <p css={{ margin: 0 }}>
        {t('deposit_created', { id: order.id, amount: money(order.amount), status: t(`deposit_status_${order.status}`) })}
      </p>
      {pending && order.channel === 'BANK_TRANSFER' && <p css={{ margin: 0 }}>{t('deposit_bank_pending')}</p>}
      {pending && order.payUrl && <p css={{ margin: 0 }}>{t(blocked ? 'deposit_popup_blocked' : 'deposit_payment_opened')}</p>}
      <PayLink order={order} />
    </SuccessNote>
  );
}

export function DepositForm({
  channels,
  openWindow,
  onCreated,
  knownOrders,
}: {
  channels: readonly Channel[];
  openWindow: OpenWindow;
  onCreated: () => void;
  /** The orders as last loaded (the recent list, refetched on every money push): the note follows its order there. */
  knownOrders?: readonly DepositOrder[];
}) {
  const { t } = useTranslation();
  const deposit = useMoneyAction(moneyEndpoints.createDeposit);
  const [created, setCreated] = useState<{ order: DepositOrder; blocked: boolean } | null>(null);
  const { register, handleSubmit, formState, control, setValue } = useForm({
    defaultValues: { channel: channels[0]?.code ?? 'DEMO_GATEWAY', amount: '', depositorName: '' },
    resolver: zodResolver(depositFormSchema(channels)),
  });
  // The note keeps the latest status seen of its order (paid at the gateway, failed, rejected by ops), and keeps it
  // when the list moves on to another page.
  const seen = created && knownOrders?.find((order) => order.id === created.order.id);
  if (created && seen && (seen.status !== created.order.status || seen.completedAt !== created.order.completedAt)) {
    setCreated({ ...created, order: seen });
  }
  const chosen = useWatch({ control, name: 'channel' });
  const channel = channels.find((c) => c.code === chosen) ?? channels[0];
  const err = (field: 'channel' | 'amount' | 'depositorName') => formErrorText(t, formState.errors[field]?.message);

  const submit = handleSubmit(async (request) => {
    setCreated(null);
    const result = await deposit.mutate(request);
    if (!result.ok) return;
    const order = result.value;
    const blocked = order.payUrl ? openWindow(order.payUrl) === null : false;
    setCreated({ order, blocked });
    onCreated();
  });

  if (!channel) return null;
  return (
    <form css={formCss} noValidate onSubmit={submit} aria-label={t('deposit_form')}>
      <fieldset css={channelsCss}>
        <legend>{t('deposit_channel')}</legend>
        {channels.map((c) => (
          <label key={c.code}>
            <input type="radio" value={c.code} {...register('channel')} />
            {t(`deposit_channel_${c.code}`)}
          </label>
        ))}
      </fieldset>
      {channel.bank && <SiteBankAccount bank={channel.bank} />}
      <AmountField
        label={t('cashier_amount')}
        currencySymbol={CURRENCY_SYMBOL}
        hint={t('cashier_amount_limits', { min: money(channel.minAmount), max: money(channel.maxAmount) })}
        error={err('amount')}
        choices={quickAmounts(channel.minAmount, channel.maxAmount)}
        choicesLabel={t('cashier_quick_amounts')}
        onChoose={(value) => setValue('amount', value, { shouldValidate: formState.isSubmitted })}
        {...register('amount')}
      />
      {channel.code === 'BANK_TRANSFER' && (
        <TextField
          label={t('deposit_depositor_name')}
          hint={t('deposit_depositor_hint')}
          autoComplete="name"
          maxLength={DEPOSITOR_NAME_MAX}
          error={err('depositorName')}
          {...register('depositorName')}
        />
      )}
      <FormAlert message={moneyFailureText(t, deposit.error)} />
      <Button type="submit" block disabled={deposit.pending}>
        {t('deposit_submit')}
      </Button>
      {created && <CreatedOrder order={created.order} blocked={created.blocked} />}
    </form>
  );
}
