// Takes index.html's static first screen away once the page's own is there (issue 15; see firstScreen.ts). Its own
// chunk, fetched once the first page has shown: the home page's first load carries none of it.
import { dropFirstScreen, firstBanner } from './firstScreen';

/** Past this long after the page has shown, the layer goes whatever the page holds (a banner that never loads). */
export const FIRST_SCREEN_LIMIT_MS = 10_000;

/**
 * Once the first page has shown (its remote mounted or failed): the layer goes when the page's own priority image (a
 * page's first banner, BannerImage of @mekong/ui) has loaded, the same picture, now cached, in the same box; when the
 * page has settled without one (no loading state left); when the route changes; or after FIRST_SCREEN_LIMIT_MS.
 */
export function handOverFirstScreen(doc: Document = document): void {
  const root = doc.getElementById('root');
  const path = doc.location.pathname;
  if (!root || !firstBanner(doc)) return dropFirstScreen(doc);
  const check = () => {
    const image = doc.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
    if ((image ? image.complete : !doc.querySelector('#root [aria-busy="true"]')) || doc.location.pathname !== path) finish();
  };
  const observer = new MutationObserver(check);
  const finish = () => {
    observer.disconnect();
    root.removeEventListener('load', check, true);
    dropFirstScreen(doc);
  };
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['src', 'aria-busy'] });
  // Image loads do not change the DOM: listened for in the capture phase, as load does not bubble.
  root.addEventListener('load', check, true);
  window.setTimeout(finish, FIRST_SCREEN_LIMIT_MS);
  check();
}
