// The member's editable profile (requirements §3 'Other profile fields'): nickname, full name, birthday, telegram,
// zalo, address, nationality, occupation, source of income and place of birth. The server checks the rules (the
// full-name pattern, a birthday of someone at least 21) and writes all or nothing; its refusal shows translated.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { accountEndpoints, type AccountProfile } from '@mekong/contracts/account';
import { Button, FormAlert, SuccessNote, TextField } from '@mekong/ui';
import { useApiMutation } from '@mekong/ui/remote';
import { formCss, Part } from '../wallet/parts';
import { accountFailureText } from './accountFailure';

const FIELDS = [
  ['nickname', 30],
  ['fullname', 100],
  ['birthday', 10],
  ['telegram', 60],
  ['zalo', 60],
  ['address', 200],
  ['nationality', 60],
  ['occupation', 100],
  ['sourceOfIncome', 100],
  ['placeOfBirth', 100],
] as const satisfies readonly (readonly [keyof AccountProfile, number])[];

export function ProfileSection({ profile, onSaved }: { profile: AccountProfile; onSaved: () => void }) {
  const { t } = useTranslation();
  const save = useApiMutation(accountEndpoints.updateProfile);
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, reset } = useForm({ defaultValues: profile });
  const refusedField = save.error?.details?.field;

  const submit = handleSubmit(async (input) => {
    setSaved(false);
    const result = await save.mutate(input);
    if (!result.ok) return;
    reset(result.value);
    setSaved(true);
    onSaved();
  });

  return (
    <Part title={t('account_profile')}>
      <form css={formCss} noValidate onSubmit={submit} aria-label={t('account_profile')}>
        {FIELDS.map(([field, max]) => (
          <TextField
            key={field}
            label={t(`account_profile_${field}`)}
            maxLength={max}
            type={field === 'birthday' ? 'date' : 'text'}
            hint={field === 'fullname' ? t('account_fullname_hint') : field === 'birthday' ? t('account_birthday_hint') : undefined}
            error={refusedField === field ? (accountFailureText(t, save.error) ?? undefined) : undefined}
            {...register(field)}
          />
        ))}
        <FormAlert message={accountFailureText(t, save.error)} />
        {saved && <SuccessNote>{t('account_profile_saved')}</SuccessNote>}
        <Button type="submit" block disabled={save.pending}>
          {t('account_save')}
        </Button>
      </form>
    </Part>
  );
}
