// Which shell popup is open (login, register, help centre, licence) and how to open one; the bus opens them too.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useShellServices } from '../session/ShellServicesContext';

export type PopupRequest = { kind: 'login' } | { kind: 'register' } | { kind: 'help'; itemId: string | null } | { kind: 'licence'; imageUrl: string };

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
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [bus]);

  const controls = useMemo<PopupControls>(() => ({ popup, openPopup: setPopup, closePopup: () => setPopup(null) }), [popup]);
  return <PopupContext.Provider value={controls}>{children}</PopupContext.Provider>;
}

export function usePopups(): PopupControls {
  const controls = useContext(PopupContext);
  if (!controls) throw new Error('usePopups needs a PopupProvider above it');
  return controls;
}
