// The member's favourite games outside React: ids loaded once a real member is logged in, the throttled optimistic
// toggle of requirements §4 with rollback, and the bus 'favourites/changed' event that keeps every tile and remote in step.
import { gamesEndpoints, LIMITS, type ApiClient, type Bus, type GameTile, type Session } from '@mekong/contracts';

/** What a request to change a favourite did. */
export type FavouriteOutcome =
  /** A visitor: the login popup opened. */
  | 'login'
  /** A trial account: the in_need_true_account warning opened. */
  | 'trial'
  /** Inside the throttle window after the previous action. */
  | 'throttled'
  /** Already as asked (e.g. adding a game that is already a favourite). */
  | 'ignored'
  | 'added'
  | 'removed';

export interface FavouritesSnapshot {
  ids: ReadonlySet<string>;
  /** Grows with every change the server confirmed or another remote announced: favourite lists refetch on it. */
  revision: number;
}

export interface FavouritesStore {
  subscribe(listener: () => void): () => void;
  snapshot(): FavouritesSnapshot;
  /** Follows the session: loads the ids of a real member, forgets them on logout or account change. */
  setSession(session: Session): void;
  /** Makes `game` a favourite or not (the tile asks for the opposite of what it shows). */
  setFavourite(game: GameTile, favourite: boolean): FavouriteOutcome;
  /** Listens to 'favourites/changed' from elsewhere; returns the way to stop. */
  start(): () => void;
}

export interface FavouritesStoreOptions {
  api: ApiClient;
  bus: Bus;
  /** Key of the message shown when the server refuses a change (values: message). */
  failureMessageKey: string;
  now?: () => number;
  throttleMs?: number;
}

const VISITOR_SNAPSHOT: FavouritesSnapshot = { ids: new Set(), revision: 0 };

const sameIds = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((id) => b.has(id));

export function createFavouritesStore({
  api,
  bus,
  failureMessageKey,
  now = Date.now,
  throttleMs = LIMITS.favouriteThrottleMs,
}: FavouritesStoreOptions): FavouritesStore {
  let state = VISITOR_SNAPSHOT;
  let session: Session | null = null;
  let lastActionAt = Number.NEGATIVE_INFINITY;
  // Changes sent but not answered: while any is in flight, a server answer may predate a later local change.
  let inFlight = 0;
  const listeners = new Set<() => void>();

  const publish = (next: FavouritesSnapshot, announce: boolean) => {
    state = next;
    for (const listener of listeners) listener();
    if (announce) bus.emit('favourites/changed', { nodeIds: [...next.ids] });
  };
  const withIds = (ids: ReadonlySet<string>, revision = state.revision) => ({ ids, revision });
  const toggled = (id: string, present: boolean) => {
    const ids = new Set(state.ids);
    if (present) ids.add(id);
    else ids.delete(id);
    return ids;
  };

  const loadIds = (token: string) => {
    api.call(gamesEndpoints.favouriteIds, {}).then(
      ({ ids }) => {
        // An answer for a session that has since ended or changed is dropped.
        if (session?.token === token && inFlight === 0) publish(withIds(new Set(ids), state.revision + 1), true);
      },
      // Without the ids every heart shows empty; the next toggle still works and the server stays right.
      () => undefined,
    );
  };

  const send = (game: GameTile, favourite: boolean) => {
    const token = session?.token;
    const id = game.nodeId;
    inFlight += 1;
    publish(withIds(toggled(id, favourite)), true);
    const endpoint = favourite ? gamesEndpoints.addFavourite : gamesEndpoints.removeFavourite;
    api.call(endpoint, { nodeId: id, vendor: game.vassalage, gameType: game.gameType }).then(
      ({ ids }) => {
        inFlight -= 1;
        if (session?.token !== token) return;
        // The server's list is the truth once nothing else is on its way; before that it may miss a later change.
        const confirmed = inFlight === 0 ? new Set(ids) : state.ids;
        const news = !sameIds(confirmed, state.ids);
        publish(withIds(confirmed, state.revision + 1), news);
      },
      (error: unknown) => {
        inFlight -= 1;
        if (session?.token !== token) return;
        // Roll back this change only: a later change to another game stays.
        publish(withIds(toggled(id, !favourite)), true);
        const message = error instanceof Error ? error.message : String(error);
        bus.emit('dialog/show', { messageKey: failureMessageKey, values: { message }, tone: 'error' });
      },
    );
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => state,
    setSession(next) {
      const previousToken = session?.token ?? null;
      session = next;
      if (next.token === previousToken) return;
      publish(VISITOR_SNAPSHOT, false);
      if (next.token && next.isLogin && !next.isTrial) loadIds(next.token);
    },
    setFavourite(game, favourite) {
      // Favourites need a real account: visitors get the login popup, trial accounts the warning (requirements §5, §6).
      if (!session?.isLogin) {
        bus.emit('auth/open-login', { reason: 'favourites' });
        return 'login';
      }
      if (session.isTrial) {
        bus.emit('dialog/show', { messageKey: 'in_need_true_account', tone: 'warning' });
        return 'trial';
      }
      const at = now();
      if (at - lastActionAt < throttleMs) return 'throttled';
      if (state.ids.has(game.nodeId) === favourite) return 'ignored';
      lastActionAt = at;
      send(game, favourite);
      return favourite ? 'added' : 'removed';
    },
    start() {
      const subscription = bus.on('favourites/changed').subscribe(({ nodeIds }) => {
        const ids = new Set(nodeIds);
        // Our own announcements come back here too; only a different list is news.
        if (!sameIds(ids, state.ids)) publish(withIds(ids, state.revision + 1), false);
      });
      return () => subscription.unsubscribe();
    },
  };
}
