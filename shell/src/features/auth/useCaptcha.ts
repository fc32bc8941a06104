// The captcha image of the login and register forms: fetched when the form needs one, refreshed on click at
// most once per second (spec §2, §9).
import { useCallback, useEffect, useMemo, useState } from 'react';
import { authEndpoints, LIMITS, type Captcha } from '@mekong/contracts';
import { useShellServices } from '../session/ShellServicesContext';
import { createThrottle } from './throttle';

export interface CaptchaState {
  captcha: Captcha | null;
  /** Fetches a new image unless the last fetch was under a second ago; `force` skips that wait (after a failed login). */
  refresh: (force?: boolean) => void;
}

export function useCaptcha(active: boolean): CaptchaState {
  const { api } = useShellServices();
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const throttle = useMemo(() => createThrottle(LIMITS.captchaRefreshMs), []);

  const refresh = useCallback(
    (force = false) => {
      if (!throttle() && !force) return;
      api.call(authEndpoints.captcha, {}).then(setCaptcha, (error: unknown) => console.error('[shell] captcha failed', error));
    },
    [api, throttle],
  );

  useEffect(() => {
    if (active) refresh(true);
  }, [active, refresh]);

  return { captcha: active ? captcha : null, refresh };
}
