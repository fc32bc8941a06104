// What the mall's two money forms share: an encrypted call (redeem, convert: requirements §7) as React state with one
// idempotency key per submission, and its failure in the member's language (never the server's developer message).
import { useMemo, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import type * as z from 'zod/mini';
import { ApiError, createEncryptedCaller, type EncryptedEndpoint } from '@mekong/contracts';
import { useRemoteProps } from '@mekong/ui/remote';

/** The failures with a text of their own; any other is error_unknown. */
const KNOWN_CODES = [
  'withdraw-password-wrong',
  'withdraw-password-required',
  'insufficient-points',
  'insufficient-balance',
  'out-of-stock',
  'redeem-limit',
  'item-unavailable',
  'points-convert-inexact',
  'receiving-details-required',
  'too-many-requests',
  'account-locked',
  'trial-account',
];
const LINK_FAILURES = ['network', 'timeout', 'bad-response'];

export function failureText(t: TFunction, error: unknown): string | null {
  if (error === null || error === undefined) return null;
  if (!(error instanceof ApiError)) return t('error_unknown');
  if (LINK_FAILURES.includes(error.code)) return t('error_network');
  return KNOWN_CODES.includes(error.code) ? t(`error_${error.code}`) : t('error_unknown');
}

type Payload<E> = E extends EncryptedEndpoint<infer P, z.ZodMiniType> ? z.input<P> : never;
type Output<E> = E extends EncryptedEndpoint<z.ZodMiniType, infer O> ? z.output<O> : never;

/**
 * Sends `endpoint`'s payload encrypted. The same payload sent again after a failure keeps its idempotency key, so a
 * retry after a lost answer moves nothing twice; a changed payload or a success starts a new key. The balance in
 * the header is asked to refresh after a success.
 */
export function useEncryptedAction<E extends EncryptedEndpoint>(endpoint: E) {
  const { api, bus } = useRemoteProps();
  const call = useMemo(() => createEncryptedCaller(api, globalThis.crypto?.subtle), [api]);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const submission = useRef<{ text: string; key: string } | null>(null);
  const send = async (payload: Omit<Payload<E>, 'idempotencyKey'>): Promise<Output<E> | null> => {
    const text = JSON.stringify(payload);
    if (submission.current?.text !== text) submission.current = { text, key: crypto.randomUUID() };
    setPending(true);
    setError(null);
    try {
      const value = (await call(endpoint, { ...payload, idempotencyKey: submission.current.key } as Payload<E>)) as Output<E>;
      submission.current = null;
      bus.emit('balance/refresh', {});
      return value;
    } catch (failure) {
      setError(failure);
      return null;
    } finally {
      setPending(false);
    }
  };
  return { send, pending, error, reset: () => setError(null) };
}
