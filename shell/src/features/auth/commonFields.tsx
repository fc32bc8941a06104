// Field groups several account forms share, each reading its form through react-hook-form's FormProvider: the mobile
// number with its country code (login by SMS, reset by phone), the new password and its confirmation (change, reset by
// link, reset by phone), the captcha once it shows (login, reset by phone), and the failure with the submit button.
import { Controller, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, FormAlert, TextField } from '@mekong/ui';
import { fieldErrorText } from './errors';
import { CaptchaField, CountryCodeSelect } from './formParts';
import type { CaptchaState } from './useCaptcha';

interface MobileValues {
  countryDialingCode: string;
  mobileNum: string;
}

/** The country dialing code and the mobile number (requirements §5 mobile rule). */
export function MobileNumberFields() {
  const { t } = useTranslation();
  const { control, register } = useFormContext<MobileValues>();
  const { errors } = useFormState<MobileValues>();
  return (
    <>
      <Controller
        control={control}
        name="countryDialingCode"
        render={({ field }) => <CountryCodeSelect value={field.value} onChange={field.onChange} />}
      />
      <TextField
        label={t('auth.mobile')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        error={fieldErrorText(t, errors.mobileNum?.message, 'mobileNum')}
        {...register('mobileNum')}
      />
    </>
  );
}

interface NewPasswordValues {
  newPassword: string;
  confirmNewPassword: string;
}

/** The new password by the register setting's rule, and its confirmation unless `confirm` is false; both worded as the new password. */
export function NewPasswordFields({ confirm = true }: { confirm?: boolean }) {
  const { t } = useTranslation();
  const { register } = useFormContext<NewPasswordValues>();
  const { errors } = useFormState<NewPasswordValues>();
  const err = (field: keyof NewPasswordValues) => fieldErrorText(t, errors[field]?.message, 'newPassword');
  return (
    <>
      <TextField
        label={t('auth.new_password')}
        type="password"
        autoComplete="new-password"
        error={err('newPassword')}
        {...register('newPassword')}
      />
      {confirm && (
        <TextField
          label={t('auth.confirm_new_password')}
          type="password"
          autoComplete="new-password"
          error={err('confirmNewPassword')}
          {...register('confirmNewPassword')}
        />
      )}
    </>
  );
}

/** The captcha field with its image, while the captcha shows. */
export function CaptchaStep({ captcha }: { captcha: CaptchaState }) {
  const { t } = useTranslation();
  const { register } = useFormContext<{ captcha: string }>();
  const { errors } = useFormState<{ captcha: string }>();
  if (!captcha.shown) return null;
  return (
    <CaptchaField
      captcha={captcha.captcha}
      onRefresh={() => captcha.refresh()}
      error={fieldErrorText(t, errors.captcha?.message, 'captcha')}
      {...register('captcha')}
    />
  );
}

/** What the last try failed with, and the form's submit button (off while a try is in flight). */
export function FormSubmit({ failure, label }: { failure: string | null; label: string }) {
  const { isSubmitting } = useFormState();
  return (
    <>
      <FormAlert message={failure} />
      <Button type="submit" block disabled={isSubmitting}>
        {label}
      </Button>
    </>
  );
}
