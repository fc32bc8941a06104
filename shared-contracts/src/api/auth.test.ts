/**
 * @jest-environment node
 */
/// <reference types="node" />
// The client half of enc calls against Node's own RSA-OAEP/AES-GCM, the base64 helpers, and the auth schemas.
import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import {
  authEndpoints,
  base64ToBytes,
  bytesToBase64,
  encryptPayload,
  encryptedBodySchema,
  isEncryptedEndpoint,
  loginPayloadSchema,
  secondFactorChallengeSchema,
  type EncryptedEndpointPayload,
} from './auth';
import { systemEndpoints } from './system';
import { createApiClient } from './client';
import { ApiError, fail } from './envelope';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();

function decrypt(body: unknown): unknown {
  const { enc } = encryptedBodySchema.parse(body);
  const key = privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(enc.key, 'base64'),
  );
  const data = Buffer.from(enc.data, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(enc.iv, 'base64'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  return JSON.parse(Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8'));
}

describe('encryptPayload', () => {
  it('produces a body the server side of Node decrypts, with non-ASCII text intact', async () => {
    const payload: EncryptedEndpointPayload<typeof authEndpoints.login> = {
      type: 'username',
      username: 'ລາວ用户',
      password: 'Pässwörd1😀',
    };
    const body = await encryptPayload(pem, 'k1', payload, globalThis.crypto.subtle);
    expect(body.enc.keyId).toBe('k1');
    expect(Buffer.from(body.enc.iv, 'base64')).toHaveLength(12);
    expect(decrypt(body)).toEqual(payload);
  });

  it('uses a fresh key and IV on every call', async () => {
    const [a, b] = await Promise.all([
      encryptPayload(pem, 'k', { n: 1 }, globalThis.crypto.subtle),
      encryptPayload(pem, 'k', { n: 1 }, globalThis.crypto.subtle),
    ]);
    expect(a.enc.iv).not.toBe(b.enc.iv);
    expect(a.enc.data).not.toBe(b.enc.data);
  });
});

describe('base64', () => {
  it('matches Buffer for every length remainder', () => {
    for (const text of ['', 'a', 'ab', 'abc', 'abcd', 'ສະບາຍດີ']) {
      const bytes = new Uint8Array(Buffer.from(text));
      expect(bytesToBase64(bytes)).toBe(Buffer.from(text).toString('base64'));
      expect(Buffer.from(base64ToBytes(Buffer.from(text).toString('base64'))).toString()).toBe(text);
    }
  });
});

describe('auth endpoints', () => {
  it('marks exactly the enc calls of requirements §7 as encrypted', () => {
    const encrypted = Object.entries(authEndpoints)
      .filter(([, e]) => isEncryptedEndpoint(e))
      .map(([name]) => name)
      .sort();
    expect(encrypted).toEqual(['changePassword', 'login', 'passwordByVerification', 'register', 'registerMobile', 'resetPasswordByToken']);
    expect(isEncryptedEndpoint(systemEndpoints.status)).toBe(false);
  });

  it('defaults the entrance to member and tells login kinds apart', () => {
    expect(loginPayloadSchema.parse({ type: 'username', username: ' bob ', password: 'x' })).toMatchObject({
      username: 'bob',
      entrance: 'member',
    });
    expect(loginPayloadSchema.safeParse({ type: 'sms', username: 'bob', password: 'x' }).success).toBe(false);
  });

  it('describes a second-factor challenge', () => {
    expect(secondFactorChallengeSchema.safeParse({ challengeId: 'c', methods: ['totp', 'sms'] }).success).toBe(true);
    expect(secondFactorChallengeSchema.safeParse({ challengeId: 'c', methods: [] }).success).toBe(false);
  });
});

describe('failures with a value', () => {
  it('reach the caller as ApiError details, e.g. the captcha flag and a second-factor challenge', async () => {
    const answers = [
      fail('captcha-required', 'Please complete verification first', { captcha: true }),
      fail('second-factor-required', 'New device', { challengeId: 'c1', methods: ['totp'] }),
    ];
    const client = createApiClient({
      baseUrl: '',
      getToken: () => null,
      fetch: async () => ({ status: 401, json: async () => answers.shift() }),
    });
    const body = await encryptPayload(pem, 'k1', { type: 'username', username: 'a', password: 'b' }, globalThis.crypto.subtle);
    const first = await client.call(authEndpoints.login, body).catch((error: unknown) => error);
    expect(first).toBeInstanceOf(ApiError);
    expect(first).toMatchObject({ code: 'captcha-required', details: { captcha: true } });
    const second = await client.call(authEndpoints.login, body).catch((error: unknown) => error);
    expect(secondFactorChallengeSchema.parse((second as ApiError).details)).toEqual({ challengeId: 'c1', methods: ['totp'] });
  });
});
