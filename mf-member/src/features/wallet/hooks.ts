// Hooks of the cashier pages: a money action that asks the shell to refresh the header balance after it succeeds,
// and refetching a query when the bus says money moved.
import { useEffect, useRef } from 'react';
import type * as z from 'zod/mini';
import type { BusEventName, Endpoint } from '@mekong/contracts';
import { useApiMutation, useRemoteProps, type ApiMutation, type MutationInput } from '@mekong/ui/remote';

/** useApiMutation for a call that moves money: on success the bus gets 'balance/refresh' for the header balance. */
export function useMoneyAction<I extends z.ZodMiniType, O extends z.ZodMiniType>(
  endpoint: Endpoint<I, O>,
): ApiMutation<MutationInput<z.input<I>>, z.output<O>> {
  const { bus } = useRemoteProps();
  const action = useApiMutation(endpoint);
  return {
    ...action,
    mutate: async (input) => {
      const result = await action.mutate(input);
      if (result.ok) bus.emit('balance/refresh', {});
      return result;
    },
  };
}

/** The pushes that mean the wallet changed: a balance push, or any live message (a deposit arrived, a withdrawal was reviewed). */
const MONEY_EVENTS: readonly BusEventName[] = ['balance/changed', 'socket/message'];

/** Calls `refetch` whenever the shell relays a money push on the bus. */
export function useRefetchOnMoneyEvents(refetch: () => void): void {
  const { bus } = useRemoteProps();
  // A query's refetch is a new function on every render: keep the latest without subscribing again each time.
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  });
  useEffect(() => {
    const subscriptions = MONEY_EVENTS.map((name) => bus.on(name).subscribe(() => latest.current()));
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [bus]);
}
