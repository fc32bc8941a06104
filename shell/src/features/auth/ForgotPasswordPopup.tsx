// The forgot-password popup of requirements §2: by email (a reset email, confirmed with in_been_out) and, with
// CHNGPASSVERIF3 on, by mobile (SMS code and a new password, then signed in automatically; the captcha once the
// server asks for it, as the number's or the IP's failed guesses reach the login's threshold).
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { authEndpoints, FEATURES } from '@mekong/contracts';
import { Button, Dialog, FormAlert, formNoteCss, formStackCss, Tabs, TextField, theme } from '@mekong/ui';
import { usePopups } from '../popups/PopupContext';
import { useShellServices } from '../session/ShellServicesContext';
import { useFeature } from '../site-content/features';
import { apiErrorText, fieldErrorText } from './errors';
import {
  CaptchaField,
  CountryCodeSelect,
  DEFAULT_DIALING_CODE,
  popupWidth,
  usePopupBanner,
  WithBanner,
  SmsCodeField,
  TextButton,
  useRegisterSetting,
} from './formParts';
import { mobilePattern } from './mobile';
import { forgotByEmailSchema, forgotByMobileSchema } from './passwordSchemas';
import { captchaAnswerSchema, useCaptcha } from './useCaptcha';
import { useCompleteSignIn } from './useCompleteSignIn';
import { useSmsCode } from './useSmsCode';

function ByEmail() {
  const { t } = useTranslation();
  const { api, bus } = useShellServices();
  const { closePopup } = usePopups();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({
    defaultValues: { username: '', email: '' },
    resolver: zodResolver(forgotByEmailSchema),
  });
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await api.call(authEndpoints.passwordByEmail, values);
      closePopup();
      bus.emit('dialog/show', { messageKey: 'in_been_out', tone: 'success' });
    } catch (error) {
      setFailure(apiErrorText(t, error));
    }
  });
  return (
    <form css={formStackCss} noValidate onSubmit={submit}>
      <TextField
        label={t('auth.username')}
        autoComplete="username"
        error={fieldErrorText(t, formState.errors.username?.message, 'username')}
        {...register('username')}
      />
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        error={fieldErrorText(t, formState.errors.email?.message, 'email')}
        {...register('email')}
      />
      <FormAlert message={failure} />
      <Button type="submit" block disabled={formState.isSubmitting}>
        {t('auth.submit_send_email')}
      </Button>
    </form>
  );
}

function ByMobile() {
  const { t } = useTranslation();
  const { api, callEncrypted } = useShellServices();
  const setting = useRegisterSetting();
  const completeSignIn = useCompleteSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const mobileDigits = setting?.mobileDigits ?? 10;
  const captcha = useCaptcha({ clearAnswer: () => setValue('captcha', '') });
  const { register, handleSubmit, control, getValues, setValue, formState } = useForm({
    defaultValues: { countryDialingCode: DEFAULT_DIALING_CODE, mobileNum: '', verificationCode: '', newPassword: '', captcha: '' },
    resolver: zodResolver(forgotByMobileSchema(mobileDigits, setting?.fields).extend({ captcha: captchaAnswerSchema(captcha.shown) })),
  });
  const mobileNum = useWatch({ control, name: 'mobileNum' });
  const sms = useSmsCode(() =>
    api.call(authEndpoints.smsNoLogin, { mobileNum: getValues('mobileNum').trim(), countryDialingCode: getValues('countryDialingCode') }),
  );
  const err = (field: 'mobileNum' | 'verificationCode' | 'newPassword' | 'captcha') =>
    fieldErrorText(t, formState.errors[field]?.message, field);

  const submit = handleSubmit(async ({ captcha: answer, ...values }) => {
    setFailure(null);
    try {
      // Requirements §4 'forgot by phone': the reset signs the member in, closes the popup and goes to '/'.
      completeSignIn(await callEncrypted(authEndpoints.passwordByVerification, { ...values, ...captcha.fields(answer) }), 'reset');
    } catch (error) {
      captcha.afterTry(error);
      setFailure(apiErrorText(t, error));
    }
  });

  return (
    <form css={formStackCss} noValidate onSubmit={submit}>
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
        error={err('mobileNum')}
        {...register('mobileNum')}
      />
      <SmsCodeField
        sms={sms}
        canSend={mobilePattern(mobileDigits).test(mobileNum.trim())}
        error={err('verificationCode')}
        {...register('verificationCode')}
      />
      <TextField
        label={t('auth.new_password')}
        type="password"
        autoComplete="new-password"
        error={err('newPassword')}
        {...register('newPassword')}
      />
      {captcha.shown && (
        <CaptchaField captcha={captcha.captcha} onRefresh={() => captcha.refresh()} error={err('captcha')} {...register('captcha')} />
      )}
      <FormAlert message={failure} />
      <Button type="submit" block disabled={formState.isSubmitting}>
        {t('auth.submit_reset')}
      </Button>
    </form>
  );
}

export default function ForgotPasswordPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const hasBanner = usePopupBanner('w_forget') !== null;
  const { openPopup } = usePopups();
  const feature = useFeature();
  const panelId = useId();
  const byMobile = feature(FEATURES.mobilePasswordReset);
  const [tab, setTab] = useState<'email' | 'mobile'>('email');
  const activeTab = byMobile ? tab : 'email';
  return (
    <Dialog open title={t('auth.forgot_title')} onClose={onClose} closeLabel={t('common.close')} width={popupWidth(hasBanner)}>
      <WithBanner group="w_forget">
        {byMobile && (
          <Tabs
            label={t('auth.forgot_tabs')}
            tabs={[
              { id: 'email', label: t('auth.tab_email') },
              { id: 'mobile', label: t('auth.tab_mobile') },
            ]}
            value={activeTab}
            panelId={panelId}
            onChange={(id) => setTab(id as 'email' | 'mobile')}
          />
        )}
        <div id={panelId} role={byMobile ? 'tabpanel' : undefined} css={{ marginTop: theme.spacing(4) }}>
          {activeTab === 'email' ? <ByEmail /> : <ByMobile />}
        </div>
        <p css={[formNoteCss, { textAlign: 'center', marginTop: theme.spacing(4) }]}>
          <TextButton onClick={() => openPopup({ kind: 'login' })}>{t('auth.go_login')}</TextButton>
        </p>
      </WithBanner>
    </Dialog>
  );
}
