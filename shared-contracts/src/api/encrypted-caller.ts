// Sends the enc calls of requirements §7: the payload encrypted with the server's public key, fetched once and reused.
import type * as z from 'zod/mini';
import type { ApiClient } from './client';
import { authEndpoints, encryptPayload, type EncryptedEndpoint, type PublicKey, type SubtleCryptoLike } from './auth';

export type EncryptedCaller = <P extends z.ZodMiniType, O extends z.ZodMiniType>(
  endpoint: EncryptedEndpoint<P, O>,
  payload: z.input<P>,
) => Promise<z.output<O>>;

/** `subtle` is WebCrypto: window.crypto.subtle in browsers (secure contexts only), globalThis.crypto.subtle in Node. */
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
