// The login popup of requirements §2: username or SMS tabs (SMS only with the verification-code login feature), the
// captcha once the server asks for it, remember-me, free play, links to register and forgot-password.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  ApiError,
  authEndpoints,
  FEATURES,
  freeText,
  LIMITS,
  SITE_CONFIG,
  secondFactorChallengeSchema,
  type Entrance,
  type LoginAnswer,
  type LoginPayload,
  type Resource,
} from '@mekong/contracts';
import { Button, Dialog, FormAlert, formNoteCss, formStackCss, Tabs, TextField, theme } from '@mekong/ui';
import { usePopups } from '../popups/PopupContext';
import { useShellServices } from '../session/ShellServicesContext';
import { useFeature } from '../site-content/features';
import { useSiteContent } from '../site-content/SiteContentContext';
import { apiErrorText, failureCode, FIELD_MESSAGES, fieldErrorText } from './errors';
import {
  CaptchaField,
  Checkbox,
  CountryCodeSelect,
  DEFAULT_DIALING_CODE,
  popupWidth,
  usePopupBanner,
  WithBanner,
  rowCss,
  SmsCodeField,
  TextButton,
  useRegisterSetting,
} from './formParts';
import { mobileMessage, mobilePattern } from './mobile';
import { browserRememberMe, type RememberedLogin } from './rememberMe';
import { captchaAnswerSchema, useCaptcha } from './useCaptcha';
import { useCompleteSignIn } from './useCompleteSignIn';
import { useSmsCode } from './useSmsCode';

type LoginTab = 'username' | 'sms';

interface LoginValues {
  username: string;
  password: string;
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  captcha: string;
  remember: boolean;
  agent: boolean;
}

/** Requirements §5 login rules: inputs trimmed; the fields of the open tab required; the mobile pattern-checked; captcha when shown. */
export function loginSchema(tab: LoginTab, captchaShown: boolean, mobileDigits: number) {
  const required = z.string().trim().min(1, 'input_cannot_be_empty');
  const optional = z.string().trim();
  return z.object({
    // Invisible or control characters pasted with a username: the translated rule here, not the server's English 400.
    username: tab === 'username' ? freeText(required, { message: FIELD_MESSAGES.unsafe }) : optional,
    password: tab === 'username' ? required : optional,
    countryDialingCode: optional,
    mobileNum: tab === 'sms' ? required.regex(mobilePattern(mobileDigits), mobileMessage(mobileDigits)) : optional,
    verificationCode: tab === 'sms' ? required.max(LIMITS.smsCodeMaxLength, 'auth.sms_code_too_long') : optional,
    captcha: captchaAnswerSchema(captchaShown),
    remember: z.boolean(),
    agent: z.boolean(),
  });
}

/** Social login buttons show only for providers the site configures (SOCIAL resources named '<Provider>Login'). */
export function socialLoginProviders(resources: readonly Resource[] | undefined): { provider: string; url: string }[] {
  return (resources ?? []).flatMap((r) => {
    const match = r.resourceType === 'SOCIAL' && r.url.trim() !== '' ? /^(\w+)Login$/.exec(r.labelNameEn) : null;
    return match?.[1] ? [{ provider: match[1], url: r.url }] : [];
  });
}

const CAPTCHA_DEMANDED_KEY = 'mekong.captchaDemanded';

const EMPTY: LoginValues = {
  username: '',
  password: '',
  countryDialingCode: DEFAULT_DIALING_CODE,
  mobileNum: '',
  verificationCode: '',
  captcha: '',
  remember: false,
  agent: false,
};

export default function LoginPopup({ entrance = 'member', onClose }: { entrance?: Entrance; onClose: () => void }) {
  const { t } = useTranslation();
  const hasBanner = usePopupBanner('w_login') !== null;
  const { api, bus, callEncrypted, sessionStorage } = useShellServices();
  const { openPopup } = usePopups();
  const { systemInfo } = useSiteContent();
  const feature = useFeature();
  const setting = useRegisterSetting();
  const completeSignIn = useCompleteSignIn();
  const panelId = useId();
  const smsLogin = feature(FEATURES.smsLogin);
  const [tab, setTab] = useState<LoginTab>('username');
  const activeTab: LoginTab = smsLogin ? tab : 'username';
  const [failure, setFailure] = useState<string | null>(null);
  // Once the server asked for a captcha, later logins in this tab show it from the start (no wasted attempt).
  const [demandedBefore] = useState(() => sessionStorage.getItem(CAPTCHA_DEMANDED_KEY) === 'true');
  const captcha = useCaptcha({ demanded: demandedBefore, clearAnswer: () => form.setValue('captcha', '') });
  const captchaShown = captcha.shown;
  const rememberMe = useMemo(() => browserRememberMe(), []);
  const mobileDigits = setting?.mobileDigits ?? 10;

  const form = useForm<LoginValues>({
    defaultValues: { ...EMPTY, agent: entrance === 'agent' },
    resolver: zodResolver(loginSchema(activeTab, captchaShown, mobileDigits)),
  });
  const { register, handleSubmit, control, reset, clearErrors, getValues, formState } = form;
  const { errors, isSubmitting } = formState;
  const mobileNum = useWatch({ control, name: 'mobileNum' });
  const mobileValid = mobilePattern(mobileDigits).test(mobileNum.trim());

  // Remember-me (requirements §9): fill in the last details saved on this browser within 24 hours.
  useEffect(() => {
    let current = true;
    rememberMe?.load().then((saved) => {
      if (!current || !saved) return;
      reset({ ...getValues(), ...saved, remember: true });
    });
    return () => {
      current = false;
    };
  }, [rememberMe, reset, getValues]);

  const sms = useSmsCode(() =>
    api.call(authEndpoints.smsNoLogin, { mobileNum: getValues('mobileNum').trim(), countryDialingCode: getValues('countryDialingCode') }),
  );

  const remember = async (values: LoginValues) => {
    if (!rememberMe) return;
    if (!values.remember) return rememberMe.clear();
    const saved = (await rememberMe.load()) ?? {};
    const latest: RememberedLogin =
      activeTab === 'username'
        ? { username: values.username, password: values.password }
        : { mobileNum: values.mobileNum, countryDialingCode: values.countryDialingCode };
    await rememberMe.save({ ...saved, ...latest });
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const target: Entrance = values.agent ? 'agent' : 'member';
    const shared = { entrance: target, ...captcha.fields(values.captcha) };
    const payload: LoginPayload =
      activeTab === 'username'
        ? { type: 'username', username: values.username, password: values.password, ...shared }
        : {
            type: 'sms',
            mobileNum: values.mobileNum,
            verificationCode: values.verificationCode,
            countryDialingCode: values.countryDialingCode,
            ...shared,
          };
    let answer: LoginAnswer;
    try {
      answer = await callEncrypted(authEndpoints.login, payload);
    } catch (error) {
      const code = failureCode(error);
      const challenge = error instanceof ApiError ? secondFactorChallengeSchema.safeParse(error.details) : null;
      if (code === 'second-factor-required' && challenge?.success) {
        await remember(values).catch(() => undefined);
        openPopup({ kind: 'second-factor', challenge: challenge.data, method: activeTab, entrance: target });
        return;
      }
      // Requirements §8: a failure whose value carries the captcha flag brings the captcha field and a fresh image.
      if (captcha.afterTry(error)) sessionStorage.setItem(CAPTCHA_DEMANDED_KEY, 'true');
      setFailure(apiErrorText(t, error));
      return;
    }
    await remember(values).catch((error: unknown) => console.error('[shell] remember-me failed', error));
    sessionStorage.removeItem(CAPTCHA_DEMANDED_KEY);
    completeSignIn(answer, activeTab, target);
  });

  const freePlay = async () => {
    setFailure(null);
    try {
      const answer = await api.call(authEndpoints.freeplay, { platform: SITE_CONFIG.platform, os: navigator.platform || undefined });
      completeSignIn(answer, 'freeplay');
    } catch (error) {
      setFailure(apiErrorText(t, error));
    }
  };

  const socials = socialLoginProviders(systemInfo?.resources);
  const err = (name: keyof LoginValues) => fieldErrorText(t, errors[name]?.message, name);

  return (
    <Dialog open title={t('popups.login_title')} onClose={onClose} closeLabel={t('common.close')} width={popupWidth(hasBanner)}>
      <WithBanner group="w_login">
        {smsLogin && (
          <Tabs
            label={t('auth.login_tabs')}
            tabs={[
              { id: 'username', label: t('auth.tab_username') },
              { id: 'sms', label: t('auth.tab_sms') },
            ]}
            value={activeTab}
            panelId={panelId}
            onChange={(id) => {
              setTab(id as LoginTab);
              setFailure(null);
              clearErrors();
            }}
          />
        )}
        <form
          id={panelId}
          role={smsLogin ? 'tabpanel' : undefined}
          css={[formStackCss, smsLogin && { marginTop: theme.spacing(4) }]}
          noValidate
          onSubmit={submit}
        >
          {activeTab === 'username' ? (
            <>
              <TextField label={t('auth.username')} autoComplete="username" error={err('username')} {...register('username')} />
              <TextField
                label={t('auth.password')}
                type="password"
                autoComplete="current-password"
                error={err('password')}
                {...register('password')}
              />
            </>
          ) : (
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
                error={err('mobileNum')}
                {...register('mobileNum')}
              />
              <SmsCodeField sms={sms} canSend={mobileValid} error={err('verificationCode')} {...register('verificationCode')} />
            </>
          )}
          {captchaShown && (
            <CaptchaField captcha={captcha.captcha} onRefresh={() => captcha.refresh()} error={err('captcha')} {...register('captcha')} />
          )}
          <div css={rowCss}>
            <Checkbox label={t('auth.remember')} {...register('remember')} />
            <TextButton onClick={() => openPopup({ kind: 'forgot-password' })}>{t('auth.forgot_password')}</TextButton>
          </div>
          <Checkbox label={t('auth.agent_login')} {...register('agent')} />
          <FormAlert message={failure} />
          <Button type="submit" block disabled={isSubmitting}>
            {t('auth.submit_login')}
          </Button>
          {feature(FEATURES.freePlay) && (
            <Button variant="secondary" block onClick={() => void freePlay()}>
              {t('auth.free_play')}
            </Button>
          )}
          {socials.length > 0 && (
            <div css={[rowCss, { justifyContent: 'center' }]}>
              <p css={formNoteCss}>{t('auth.social_login')}</p>
              {socials.map(({ provider, url }) => (
                <Button
                  key={provider}
                  variant="secondary"
                  size="sm"
                  onClick={() => {
                    const opened = window.open(
                      url,
                      'mekong-social-login',
                      `width=${LIMITS.customerServiceWindow.width},height=${LIMITS.customerServiceWindow.height}`,
                    );
                    if (!opened) bus.emit('dialog/show', { messageKey: 'common.popup_blocked', tone: 'warning' });
                  }}
                >
                  {t('auth.social_with', { provider })}
                </Button>
              ))}
            </div>
          )}
          <p css={[formNoteCss, { textAlign: 'center' }]}>
            {t('auth.no_account')} <TextButton onClick={() => openPopup({ kind: 'register' })}>{t('auth.go_register')}</TextButton>
          </p>
        </form>
      </WithBanner>
    </Dialog>
  );
}
