// The withdrawal request: amount within the limits and the balance, the receiving bank account — one of the member's
// bound accounts when there are any (issue 19: the server then sends money nowhere else), else typed with its name
// fixed to the real name on file — and the withdraw password; the amount is held until ops review it.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { CURRENCY_SYMBOL } from '@mekong/contracts';
import { moneyEndpoints, type requestWithdrawalInputSchema, type withdrawInfoSchema, type WithdrawalOrder } from '@mekong/contracts/money';
import { accountEndpoints, type BankAccount } from '@mekong/contracts/account';
import { AmountField, Button, formNoteCss, FormAlert, SelectField, SuccessNote, TextField } from '@mekong/ui';
import { PageLoading, useApiQuery, useSession, type MutationInput } from '@mekong/ui/remote';
import { formErrorText, money } from '../wallet/cashier';
import { useMoneyAction } from '../wallet/hooks';
import { formCss } from '../wallet/parts';
import { accountFailureText } from '../security-centre/accountFailure';
import { WITHDRAW_FIELD_RULES, withdrawFieldErrorKey, withdrawRequestSchema, withdrawToBoundSchema } from './withdrawForms';

type WithdrawInfo = z.infer<typeof withdrawInfoSchema>;

interface FormProps {
  info: WithdrawInfo;
  onRequested: () => void;
}

/** The member's bound accounts decide the form: chosen from them, or typed while there are none. */
export function WithdrawRequestForm(props: FormProps) {
  const { token } = useSession();
  const bound = useApiQuery(accountEndpoints.bankAccounts, () => ({}), token);
  if (bound.status === 'loading') return <PageLoading />;
  // Unreadable: the typed form, which the server still holds to the bound accounts.
  const accounts = bound.status === 'success' ? bound.data : [];
  return accounts.length > 0 ? <BoundAccountForm {...props} accounts={accounts} /> : <TypedAccountForm {...props} />;
}

/** What both forms share: the call, the order it placed, and running it (with what to keep for the next one). */
function useWithdrawal(onRequested: () => void) {
  const withdraw = useMoneyAction(moneyEndpoints.requestWithdrawal);
  const [requested, setRequested] = useState<WithdrawalOrder | null>(null);
  const run = async (request: MutationInput<z.input<typeof requestWithdrawalInputSchema>>, keep: () => void) => {
    setRequested(null);
    const result = await withdraw.mutate(request);
    if (!result.ok) return;
    keep();
    setRequested(result.value);
    onRequested();
  };
  return { withdraw, requested, run };
}

function AmountInput({ info, field, error }: { info: WithdrawInfo; field: UseFormRegisterReturn; error: string | undefined }) {
  const { t } = useTranslation();
  return (
    <AmountField
      label={t('cashier_amount')}
      currencySymbol={CURRENCY_SYMBOL}
      hint={t('withdraw_amount_limits', { min: money(info.minAmount), max: money(info.maxAmount), balance: money(info.balance) })}
      error={error}
      {...field}
    />
  );
}

function PasswordInput({ field, error }: { field: UseFormRegisterReturn; error: string | undefined }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('cashier_withdraw_password')}
      type="password"
      inputMode="numeric"
      maxLength={6}
      autoComplete="off"
      error={error}
      {...field}
    />
  );
}

/** The refusal or the order placed, and the submit button. */
function Outcome({ withdrawal }: { withdrawal: ReturnType<typeof useWithdrawal> }) {
  const { t } = useTranslation();
  const { withdraw, requested } = withdrawal;
  return (
    <>
      <FormAlert message={accountFailureText(t, withdraw.error)} />
      {requested && (
        <SuccessNote>
          {t('withdraw_requested', { amount: money(requested.amount), status: t(`withdrawal_status_${requested.status}`) })}
        </SuccessNote>
      )}
      <Button type="submit" block disabled={withdraw.pending}>
        {t('withdraw_submit')}
      </Button>
    </>
  );
}

function BoundAccountForm({ info, onRequested, accounts }: FormProps & { accounts: BankAccount[] }) {
  const { t } = useTranslation();
  const withdrawal = useWithdrawal(onRequested);
  const defaultValues = { amount: '', bankAccountId: accounts[0]?.id ?? '', withdrawPassword: '' };
  const { register, handleSubmit, formState, reset, control, setValue } = useForm({
    defaultValues,
    resolver: zodResolver(withdrawToBoundSchema({ min: info.minAmount, max: info.maxAmount, balance: info.balance })),
  });
  const { errors } = formState;
  const bankAccountId = useWatch({ control, name: 'bankAccountId' });
  // The chosen account stays for the next withdrawal; amount and password are typed each time.
  const submit = handleSubmit((request) =>
    withdrawal.run(request, () => reset({ ...defaultValues, bankAccountId: request.bankAccountId })),
  );

  return (
    <form css={formCss} noValidate onSubmit={submit} aria-label={t('withdraw_form')}>
      <AmountInput info={info} field={register('amount')} error={formErrorText(t, errors.amount?.message)} />
      <SelectField
        label={t('withdraw_to_account')}
        value={bankAccountId}
        options={accounts.map((account) => ({
          value: account.id,
          label: `${account.bankName} ${account.accountNo} · ${account.accountName}`,
        }))}
        onChange={(id) => setValue('bankAccountId', id)}
      />
      <PasswordInput
        field={register('withdrawPassword')}
        error={errors.withdrawPassword ? t(WITHDRAW_FIELD_RULES.withdrawPassword) : undefined}
      />
      <Outcome withdrawal={withdrawal} />
    </form>
  );
}

function TypedAccountForm({ info, onRequested }: FormProps) {
  const { t } = useTranslation();
  const withdrawal = useWithdrawal(onRequested);
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
  // The bank details stay for the next withdrawal; amount and password are typed each time.
  const submit = handleSubmit((request) =>
    withdrawal.run(request, () =>
      reset({ ...defaultValues, bankName: request.bankName, bankAccountNo: request.bankAccountNo, accountName: request.accountName }),
    ),
  );

  return (
    <form css={formCss} noValidate onSubmit={submit} aria-label={t('withdraw_form')}>
      <AmountInput info={info} field={register('amount')} error={formErrorText(t, errors.amount?.message)} />
      <p css={formNoteCss}>{t('withdraw_bind_first')}</p>
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
      <PasswordInput field={register('withdrawPassword')} error={rule('withdrawPassword')} />
      <Outcome withdrawal={withdrawal} />
    </form>
  );
}
