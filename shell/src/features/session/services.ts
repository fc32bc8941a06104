// The shell's session services, created once at load: event bus, session store, API client.
import { createApiClient, createBus, createSessionStore, writeMerchantCode, type ApiClient, type Bus, type FetchLike, type KeyValueStorage, type SessionStore } from '@mekong/contracts';
import { skip } from 'rxjs';

export interface ShellServices {
  bus: Bus;
  sessionStore: SessionStore;
  api: ApiClient;
  /** Where the language choice and other cross-visit state live (window.localStorage). */
  localStorage: KeyValueStorage;
  /** Per-tab state: token, member info, merchant code, popup flags (window.sessionStorage). */
  sessionStorage: KeyValueStorage;
}

export interface ShellServicesOptions {
  sessionStorage: KeyValueStorage;
  localStorage: KeyValueStorage;
  fetch: FetchLike;
  getLanguage: () => string;
}

export function createShellServices({ sessionStorage, localStorage, fetch, getLanguage }: ShellServicesOptions): ShellServices {
  // Spec §3: the merchant code keys are written at every load, before any call goes out.
  writeMerchantCode(sessionStorage, localStorage);
  const bus = createBus();
  const sessionStore = createSessionStore(sessionStorage);
  const api = createApiClient({ baseUrl: '', fetch, getToken: () => sessionStore.current().token, getLanguage });
  // Remotes that prefer events to the session stream hear every later change on the bus too.
  sessionStore.session$.pipe(skip(1)).subscribe((session) => bus.emit('session/changed', session));
  return { bus, sessionStore, api, localStorage, sessionStorage };
}
