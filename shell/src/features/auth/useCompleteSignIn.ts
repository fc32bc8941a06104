// What follows every successful sign-in (spec §4 login state): token and member info into the session, the
// first-login action, then either the forced password change or the popup closed and the landing page.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { authEndpoints, type Entrance, type LoginAnswer } from '@mekong/contracts';
import { usePopups, type SignInMethod } from '../popups/PopupContext';
import { useShellServices } from '../session/ShellServicesContext';

/** Default or expired passwords force a change, for username logins only (not SMS, social, trial, register or reset). */
export function forcedPasswordChange(answer: Pick<LoginAnswer, 'defaultPassword' | 'passwordExpired'>, method: SignInMethod): 'default' | 'expired' | null {
  if (method !== 'username') return null;
  if (answer.defaultPassword) return 'default';
  return answer.passwordExpired ? 'expired' : null;
}

/** Login, logout and password change land on '/'; a login at the agent entrance lands on '/agentHome'. */
export function landingPath(entrance: Entrance): string {
  return entrance === 'agent' ? '/agentHome' : '/';
}

export interface SignInOptions {
  /** Replace the current history entry (e.g. a spent one-time link) instead of adding the landing page after it. */
  replace?: boolean;
}

export function useCompleteSignIn(): (answer: LoginAnswer, method: SignInMethod, entrance?: Entrance, options?: SignInOptions) => void {
  const { api, sessionStore } = useShellServices();
  const { openPopup, closePopup } = usePopups();
  const navigate = useNavigate();
  return useCallback(
    (answer, method, entrance = 'member', { replace = false } = {}) => {
      // The session's token change makes the account provider fetch member info and the balance.
      sessionStore.signIn(answer.token, answer.memberInfo);
      if (answer.firstTimeLogin) api.call(authEndpoints.firstLogin, {}).catch((error: unknown) => console.error('[shell] first-login failed', error));
      const forced = forcedPasswordChange(answer, method);
      if (forced) {
        openPopup({ kind: 'change-password', forced });
        return;
      }
      closePopup();
      navigate(landingPath(entrance), { replace });
    },
    [api, sessionStore, openPopup, closePopup, navigate],
  );
}
