// One favourites store for the whole lobby, following the session, and the hook every game tile and favourite list uses.
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { GameTile } from '@mekong/contracts';
import { useRemoteProps, useSession } from '@mekong/ui/remote';
import { NAMESPACE } from '../../i18n/translations';
import { createFavouritesStore, type FavouriteOutcome, type FavouritesSnapshot, type FavouritesStore } from './favouritesStore';

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

export interface Favourites extends FavouritesSnapshot {
  setFavourite(game: GameTile, favourite: boolean): FavouriteOutcome;
}

export function useFavourites(): Favourites {
  const store = useContext(FavouritesContext);
  if (!store) throw new Error('useFavourites needs the FavouritesProvider above it');
  const snapshot = useSyncExternalStore(store.subscribe, store.snapshot);
  return { ...snapshot, setFavourite: store.setFavourite };
}
