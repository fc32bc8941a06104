// Refetching a contract screen when the other party acted: the shell relays the server's 'contract' push (an offer, an
// answer, a request: requirements §6 contract events) as bus 'socket/message', so lists change without a reload.
import { useEffect, useRef } from 'react';
import { useRemoteProps } from '@mekong/ui/remote';

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
