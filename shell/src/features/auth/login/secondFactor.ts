// The login's second-factor step (requirements §4): a login from an unregistered IP is refused with a challenge, and the
// second-factor popup takes the sign-in from there.
import { useCallback } from 'react';
import { ApiError, secondFactorChallengeSchema, type Entrance, type SecondFactorChallenge } from '@mekong/contracts';
import { usePopups } from '../../popups/PopupContext';
import { failureCode } from '../errors';
import type { LoginMethod } from './loginForm';

/** The challenge a refused login carries when it wants a second factor; null for any other failure. */
export function secondFactorChallenge(error: unknown): SecondFactorChallenge | null {
  if (failureCode(error) !== 'second-factor-required' || !(error instanceof ApiError)) return null;
  const challenge = secondFactorChallengeSchema.safeParse(error.details);
  return challenge.success ? challenge.data : null;
}

/** Opens the second-factor popup for the challenge, passing on how the member signed in and at which entrance. */
export function useSecondFactorStep(): (challenge: SecondFactorChallenge, method: LoginMethod, entrance: Entrance) => void {
  const { openPopup } = usePopups();
  return useCallback((challenge, method, entrance) => openPopup({ kind: 'second-factor', challenge, method, entrance }), [openPopup]);
}
