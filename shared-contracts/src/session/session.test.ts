// The session store: sign-in persistence and flags, sign-out keeping the merchant code, the merchant keys.
import { STORAGE_KEYS, SITE_CONFIG } from '../constants/site';
import { createMemoryStorage, createSessionStore, isAgentType, writeMerchantCode, type MemberInfo, type Session } from './session';

const member = (type: number): MemberInfo => ({ id: 'u1', account: 'player1', nickname: 'P1', type });

describe('session store', () => {
  it('starts signed out on empty storage', () => {
    const store = createSessionStore(createMemoryStorage());
    expect(store.current()).toEqual({ token: null, memberInfo: null, isLogin: false, isAgent: false, isTrial: false });
  });

  it('signIn persists token, member info and flags, and streams the session', () => {
    const storage = createMemoryStorage();
    const store = createSessionStore(storage);
    const seen: Session[] = [];
    const subscription = store.session$.subscribe((s) => seen.push(s));
    store.signIn('tok-1', member(0));
    subscription.unsubscribe();

    expect(storage.getItem(STORAGE_KEYS.token)).toBe('tok-1');
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.memberInfo) ?? 'null')).toEqual(member(0));
    expect(storage.getItem(STORAGE_KEYS.isLogin)).toBe('true');
    expect(storage.getItem(STORAGE_KEYS.isAgent)).toBe('false');
    expect(storage.getItem(STORAGE_KEYS.isTrial)).toBe('false');
    expect(seen.map((s) => s.isLogin)).toEqual([false, true]);
  });

  it('derives the agent and trial flags from the member type', () => {
    for (const type of SITE_CONFIG.agentTypes) {
      const store = createSessionStore(createMemoryStorage());
      store.signIn('t', member(type));
      expect([store.current().isAgent, store.current().isTrial]).toEqual([true, false]);
      expect(isAgentType(type)).toBe(true);
    }
    const trial = createSessionStore(createMemoryStorage());
    trial.signIn('t', member(SITE_CONFIG.trialType));
    expect([trial.current().isAgent, trial.current().isTrial]).toEqual([false, true]);
  });

  it('restores a persisted session, ignoring malformed member info', () => {
    const storage = createMemoryStorage();
    createSessionStore(storage).signIn('tok-2', member(1));
    expect(createSessionStore(storage).current()).toMatchObject({ token: 'tok-2', isLogin: true, isAgent: true });

    storage.setItem(STORAGE_KEYS.memberInfo, '{not json');
    expect(createSessionStore(storage).current()).toMatchObject({ token: 'tok-2', memberInfo: null, isAgent: false });
  });

  it('updateMemberInfo applies only while signed in', () => {
    const store = createSessionStore(createMemoryStorage());
    store.updateMemberInfo(member(1));
    expect(store.current().memberInfo).toBeNull();
    store.signIn('t', member(0));
    store.updateMemberInfo({ ...member(0), nickname: 'New' });
    expect(store.current().memberInfo?.nickname).toBe('New');
  });

  it('signOut clears the session but keeps merchant and merchantCode', () => {
    const storage = createMemoryStorage();
    const local = createMemoryStorage();
    writeMerchantCode(storage, local);
    const store = createSessionStore(storage);
    store.signIn('tok', member(0));
    store.signOut();

    expect(store.current()).toEqual({ token: null, memberInfo: null, isLogin: false, isAgent: false, isTrial: false });
    for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.memberInfo, STORAGE_KEYS.isLogin, STORAGE_KEYS.isAgent, STORAGE_KEYS.isTrial]) {
      expect(storage.getItem(key)).toBeNull();
    }
    expect(storage.getItem(STORAGE_KEYS.merchant)).toBe(SITE_CONFIG.merchantCode);
    expect(storage.getItem(STORAGE_KEYS.merchantCode)).toBe(SITE_CONFIG.merchantCode);
  });
});

describe('writeMerchantCode', () => {
  it('writes the site merchant code as merchant and merchantCode to session storage and merchantCode to local storage', () => {
    const session = createMemoryStorage();
    const local = createMemoryStorage();
    writeMerchantCode(session, local);
    const code = SITE_CONFIG.merchantCode;
    expect([
      session.getItem(STORAGE_KEYS.merchant),
      session.getItem(STORAGE_KEYS.merchantCode),
      local.getItem(STORAGE_KEYS.merchantCode),
    ]).toEqual([code, code, code]);
    expect(local.getItem(STORAGE_KEYS.merchant)).toBeNull();
  });
});
