// The transfer-to-downline form of a downline's detail: amount and withdraw password (react-hook-form + zod), sent
// through GCS_walletTransfer with an idempotency key, so a double submit moves the money once. An agent without a
// withdraw password is sent to the member centre to set one first.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { CURRENCY_SYMBOL, type ApiError } from '@mekong/contracts';
import { MONEY_LIMITS, moneyEndpoints, withdrawPasswordSchema, type TransferResult } from '@mekong/contracts/money';
import { AmountField, Button, FormAlert, formStackCss, SuccessNote, TextField } from '@mekong/ui';
import {
  amountSchema,
  formErrorText,
  FrozenNotice,
  money,
  NoData,
  QueryContent,
  useApiMutation,
  useApiQuery,
  useRemoteProps,
  useSession,
} from '@mekong/ui/remote';

const SET_PASSWORD_PAGE = '/member?page=withdraw';

const transferFormSchema = z.object({
  amount: amountSchema({ min: MONEY_LIMITS.transferMinMinor, max: MONEY_LIMITS.transferMaxMinor }),
  withdrawPassword: withdrawPasswordSchema,
});

/** The refusals a transfer meets, each with its text; anything else reads as a general failure. */
const TRANSFER_FAILURES = [
  'insufficient-balance',
  'withdraw-password-required',
  'withdraw-password-wrong',
  'not-on-your-tree',
  'account-frozen',
  'account-locked',
  'idempotency-conflict',
];

function failureText(t: (key: string) => string, error: ApiError | null): string | null {
  if (!error) return null;
  return t(TRANSFER_FAILURES.includes(error.code) ? `transfer_error_${error.code}` : 'transfer_error_unknown');
}

function TransferForm({ account, onDone }: { account: string; onDone: () => void }) {
  const { t } = useTranslation();
  const { bus } = useRemoteProps();
  const transfer = useApiMutation(moneyEndpoints.walletTransfer);
  const [done, setDone] = useState<TransferResult | null>(null);
  const { register, handleSubmit, formState, reset } = useForm({
    defaultValues: { amount: '', withdrawPassword: '' },
    resolver: zodResolver(transferFormSchema),
  });
  const submit = handleSubmit(async (input) => {
    setDone(null);
    const result = await transfer.mutate({ ...input, toAccount: account });
    if (!result.ok) return;
    reset();
    setDone(result.value);
    // The header's balance follows, and the downline's figures are read again.
    bus.emit('balance/refresh', {});
    onDone();
  });
  return (
    <form css={[formStackCss, { maxWidth: 520 }]} noValidate onSubmit={submit} aria-label={t('transfer_form')}>
      <AmountField
        label={t('transfer_amount')}
        currencySymbol={CURRENCY_SYMBOL}
        hint={t('transfer_amount_limits', { min: money(MONEY_LIMITS.transferMinMinor), max: money(MONEY_LIMITS.transferMaxMinor) })}
        error={formErrorText(t, formState.errors.amount?.message)}
        {...register('amount')}
      />
      <TextField
        label={t('transfer_withdraw_password')}
        type="password"
        inputMode="numeric"
        maxLength={6}
        autoComplete="off"
        // The contract's rule message is English for API callers: the agent reads the translated rule.
        error={formState.errors.withdrawPassword ? t('transfer_withdraw_password_rule') : undefined}
        {...register('withdrawPassword')}
      />
      <FormAlert message={failureText(t, transfer.error)} />
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

export function TransferToDownline({ account, onDone }: { account: string; onDone: () => void }) {
  const { t } = useTranslation();
  const { navigate } = useRemoteProps();
  const { token } = useSession();
  const options = useApiQuery(moneyEndpoints.transferOptions, () => ({}), token);
  return (
    <QueryContent query={options}>
      {({ hasWithdrawPassword }) =>
        hasWithdrawPassword ? (
          <>
            <FrozenNotice />
            <TransferForm account={account} onDone={onDone} />
          </>
        ) : (
          <NoData message={t('transfer_needs_password')}>
            <a
              href={SET_PASSWORD_PAGE}
              onClick={(event) => {
                event.preventDefault();
                navigate(SET_PASSWORD_PAGE);
              }}
            >
              {t('transfer_set_password')}
            </a>
          </NoData>
        )
      }
    </QueryContent>
  );
}
