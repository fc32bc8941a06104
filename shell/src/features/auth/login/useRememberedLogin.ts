// Remember-me in the login popup (requirements §9): the last details saved on this browser within 24 hours fill the
// form when it opens, and each login saves the details of its method or, unticked, forgets them (rememberMe.ts).
import { useCallback, useEffect, useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { browserRememberMe, type RememberedLogin } from '../rememberMe';
import type { LoginValues } from './loginForm';

/** Answers what to do after a login: save `details` (merged with what the other method saved) or, unticked, forget all. */
export function useRememberedLogin({ reset, getValues }: Pick<UseFormReturn<LoginValues>, 'reset' | 'getValues'>) {
  const rememberMe = useMemo(() => browserRememberMe(), []);

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

  return useCallback(
    async (remember: boolean, details: RememberedLogin) => {
      if (!rememberMe) return;
      if (!remember) return rememberMe.clear();
      const saved = (await rememberMe.load()) ?? {};
      await rememberMe.save({ ...saved, ...details });
    },
    [rememberMe],
  );
}
