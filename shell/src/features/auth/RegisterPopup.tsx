// The register popup of requirements §2: username and mobile tabs (each behind its site feature), every field the
// server's register setting shows, checked by its rule; terms (18+), invitation code check, SMS countdown; the
// captcha once the server asks for one (the number's or the IP's failed guesses), for the SMS request or the code.
import { zodResolver } from '@hookform/resolvers/zod';
import { Fragment, useEffect, useState } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import {
  authEndpoints,
  FEATURES,
  LIMITS,
  registerFormSchema,
  SITE_CONFIG,
  type FieldRule,
  type RegisterField,
  type RegisterFormValues,
} from '@mekong/contracts';
import { AGE_FAILURES, agedRegisterEndpoints } from '@mekong/contracts/age';
import { formNoteCss, formStackCss, Spinner, TextField, theme } from '@mekong/ui';
import { usePopups } from '../popups/PopupContext';
import { useShellServices } from '../session/ShellServicesContext';
import { useFeature } from '../site-content/features';
import { FormSubmit } from './commonFields';
import { apiErrorText, failureCode, FIELD_MESSAGES, fieldErrorText } from './errors';
import { CaptchaField, Checkbox, CountryCodeSelect, DEFAULT_DIALING_CODE, SmsCodeField, TextButton, useRegisterSetting } from './formParts';
import { TabbedPopup } from './TabbedPopup';
import { captchaAnswerSchema, mobileNumSchema, mobilePattern, smsCodeSchema } from './fieldRules';
import { useCaptcha } from './useCaptcha';
import { useCompleteSignIn } from './useCompleteSignIn';
import { useSmsCode } from './useSmsCode';

export type RegisterTab = 'username' | 'mobile';

export interface RegisterFeatures {
  /** REGMOBVERF3: an SMS code confirms the mobile number. */
  smsVerification: boolean;
  /** MOBILENUMPASSREG3: mobile registration sets a password too. */
  mobilePassword: boolean;
  /** The visitor came by an agent's referral link: its invitation code is shown even where the setting hides it. */
  invitationFromLink?: boolean;
}

const DISPLAY_ORDER: readonly RegisterField[] = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'paymentPassword',
  'payeeName',
  'email',
  'birthday',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'affiliateCode',
  'captcha',
];
const MOBILE_FIRST: readonly RegisterField[] = ['mobileNum', 'verificationCode'];

/**
 * The rules of one tab's form, in display order. Username tab: the fields the server shows (the SMS code only
 * with REGMOBVERF3 and a mobile). Mobile tab: mobile (required), the SMS code with REGMOBVERF3, the password
 * pair only with MOBILENUMPASSREG3, and the other shown fields except the username.
 */
export function registerRulesFor(tab: RegisterTab, rules: readonly FieldRule[], features: RegisterFeatures): FieldRule[] {
  const byField = new Map(rules.map((rule) => [rule.field, rule]));
  const shown = (field: RegisterField) => byField.get(field)?.shown === true;
  const out: FieldRule[] = [];
  for (const field of tab === 'mobile' ? [...MOBILE_FIRST, ...DISPLAY_ORDER.filter((f) => !MOBILE_FIRST.includes(f))] : DISPLAY_ORDER) {
    const rule = byField.get(field);
    if (!rule) continue;
    if (field === 'verificationCode') {
      const mobileShown = tab === 'mobile' || shown('mobileNum');
      if (features.smsVerification && mobileShown) out.push({ ...rule, shown: true, required: true });
      continue;
    }
    if (tab === 'mobile') {
      if (field === 'username') continue;
      if (field === 'mobileNum') {
        out.push({ ...rule, shown: true, required: true });
        continue;
      }
      if (field === 'password' || field === 'confirmPassword') {
        if (features.mobilePassword) out.push({ ...rule, shown: true, required: true });
        continue;
      }
    }
    if (rule.shown || (field === 'affiliateCode' && features.invitationFromLink)) out.push({ ...rule, shown: true });
  }
  return out;
}

/** Whole years between a yyyy-MM-dd birthday and `today`. */
export function ageOn(birthday: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  let age = today.getFullYear() - year;
  if (today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day)) age -= 1;
  return age;
}

/** Fields whose rule every account popup shares (fieldRules.ts): checked by it, not by the setting's generic rule. */
const SHARED_RULE_FIELDS: readonly RegisterField[] = ['mobileNum', 'verificationCode', 'captcha'];

/** The shared rules of the shown fields among SHARED_RULE_FIELDS, required as the setting says. */
function sharedRuleFields(rules: readonly FieldRule[], mobileDigits: number) {
  const rule = (field: RegisterField) => rules.find((r) => r.field === field && r.shown);
  const mobile = rule('mobileNum');
  const code = rule('verificationCode');
  const captcha = rule('captcha');
  // A field not filled in yet may be missing from the values: it counts as empty, as in the setting's own rules.
  return z.object({
    ...(mobile && { mobileNum: z.prefault(mobileNumSchema(mobileDigits, { required: mobile.required }), '') }),
    ...(code && { verificationCode: z.prefault(smsCodeSchema({ required: code.required }), '') }),
    ...(captcha && { captcha: z.prefault(captchaAnswerSchema(captcha.required), '') }),
  });
}

/**
 * The tab's form schema: the contracts' register schema for the setting's own fields, the shared rules of the mobile
 * number, SMS code and captcha (one message each in every popup), the terms box (requirements §5 'not empty?'), and the
 * 21+ birthday.
 */
export function registerSchema(rules: readonly FieldRule[], mobileDigits: number, today: () => Date = () => new Date()) {
  const fields = z.intersection(
    registerFormSchema(
      rules.filter((rule) => !SHARED_RULE_FIELDS.includes(rule.field)),
      FIELD_MESSAGES,
    ),
    sharedRuleFields(rules, mobileDigits),
  );
  const terms = z.object({ terms: z.boolean().check(z.refine((ticked) => ticked, 'terms_required')), countryDialingCode: z.string() });
  return z.intersection(fields, terms).check(
    z.superRefine((values, ctx) => {
      const birthday = values.birthday;
      if (!birthday) return;
      const age = ageOn(birthday, today());
      if (age !== null && age < LIMITS.birthdayAge)
        ctx.addIssue({ code: 'custom', path: ['birthday'], message: `auth.birthday_age?age=${LIMITS.birthdayAge}` });
    }),
  );
}

const LABEL_KEYS: Record<Exclude<RegisterField, 'captcha' | 'verificationCode'>, string> = {
  username: 'auth.username',
  password: 'auth.password',
  confirmPassword: 'auth.confirm_password',
  payeeName: 'auth.payee_name',
  email: 'auth.email',
  qqNum: 'auth.qq_num',
  mobileNum: 'auth.mobile',
  affiliateCode: 'auth.affiliate_code',
  paymentPassword: 'auth.payment_password',
  line: 'auth.line',
  whatsapp: 'auth.whatsapp',
  facebook: 'auth.facebook',
  wechat: 'auth.wechat',
  idNumber: 'auth.id_number',
  birthday: 'auth.birthday',
};

const INPUT_PROPS: Partial<Record<RegisterField, { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'email' }>> = {
  username: { autoComplete: 'username' },
  password: { type: 'password', autoComplete: 'new-password' },
  confirmPassword: { type: 'password', autoComplete: 'new-password' },
  paymentPassword: { type: 'password', autoComplete: 'off', inputMode: 'numeric' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  mobileNum: { type: 'tel', autoComplete: 'tel-national', inputMode: 'numeric' },
  payeeName: { autoComplete: 'name' },
  birthday: { type: 'date', autoComplete: 'bday' },
};

type RegisterValues = RegisterFormValues & { terms: boolean; countryDialingCode: string };

/** Failures that name a field the form shows: said on that field (e.g. the number, once its code proved it). */
const FIELD_OF_FAILURE: Readonly<Record<string, RegisterField>> = { 'mobile-taken': 'mobileNum', 'username-taken': 'username' };

/**
 * Where a referral link's invitation code stands (issue 17): checked with the affiliate call as the form opens, then
 * locked in when an agent has it, or marked wrong and left to edit when none has.
 */
type LinkCodeCheck = 'checking' | 'valid' | 'invalid' | 'unchecked';

function useLinkCodeCheck(linkCode: string | undefined, onInvalid: () => void): LinkCodeCheck {
  const { api } = useShellServices();
  const [check, setCheck] = useState<LinkCodeCheck>(linkCode ? 'checking' : 'unchecked');
  useEffect(() => {
    if (!linkCode) return undefined;
    let current = true;
    api.call(authEndpoints.affiliate, { code: linkCode, domain: window.location.host }).then(
      () => current && setCheck('valid'),
      (error: unknown) => {
        if (!current) return;
        // A failed check (network) leaves the code to the submit's own check; only a refusal marks it wrong.
        const refused = failureCode(error) === 'invitation_code_error';
        setCheck(refused ? 'invalid' : 'unchecked');
        if (refused) onInvalid();
      },
    );
    return () => {
      current = false;
    };
    // onInvalid is a fresh closure each render; the check runs once per code.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, linkCode]);
  return check;
}

interface RegisterFormProps {
  tab: RegisterTab;
  rules: FieldRule[];
  mobileDigits: number;
  /** The invitation code of the referral link the visitor came by (`/register?affiliateCode=…`). */
  linkCode?: string;
}

function RegisterForm({ tab, rules, mobileDigits, linkCode }: RegisterFormProps) {
  const { t } = useTranslation();
  const { api, bus, callEncrypted } = useShellServices();
  const completeSignIn = useCompleteSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const shown = new Set(rules.map((rule) => rule.field));
  const captcha = useCaptcha({ always: shown.has('captcha') });
  // A captcha the server asked for and the setting does not show: right under the SMS code it guards.
  const askedCaptcha = captcha.shown && !shown.has('captcha');

  const form = useForm<RegisterValues, unknown, RegisterValues>({
    defaultValues: { terms: false, countryDialingCode: DEFAULT_DIALING_CODE, affiliateCode: linkCode },
    resolver: zodResolver(
      askedCaptcha
        ? z.intersection(registerSchema(rules, mobileDigits), z.object({ captcha: captchaAnswerSchema(true) }))
        : registerSchema(rules, mobileDigits),
    ),
  });
  const { register, handleSubmit, control, getValues, setValue, setError, formState } = form;
  const { errors } = formState;
  const linkCheck = useLinkCodeCheck(linkCode, () => setError('affiliateCode', { message: 'api_errors.invitation_code_error' }));
  const clearCaptcha = () => setValue('captcha', '');
  const mobileNum = useWatch({ control, name: 'mobileNum' }) ?? '';
  const mobileValid = mobilePattern(mobileDigits).test(mobileNum.trim());

  const captchaRefused = (error: unknown) =>
    setError('captcha', { message: `api_errors.${failureCode(error) ?? 'captcha-required'}` }, { shouldFocus: true });

  // The SMS request is behind the number's and the IP's captcha flag: once asked, the captcha goes with it.
  const sms = useSmsCode(async () => {
    const answer = getValues('captcha')?.trim();
    if (captcha.demanded && !answer) {
      setError('captcha', { message: 'auth.captcha_required' }, { shouldFocus: true });
      return null;
    }
    try {
      const sent = await api.call(authEndpoints.smsRegister, {
        mobileNo: (getValues('mobileNum') ?? '').trim(),
        countryDialingCode: getValues('countryDialingCode'),
        regType: tab === 'username' ? 'register' : 'registerMobile',
        ...captcha.fields(answer),
      });
      captcha.afterTry(clearCaptcha);
      return sent;
    } catch (error) {
      if (!captcha.afterTry(clearCaptcha, error)) throw error;
      captchaRefused(error);
      return null;
    }
  });

  const invitationRefused = () => bus.emit('dialog/show', { messageKey: 'invitation_code_error', tone: 'warning' });

  const submit = handleSubmit(async ({ terms, countryDialingCode, ...values }) => {
    setFailure(null);
    const domain = window.location.host;
    try {
      // Requirements §4: an invalid invitation code stops registration, with its dialog.
      if (values.affiliateCode) await api.call(authEndpoints.affiliate, { code: values.affiliateCode, domain });
    } catch (error) {
      if (failureCode(error) === 'invitation_code_error') invitationRefused();
      else setFailure(apiErrorText(t, error));
      return;
    }
    try {
      const payload = {
        ...values,
        countryDialingCode: shown.has('mobileNum') ? countryDialingCode : undefined,
        ...captcha.fields(values.captcha),
        domain,
        login: true,
        registerUrl: window.location.href,
        registerMethod: SITE_CONFIG.platform,
        // The 18 statement: the server refuses a registration without it (issue 20).
        agreementAccepted: terms,
      };
      const answer = await callEncrypted(
        tab === 'username' ? agedRegisterEndpoints.register : agedRegisterEndpoints.registerMobile,
        payload,
      );
      completeSignIn(answer, 'register');
    } catch (error) {
      const code = failureCode(error);
      const field = code ? FIELD_OF_FAILURE[code] : undefined;
      if (code === 'invitation_code_error') invitationRefused();
      else if (code === AGE_FAILURES.agreementRequired) setError('terms', { message: 'terms_required' }, { shouldFocus: true });
      else if (field && shown.has(field)) setError(field, { message: `api_errors.${code}` }, { shouldFocus: true });
      else setFailure(apiErrorText(t, error));
      captcha.afterTry(clearCaptcha, error);
    }
  });

  const label = (rule: FieldRule, text: string) => (rule.required ? `${text} *` : text);
  const err = (field: RegisterField | 'terms') => fieldErrorText(t, errors[field]?.message, field);

  return (
    <FormProvider {...form}>
      <form css={formStackCss} noValidate onSubmit={submit}>
        {rules.map((rule) => {
          switch (rule.field) {
            case 'captcha':
              return (
                <CaptchaField
                  key="captcha"
                  captcha={captcha.captcha}
                  onRefresh={() => captcha.refresh()}
                  error={err('captcha')}
                  {...register('captcha')}
                />
              );
            case 'verificationCode':
              return (
                <Fragment key="verificationCode">
                  <SmsCodeField sms={sms} canSend={mobileValid} error={err('verificationCode')} {...register('verificationCode')} />
                  {askedCaptcha && (
                    <CaptchaField
                      captcha={captcha.captcha}
                      onRefresh={() => captcha.refresh()}
                      error={err('captcha')}
                      {...register('captcha')}
                    />
                  )}
                </Fragment>
              );
            case 'mobileNum':
              return (
                <div
                  key="mobileNum"
                  css={{ display: 'grid', gridTemplateColumns: 'minmax(110px, 1fr) 2fr', gap: theme.spacing(2), alignItems: 'start' }}
                >
                  <Controller
                    control={control}
                    name="countryDialingCode"
                    render={({ field }) => <CountryCodeSelect value={field.value} onChange={field.onChange} />}
                  />
                  <TextField
                    label={label(rule, t('auth.mobile'))}
                    error={err('mobileNum')}
                    {...INPUT_PROPS.mobileNum}
                    {...register('mobileNum')}
                  />
                </div>
              );
            case 'affiliateCode':
              return (
                <TextField
                  key="affiliateCode"
                  label={label(rule, t(LABEL_KEYS.affiliateCode))}
                  error={err('affiliateCode')}
                  // A referral link's code that an agent has is locked in: the account joins that agent's team.
                  readOnly={linkCheck === 'valid' || linkCheck === 'checking'}
                  aria-busy={linkCheck === 'checking' || undefined}
                  hint={linkCheck === 'valid' ? t('auth.affiliate_from_link') : undefined}
                  {...register('affiliateCode')}
                />
              );
            default:
              return (
                <TextField
                  key={rule.field}
                  label={label(rule, t(LABEL_KEYS[rule.field]))}
                  error={err(rule.field)}
                  {...INPUT_PROPS[rule.field]}
                  {...register(rule.field)}
                />
              );
          }
        })}
        <p css={formNoteCss}>{t('auth.required_note')}</p>
        <div>
          <Checkbox label={t('auth.terms', { age: LIMITS.agreementAge })} error={err('terms')} {...register('terms')} />
          <a href="/help#term" target="_blank" rel="noreferrer" css={[formNoteCss, { color: theme.colors.primary, marginLeft: 26 }]}>
            {t('auth.terms_link')}
          </a>
        </div>
        <FormSubmit failure={failure} label={t('auth.submit_register')} />
      </form>
    </FormProvider>
  );
}

export default function RegisterPopup({ onClose, affiliateCode }: { onClose: () => void; affiliateCode?: string }) {
  const { t } = useTranslation();
  const { openPopup } = usePopups();
  const feature = useFeature();
  const setting = useRegisterSetting();
  const available = (
    [
      ['username', FEATURES.usernameRegister],
      ['mobile', FEATURES.mobileRegister],
    ] as const
  ).flatMap(([id, modId]) => (feature(modId) ? [id] : []));
  const [tab, setTab] = useState<RegisterTab>('username');
  const activeTab = available.includes(tab) ? tab : available[0];
  const features: RegisterFeatures = {
    smsVerification: feature(FEATURES.smsOnRegister),
    mobilePassword: feature(FEATURES.mobilePasswordRegister),
    invitationFromLink: affiliateCode !== undefined,
  };
  const tabLabel = (id: RegisterTab) => t(id === 'username' ? 'auth.tab_register_username' : 'auth.tab_register_mobile');

  return (
    <TabbedPopup
      title={t('popups.register_title')}
      group="w_register"
      onClose={onClose}
      tabsLabel={t('auth.register_tabs')}
      tabs={available.map((id) => ({ id, label: tabLabel(id) }))}
      value={activeTab ?? 'username'}
      onChange={setTab}
      footer={
        <>
          {t('auth.have_account')} <TextButton onClick={() => openPopup({ kind: 'login' })}>{t('auth.go_login')}</TextButton>
        </>
      }
    >
      {!setting || !activeTab ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <RegisterForm
          key={activeTab}
          tab={activeTab}
          rules={registerRulesFor(activeTab, setting.fields, features)}
          mobileDigits={setting.mobileDigits}
          linkCode={affiliateCode}
        />
      )}
    </TabbedPopup>
  );
}
