// One declared API call as React state: refetches when its input changes, ignores answers that arrive too late.
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import type { Endpoint } from '@mekong/contracts';
import { useShellServices } from '../session/ShellServicesContext';

export interface EndpointState<T> {
  status: 'loading' | 'ready' | 'failed';
  /** The last good answer; kept while a new input (e.g. another language) loads, so the page does not flicker. */
  data: T | null;
}

/** Calls `endpoint` with `input` (skipped while `input` is null) and returns its state. */
export function useEndpoint<I extends z.ZodType, O extends z.ZodType>(endpoint: Endpoint<I, O>, input: z.input<I> | null): EndpointState<z.output<O>> {
  const { api } = useShellServices();
  const [state, setState] = useState<EndpointState<z.output<O>>>({ status: 'loading', data: null });
  // The input's value, not its identity, decides when to call again (callers pass fresh object literals).
  const inputKey = input === null ? null : JSON.stringify(input);

  useEffect(() => {
    if (inputKey === null) return;
    let current = true;
    setState((previous) => (previous.status === 'loading' ? previous : { status: 'loading', data: previous.data }));
    api.call(endpoint, JSON.parse(inputKey) as z.input<I>).then(
      (data) => {
        if (current) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!current) return;
        console.error(`[shell] ${endpoint.path} failed`, error);
        setState((previous) => ({ status: 'failed', data: previous.data }));
      },
    );
    return () => {
      current = false;
    };
  }, [api, endpoint, inputKey]);

  return state;
}
