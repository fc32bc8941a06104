// One login try (requirements §4 login): the open method's credentials with the captcha and the entrance, sent encrypted;
// then either the second-factor step, or the captcha step and the failure's text, or remember-me and the signed-in session.
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { authEndpoints, type Entrance, type LoginAnswer } from '@mekong/contracts';
import { useShellServices } from '../../session/ShellServicesContext';
import { apiErrorText } from '../errors';
import type { RememberedLogin } from '../rememberMe';
import { useCompleteSignIn } from '../useCompleteSignIn';
import type { LoginMethod, LoginValues, MethodCredentials } from './loginForm';
import { secondFactorChallenge, useSecondFactorStep } from './secondFactor';
import { smsCredentials, smsRemembered } from './SmsMethod';
import type { LoginCaptcha } from './useLoginCaptcha';
import { usernameCredentials, usernameRemembered } from './UsernameMethod';

/** Per method: what the login sends of its own, and what remember-me keeps of it. */
const METHODS: {
  [M in LoginMethod]: { credentials: (values: LoginValues) => MethodCredentials<M>; remembered: (values: LoginValues) => RememberedLogin };
} = {
  username: { credentials: usernameCredentials, remembered: usernameRemembered },
  sms: { credentials: smsCredentials, remembered: smsRemembered },
};

export interface LoginSubmitOptions {
  form: UseFormReturn<LoginValues>;
  method: LoginMethod;
  captcha: LoginCaptcha;
  /** Saves the details after a login (remember ticked) or forgets them (useRememberedLogin). */
  remember: (remember: boolean, details: RememberedLogin) => Promise<void>;
  /** Shows the failure's text in the popup's alert; null clears it as a try starts. */
  onFailure: (text: string | null) => void;
}

export function useLoginSubmit({ form, method, captcha, remember, onFailure }: LoginSubmitOptions) {
  const { t } = useTranslation();
  const { callEncrypted } = useShellServices();
  const completeSignIn = useCompleteSignIn();
  const askSecondFactor = useSecondFactorStep();

  return form.handleSubmit(async (values) => {
    onFailure(null);
    const entrance: Entrance = values.agent ? 'agent' : 'member';
    const { credentials, remembered } = METHODS[method];
    const keepDetails = () => remember(values.remember, remembered(values));
    let answer: LoginAnswer;
    try {
      answer = await callEncrypted(authEndpoints.login, { ...credentials(values), entrance, ...captcha.fields(values.captcha) });
    } catch (error) {
      const challenge = secondFactorChallenge(error);
      if (challenge) {
        await keepDetails().catch(() => undefined);
        askSecondFactor(challenge, method, entrance);
        return;
      }
      // Requirements §8: a failure whose value carries the captcha flag brings the captcha field and a fresh image.
      captcha.afterFailure(error, () => form.setValue('captcha', ''));
      onFailure(apiErrorText(t, error));
      return;
    }
    await keepDetails().catch((error: unknown) => console.error('[shell] remember-me failed', error));
    captcha.afterSignIn();
    completeSignIn(answer, method, entrance);
  });
}
