// The login's captcha step (requirements §8): the field comes once a failure carries the captcha flag, and once the
// server asked for one, later logins in this browser tab show it from the start (no wasted attempt).
import { useState } from 'react';
import { useShellServices } from '../../session/ShellServicesContext';
import { useCaptcha, type CaptchaState } from '../useCaptcha';

const CAPTCHA_DEMANDED_KEY = 'mekong.captchaDemanded';

export interface LoginCaptcha extends CaptchaState {
  /** After a failed login: a new image and an empty answer for a spent captcha; a failure asking for one shows it, now and in later logins. */
  afterFailure: (error: unknown, clearAnswer: () => void) => void;
  /** After a login that went through: later logins start without it again. */
  afterSignIn: () => void;
}

export function useLoginCaptcha(): LoginCaptcha {
  const { sessionStorage } = useShellServices();
  const [demandedBefore] = useState(() => sessionStorage.getItem(CAPTCHA_DEMANDED_KEY) === 'true');
  const captcha = useCaptcha({ demanded: demandedBefore });
  return {
    ...captcha,
    afterFailure: (error, clearAnswer) => {
      if (captcha.afterTry(clearAnswer, error)) sessionStorage.setItem(CAPTCHA_DEMANDED_KEY, 'true');
    },
    afterSignIn: () => sessionStorage.removeItem(CAPTCHA_DEMANDED_KEY),
  };
}
