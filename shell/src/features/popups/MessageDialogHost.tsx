// Shows bus 'dialog/show' messages one after another; mounted by the site (whose announcement popup waits while one
// shows) and by the status pages.
import { lazy, Suspense, useEffect, useState } from 'react';
import type { BusEvents } from '@mekong/contracts';
import { useShellServices } from '../session/ShellServicesContext';

const MessageDialog = lazy(() => import('./MessageDialog'));

export interface MessageQueue {
  /** The message on screen, undefined when none is. */
  current: BusEvents['dialog/show'] | undefined;
  dismiss: () => void;
}

/** The bus's messages in the order they came. */
export function useMessageQueue(): MessageQueue {
  const { bus } = useShellServices();
  const [queue, setQueue] = useState<BusEvents['dialog/show'][]>([]);
  useEffect(() => {
    const subscription = bus.on('dialog/show').subscribe((message) => setQueue((q) => [...q, message]));
    return () => subscription.unsubscribe();
  }, [bus]);
  return { current: queue[0], dismiss: () => setQueue((q) => q.slice(1)) };
}

/** The dialog of a queue's current message. */
export function MessageDialogs({ queue }: { queue: MessageQueue }) {
  if (!queue.current) return null;
  return (
    <Suspense fallback={null}>
      <MessageDialog message={queue.current} onClose={queue.dismiss} />
    </Suspense>
  );
}

/** A queue of its own and its dialogs, for a page with no other popup. */
export function MessageDialogHost() {
  return <MessageDialogs queue={useMessageQueue()} />;
}
