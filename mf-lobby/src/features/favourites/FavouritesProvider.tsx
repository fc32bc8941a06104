// One favourites store for the whole lobby, following the session, and the hooks game tiles and favourite lists read it
// with: each reads only what it shows, so a change re-renders only what it changes.
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useRemoteProps, useSession } from '@mekong/ui/remote';
import { NAMESPACE } from '../../i18n/translations';
import { createFavouritesStore, type FavouritesStore } from './favouritesStore';

const FavouritesContext = createContext<FavouritesStore | null>(null);

export function FavouritesProvider({ children }: { children: ReactNode }) {
  const { api, bus } = useRemoteProps();
  const session = useSession();
  // The shell shows the failure dialog with its own i18n, hence the namespaced key.
  const [store] = useState(() => createFavouritesStore({ api, bus, failureMessageKey: `${NAMESPACE}:favourite_failed` }));
  useEffect(() => store.start(), [store]);
  useEffect(() => store.setSession(session), [store, session]);
  return <FavouritesContext.Provider value={store}>{children}</FavouritesContext.Provider>;
}

function useStore(): FavouritesStore {
  const store = useContext(FavouritesContext);
  if (!store) throw new Error('the favourites hooks need the FavouritesProvider above them');
  return store;
}

/** Whether one game is a favourite: re-renders only when that answer changes (a tile among a hundred). */
export function useIsFavourite(nodeId: string): boolean {
  const store = useStore();
  return useSyncExternalStore(store.subscribe, () => store.snapshot().ids.has(nodeId));
}

/** The revision favourite lists refetch on: re-renders only when it changes. */
export function useFavouritesRevision(): number {
  const store = useStore();
  return useSyncExternalStore(store.subscribe, () => store.snapshot().revision);
}

/** The store's setFavourite (stable: using it never re-renders). */
export function useSetFavourite(): FavouritesStore['setFavourite'] {
  return useStore().setFavourite;
}
