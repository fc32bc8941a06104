// React access to the shell's services and the live session: the one provider and the hooks that read it.
import { createContext, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { Session } from '@mekong/contracts';
import type { ShellServices } from './services';

const ShellServicesContext = createContext<ShellServices | null>(null);

export function ShellServicesProvider({ services, children }: { services: ShellServices; children: ReactNode }) {
  return <ShellServicesContext.Provider value={services}>{children}</ShellServicesContext.Provider>;
}

export function useShellServices(): ShellServices {
  const services = useContext(ShellServicesContext);
  if (!services) throw new Error('useShellServices needs a ShellServicesProvider above it');
  return services;
}

/** The current session; re-renders when it changes (sign in, sign out, member info). */
export function useSession(): Session {
  const { sessionStore } = useShellServices();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = sessionStore.session$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [sessionStore],
  );
  return useSyncExternalStore(subscribe, sessionStore.current, sessionStore.current);
}
