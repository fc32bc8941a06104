// The server half of enc calls: the RSA key pair (from the environment, else created once and kept in the
// database) and the decryption of `{ enc: { keyId, key, iv, data } }` bodies (RSA-OAEP SHA-256 wraps an
// AES-256-GCM key; data carries the 16-byte tag at its end, as WebCrypto writes it).
import {
  constants,
  createDecipheriv,
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPair,
  privateDecrypt,
  type KeyObject,
} from 'node:crypto';
import type { EncryptedBody } from '@mekong/contracts';
import type { Db } from '../db/database';

export interface ServerKey {
  keyId: string;
  publicKeyPem: string;
  privateKey: KeyObject;
}

const RSA_BITS = 3072;
const TAG_LENGTH = 16;

function keyIdOf(publicKey: KeyObject): string {
  return createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('hex')
    .slice(0, 16);
}

export function serverKeyFromPem(privatePem: string): ServerKey {
  const privateKey = createPrivateKey(privatePem);
  const publicKey = createPublicKey(privateKey);
  return { keyId: keyIdOf(publicKey), publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(), privateKey };
}

function generatePrivatePem(): Promise<string> {
  return new Promise((resolve, reject) => {
    generateKeyPair(
      'rsa',
      { modulusLength: RSA_BITS, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } },
      (error, _publicKey, privateKey) => (error ? reject(error) : resolve(privateKey)),
    );
  });
}

/**
 * The key of `privatePem` when given (production sets MEKONG_RSA_PRIVATE_KEY); otherwise the first key kept in
 * the database, created on first start. Nodes starting together race on the insert and all read the winner.
 */
export async function loadServerKey(db: Db, privatePem: string | null): Promise<ServerKey> {
  if (privatePem) return serverKeyFromPem(privatePem);
  const first = () => db.selectFrom('server_keys').select('privatePem').orderBy('createdAt').orderBy('keyId').executeTakeFirst();
  const existing = await first();
  if (existing) return serverKeyFromPem(existing.privatePem);
  const created = serverKeyFromPem(await generatePrivatePem());
  await db
    .insertInto('server_keys')
    .values({
      keyId: created.keyId,
      publicPem: created.publicKeyPem,
      privatePem: created.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      createdAt: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('keyId').doNothing())
    .execute();
  const kept = await first();
  return kept ? serverKeyFromPem(kept.privatePem) : created;
}

export class PayloadDecryptError extends Error {}

/** The decrypted JSON of an enc body; throws PayloadDecryptError when it cannot be read. */
export function decryptBody(key: ServerKey, body: EncryptedBody): unknown {
  const { enc } = body;
  if (enc.keyId !== key.keyId) throw new PayloadDecryptError('The encryption key has changed; fetch the public key again');
  try {
    const aesKey = privateDecrypt(
      { key: key.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(enc.key, 'base64'),
    );
    const data = Buffer.from(enc.data, 'base64');
    const iv = Buffer.from(enc.iv, 'base64');
    if (aesKey.length !== 32 || iv.length !== 12 || data.length < TAG_LENGTH) throw new Error('bad sizes');
    const decipher = createDecipheriv('aes-256-gcm', aesKey, iv, { authTagLength: TAG_LENGTH });
    decipher.setAuthTag(data.subarray(data.length - TAG_LENGTH));
    const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - TAG_LENGTH)), decipher.final()]);
    return JSON.parse(plain.toString('utf8'));
  } catch {
    throw new PayloadDecryptError('The encrypted payload could not be read');
  }
}
