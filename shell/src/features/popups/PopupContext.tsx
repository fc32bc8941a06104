// Which shell popup is open (the account popups, help centre, licence, chat room) and how to open one; the bus opens
// some too.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Entrance, SecondFactorChallenge } from '@mekong/contracts';
import { usePasswordChangeOwed, useSession, useShellServices } from '../session/ShellServicesContext';

/** How a sign-in was made (the second-factor step passes it on to the sign-in that follows). */
export type SignInMethod = 'username' | 'sms' | 'freeplay' | 'register' | 'reset' | 'social';

export type PopupRequest =
  | { kind: 'login'; entrance?: Entrance }
  /** affiliateCode: the invitation code of the referral link the visitor came by (`/register?affiliateCode=…`). */
  | { kind: 'register'; affiliateCode?: string }
  | { kind: 'forgot-password' }
  /** token: the one-time token of the emailed reset link, null when the link came without one. */
  | { kind: 'reset-password'; token: string | null }
  /** forced: why the change cannot be skipped (default or expired password), or null when opened by the member. */
  | { kind: 'change-password'; forced: 'default' | 'expired' | null }
  | { kind: 'second-factor'; challenge: SecondFactorChallenge; method: SignInMethod; entrance: Entrance }
  | { kind: 'help'; itemId: string | null }
  | { kind: 'licence'; imageUrl: string }
  | { kind: 'chat-room' }
  | { kind: 'line-detection' };

interface PopupControls {
  popup: PopupRequest | null;
  openPopup: (popup: PopupRequest) => void;
  closePopup: () => void;
}

const PopupContext = createContext<PopupControls | null>(null);

export function PopupProvider({ children }: { children: ReactNode }) {
  const { bus } = useShellServices();
  const [popup, setPopup] = useState<PopupRequest | null>(null);

  useEffect(() => {
    const subscriptions = [
      bus.on('auth/open-login').subscribe(() => setPopup({ kind: 'login' })),
      bus.on('auth/open-register').subscribe(() => setPopup({ kind: 'register' })),
      bus.on('auth/open-change-password').subscribe(() => setPopup({ kind: 'change-password', forced: null })),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [bus]);

  // While the session owes a forced password change, its popup is the one shown, whatever else asked to open, and
  // closing leaves it there (its own close asks to sign out instead): a reload or any refused call brings it back.
  const { isLogin } = useSession();
  const owed = usePasswordChangeOwed();
  const shown = useMemo<PopupRequest | null>(() => {
    if (!owed || !isLogin) return popup;
    return popup?.kind === 'change-password' && popup.forced === owed ? popup : { kind: 'change-password', forced: owed };
  }, [popup, owed, isLogin]);

  const controls = useMemo<PopupControls>(() => ({ popup: shown, openPopup: setPopup, closePopup: () => setPopup(null) }), [shown]);
  return <PopupContext.Provider value={controls}>{children}</PopupContext.Provider>;
}

export function usePopups(): PopupControls {
  const controls = useContext(PopupContext);
  if (!controls) throw new Error('usePopups needs a PopupProvider above it');
  return controls;
}
