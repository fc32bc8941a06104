// One state-changing API call as React state (pending, last failure), with the idempotency key of money calls.
import { useCallback, useRef, useState } from 'react';
import type * as z from 'zod/mini';
import { ApiError, type Endpoint } from '@mekong/contracts';
import { useRemoteProps } from './remoteProps';

/** What the caller gives: the endpoint's input, less the idempotencyKey the hook adds itself. */
export type MutationInput<T> = T extends { idempotencyKey: string } ? Omit<T, 'idempotencyKey'> : T;

/** How a call ended: its answer, or the failure (also kept in `error` until the next call or reset). */
export type MutationResult<O> = { ok: true; value: O } | { ok: false; error: ApiError };

export interface ApiMutation<I, O> {
  /** Sends `input` and resolves to how it ended. Never rejects. */
  mutate: (input: I) => Promise<MutationResult<O>>;
  pending: boolean;
  error: ApiError | null;
  /** Forgets the last failure, e.g. when the member edits the form again. */
  reset: () => void;
}

interface Submission {
  key: string;
  input: string;
}

const takesIdempotencyKey = (endpoint: Endpoint) => {
  const shape = (endpoint.input as { shape?: Record<string, unknown> }).shape;
  return shape !== undefined && 'idempotencyKey' in shape;
};

/**
 * Calls `endpoint` on demand. For calls whose input has an idempotencyKey (the money calls), one key
 * (crypto.randomUUID) belongs to one submission: sending the same input again after a failure — a timeout, a
 * dropped connection — reuses it, so the server moves the money at most once; a success or a changed input starts
 * a new submission with a new key. A second call while one is in flight joins it instead of sending twice.
 */
export function useApiMutation<I extends z.ZodMiniType, O extends z.ZodMiniType>(
  endpoint: Endpoint<I, O>,
): ApiMutation<MutationInput<z.input<I>>, z.output<O>> {
  const { api } = useRemoteProps();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const submission = useRef<Submission | null>(null);
  const inFlight = useRef<Promise<MutationResult<z.output<O>>> | null>(null);

  const mutate = useCallback(
    (input: MutationInput<z.input<I>>) => {
      if (inFlight.current) return inFlight.current;
      let body = input as z.input<I>;
      if (takesIdempotencyKey(endpoint)) {
        const text = JSON.stringify(input);
        if (submission.current?.input !== text) submission.current = { key: crypto.randomUUID(), input: text };
        body = { ...(input as object), idempotencyKey: submission.current.key } as z.input<I>;
      }
      setPending(true);
      setError(null);
      const call = api.call(endpoint, body).then(
        (value): MutationResult<z.output<O>> => {
          submission.current = null;
          return { ok: true, value };
        },
        (failure: unknown): MutationResult<z.output<O>> => {
          const apiError = failure instanceof ApiError ? failure : new ApiError('internal', String(failure));
          setError(apiError);
          return { ok: false, error: apiError };
        },
      );
      inFlight.current = call.finally(() => {
        inFlight.current = null;
        setPending(false);
      });
      return inFlight.current;
    },
    [api, endpoint],
  );
  const reset = useCallback(() => setError(null), []);
  return { mutate, pending, error, reset };
}
