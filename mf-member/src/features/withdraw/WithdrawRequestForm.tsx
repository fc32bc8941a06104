// The withdrawal request: amount within the limits and the balance, the receiving bank account (its name fixed to
// the real name on file when there is one), and the withdraw password; the amount is held until ops review it.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { CURRENCY_SYMBOL, moneyEndpoints, type withdrawInfoSchema, type WithdrawalOrder } from '@mekong/contracts';
import { AmountField, Button, FormAlert, SuccessNote, TextField } from '@mekong/ui';
import { formErrorText, money, moneyFailureText } from '../wallet/cashier';
import { useMoneyAction } from '../wallet/hooks';
import { formCss } from '../wallet/parts';
import { WITHDRAW_FIELD_RULES, withdrawFieldErrorKey, withdrawRequestSchema } from './withdrawForms';

type WithdrawInfo = z.infer<typeof withdrawInfoSchema>;

export function WithdrawRequestForm({ info, onRequested }: { info: WithdrawInfo; onRequested: () => void }) {
  const { t } = useTranslation();
  const withdraw = useMoneyAction(moneyEndpoints.requestWithdrawal);
  const [requested, setRequested] = useState<WithdrawalOrder | null>(null);
  const defaultValues = { amount: '', bankName: '', bankAccountNo: '', accountName: info.payeeName ?? '', withdrawPassword: '' };
  const { register, handleSubmit, formState, reset } = useForm({
    defaultValues,
    resolver: zodResolver(withdrawRequestSchema({ min: info.minAmount, max: info.maxAmount, balance: info.balance })),
  });
  const { errors } = formState;
  const rule = (field: keyof typeof WITHDRAW_FIELD_RULES) => {
    const error = errors[field];
    return error ? t(withdrawFieldErrorKey(field, error.message ?? '')) : undefined;
  };

  const submit = handleSubmit(async (request) => {
    setRequested(null);
    const result = await withdraw.mutate(request);
    if (!result.ok) return;
    // The bank details stay for the next withdrawal; amount and password are typed each time.
    reset({ ...defaultValues, bankName: request.bankName, bankAccountNo: request.bankAccountNo, accountName: request.accountName });
    setRequested(result.value);
    onRequested();
  });

  return (
    <form css={formCss} noValidate onSubmit={submit} aria-label={t('withdraw_form')}>
      <AmountField
        label={t('cashier_amount')}
        currencySymbol={CURRENCY_SYMBOL}
        hint={t('withdraw_amount_limits', { min: money(info.minAmount), max: money(info.maxAmount), balance: money(info.balance) })}
        error={formErrorText(t, errors.amount?.message)}
        {...register('amount')}
      />
      <TextField label={t('cashier_bank_name')} autoComplete="off" maxLength={60} error={rule('bankName')} {...register('bankName')} />
      <TextField
        label={t('cashier_account_no')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={30}
        error={rule('bankAccountNo')}
        {...register('bankAccountNo')}
      />
      <TextField
        label={t('cashier_account_name')}
        autoComplete="name"
        maxLength={100}
        // The account must be in the member's own real name when one is on file: the server refuses any other.
        readOnly={info.payeeName !== null}
        hint={info.payeeName !== null ? t('withdraw_account_name_fixed') : undefined}
        error={rule('accountName')}
        {...register('accountName')}
      />
      <TextField
        label={t('cashier_withdraw_password')}
        type="password"
        inputMode="numeric"
        maxLength={6}
        autoComplete="off"
        error={rule('withdrawPassword')}
        {...register('withdrawPassword')}
      />
      <FormAlert message={moneyFailureText(t, withdraw.error)} />
      {requested && (
        <SuccessNote>
          {t('withdraw_requested', { amount: money(requested.amount), status: t(`withdrawal_status_${requested.status}`) })}
        </SuccessNote>
      )}
      <Button type="submit" block disabled={withdraw.pending}>
        {t('withdraw_submit')}
      </Button>
    </form>
  );
}
