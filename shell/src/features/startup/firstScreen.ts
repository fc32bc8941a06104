// The page's static first screen (issue 15): index.html draws the header's frame, and the API writes a home page's
// first banner into it, so the first and the largest paint come from the HTML before any script runs. This module
// keeps it right: main.js mirrors the language into the cookie the server reads and puts the banner's language right;
// the shell drops the layer at once for a failed slot or the status pages, and hands it over to the page once shown
// (firstScreenHandOver.ts, its own chunk, fetched then).
// Kept free of shared modules (React, the contracts), since main.js runs before they are negotiated.
import type { Language } from '@mekong/contracts';

export const FIRST_SCREEN_ID = 'first-screen';

/** The cookie the API reads for the page's language (api/src/modules/html.ts): the shell's hisLang, mirrored. */
const LANGUAGE_COOKIE = 'hisLang';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Mirrors the page's language into the cookie, so the next page's static banner is drawn in it by the server. */
export function rememberLanguage(doc: Pick<Document, 'cookie'>, language: Language, secure: boolean): void {
  doc.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export const firstBanner = (doc: Document) => doc.querySelector<HTMLImageElement>(`#${FIRST_SCREEN_ID} img`);

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
