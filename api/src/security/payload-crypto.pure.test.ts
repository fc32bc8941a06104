// The server half of enc calls against the contracts' client half (WebCrypto): decrypts, and refuses tampering.
import { generateKeyPairSync } from 'node:crypto';
import { encryptPayload } from '@mekong/contracts';
import { decryptBody, PayloadDecryptError, serverKeyFromPem } from './payload-crypto';

const key = serverKeyFromPem(
  generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
);
const seal = (payload: unknown) => encryptPayload(key.publicKeyPem, key.keyId, payload, globalThis.crypto.subtle);

it('opens what the client sealed', async () => {
  const payload = { type: 'username', username: 'ລາວ', password: '密码Pass1' };
  expect(decryptBody(key, await seal(payload))).toEqual(payload);
});

it('refuses a flipped tag, a swapped IV, a key wrapped for another key pair, and a stale key id', async () => {
  const body = await seal({ a: 1 });
  const data = Buffer.from(body.enc.data, 'base64');
  data[data.length - 1] = (data[data.length - 1] ?? 0) ^ 0x80;
  expect(() => decryptBody(key, { enc: { ...body.enc, data: data.toString('base64') } })).toThrow(PayloadDecryptError);
  expect(() => decryptBody(key, { enc: { ...body.enc, iv: Buffer.alloc(12).toString('base64') } })).toThrow(
    'The encrypted payload could not be read',
  );
  const other = serverKeyFromPem(
    generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  );
  const foreign = await encryptPayload(other.publicKeyPem, key.keyId, { a: 1 }, globalThis.crypto.subtle);
  expect(() => decryptBody(key, foreign)).toThrow(PayloadDecryptError);
  expect(() => decryptBody(key, { enc: { ...body.enc, keyId: other.keyId } })).toThrow('fetch the public key again');
});
