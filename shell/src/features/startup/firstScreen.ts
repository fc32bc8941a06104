// The page's static first screen (issue 15): index.html draws the header's frame, and the API writes a home page's
// first banner into it, so the first and the largest paint come from the HTML before any script runs. This module
// keeps it right and takes it away: main.js mirrors the language into the cookie the server reads and puts the
// banner's language right; the shell removes the layer once its own page is there (the page's priority image loaded,
// or the page shown without one), or at once for the maintenance and region-block pages or another route.
// Kept free of shared modules (React, the contracts), since main.js runs before they are negotiated.
import type { Language } from '@mekong/contracts';

export const FIRST_SCREEN_ID = 'first-screen';

/** The cookie the API reads for the page's language (api/src/modules/html.ts): the shell's hisLang, mirrored. */
const LANGUAGE_COOKIE = 'hisLang';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Past this long after the page has shown, the layer goes whatever the page holds (a banner that never loads). */
export const FIRST_SCREEN_LIMIT_MS = 10_000;

/** Mirrors the page's language into the cookie, so the next page's static banner is drawn in it by the server. */
export function rememberLanguage(doc: Pick<Document, 'cookie'>, language: Language, secure: boolean): void {
  doc.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

const firstBanner = (doc: Document) => doc.querySelector<HTMLImageElement>(`#${FIRST_SCREEN_ID} img`);

/**
 * At main.js's start: the cookie follows the stored language, and a static banner drawn in another language (no cookie
 * yet, or another tab's choice) is asked for in this one before the browser has painted it.
 */
export function startFirstScreen(doc: Document, language: Language): void {
  rememberLanguage(doc, language, doc.location.protocol === 'https:');
  const banner = firstBanner(doc);
  if (!banner || banner.dataset.language === language) return;
  banner.dataset.language = language;
  banner.setAttribute('src', (banner.getAttribute('src') ?? '').replace(/([?&]language=)[A-Z]{2}/, `$1${language}`));
}

/** Takes the static layer away (nothing moves: it lies over the page and takes no pointer). */
export function dropFirstScreen(doc: Document = document): void {
  doc.getElementById(FIRST_SCREEN_ID)?.remove();
}

/** The page's own priority image (a page's first banner, BannerImage of @mekong/ui), once it has loaded. */
function pageImageIn(doc: Document): boolean {
  const image = doc.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  return image !== null && image.complete;
}

/**
 * Once the first page has shown (its remote mounted or failed): the layer goes when the page's own priority image has
 * loaded (the same picture, now cached, in the same box), when the page turns out to have none once its loading
 * states are gone, when the route changes, or after FIRST_SCREEN_LIMIT_MS at the latest.
 */
export function handOverFirstScreen(doc: Document = document): void {
  const layer = doc.getElementById(FIRST_SCREEN_ID);
  if (!layer) return;
  const root = doc.getElementById('root');
  const path = doc.location.pathname;
  const hasBanner = firstBanner(doc) !== null;
  if (!root || !hasBanner) return dropFirstScreen(doc);
  let timer = 0;
  const finish = () => {
    observer.disconnect();
    root.removeEventListener('load', check, true);
    window.clearTimeout(timer);
    dropFirstScreen(doc);
  };
  const check = () => {
    const settledWithout = doc.querySelector('#root [aria-busy="true"]') === null && !doc.querySelector('#root img[fetchpriority="high"]');
    if (pageImageIn(doc) || settledWithout || doc.location.pathname !== path) finish();
  };
  const observer = new MutationObserver(check);
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['src', 'aria-busy'] });
  // Image loads do not change the DOM: listened for in the capture phase, as load does not bubble.
  root.addEventListener('load', check, true);
  timer = window.setTimeout(finish, FIRST_SCREEN_LIMIT_MS);
  check();
}
