// One declared API call as React state: refetches when its input changes, ignores answers that arrive too late.
import { useEffect, useState } from 'react';
import type * as z from 'zod/mini';
import type { Endpoint } from '@mekong/contracts';
import { useShellServices } from '../session/ShellServicesContext';

export interface EndpointState<T> {
  status: 'loading' | 'ready' | 'failed';
  /** The last good answer; kept while a new input (e.g. another language) loads, so the page does not flicker. */
  data: T | null;
}

interface Answer<T> {
  key: string | null;
  status: 'ready' | 'failed';
  data: T | null;
}

/**
 * Calls `endpoint` with `input` (skipped while `input` is null) and returns its state; a change of `refreshKey` (e.g.
 * the session's token, for an answer that depends on who asks) calls it again with the same input.
 */
export function useEndpoint<I extends z.ZodMiniType, O extends z.ZodMiniType>(
  endpoint: Endpoint<I, O>,
  input: z.input<I> | null,
  refreshKey = '',
): EndpointState<z.output<O>> {
  const { api } = useShellServices();
  // The input's value, not its identity, decides when to call again (callers pass fresh object literals).
  const inputKey = input === null ? null : JSON.stringify([input, refreshKey]);
  const [answer, setAnswer] = useState<Answer<z.output<O>>>({ key: null, status: 'failed', data: null });

  useEffect(() => {
    if (inputKey === null) return;
    let current = true;
    api.call(endpoint, (JSON.parse(inputKey) as [z.input<I>, string])[0]).then(
      (data) => {
        if (current) setAnswer({ key: inputKey, status: 'ready', data });
      },
      (error: unknown) => {
        if (!current) return;
        console.error(`[shell] ${endpoint.path} failed`, error);
        setAnswer((previous) => ({ key: inputKey, status: 'failed', data: previous.data }));
      },
    );
    return () => {
      current = false;
    };
  }, [api, endpoint, inputKey]);

  // An answer for another input is stale: loading, with its data still on screen.
  return answer.key === inputKey ? { status: answer.status, data: answer.data } : { status: 'loading', data: answer.data };
}
