// The login state of requirements §3 stored browser state, kept in session storage beside the token: isLogin, isAgent and
// isTrial ('true' / 'false'), location (the visitor's `{ ip, country }` from the system info, JSON) and memberInfo (JSON,
// 'null' when signed out). The contracts' session store writes the token and member info it reads back at load; this
// keeps the whole state, signed out too, and puts location back after sign-out clears session storage.
import { STORAGE_KEYS, type KeyValueStorage, type Session, type SystemInfo } from '@mekong/contracts';

export type VisitorLocation = SystemInfo['location'];

export interface StoredLoginState {
  /** Writes the state of this session (call on every change: sign in, sign out, member info). */
  session(session: Session): void;
  /** Writes the visitor's location once the system info has it (and again whenever it changes). */
  location(location: VisitorLocation): void;
}

function readLocation(storage: KeyValueStorage): VisitorLocation | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.location) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { ip, country } = parsed as Record<string, unknown>;
    return typeof ip === 'string' && (typeof country === 'string' || country === null) ? { ip, country } : null;
  } catch {
    return null;
  }
}

export function createStoredLoginState(storage: KeyValueStorage): StoredLoginState {
  // A reload keeps the tab's location until the system info answers again.
  let location = readLocation(storage);
  let session: Session | null = null;
  const write = () => {
    if (session) {
      storage.setItem(STORAGE_KEYS.isLogin, String(session.isLogin));
      storage.setItem(STORAGE_KEYS.isAgent, String(session.isAgent));
      storage.setItem(STORAGE_KEYS.isTrial, String(session.isTrial));
      storage.setItem(STORAGE_KEYS.memberInfo, JSON.stringify(session.memberInfo));
    }
    if (location) storage.setItem(STORAGE_KEYS.location, JSON.stringify({ ip: location.ip, country: location.country }));
  };
  return {
    session: (next) => {
      session = next;
      write();
    },
    location: (next) => {
      location = next;
      write();
    },
  };
}
