// The shell's session services, created once at load: event bus, session store, API client, encrypted calls.
import {
  createApiClient,
  createBus,
  createEncryptedCaller,
  createSessionStore,
  writeMerchantCode,
  type ApiClient,
  type Bus,
  type EncryptedCaller,
  type FetchLike,
  type KeyValueStorage,
  type SessionStore,
  type SubtleCryptoLike,
} from '@mekong/contracts';
import { skip } from 'rxjs';
import { createStoredLoginState, type VisitorLocation } from './loginState';
import { createOwedPasswordChange, reportingOwedChange, type OwedPasswordChange } from './passwordChange';

export interface ShellServices {
  bus: Bus;
  sessionStore: SessionStore;
  api: ApiClient;
  callEncrypted: EncryptedCaller;
  /** The forced password change the session owes, if any (every other call is refused until it is made). */
  passwordChange: OwedPasswordChange;
  /** Where the language choice and other cross-visit state live (window.localStorage). */
  localStorage: KeyValueStorage;
  /** Per-tab state: token, the login state, merchant code, popup flags (window.sessionStorage). */
  sessionStorage: KeyValueStorage;
  /** Keeps the visitor's location (system info) in the stored login state (requirements §3). */
  storeLocation: (location: VisitorLocation) => void;
}

export interface ShellServicesOptions {
  sessionStorage: KeyValueStorage;
  localStorage: KeyValueStorage;
  fetch: FetchLike;
  getLanguage: () => string;
  /** WebCrypto for the enc calls: window.crypto.subtle in browsers, Node's in tests. */
  subtle?: SubtleCryptoLike;
}

export function createShellServices({ sessionStorage, localStorage, fetch, getLanguage, subtle }: ShellServicesOptions): ShellServices {
  // Requirements §3: the merchant code keys are written at every load, before any call goes out.
  writeMerchantCode(sessionStorage, localStorage);
  const bus = createBus();
  const sessionStore = createSessionStore(sessionStorage);
  const passwordChange = createOwedPasswordChange(sessionStorage);
  // The remotes call through this client too, so any refusal for an owed change reaches the popup.
  const api = reportingOwedChange(
    createApiClient({ baseUrl: '', fetch, getToken: () => sessionStore.current().token, getLanguage }),
    passwordChange,
  );
  // Remotes that prefer events to the session stream hear every later change on the bus too.
  sessionStore.session$.pipe(skip(1)).subscribe((session) => bus.emit('session/changed', session));
  // A signed-out tab owes nothing (sign-out already cleared the stored flag with the rest of session storage).
  sessionStore.session$.subscribe(({ token }) => {
    if (!token) passwordChange.settle();
  });
  // Requirements §3 stored browser state: the whole login state follows the session, signed in or out.
  const loginState = createStoredLoginState(sessionStorage);
  sessionStore.session$.subscribe((session) => loginState.session(session));
  return {
    bus,
    sessionStore,
    api,
    callEncrypted: createEncryptedCaller(api, subtle),
    passwordChange,
    localStorage,
    sessionStorage,
    storeLocation: loginState.location,
  };
}
