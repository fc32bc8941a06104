// The login popup of requirements §2, composed of its parts (login/): the username or SMS method (tabs only with the
// verification-code login feature), the captcha step once the server asks for it, remember-me, the agent entrance, free
// play and social login, links to register and forgot-password; a second factor continues in its own popup.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FEATURES, type Entrance } from '@mekong/contracts';
import { Dialog, formNoteCss, formStackCss, Tabs, theme } from '@mekong/ui';
import { usePopups } from '../popups/PopupContext';
import { useFeature } from '../site-content/features';
import { CaptchaStep, FormSubmit } from './commonFields';
import { Checkbox, popupWidth, rowCss, TextButton, usePopupBanner, useRegisterSetting, WithBanner } from './formParts';
import { FreePlayButton } from './login/FreePlayButton';
import { emptyLogin, loginSchema, type LoginMethod, type LoginValues } from './login/loginForm';
import { SmsFields } from './login/SmsMethod';
import { SocialLogin } from './login/SocialLogin';
import { useLoginCaptcha } from './login/useLoginCaptcha';
import { useLoginSubmit } from './login/useLoginSubmit';
import { UsernameFields } from './login/UsernameMethod';
import { useRememberedLogin } from './login/useRememberedLogin';
import { useNoLoginSmsCode } from './useSmsCode';

export default function LoginPopup({ entrance = 'member', onClose }: { entrance?: Entrance; onClose: () => void }) {
  const { t } = useTranslation();
  const hasBanner = usePopupBanner('w_login') !== null;
  const { openPopup } = usePopups();
  const feature = useFeature();
  const smsLogin = feature(FEATURES.smsLogin);
  const mobileDigits = useRegisterSetting()?.mobileDigits ?? 10;
  const panelId = useId();
  const [tab, setTab] = useState<LoginMethod>('username');
  const method: LoginMethod = smsLogin ? tab : 'username';
  const [failure, setFailure] = useState<string | null>(null);
  const captcha = useLoginCaptcha();
  const form = useForm<LoginValues>({
    defaultValues: emptyLogin(entrance),
    resolver: zodResolver(loginSchema(method, captcha.shown, mobileDigits)),
  });
  const remember = useRememberedLogin(form);
  // The popup's, not the SMS fields': the countdown goes on while the username tab is open.
  const sms = useNoLoginSmsCode(() => form.getValues());
  const submit = useLoginSubmit({ form, method, captcha, remember, onFailure: setFailure });

  const methodTabs = [
    { id: 'username', label: t('auth.tab_username') },
    { id: 'sms', label: t('auth.tab_sms') },
  ];
  const chooseMethod = (id: string) => {
    setTab(id as LoginMethod);
    setFailure(null);
    form.clearErrors();
  };

  return (
    <Dialog open title={t('popups.login_title')} onClose={onClose} closeLabel={t('common.close')} width={popupWidth(hasBanner)}>
      <WithBanner group="w_login">
        {smsLogin && <Tabs label={t('auth.login_tabs')} tabs={methodTabs} value={method} panelId={panelId} onChange={chooseMethod} />}
        <FormProvider {...form}>
          <form
            id={panelId}
            role={smsLogin ? 'tabpanel' : undefined}
            css={[formStackCss, smsLogin && { marginTop: theme.spacing(4) }]}
            noValidate
            onSubmit={submit}
          >
            {method === 'username' ? <UsernameFields /> : <SmsFields sms={sms} mobileDigits={mobileDigits} />}
            <CaptchaStep captcha={captcha} />
            <div css={rowCss}>
              <Checkbox label={t('auth.remember')} {...form.register('remember')} />
              <TextButton onClick={() => openPopup({ kind: 'forgot-password' })}>{t('auth.forgot_password')}</TextButton>
            </div>
            <Checkbox label={t('auth.agent_login')} {...form.register('agent')} />
            <FormSubmit failure={failure} label={t('auth.submit_login')} />
            <FreePlayButton onFailure={setFailure} />
            <SocialLogin />
            <p css={[formNoteCss, { textAlign: 'center' }]}>
              {t('auth.no_account')} <TextButton onClick={() => openPopup({ kind: 'register' })}>{t('auth.go_register')}</TextButton>
            </p>
          </form>
        </FormProvider>
      </WithBanner>
    </Dialog>
  );
}
