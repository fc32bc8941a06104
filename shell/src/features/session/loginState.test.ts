// Requirements §3 stored browser state through the shell's real services: the login state's keys and their shapes,
// signed out, signed in and after sign-out, with the visitor's location kept across sign-out and reload.
import type { KeyValueStorage } from '@mekong/contracts';
import { createShellServices } from './services';

/** A storage that can list its keys, to check exactly which are stored. */
function listedStorage(): KeyValueStorage & { keys: () => string[]; items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    keys: () => [...items.keys()].sort(),
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

function start(sessionStorage = listedStorage()) {
  const services = createShellServices({
    sessionStorage,
    localStorage: listedStorage(),
    fetch: () => Promise.reject(new Error('no network in this test')),
    getLanguage: () => 'EN',
  });
  return { services, sessionStorage };
}

const LOGIN_STATE_KEYS = ['isAgent', 'isLogin', 'isTrial', 'location', 'memberInfo'];
const location = { ip: '203.0.113.7', country: 'LA' };

describe('stored login state (requirements §3)', () => {
  it('a visitor has the whole login state, signed out, and the location once the system info gives it', () => {
    const { services, sessionStorage } = start();
    expect(sessionStorage.keys()).toEqual(['isAgent', 'isLogin', 'isTrial', 'memberInfo', 'merchant', 'merchantCode']);
    services.storeLocation(location);
    expect(sessionStorage.keys()).toEqual([...LOGIN_STATE_KEYS, 'merchant', 'merchantCode']);
    expect(Object.fromEntries(LOGIN_STATE_KEYS.map((key) => [key, sessionStorage.getItem(key)]))).toEqual({
      isLogin: 'false',
      isAgent: 'false',
      isTrial: 'false',
      location: JSON.stringify(location),
      memberInfo: 'null',
    });
  });

  it('signing in sets the flags and member info; the location stays', () => {
    const { services, sessionStorage } = start();
    services.storeLocation(location);
    const agent = { id: '7', account: 'boun1', nickname: 'Boun', type: 41 };
    services.sessionStore.signIn('token-1', agent);
    expect(sessionStorage.keys()).toEqual([...LOGIN_STATE_KEYS, 'merchant', 'merchantCode', 'token']);
    expect(sessionStorage.getItem('isLogin')).toBe('true');
    expect(sessionStorage.getItem('isAgent')).toBe('true');
    expect(sessionStorage.getItem('isTrial')).toBe('false');
    expect(JSON.parse(sessionStorage.getItem('memberInfo') ?? '')).toEqual(agent);
    expect(JSON.parse(sessionStorage.getItem('location') ?? '')).toEqual(location);

    services.sessionStore.signIn('token-2', { id: '8', account: 'trial8', nickname: '', type: 4 });
    expect([sessionStorage.getItem('isAgent'), sessionStorage.getItem('isTrial')]).toEqual(['false', 'true']);
  });

  it('signing out clears the member but keeps a signed-out login state, the location and the merchant code', () => {
    const { services, sessionStorage } = start();
    services.storeLocation(location);
    services.sessionStore.signIn('token-1', { id: '7', account: 'somchai', nickname: 'Somchai', type: 0 });
    services.sessionStore.signOut();
    expect(sessionStorage.keys()).toEqual([...LOGIN_STATE_KEYS, 'merchant', 'merchantCode']);
    expect(sessionStorage.getItem('isLogin')).toBe('false');
    expect(sessionStorage.getItem('memberInfo')).toBe('null');
    expect(JSON.parse(sessionStorage.getItem('location') ?? '')).toEqual(location);
  });

  it('a reload reads the signed-in state back and keeps the stored location', () => {
    const first = start();
    first.services.storeLocation(location);
    first.services.sessionStore.signIn('token-1', { id: '7', account: 'somchai', nickname: 'Somchai', type: 0 });
    const { services, sessionStorage } = start(first.sessionStorage);
    expect(services.sessionStore.current()).toMatchObject({ isLogin: true, memberInfo: { account: 'somchai' } });
    expect(sessionStorage.getItem('isLogin')).toBe('true');
    expect(JSON.parse(sessionStorage.getItem('location') ?? '')).toEqual(location);
  });

  it('ignores a location that is not the system info shape', () => {
    const storage = listedStorage();
    storage.setItem('location', '{"ip":42}');
    const { services, sessionStorage } = start(storage);
    expect(sessionStorage.getItem('location')).toBe('{"ip":42}');
    services.storeLocation(location);
    expect(JSON.parse(sessionStorage.getItem('location') ?? '')).toEqual(location);
  });
});
