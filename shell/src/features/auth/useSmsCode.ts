// The 'Get code' button's state (requirements §4 SMS resend, §5): requests at most once per second, then a countdown of
// expiredMinutes × 60 s from the answer; a failed request shows the server's message in a warning dialog (a wait
// in the reader's language).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useCountdown } from '@mekong/ui/remote';
import { useTranslation } from 'react-i18next';
import { ApiError, authEndpoints } from '@mekong/contracts';
import { useShellServices } from '../session/ShellServicesContext';
import { apiErrorText, waitText } from './errors';
import { createThrottle } from './throttle';

/** Requirements §5: the SMS request is throttled to one per second. */
const SMS_REQUEST_INTERVAL_MS = 1000;

export interface SmsCodeState {
  /** Seconds left before another code may be requested; 0 when none runs. */
  secondsLeft: number;
  sending: boolean;
  /** Requests a code unless one is in flight, a countdown runs, or the last request was under a second ago. */
  send: () => void;
}

/** `request` answers null when it sent nothing because the form showed why (e.g. the captcha it needs first). */
export function useSmsCode(request: () => Promise<{ expiredMinutes: number } | null>): SmsCodeState {
  const { bus } = useShellServices();
  const { t } = useTranslation();
  const { secondsLeft, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const throttle = useMemo(() => createThrottle(SMS_REQUEST_INTERVAL_MS), []);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const send = useCallback(() => {
    if (sending || secondsLeft > 0 || !throttle()) return;
    setSending(true);
    request()
      .then(
        (answer) => {
          if (answer && mounted.current) start(answer.expiredMinutes * 60);
        },
        (error: unknown) => {
          // Requirements §8: the server's own message, in a warning dialog; a translated text when there is none, and for a wait,
          // whose length the value gives (the server's message is English only).
          const message = waitText(t, error) ?? (error instanceof ApiError && error.message ? error.message : apiErrorText(t, error));
          bus.emit('dialog/show', { messageKey: 'auth.server_message', values: { message }, tone: 'warning' });
        },
      )
      .finally(() => {
        if (mounted.current) setSending(false);
      });
  }, [bus, request, secondsLeft, sending, start, t, throttle]);

  return { secondsLeft, sending, send };
}

/** The code for a number without a session (login by SMS, reset by phone): `numberOf` reads the form's number and country code. */
export function useNoLoginSmsCode(numberOf: () => { mobileNum: string; countryDialingCode: string }): SmsCodeState {
  const { api } = useShellServices();
  return useSmsCode(() => {
    const { mobileNum, countryDialingCode } = numberOf();
    return api.call(authEndpoints.smsNoLogin, { mobileNum: mobileNum.trim(), countryDialingCode });
  });
}
