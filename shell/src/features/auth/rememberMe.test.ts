// Remember-me's storage: only ciphertext, under a non-extractable key, for 24 hours, refused when edited.
import { webcrypto } from 'node:crypto';
import { TextDecoder, TextEncoder } from 'node:util';
import { createMemoryStorage } from '@mekong/contracts';
import { createRememberMe, REMEMBER_ME_STORAGE_KEY, type CryptoKeyStore } from './rememberMe';

// jsdom has neither WebCrypto's subtle nor IndexedDB: Node's WebCrypto and a key store in memory stand in.
Object.assign(globalThis, { TextEncoder, TextDecoder });

function memoryKeyStore(): CryptoKeyStore & { key: CryptoKey | null } {
  const store = {
    key: null as CryptoKey | null,
    get: async () => store.key,
    put: async (key: CryptoKey) => void (store.key = key),
    delete: async () => void (store.key = null),
  };
  return store;
}

function setup(start = Date.UTC(2026, 10, 22, 12)) {
  const storage = createMemoryStorage();
  const keyStore = memoryKeyStore();
  let time = start;
  const rememberMe = createRememberMe({
    subtle: webcrypto.subtle as unknown as SubtleCrypto,
    getRandomValues: (array) => webcrypto.getRandomValues(array),
    storage,
    keyStore,
    now: () => time,
  });
  return { rememberMe, storage, keyStore, advance: (ms: number) => (time += ms) };
}

const login = { username: 'somchai', password: 'Secret123', mobileNum: '2055512345', countryDialingCode: '856' };

describe('rememberMe', () => {
  it('gives back what it saved', async () => {
    const { rememberMe } = setup();
    await rememberMe.save(login);
    expect(await rememberMe.load()).toEqual(login);
  });

  it('keeps only ciphertext in storage, under a non-extractable key', async () => {
    const { rememberMe, storage, keyStore } = setup();
    await rememberMe.save(login);
    const raw = storage.getItem(REMEMBER_ME_STORAGE_KEY) ?? '';
    expect(raw).not.toContain('Secret123');
    expect(raw).not.toContain('somchai');
    expect(keyStore.key?.extractable).toBe(false);
    await expect(webcrypto.subtle.exportKey('raw', keyStore.key as unknown as webcrypto.CryptoKey)).rejects.toThrow();
  });

  it('forgets the login after 24 hours', async () => {
    const { rememberMe, storage, advance } = setup();
    await rememberMe.save(login);
    advance(24 * 3_600_000 - 1);
    expect(await rememberMe.load()).toEqual(login);
    advance(1);
    expect(await rememberMe.load()).toBeNull();
    expect(storage.getItem(REMEMBER_ME_STORAGE_KEY)).toBeNull();
  });

  it('refuses a record whose expiry was edited', async () => {
    const { rememberMe, storage } = setup();
    await rememberMe.save(login);
    const record = JSON.parse(storage.getItem(REMEMBER_ME_STORAGE_KEY) ?? '{}') as { expiresAt: number };
    storage.setItem(REMEMBER_ME_STORAGE_KEY, JSON.stringify({ ...record, expiresAt: record.expiresAt + 7 * 24 * 3_600_000 }));
    expect(await rememberMe.load()).toBeNull();
  });

  it('cannot read the record without its key (site data of IndexedDB cleared)', async () => {
    const { rememberMe, keyStore } = setup();
    await rememberMe.save(login);
    await keyStore.delete();
    expect(await rememberMe.load()).toBeNull();
  });

  it('clears the record and the key', async () => {
    const { rememberMe, storage, keyStore } = setup();
    await rememberMe.save(login);
    await rememberMe.clear();
    expect(storage.getItem(REMEMBER_ME_STORAGE_KEY)).toBeNull();
    expect(keyStore.key).toBeNull();
    expect(await rememberMe.load()).toBeNull();
  });

  it('uses a fresh IV per save', async () => {
    const { rememberMe, storage } = setup();
    await rememberMe.save(login);
    const first = storage.getItem(REMEMBER_ME_STORAGE_KEY);
    await rememberMe.save(login);
    expect(storage.getItem(REMEMBER_ME_STORAGE_KEY)).not.toEqual(first);
  });
});
