// The shell's session services, created once at load: event bus, session store, API client, encrypted calls.
import {
  authEndpoints,
  createApiClient,
  createBus,
  createSessionStore,
  encryptPayload,
  writeMerchantCode,
  type ApiClient,
  type Bus,
  type EncryptedEndpoint,
  type FetchLike,
  type KeyValueStorage,
  type PublicKey,
  type SessionStore,
  type SubtleCryptoLike,
} from '@mekong/contracts';
import { skip } from 'rxjs';
import type { z } from 'zod';

/** Sends an enc call of spec §7: the payload encrypted with the server's public key (fetched once, then reused). */
export type EncryptedCaller = <P extends z.ZodType, O extends z.ZodType>(endpoint: EncryptedEndpoint<P, O>, payload: z.input<P>) => Promise<z.output<O>>;

export interface ShellServices {
  bus: Bus;
  sessionStore: SessionStore;
  api: ApiClient;
  callEncrypted: EncryptedCaller;
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
  /** WebCrypto for the enc calls: window.crypto.subtle in browsers, Node's in tests. */
  subtle?: SubtleCryptoLike;
}

export function createEncryptedCaller(api: ApiClient, subtle: SubtleCryptoLike | undefined): EncryptedCaller {
  let publicKey: Promise<PublicKey> | null = null;
  const currentKey = () => {
    if (!publicKey) {
      // A failed fetch is not cached: the next call asks again.
      publicKey = api.call(authEndpoints.publicKey, {}).catch((error: unknown) => {
        publicKey = null;
        throw error;
      });
    }
    return publicKey;
  };
  return async (endpoint, payload) => {
    if (!subtle) throw new Error('WebCrypto is not available: enc calls need a secure context (https or localhost)');
    const { keyId, publicKeyPem } = await currentKey();
    return api.call(endpoint, await encryptPayload(publicKeyPem, keyId, payload, subtle));
  };
}

export function createShellServices({ sessionStorage, localStorage, fetch, getLanguage, subtle }: ShellServicesOptions): ShellServices {
  // Spec §3: the merchant code keys are written at every load, before any call goes out.
  writeMerchantCode(sessionStorage, localStorage);
  const bus = createBus();
  const sessionStore = createSessionStore(sessionStorage);
  const api = createApiClient({ baseUrl: '', fetch, getToken: () => sessionStore.current().token, getLanguage });
  // Remotes that prefer events to the session stream hear every later change on the bus too.
  sessionStore.session$.pipe(skip(1)).subscribe((session) => bus.emit('session/changed', session));
  return { bus, sessionStore, api, callEncrypted: createEncryptedCaller(api, subtle), localStorage, sessionStorage };
}
