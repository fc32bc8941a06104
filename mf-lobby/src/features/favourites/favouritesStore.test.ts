// The favourite toggle of requirements §4: login and trial rules, the 1000 ms throttle, duplicate adds ignored, optimistic
// changes confirmed or rolled back, and the bus event that keeps other tiles and remotes in agreement.
import { ApiError, createBus, gamesEndpoints, type ApiClient, type BusEvents, type GameTile, type Session } from '@mekong/contracts';
import { createFavouritesStore } from './favouritesStore';

const game = (nodeId: string): GameTile => ({
  nodeId,
  gameId: 1,
  vassalage: 'PG',
  gameType: 'RNG',
  accountTypeName: 'PG',
  gameCode: `PG_${nodeId}`,
  isGame: 'GAME',
  isHot: 0,
  supportPlay: 1,
  isNew: 0,
  displayName: nodeId,
  gameName: nodeId,
  iconUrl: `/static/games/${nodeId}.svg`,
  showIcon: `/static/games/${nodeId}.svg`,
});

const member = (token = 'member-token'): Session => ({ token, memberInfo: null, isLogin: true, isAgent: false, isTrial: false });
const VISITOR: Session = { token: null, memberInfo: null, isLogin: false, isAgent: false, isTrial: false };

interface Deferred {
  path: string;
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** An API client whose calls wait until the test answers them, in order. */
function fakeApi() {
  const calls: Deferred[] = [];
  const api: ApiClient = {
    call(endpoint, input) {
      return new Promise((resolve, reject) => {
        calls.push({ path: `${endpoint.method} ${endpoint.path}`, input, resolve: resolve as (value: unknown) => void, reject });
      });
    },
  };
  return { api, calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(initialIds: string[] = []) {
  let clock = 10_000;
  const { api, calls } = fakeApi();
  const bus = createBus();
  const events: { type: string; payload: unknown }[] = [];
  bus.messages$.subscribe((message) => events.push(message));
  const store = createFavouritesStore({ api, bus, failureMessageKey: 'mf_lobby:favourite_failed', now: () => clock });
  const stop = store.start();
  const advance = (ms: number) => (clock += ms);
  const login = async () => {
    store.setSession(member());
    const load = calls.shift();
    expect(load?.path).toBe(`GET ${gamesEndpoints.favouriteIds.path}`);
    load?.resolve({ ids: initialIds });
    await settle();
    events.length = 0;
  };
  return { store, calls, bus, events, advance, login, stop };
}

const ids = (store: ReturnType<typeof setup>['store']) => [...store.snapshot().ids].sort();

describe('who may keep favourites', () => {
  it('sends a visitor to the login popup and changes nothing', () => {
    const { store, calls, events } = setup();
    store.setSession(VISITOR);
    expect(store.setFavourite(game('a'), true)).toBe('login');
    expect(events).toEqual([{ type: 'auth/open-login', payload: { reason: 'favourites' } }]);
    expect(calls).toHaveLength(0);
    expect(ids(store)).toEqual([]);
  });

  it('shows a trial account the in_need_true_account warning and loads nothing for it', () => {
    const { store, calls, events } = setup();
    store.setSession({ ...member('trial-token'), isTrial: true });
    expect(calls).toHaveLength(0);
    expect(store.setFavourite(game('a'), true)).toBe('trial');
    expect(events).toEqual([{ type: 'dialog/show', payload: { messageKey: 'in_need_true_account', tone: 'warning' } }]);
  });

  it("loads a member's ids on login, announces them, and forgets them on logout", async () => {
    const { store, calls, events } = setup();
    store.setSession(member());
    calls[0]?.resolve({ ids: ['a', 'b'] });
    await settle();
    expect(ids(store)).toEqual(['a', 'b']);
    expect(events).toContainEqual({ type: 'favourites/changed', payload: { nodeIds: ['a', 'b'] } });
    store.setSession(VISITOR);
    expect(ids(store)).toEqual([]);
  });

  it('drops an ids answer that arrives after the member logged out', async () => {
    const { store, calls } = setup();
    store.setSession(member());
    store.setSession(VISITOR);
    calls[0]?.resolve({ ids: ['a'] });
    await settle();
    expect(ids(store)).toEqual([]);
  });
});

describe('toggle', () => {
  it('adds locally at once, then sends the favourite payload; the server answer confirms it', async () => {
    const { store, calls, events, login } = setup(['x']);
    await login();
    const revision = store.snapshot().revision;
    expect(store.setFavourite(game('a'), true)).toBe('added');
    expect(ids(store)).toEqual(['a', 'x']);
    expect(events).toEqual([{ type: 'favourites/changed', payload: { nodeIds: ['x', 'a'] } }]);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      path: `POST ${gamesEndpoints.addFavourite.path}`,
      input: { nodeId: 'a', vendor: 'PG', gameType: 'RNG' },
    });
    calls[0]?.resolve({ ids: ['x', 'a'] });
    await settle();
    expect(ids(store)).toEqual(['a', 'x']);
    expect(store.snapshot().revision).toBe(revision + 1);
  });

  it('removes locally at once, then calls the server', async () => {
    const { store, calls, login } = setup(['a', 'b']);
    await login();
    expect(store.setFavourite(game('a'), false)).toBe('removed');
    expect(ids(store)).toEqual(['b']);
    expect(calls[0]).toMatchObject({ path: `DELETE ${gamesEndpoints.removeFavourite.path}`, input: { nodeId: 'a' } });
  });

  it('ignores adding a game that already is a favourite (and removing one that is not)', async () => {
    const { store, calls, login } = setup(['a']);
    await login();
    expect(store.setFavourite(game('a'), true)).toBe('ignored');
    expect(store.setFavourite(game('b'), false)).toBe('ignored');
    expect(calls).toHaveLength(0);
  });

  it('allows one action per 1000 ms: a second click inside the window is ignored', async () => {
    const { store, calls, advance, login } = setup();
    await login();
    expect(store.setFavourite(game('a'), true)).toBe('added');
    advance(999);
    expect(store.setFavourite(game('a'), false)).toBe('throttled');
    expect(store.setFavourite(game('b'), true)).toBe('throttled');
    expect(ids(store)).toEqual(['a']);
    advance(1);
    expect(store.setFavourite(game('b'), true)).toBe('added');
    expect(calls.map((call) => call.input)).toEqual([expect.objectContaining({ nodeId: 'a' }), expect.objectContaining({ nodeId: 'b' })]);
  });

  it('rolls a refused add back, keeps a later change, and shows the error', async () => {
    const { store, calls, events, advance, login } = setup();
    await login();
    store.setFavourite(game('a'), true);
    advance(1000);
    store.setFavourite(game('b'), true);
    events.length = 0;
    calls[0]?.reject(new ApiError('network', 'Network link is abnormal, please try again'));
    await settle();
    expect(ids(store)).toEqual(['b']);
    expect(events).toEqual<{ type: string; payload: BusEvents[keyof BusEvents] }[]>([
      { type: 'favourites/changed', payload: { nodeIds: ['b'] } },
      {
        type: 'dialog/show',
        payload: {
          messageKey: 'mf_lobby:favourite_failed',
          values: { message: 'Network link is abnormal, please try again' },
          tone: 'error',
        },
      },
    ]);
    // The later add lands; with nothing else in flight its answer is taken as the truth.
    calls[1]?.resolve({ ids: ['b'] });
    await settle();
    expect(ids(store)).toEqual(['b']);
  });

  it('rolls a refused removal back', async () => {
    const { store, calls, login } = setup(['a']);
    await login();
    store.setFavourite(game('a'), false);
    expect(ids(store)).toEqual([]);
    calls[0]?.reject(new ApiError('internal', 'Unknown error'));
    await settle();
    expect(ids(store)).toEqual(['a']);
  });
});

describe('agreement over the bus', () => {
  it('takes a different list announced by another remote, and stops listening when stopped', async () => {
    const { store, bus, login, stop } = setup(['a']);
    await login();
    const revision = store.snapshot().revision;
    bus.emit('favourites/changed', { nodeIds: ['a', 'c'] });
    expect(ids(store)).toEqual(['a', 'c']);
    expect(store.snapshot().revision).toBe(revision + 1);
    stop();
    bus.emit('favourites/changed', { nodeIds: [] });
    expect(ids(store)).toEqual(['a', 'c']);
  });

  it('tells subscribers about every change', async () => {
    const { store, login } = setup();
    const listener = jest.fn();
    store.subscribe(listener);
    await login();
    listener.mockClear();
    store.setFavourite(game('a'), true);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
