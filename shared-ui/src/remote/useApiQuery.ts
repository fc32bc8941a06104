// One API call as React state (loading, error, data), made again on language change, new input or refetch().
import { useEffect, useState } from 'react';
import type * as z from 'zod/mini';
import { ApiError, type Endpoint, type Language } from '@mekong/contracts';
import { useLanguage, useRemoteProps } from './remoteProps';

export type ApiQuery<T> = (
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'error'; data: undefined; error: ApiError }
  | { status: 'success'; data: T; error: undefined }
) & { refetch: () => void };

interface Settled {
  key: string;
  data?: unknown;
  error?: ApiError;
}

/**
 * Calls `endpoint` with the input `input(language)` builds. The input is compared by value, so a new object on
 * every render does not call again; `refreshKey` forces a new call when it changes (e.g. the session token).
 */
export function useApiQuery<I extends z.ZodMiniType, O extends z.ZodMiniType>(
  endpoint: Endpoint<I, O>,
  input: (language: Language) => z.input<I>,
  refreshKey: string | number | null = null,
): ApiQuery<z.output<O>> {
  const { api } = useRemoteProps();
  const language = useLanguage();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);
  const requestKey = JSON.stringify([input(language), language, refreshKey, attempt]);

  useEffect(() => {
    let current = true;
    const [requestInput] = JSON.parse(requestKey) as [z.input<I>];
    api.call(endpoint, requestInput).then(
      (data) => current && setSettled({ key: requestKey, data }),
      (error: unknown) =>
        current && setSettled({ key: requestKey, error: error instanceof ApiError ? error : new ApiError('internal', String(error)) }),
    );
    return () => {
      current = false;
    };
  }, [api, endpoint, requestKey]);

  const refetch = () => setAttempt((n) => n + 1);
  if (settled?.key !== requestKey) return { status: 'loading', data: undefined, error: undefined, refetch };
  if (settled.error) return { status: 'error', data: undefined, error: settled.error, refetch };
  return { status: 'success', data: settled.data as z.output<O>, error: undefined, refetch };
}
