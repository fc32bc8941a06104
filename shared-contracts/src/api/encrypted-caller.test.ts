/**
 * @jest-environment node
 */
/// <reference types="node" />
// The enc-call sender: one public-key fetch, payloads encrypted for it, and a clear error without WebCrypto.
import { webcrypto } from 'node:crypto';
import { TextDecoder } from 'node:util';
import type { ApiClient } from './client';
import { authEndpoints, base64ToBytes, type SubtleCryptoLike } from './auth';
import { createEncryptedCaller } from './encrypted-caller';

describe('createEncryptedCaller', () => {
  it('fetches the public key once and sends the payload encrypted for it', async () => {
    const pair = await webcrypto.subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['encrypt', 'decrypt'],
    );
    const spki = Buffer.from(await webcrypto.subtle.exportKey('spki', pair.publicKey)).toString('base64');
    const publicKeyPem = `-----BEGIN PUBLIC KEY-----\n${spki}\n-----END PUBLIC KEY-----`;
    const sent: { path: string; input: unknown }[] = [];
    const api: ApiClient = {
      call: async (endpoint, input) => {
        sent.push({ path: endpoint.path, input });
        return (endpoint.path === authEndpoints.publicKey.path ? { keyId: 'k1', publicKeyPem } : null) as never;
      },
    };
    const callEncrypted = createEncryptedCaller(api, webcrypto.subtle as unknown as SubtleCryptoLike);
    const payload = { oldPassword: 'Old12345', newPassword: 'New12345', confirmNewPassword: 'New12345' };
    await callEncrypted(authEndpoints.changePassword, payload);
    await callEncrypted(authEndpoints.changePassword, payload);

    expect(sent.map((s) => s.path)).toEqual([
      authEndpoints.publicKey.path,
      authEndpoints.changePassword.path,
      authEndpoints.changePassword.path,
    ]);
    const { enc } = sent[1]?.input as { enc: { keyId: string; key: string; iv: string; data: string } };
    expect(enc.keyId).toBe('k1');
    expect(JSON.stringify(sent[1]?.input)).not.toContain('Old12345');
    const rawKey = await webcrypto.subtle.decrypt({ name: 'RSA-OAEP' }, pair.privateKey, base64ToBytes(enc.key));
    const aesKey = await webcrypto.subtle.importKey('raw', rawKey, 'AES-GCM', false, ['decrypt']);
    const plain = await webcrypto.subtle.decrypt({ name: 'AES-GCM', iv: base64ToBytes(enc.iv) }, aesKey, base64ToBytes(enc.data));
    expect(JSON.parse(new TextDecoder().decode(plain))).toEqual(payload);
  });

  it('refuses to send an enc call without WebCrypto', async () => {
    const api: ApiClient = { call: async () => ({ keyId: 'k1', publicKeyPem: '' }) as never };
    await expect(
      createEncryptedCaller(api, undefined)(authEndpoints.changePassword, { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' }),
    ).rejects.toThrow(/WebCrypto/);
  });
});
