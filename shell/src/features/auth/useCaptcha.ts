// The captcha of the account forms (login, register and its SMS request, reset by phone): shown when the form always
// has one or once the server asks (a failure whose value carries `{ captcha: true }`, requirements §8); its image fetched
// when shown, refreshed on click at most once per second (requirements §2, §9), and renewed after each try that sent it, since
// the server accepts each captcha once.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, authEndpoints, captchaFailureValueSchema, LIMITS, type Captcha } from '@mekong/contracts';
import { useShellServices } from '../session/ShellServicesContext';
import { createThrottle } from './throttle';

export interface CaptchaOptions {
  /** The form always has the field (the register setting shows it). */
  always?: boolean;
  /** The server asked for one before this form opened (the login popup remembers it per tab). */
  demanded?: boolean;
}

export interface CaptchaState {
  /** Whether the form shows the captcha field (and requires its answer). */
  shown: boolean;
  /** Whether the server asked for a captcha (the field shows and a try without an answer is pointless). */
  demanded: boolean;
  captcha: Captcha | null;
  /** Fetches a new image unless the last fetch was under a second ago; `force` skips that wait. */
  refresh: (force?: boolean) => void;
  /** The captchaId and answer to send with a try while the field shows and has an answer; nothing otherwise. */
  fields: (answer: string | undefined) => { captchaId?: string; captcha?: string };
  /**
   * After a try: a failure that asks for a captcha shows the field; a captcha the try sent may be spent, so a new
   * image, and `clearAnswer` empties the form's answer field. Answers whether the failure asked for a captcha.
   */
  afterTry: (clearAnswer: () => void, error?: unknown) => boolean;
}

function asksForCaptcha(error: unknown): boolean {
  return error instanceof ApiError && captchaFailureValueSchema.safeParse(error.details).success;
}

export function useCaptcha({ always = false, demanded: demandedBefore = false }: CaptchaOptions = {}): CaptchaState {
  const { api } = useShellServices();
  const [demanded, setDemanded] = useState(demandedBefore);
  const shown = always || demanded;
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const throttle = useMemo(() => createThrottle(LIMITS.captchaRefreshMs), []);
  const sent = useRef(false);

  const refresh = useCallback(
    (force = false) => {
      if (!throttle() && !force) return;
      api.call(authEndpoints.captcha, {}).then(setCaptcha, (error: unknown) => console.error('[shell] captcha failed', error));
    },
    [api, throttle],
  );

  useEffect(() => {
    if (shown) refresh(true);
  }, [shown, refresh]);

  const current = shown ? captcha : null;
  return {
    shown,
    demanded,
    captcha: current,
    refresh,
    fields: (answer) => {
      sent.current = Boolean(current && answer);
      return current && answer ? { captchaId: current.captchaId, captcha: answer } : {};
    },
    afterTry: (clearAnswer, error) => {
      const asks = asksForCaptcha(error);
      // Not yet shown: showing it fetches the first image. An image not sent yet stays unspent, with its answer.
      if (shown && sent.current) {
        refresh(true);
        clearAnswer();
      }
      sent.current = false;
      if (asks) setDemanded(true);
      return asks;
    },
  };
}
