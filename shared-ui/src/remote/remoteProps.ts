// The RemoteProps the shell (or the standalone host) gave this remote, as React context, and hooks over them.
import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, type RemoteProps, type Session } from '@mekong/contracts';

export const RemotePropsContext = createContext<RemoteProps | null>(null);

export function useRemoteProps(): RemoteProps {
  const props = useContext(RemotePropsContext);
  if (!props) throw new Error('useRemoteProps needs the remote root (createRemote) above it');
  return props;
}

const VISITOR: Session = { token: null, memberInfo: null, isLogin: false, isAgent: false, isTrial: false };

interface SessionSnapshots {
  subscribe: (onChange: () => void) => () => void;
  snapshot: () => Session;
}

// One store per session stream (the shell passes the same stream on every update), kept outside React.
const snapshotsByStream = new WeakMap<Observable<Session>, SessionSnapshots>();

function sessionSnapshots(session$: Observable<Session>): SessionSnapshots {
  const known = snapshotsByStream.get(session$);
  if (known) return known;
  // The session stream replays the current session on subscribe (synchronously): read it now so the first render is
  // right. No rxjs operator for it, so a remote bundles none of rxjs' runtime (the bus's own copy is the contracts').
  let latest = VISITOR;
  session$.subscribe((session) => (latest = session)).unsubscribe();
  const created: SessionSnapshots = {
    subscribe(onChange) {
      const subscription = session$.subscribe((session) => {
        latest = session;
        onChange();
      });
      return () => subscription.unsubscribe();
    },
    snapshot: () => latest,
  };
  snapshotsByStream.set(session$, created);
  return created;
}

/** The current session, re-rendering on every change of the session stream. */
export function useSession(): Session {
  const { session$ } = useRemoteProps();
  const snapshots = sessionSnapshots(session$);
  return useSyncExternalStore(snapshots.subscribe, snapshots.snapshot);
}

export function toLanguage(value: string | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : DEFAULT_LANGUAGE;
}

/** The site language, following the bus 'language/changed' event (API calls that take a language follow it). */
export function useLanguage(): Language {
  const { bus, i18n } = useRemoteProps();
  const [language, setLanguage] = useState(() => toLanguage(i18n.language));
  useEffect(() => {
    const subscription = bus.on('language/changed').subscribe((event) => setLanguage(event.language));
    return () => subscription.unsubscribe();
  }, [bus]);
  return language;
}
