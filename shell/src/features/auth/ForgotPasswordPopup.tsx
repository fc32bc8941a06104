// The forgot-password popup of requirements §2: by email (a reset email, confirmed with in_been_out) and, with
// CHNGPASSVERIF3 on, by mobile (SMS code and a new password, then signed in automatically; the captcha once the
// server asks for it, as the number's or the IP's failed guesses reach the login's threshold).
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { authEndpoints, FEATURES } from '@mekong/contracts';
import { formStackCss, TextField } from '@mekong/ui';
import { usePopups } from '../popups/PopupContext';
import { useShellServices } from '../session/ShellServicesContext';
import { useFeature } from '../site-content/features';
import { CaptchaStep, FormSubmit, MobileNumberFields, NewPasswordFields } from './commonFields';
import { apiErrorText, fieldErrorText } from './errors';
import { DEFAULT_DIALING_CODE, SmsCodeField, TextButton, useRegisterSetting } from './formParts';
import { captchaAnswerSchema, mobilePattern } from './fieldRules';
import { forgotByEmailSchema, forgotByMobileSchema } from './passwordSchemas';
import { TabbedPopup } from './TabbedPopup';
import { useCaptcha } from './useCaptcha';
import { useCompleteSignIn } from './useCompleteSignIn';
import { useNoLoginSmsCode } from './useSmsCode';

function ByEmail() {
  const { t } = useTranslation();
  const { api, bus } = useShellServices();
  const { closePopup } = usePopups();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ defaultValues: { username: '', email: '' }, resolver: zodResolver(forgotByEmailSchema) });
  const { register, handleSubmit, formState } = form;
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
    <FormProvider {...form}>
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
        <FormSubmit failure={failure} label={t('auth.submit_send_email')} />
      </form>
    </FormProvider>
  );
}

function ByMobile() {
  const { t } = useTranslation();
  const { callEncrypted } = useShellServices();
  const setting = useRegisterSetting();
  const completeSignIn = useCompleteSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const mobileDigits = setting?.mobileDigits ?? 10;
  const captcha = useCaptcha();
  const form = useForm({
    defaultValues: { countryDialingCode: DEFAULT_DIALING_CODE, mobileNum: '', verificationCode: '', newPassword: '', captcha: '' },
    resolver: zodResolver(z.extend(forgotByMobileSchema(mobileDigits, setting?.fields), { captcha: captchaAnswerSchema(captcha.shown) })),
  });
  const { register, handleSubmit, control, getValues, formState } = form;
  const mobileNum = useWatch({ control, name: 'mobileNum' });
  const sms = useNoLoginSmsCode(() => getValues());

  const submit = handleSubmit(async ({ captcha: answer, ...values }) => {
    setFailure(null);
    try {
      // Requirements §4 'forgot by phone': the reset signs the member in, closes the popup and goes to '/'.
      completeSignIn(await callEncrypted(authEndpoints.passwordByVerification, { ...values, ...captcha.fields(answer) }), 'reset');
    } catch (error) {
      captcha.afterTry(() => form.setValue('captcha', ''), error);
      setFailure(apiErrorText(t, error));
    }
  });

  return (
    <FormProvider {...form}>
      <form css={formStackCss} noValidate onSubmit={submit}>
        <MobileNumberFields />
        <SmsCodeField
          sms={sms}
          canSend={mobilePattern(mobileDigits).test(mobileNum.trim())}
          error={fieldErrorText(t, formState.errors.verificationCode?.message, 'verificationCode')}
          {...register('verificationCode')}
        />
        <NewPasswordFields confirm={false} />
        <CaptchaStep captcha={captcha} />
        <FormSubmit failure={failure} label={t('auth.submit_reset')} />
      </form>
    </FormProvider>
  );
}

type ForgotWay = 'email' | 'mobile';

export default function ForgotPasswordPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { openPopup } = usePopups();
  const feature = useFeature();
  const byMobile = feature(FEATURES.mobilePasswordReset);
  const [tab, setTab] = useState<ForgotWay>('email');
  const activeTab = byMobile ? tab : 'email';
  const ways: { id: ForgotWay; label: string }[] = [
    { id: 'email', label: t('auth.tab_email') },
    ...(byMobile ? [{ id: 'mobile' as const, label: t('auth.tab_mobile') }] : []),
  ];
  return (
    <TabbedPopup
      title={t('auth.forgot_title')}
      group="w_forget"
      onClose={onClose}
      tabsLabel={t('auth.forgot_tabs')}
      tabs={ways}
      value={activeTab}
      onChange={setTab}
      footer={<TextButton onClick={() => openPopup({ kind: 'login' })}>{t('auth.go_login')}</TextButton>}
    >
      {activeTab === 'email' ? <ByEmail /> : <ByMobile />}
    </TabbedPopup>
  );
}
