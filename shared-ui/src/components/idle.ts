// Work the first paint does not need waits for the browser to be idle after it.
import { useEffect, useState } from 'react';

/** True once the browser is idle after the first paint (or a moment later where it cannot say); false unless `wanted`. */
export function useIdle(wanted: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!wanted) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), 200);
    return () => window.clearTimeout(timer);
  }, [wanted]);
  return idle;
}
