// A query that keeps showing its last answer while it loads again, so a refetch after an action or a live push
// does not replace the page (and the forms on it) with a spinner.
import { useState } from 'react';
import type { ApiQuery } from './useApiQuery';

export type KeptQuery<T> = ApiQuery<T> & {
  /** True while a new call is under way behind the kept answer. */
  refreshing: boolean;
};

interface Kept<T> {
  scope: string | null;
  data: T;
}

/**
 * `query` as it is, except that while it loads after an earlier success it stays a success with the earlier data.
 * `scope` (e.g. the session token) bounds what may be kept: another scope never sees this one's data.
 */
export function useKeptQuery<T>(query: ApiQuery<T>, scope: string | null = null): KeptQuery<T> {
  const [kept, setKept] = useState<Kept<T> | null>(null);
  // Derived state from the previous render: React re-renders at once with the new value, before painting.
  if (query.status === 'success' && (kept?.data !== query.data || kept.scope !== scope)) setKept({ scope, data: query.data });
  if (query.status === 'loading' && kept && kept.scope === scope) {
    return { status: 'success', data: kept.data, error: undefined, refetch: query.refetch, refreshing: true };
  }
  return { ...query, refreshing: query.status === 'loading' };
}
