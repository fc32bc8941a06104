// React access to the remote loader, and the generation hook slots use to remount a remote on retry or hot swap.
import { createContext, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { RemoteName } from '@mekong/contracts';
import type { RemoteLoader } from './remoteLoader';

const RemotesContext = createContext<RemoteLoader | null>(null);

export function RemotesProvider({ loader, children }: { loader: RemoteLoader; children: ReactNode }) {
  return <RemotesContext.Provider value={loader}>{children}</RemotesContext.Provider>;
}

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemotesContext);
  if (!loader) throw new Error('useRemoteLoader needs a RemotesProvider above it');
  return loader;
}

/** A number that changes whenever `name` must be mounted afresh (retry, new version, maintenance on or off). */
export function useRemoteGeneration(name: RemoteName): number {
  const loader = useRemoteLoader();
  const getSnapshot = useCallback(() => loader.generation(name), [loader, name]);
  return useSyncExternalStore(loader.subscribe, getSnapshot, getSnapshot);
}
