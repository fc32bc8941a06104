// Shows bus 'dialog/show' messages one after another; mounted by the site and by the status pages.
import { lazy, Suspense, useEffect, useState } from 'react';
import type { BusEvents } from '@mekong/contracts';
import { useShellServices } from '../session/ShellServicesContext';

const MessageDialog = lazy(() => import('./MessageDialog'));

export function MessageDialogHost() {
  const { bus } = useShellServices();
  const [queue, setQueue] = useState<BusEvents['dialog/show'][]>([]);

  useEffect(() => {
    const subscription = bus.on('dialog/show').subscribe((message) => setQueue((q) => [...q, message]));
    return () => subscription.unsubscribe();
  }, [bus]);

  const current = queue[0];
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <MessageDialog message={current} onClose={() => setQueue((q) => q.slice(1))} />
    </Suspense>
  );
}
