// The session: token and member info kept in session storage, as one observable stream.
import { BehaviorSubject, type Observable } from 'rxjs';
import * as z from 'zod/mini';
import { AGENT_TYPES, STORAGE_KEYS, TRIAL_TYPE, SITE_CONFIG } from '../constants/site';

export const memberInfoSchema = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string(),
  type: z.int(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export interface Session {
  token: string | null;
  memberInfo: MemberInfo | null;
  isLogin: boolean;
  isAgent: boolean;
  isTrial: boolean;
}

/** The part of the Web Storage API the session needs, so it runs without a DOM. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}

export function isAgentType(type: number): boolean {
  return (AGENT_TYPES as readonly number[]).includes(type);
}

function sessionFrom(token: string | null, memberInfo: MemberInfo | null): Session {
  return {
    token,
    memberInfo,
    isLogin: token !== null,
    isAgent: memberInfo !== null && isAgentType(memberInfo.type),
    isTrial: memberInfo?.type === TRIAL_TYPE,
  };
}

function readMemberInfo(storage: KeyValueStorage): MemberInfo | null {
  const raw = storage.getItem(STORAGE_KEYS.memberInfo);
  if (!raw) return null;
  try {
    const parsed = memberInfoSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface SessionStore {
  readonly session$: Observable<Session>;
  current(): Session;
  signIn(token: string, memberInfo: MemberInfo): void;
  updateMemberInfo(memberInfo: MemberInfo): void;
  /** Clears session storage but keeps the merchant code (requirements §4 logout). */
  signOut(): void;
}

/** Writes the merchant code keys of requirements §3 into session and local storage. */
export function writeMerchantCode(session: KeyValueStorage, local: KeyValueStorage, code: string = SITE_CONFIG.merchantCode): void {
  session.setItem(STORAGE_KEYS.merchant, code);
  session.setItem(STORAGE_KEYS.merchantCode, code);
  local.setItem(STORAGE_KEYS.merchantCode, code);
}

export function createSessionStore(storage: KeyValueStorage): SessionStore {
  const subject = new BehaviorSubject(sessionFrom(storage.getItem(STORAGE_KEYS.token), readMemberInfo(storage)));

  const persist = (next: Session) => {
    if (next.token && next.memberInfo) {
      storage.setItem(STORAGE_KEYS.token, next.token);
      storage.setItem(STORAGE_KEYS.memberInfo, JSON.stringify(next.memberInfo));
      storage.setItem(STORAGE_KEYS.isLogin, 'true');
      storage.setItem(STORAGE_KEYS.isAgent, String(next.isAgent));
      storage.setItem(STORAGE_KEYS.isTrial, String(next.isTrial));
    }
    subject.next(next);
  };

  return {
    session$: subject.asObservable(),
    current: () => subject.value,
    signIn: (token, memberInfo) => persist(sessionFrom(token, memberInfo)),
    updateMemberInfo: (memberInfo) => {
      if (subject.value.token) persist(sessionFrom(subject.value.token, memberInfo));
    },
    signOut: () => {
      const merchant = storage.getItem(STORAGE_KEYS.merchant);
      const merchantCode = storage.getItem(STORAGE_KEYS.merchantCode);
      storage.clear();
      if (merchant) storage.setItem(STORAGE_KEYS.merchant, merchant);
      if (merchantCode) storage.setItem(STORAGE_KEYS.merchantCode, merchantCode);
      subject.next(sessionFrom(null, null));
    },
  };
}

/** A storage held in memory, for standalone hosts and tests without a browser. */
export function createMemoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}
