// Whether the first page's remote has shown (mounted, failed or in maintenance). What the first paint does not need —
// the announcement popup and its HTML sanitiser — waits for it, so its code is not fetched beside the page's own.
import { useSyncExternalStore } from 'react';

let shown = false;
const listeners = new Set<() => void>();

/** Called by a page's slot once it shows something other than its loading indicator; later calls change nothing. */
export function markPageShown(): void {
  if (shown) return;
  shown = true;
  for (const listener of listeners) listener();
}

/** Calls `listener` once, when the first page has shown (at once if it has). */
export function whenPageShown(listener: () => void): void {
  if (shown) return listener();
  const once = () => {
    listeners.delete(once);
    listener();
  };
  listeners.add(once);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True from the moment the first page has shown, for the rest of the page's life. */
export function usePageShown(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => false,
  );
}
