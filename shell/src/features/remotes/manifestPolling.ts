// The manifest poll of hot swap (docs/architecture.md §3): visitors and trial players have no live socket to hear a release
// on, so every page also asks for /remotes.json now and then, and at once when it comes back to the foreground.
import type { RemoteLoader } from './remoteLoader';

export const MANIFEST_POLL_MS = 30_000;

type VisibleDocument = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;

/** Polls while the page is visible; returns the function that stops polling. */
export function startManifestPolling(
  loader: Pick<RemoteLoader, 'refreshManifest'>,
  document: VisibleDocument,
  intervalMs = MANIFEST_POLL_MS,
): () => void {
  // A failed poll keeps the remotes as they are: the next one, or a slot's own retry, asks again.
  const refresh = () => void loader.refreshManifest().catch(() => undefined);
  const timer = setInterval(() => {
    // A background tab does not need the new version until it is looked at again.
    if (document.visibilityState === 'visible') refresh();
  }, intervalMs);
  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible') refresh();
  };
  document.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
