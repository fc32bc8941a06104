// Scroll after a route change: to the element the hash names, or to the top (requirements §2 route guard).
const HASH_WAIT_MS = 2000;

function elementOf(hash: string): HTMLElement | null {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return id ? document.getElementById(id) : null;
}

/**
 * Scrolls to the hash's element, waiting up to 2 s for a remote to render it; scrolls to the top when there is no
 * hash or no such element. Returns a function that stops waiting.
 */
export function scrollForRoute(hash: string): () => void {
  const found = elementOf(hash);
  if (found || !hash) {
    if (found) found.scrollIntoView();
    else window.scrollTo(0, 0);
    return () => undefined;
  }
  window.scrollTo(0, 0);
  const observer = new MutationObserver(() => {
    const element = elementOf(hash);
    if (!element) return;
    element.scrollIntoView();
    stop();
  });
  const timer = setTimeout(() => stop(), HASH_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
