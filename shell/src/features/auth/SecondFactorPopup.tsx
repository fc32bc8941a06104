// The second step of a login from an unregistered IP (requirements §4): the member proves it is them by an SMS code,
// the binding email, the bank account's real name, or an authenticator (TOTP) code.
import { zodResolver } from '@hookform/resolvers/zod';
import { css } from '@emotion/react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { authEndpoints, freeText, type Entrance, type SecondFactorChallenge, type SecondFactorMethod } from '@mekong/contracts';
import { Dialog, formNoteCss, formStackCss, TextField, theme } from '@mekong/ui';
import type { SignInMethod } from '../popups/PopupContext';
import { useShellServices } from '../session/ShellServicesContext';
import { FormSubmit } from './commonFields';
import { apiErrorText, FIELD_MESSAGES, fieldErrorText } from './errors';
import { smsCodeSchema } from './fieldRules';
import { SmsCodeField } from './formParts';
import { useCompleteSignIn } from './useCompleteSignIn';
import { useSmsCode } from './useSmsCode';

/** The SMS code by the rule every popup shares; the other proofs (email, real name, authenticator code) as free text. */
export const verifySchema = (method: SecondFactorMethod) =>
  z.object({
    value:
      method === 'sms'
        ? smsCodeSchema()
        : freeText(z.string().check(z.trim(), z.minLength(1, 'input_cannot_be_empty'), z.maxLength(255, 'input_length?min=1&max=255')), {
            message: FIELD_MESSAGES.unsafe,
          }),
  });

const methodsCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing(3)};
  margin: 0;
  padding: 0;
  border: none;
  & legend {
    margin-bottom: ${theme.spacing(2)};
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.muted};
  }
  & label {
    display: inline-flex;
    align-items: center;
    gap: ${theme.spacing(1)};
    cursor: pointer;
  }
`;

const INPUT_PROPS: Record<SecondFactorMethod, { type?: string; inputMode?: 'numeric' | 'email'; autoComplete?: string }> = {
  sms: {},
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  bankName: { autoComplete: 'name' },
  totp: { inputMode: 'numeric', autoComplete: 'one-time-code' },
};

export default function SecondFactorPopup({
  challenge,
  method: signInMethod,
  entrance,
  onClose,
}: {
  challenge: SecondFactorChallenge;
  method: SignInMethod;
  entrance: Entrance;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useShellServices();
  const completeSignIn = useCompleteSignIn();
  const [method, setMethod] = useState<SecondFactorMethod>(challenge.methods[0] ?? 'sms');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ defaultValues: { value: '' }, resolver: zodResolver(verifySchema(method)) });
  const { register, handleSubmit, formState, reset } = form;
  const sms = useSmsCode(() => api.call(authEndpoints.loginVerifySms, { challengeId: challenge.challengeId }));
  const error = fieldErrorText(t, formState.errors.value?.message);

  const submit = handleSubmit(async ({ value }) => {
    setFailure(null);
    try {
      const answer = await api.call(authEndpoints.loginVerify, { challengeId: challenge.challengeId, method, value });
      completeSignIn(answer, signInMethod, entrance);
    } catch (failed) {
      setFailure(apiErrorText(t, failed));
    }
  });

  return (
    <Dialog open title={t('auth.verify_title')} onClose={onClose} closeLabel={t('common.close')} width={440}>
      <FormProvider {...form}>
        <form css={formStackCss} noValidate onSubmit={submit}>
          <p css={formNoteCss}>{t('auth.verify_intro')}</p>
          {challenge.methods.length > 1 && (
            <fieldset css={methodsCss}>
              <legend>{t('auth.verify_method')}</legend>
              {challenge.methods.map((m) => (
                <label key={m}>
                  <input
                    type="radio"
                    name="method"
                    value={m}
                    checked={m === method}
                    onChange={() => {
                      setMethod(m);
                      setFailure(null);
                      reset({ value: '' });
                    }}
                  />
                  {t(`auth.method_${m}`)}
                </label>
              ))}
            </fieldset>
          )}
          {method === 'sms' ? (
            <SmsCodeField sms={sms} canSend error={error} {...register('value')} />
          ) : (
            <TextField key={method} label={t(`auth.method_${method}`)} error={error} {...INPUT_PROPS[method]} {...register('value')} />
          )}
          <FormSubmit failure={failure} label={t('auth.submit_verify')} />
        </form>
      </FormProvider>
    </Dialog>
  );
}
