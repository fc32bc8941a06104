// Refetching a contract screen when the other party acted: the shell relays the server's 'contract' push (an offer, an
// answer, a request: requirements §6 contract events) as bus 'socket/message', so lists change without a reload; and
// the agent centre's menu (by the contract flags) when the member answered one itself ('contracts/changed').
import { useEffect, useRef, useState } from 'react';
import { useRemoteProps, type ApiQuery } from '@mekong/ui/remote';

export function useRefetchOnContractPush(refetch: () => void): void {
  const { bus } = useRemoteProps();
  // A query's refetch is a new function on every render: keep the latest without subscribing again each time.
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  });
  useEffect(() => {
    const subscription = bus.on('socket/message').subscribe((push) => {
      if (push.type === 'contract') latest.current();
    });
    return () => subscription.unsubscribe();
  }, [bus]);
}

/**
 * Refetching what follows the contract flags (the agent centre's menu) when a contract changed: the other party acted
 * (the 'contract' push) or this member answered one itself, in the shell's popup or here ('contracts/changed').
 */
export function useRefetchOnContractChange(refetch: () => void): void {
  const { bus } = useRemoteProps();
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  });
  useRefetchOnContractPush(refetch);
  useEffect(() => {
    const subscription = bus.on('contracts/changed').subscribe(() => latest.current());
    return () => subscription.unsubscribe();
  }, [bus]);
}

/** A query's last answer kept while it is read again, so a refetch does not blank the page it feeds. */
export function useKeptWhileRefetching<T>(query: ApiQuery<T>): ApiQuery<T> {
  const [kept, setKept] = useState<{ data: T } | null>(null);
  const { status, data } = query;
  // Kept as React's "state from the previous render" pattern: set while rendering, once per new answer.
  if (status === 'success' && kept?.data !== data) setKept({ data });
  return status === 'loading' && kept ? { status: 'success', data: kept.data, error: undefined, refetch: query.refetch } : query;
}
