// Remember-me for the login popup (requirements §9: last username, password and SMS details for 24 hours), kept in
// localStorage only as AES-GCM ciphertext under a non-extractable key that lives in IndexedDB.
import { LIMITS, type KeyValueStorage } from '@mekong/contracts';

/** What the login popup remembers; every part optional (a username login leaves the SMS part empty). */
export interface RememberedLogin {
  username?: string;
  password?: string;
  mobileNum?: string;
  countryDialingCode?: string;
}

/** Where the AES key lives: IndexedDB in the browser, a Map in tests. The key object itself is stored, never its bytes. */
export interface CryptoKeyStore {
  get(): Promise<CryptoKey | null>;
  put(key: CryptoKey): Promise<void>;
  delete(): Promise<void>;
}

export interface RememberMeDeps {
  subtle: SubtleCrypto;
  getRandomValues: <T extends Uint8Array>(array: T) => T;
  storage: Pick<KeyValueStorage, 'getItem' | 'setItem' | 'removeItem'>;
  keyStore: CryptoKeyStore;
  now?: () => number;
  /** How long a saved login lasts (default requirements §9: 24 hours). */
  lifetimeMs?: number;
}

export interface RememberMe {
  save(login: RememberedLogin): Promise<void>;
  /** The saved login, or null when none, expired, tampered with, or the key is gone (e.g. site data cleared). */
  load(): Promise<RememberedLogin | null>;
  clear(): Promise<void>;
}

export const REMEMBER_ME_STORAGE_KEY = 'mekong.rememberMe';
const FORMAT_VERSION = 1;

interface StoredRecord {
  v: typeof FORMAT_VERSION;
  expiresAt: number;
  iv: string;
  data: string;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function parseRecord(raw: string | null): StoredRecord | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredRecord>;
    if (value.v !== FORMAT_VERSION || typeof value.expiresAt !== 'number' || typeof value.iv !== 'string' || typeof value.data !== 'string')
      return null;
    return value as StoredRecord;
  } catch {
    return null;
  }
}

function pickLogin(value: unknown): RememberedLogin | null {
  if (typeof value !== 'object' || value === null) return null;
  const out: RememberedLogin = {};
  for (const field of ['username', 'password', 'mobileNum', 'countryDialingCode'] as const) {
    const v = (value as Record<string, unknown>)[field];
    if (typeof v === 'string' && v !== '') out[field] = v;
  }
  return out;
}

export function createRememberMe({
  subtle,
  getRandomValues,
  storage,
  keyStore,
  now = Date.now,
  lifetimeMs = LIMITS.rememberMeHours * 3_600_000,
}: RememberMeDeps): RememberMe {
  const encoder = new TextEncoder();
  // The expiry is bound to the ciphertext as additional data: editing it in localStorage makes decryption fail.
  const aad = (expiresAt: number) => encoder.encode(`mekong-remember-me:v${FORMAT_VERSION}:${expiresAt}`);

  const clear = async () => {
    storage.removeItem(REMEMBER_ME_STORAGE_KEY);
    await keyStore.delete();
  };

  const keyForWriting = async (): Promise<CryptoKey> => {
    const existing = await keyStore.get();
    if (existing) return existing;
    // extractable: false — page scripts can use the key but never read its bytes out.
    const key = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    await keyStore.put(key);
    return key;
  };

  return {
    async save(login) {
      const key = await keyForWriting();
      const iv = getRandomValues(new Uint8Array(12));
      const expiresAt = now() + lifetimeMs;
      const plain = encoder.encode(JSON.stringify(pickLogin(login)));
      const cipher = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv, additionalData: aad(expiresAt) }, key, plain));
      const record: StoredRecord = { v: FORMAT_VERSION, expiresAt, iv: toBase64(iv), data: toBase64(cipher) };
      storage.setItem(REMEMBER_ME_STORAGE_KEY, JSON.stringify(record));
    },

    async load() {
      const record = parseRecord(storage.getItem(REMEMBER_ME_STORAGE_KEY));
      if (!record) return null;
      if (record.expiresAt <= now()) {
        await clear();
        return null;
      }
      const key = await keyStore.get();
      if (!key) {
        storage.removeItem(REMEMBER_ME_STORAGE_KEY);
        return null;
      }
      try {
        const plain = await subtle.decrypt(
          { name: 'AES-GCM', iv: fromBase64(record.iv), additionalData: aad(record.expiresAt) },
          key,
          fromBase64(record.data),
        );
        return pickLogin(JSON.parse(new TextDecoder().decode(plain)));
      } catch {
        await clear();
        return null;
      }
    },

    clear,
  };
}

const DB_NAME = 'mekong-remember-me';
const STORE_NAME = 'keys';
const KEY_ID = 'login';

function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** The browser's key store: one IndexedDB object store holding the CryptoKey object (structured clone keeps it non-extractable). */
export function createIndexedDbKeyStore(factory: IDBFactory): CryptoKeyStore {
  let opened: Promise<IDBDatabase> | null = null;
  const database = () => {
    if (!opened) {
      const request = factory.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE_NAME);
      opened = requestResult(request);
    }
    return opened;
  };
  const store = async (mode: IDBTransactionMode) => (await database()).transaction(STORE_NAME, mode).objectStore(STORE_NAME);
  return {
    get: async () => {
      const value: unknown = await requestResult((await store('readonly')).get(KEY_ID));
      return value instanceof CryptoKey ? value : null;
    },
    put: async (key) => void (await requestResult((await store('readwrite')).put(key, KEY_ID))),
    delete: async () => void (await requestResult((await store('readwrite')).delete(KEY_ID))),
  };
}

/** Remember-me in this browser, or null where WebCrypto or IndexedDB is missing (then nothing is remembered). */
export function browserRememberMe(): RememberMe | null {
  if (typeof window === 'undefined' || !window.crypto?.subtle || !window.indexedDB) return null;
  return createRememberMe({
    subtle: window.crypto.subtle,
    getRandomValues: (array) => window.crypto.getRandomValues(array),
    storage: window.localStorage,
    keyStore: createIndexedDbKeyStore(window.indexedDB),
  });
}
