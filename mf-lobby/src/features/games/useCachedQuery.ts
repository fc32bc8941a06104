// An API call whose answer is kept in session storage (requirements §4 'Caching': hot games and vendor lanes): a later
// visit in the same tab reuses it; a language change, the refresh flag or refetch() calls the server again.
import { useEffect, useState } from 'react';
import type * as z from 'zod/mini';
import { ApiError, type Endpoint, type KeyValueStorage, type Language } from '@mekong/contracts';
import { useLanguage, useRemoteProps, type ApiQuery } from '@mekong/ui/remote';

export interface CacheOptions {
  /** The refresh flag: skip the stored answer on the first call. */
  refresh?: boolean;
  /** Where answers are kept; the tab's session storage by default. */
  storage?: Pick<KeyValueStorage, 'getItem' | 'setItem'>;
}

/** What one storage entry holds: the request it answers (input and language) and the answer. */
interface CacheEntry {
  request: string;
  data: unknown;
}

interface Settled {
  key: string;
  data?: unknown;
  error?: ApiError;
}

const STORAGE_PREFIX = 'mf_lobby.cache.';

function readEntry<O extends z.ZodMiniType>(
  storage: CacheOptions['storage'],
  key: string,
  request: string,
  schema: O,
): z.output<O> | undefined {
  try {
    const entry = JSON.parse(storage?.getItem(STORAGE_PREFIX + key) ?? 'null') as CacheEntry | null;
    if (entry?.request !== request) return undefined;
    // An entry written by an older release may not fit today's schema: then it is a miss.
    const parsed = schema.safeParse(entry.data);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function writeEntry(storage: CacheOptions['storage'], key: string, entry: CacheEntry): void {
  try {
    storage?.setItem(STORAGE_PREFIX + key, JSON.stringify(entry));
  } catch {
    // A full or disabled storage only costs the next visit a call.
  }
}

/**
 * Like useApiQuery, with the answer stored under `cacheKey`: one entry per key, holding the latest language's answer,
 * so a language change is a miss and refreshes the entry.
 */
export function useCachedQuery<I extends z.ZodMiniType, O extends z.ZodMiniType>(
  cacheKey: string,
  endpoint: Endpoint<I, O>,
  input: (language: Language) => z.input<I>,
  { refresh = false, storage = globalThis.sessionStorage }: CacheOptions = {},
): ApiQuery<z.output<O>> {
  const { api } = useRemoteProps();
  const language = useLanguage();
  // Attempt 0 may use the stored answer unless the refresh flag is set; refetch() makes every later attempt call.
  const [attempt, setAttempt] = useState(refresh ? 1 : 0);
  const [settled, setSettled] = useState<Settled | null>(null);
  const request = JSON.stringify([input(language), language]);
  const requestKey = JSON.stringify([request, attempt]);
  const cached = attempt === 0 ? readEntry(storage, cacheKey, request, endpoint.output) : undefined;
  const hit = cached !== undefined;

  useEffect(() => {
    if (hit) return undefined;
    let current = true;
    const [requestInput] = JSON.parse(request) as [z.input<I>];
    api.call(endpoint, requestInput).then(
      (data) => {
        writeEntry(storage, cacheKey, { request, data });
        if (current) setSettled({ key: requestKey, data });
      },
      (error: unknown) => {
        if (current) setSettled({ key: requestKey, error: error instanceof ApiError ? error : new ApiError('internal', String(error)) });
      },
    );
    return () => {
      current = false;
    };
  }, [api, endpoint, storage, cacheKey, request, requestKey, hit]);

  const refetch = () => setAttempt((n) => n + 1);
  if (hit) return { status: 'success', data: cached, error: undefined, refetch };
  if (settled?.key !== requestKey) return { status: 'loading', data: undefined, error: undefined, refetch };
  if (settled.error) return { status: 'error', data: undefined, error: settled.error, refetch };
  return { status: 'success', data: settled.data as z.output<O>, error: undefined, refetch };
}
