// React access to the shell's services and the live session: the one provider and the hooks that read it.
import { createContext, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { ForcedChangeReason, Session } from '@mekong/contracts';
import type { Observable } from 'rxjs';
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

/** The value of a store's stream (`current` reads it synchronously); re-renders when it changes. */
function useStoreValue<T>(stream: Observable<T>, current: () => T): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = stream.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [stream],
  );
  return useSyncExternalStore(subscribe, current, current);
}

/** The current session; re-renders when it changes (sign in, sign out, member info). */
export function useSession(): Session {
  const { sessionStore } = useShellServices();
  return useStoreValue(sessionStore.session$, sessionStore.current);
}

/** The forced password change the session owes ('default' or 'expired'), or null; re-renders when it changes. */
export function usePasswordChangeOwed(): ForcedChangeReason | null {
  const { passwordChange } = useShellServices();
  return useStoreValue(passwordChange.owed$, passwordChange.current);
}
