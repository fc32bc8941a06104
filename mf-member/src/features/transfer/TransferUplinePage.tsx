// transferUpline: send money from the main wallet to the direct upline, confirmed with the withdraw password.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { CURRENCY_SYMBOL } from '@mekong/contracts';
import { MONEY_LIMITS, moneyEndpoints, withdrawPasswordSchema, type TransferResult } from '@mekong/contracts/money';
import { AmountField, Button, FormAlert, formNoteCss, SuccessNote, TextField } from '@mekong/ui';
import { FrozenNotice, NoData, QueryContent, useApiQuery, useKeptQuery, useRemoteProps, useSession } from '@mekong/ui/remote';
import { amountSchema, formErrorText, money, moneyFailureText } from '../wallet/cashier';
import { useMoneyAction } from '../wallet/hooks';
import { Figures, formCss } from '../wallet/parts';

const WITHDRAW_PAGE = '/member?page=withdraw';

const transferFormSchema = z.object({
  amount: amountSchema({ min: MONEY_LIMITS.transferMinMinor, max: MONEY_LIMITS.transferMaxMinor }),
  withdrawPassword: withdrawPasswordSchema,
});

function TransferForm({ upline }: { upline: string }) {
  const { t } = useTranslation();
  const transfer = useMoneyAction(moneyEndpoints.transferUpline);
  const [done, setDone] = useState<TransferResult | null>(null);
  const { register, handleSubmit, formState, reset } = useForm({
    defaultValues: { amount: '', withdrawPassword: '' },
    resolver: zodResolver(transferFormSchema),
  });
  const submit = handleSubmit(async (input) => {
    setDone(null);
    const result = await transfer.mutate(input);
    if (!result.ok) return;
    reset();
    setDone(result.value);
  });
  return (
    <form css={formCss} noValidate onSubmit={submit} aria-label={t('transfer_form')}>
      <Figures items={[{ label: t('transfer_to'), value: upline }]} />
      <AmountField
        label={t('cashier_amount')}
        currencySymbol={CURRENCY_SYMBOL}
        hint={t('cashier_amount_limits', { min: money(MONEY_LIMITS.transferMinMinor), max: money(MONEY_LIMITS.transferMaxMinor) })}
        error={formErrorText(t, formState.errors.amount?.message)}
        {...register('amount')}
      />
      <TextField
        label={t('cashier_withdraw_password')}
        type="password"
        inputMode="numeric"
        maxLength={6}
        autoComplete="off"
        // The contract's rule message is English for API callers: the member reads the translated rule.
        error={formState.errors.withdrawPassword ? t('cashier_withdraw_password_rule') : undefined}
        {...register('withdrawPassword')}
      />
      <FormAlert message={moneyFailureText(t, transfer.error)} />
      {done && (
        <SuccessNote>
          {t('transfer_done', { amount: money(done.amount), account: done.toAccount, balance: money(done.balance) })}
        </SuccessNote>
      )}
      <Button type="submit" block disabled={transfer.pending}>
        {t('transfer_submit')}
      </Button>
    </form>
  );
}

export function TransferUplinePage() {
  const { t } = useTranslation();
  const { navigate } = useRemoteProps();
  const { token } = useSession();
  const options = useKeptQuery(
    useApiQuery(moneyEndpoints.transferOptions, () => ({}), token),
    token,
  );
  return (
    <QueryContent query={options}>
      {({ upline, hasWithdrawPassword }) =>
        upline === null ? (
          <NoData message={t('transfer_no_upline')} />
        ) : !hasWithdrawPassword ? (
          <NoData message={t('transfer_needs_password')}>
            <a
              href={WITHDRAW_PAGE}
              onClick={(event) => {
                event.preventDefault();
                navigate(WITHDRAW_PAGE);
              }}
            >
              {t('transfer_set_password')}
            </a>
          </NoData>
        ) : (
          <>
            <FrozenNotice />
            <p css={formNoteCss}>{t('transfer_note')}</p>
            <TransferForm upline={upline} />
          </>
        )
      }
    </QueryContent>
  );
}
