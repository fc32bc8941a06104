// Sets the first withdraw password (with the login password) or changes it (with the current one): six digits,
// typed twice. Used by the withdrawal page before a first withdrawal and by the account centre.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { moneyEndpoints } from '@mekong/contracts/money';
import { Button, FormAlert, SuccessNote, TextField } from '@mekong/ui';
import { useApiMutation } from '@mekong/ui/remote';
import { formErrorText, moneyFailureText } from '../wallet/cashier';
import { formCss } from '../wallet/parts';
import { withdrawPasswordFormSchema, type WithdrawPasswordMode } from './withdrawForms';

/** Six digits, typed on a number pad. */
const digitsProps = { inputMode: 'numeric', maxLength: 6, autoComplete: 'off' } as const;

export function WithdrawPasswordForm({ mode, onDone }: { mode: WithdrawPasswordMode; onDone?: () => void }) {
  const { t } = useTranslation();
  const save = useApiMutation(moneyEndpoints.setWithdrawPassword);
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, formState, reset } = useForm({
    defaultValues: { current: '', newWithdrawPassword: '', confirmWithdrawPassword: '' },
    resolver: zodResolver(withdrawPasswordFormSchema(mode)),
  });
  const err = (field: 'current' | 'newWithdrawPassword' | 'confirmWithdrawPassword') => formErrorText(t, formState.errors[field]?.message);

  const submit = handleSubmit(async (input) => {
    setSaved(false);
    if (!(await save.mutate(input)).ok) return;
    reset();
    setSaved(true);
    onDone?.();
  });

  return (
    <form css={formCss} noValidate onSubmit={submit} aria-label={t(mode === 'set' ? 'wpw_set_title' : 'wpw_change_title')}>
      {mode === 'set' ? (
        <TextField
          label={t('wpw_login_password')}
          type="password"
          autoComplete="current-password"
          error={err('current')}
          {...register('current')}
        />
      ) : (
        <TextField label={t('wpw_current')} type="password" error={err('current')} {...digitsProps} {...register('current')} />
      )}
      <TextField
        label={t('wpw_new')}
        type="password"
        hint={t('cashier_withdraw_password_rule')}
        error={err('newWithdrawPassword')}
        {...digitsProps}
        {...register('newWithdrawPassword')}
      />
      <TextField
        label={t('wpw_confirm')}
        type="password"
        error={err('confirmWithdrawPassword')}
        {...digitsProps}
        {...register('confirmWithdrawPassword')}
      />
      <FormAlert message={moneyFailureText(t, save.error)} />
      {saved && <SuccessNote>{t(mode === 'set' ? 'wpw_set_done' : 'wpw_change_done')}</SuccessNote>}
      <Button type="submit" block disabled={save.pending}>
        {t(mode === 'set' ? 'wpw_set_submit' : 'wpw_change_submit')}
      </Button>
    </form>
  );
}
