// Helpers of the pages the API renders itself (the demo payment gateway) and of the shell's page it serves: the first
// banner written into the shell's static first screen (shell/src/index.html, issue 15), so a home page's largest
// paint comes from the HTML, before any script has run.
import { LANGUAGES, PAGE_IDENTIFIERS, DEFAULT_LANGUAGE, type Language } from '@mekong/contracts';
import { escapeHtml } from '@mekong/contracts/server';
import type { Db } from '../db/database';
import { bannerImageUrl } from './image-urls';
import { getSystemStatus } from './site/site.repository';

export { escapeHtml, HTML_LANG } from '@mekong/contracts/server';

/** Where the shell's index.html takes the page's first banner (a comment the build's minifier keeps: `<!--!`). */
export const FIRST_BANNER_MARK = '<!--!first-banner-->';
/** And its preload, first in the head: the banner's request goes out before the scripts' (HTTP/1.1 has six lanes). */
export const FIRST_BANNER_PRELOAD_MARK = '<!--!first-banner-preload-->';

/** The paths the lobby answers with its home page (mf-lobby's App.tsx), whose first paint is the home banners' first. */
const HOME_PATHS = new Set(['/', '/index', '/index.html', '/home', '/login', '/register', '/help', '/resetPassword']);

/** The cookie the shell mirrors its language into (shell/src/features/startup/firstScreen.ts), the server's only clue. */
const LANGUAGE_COOKIE = /(?:^|;\s*)hisLang=([A-Z]{2})(?:;|$)/;

/**
 * The language the page will start in, as far as the server can tell: the shell's last choice, which it keeps in
 * localStorage and mirrors into the hisLang cookie; the site default without one. When storage and cookie disagree
 * (a choice made before the mirror existed), main.js puts the banner's own language right before it has loaded.
 */
export function pageLanguage(cookieHeader: string | undefined): Language {
  const value = LANGUAGE_COOKIE.exec(cookieHeader ?? '')?.[1];
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : DEFAULT_LANGUAGE;
}

/**
 * The first banner a page at `path` shows, for its static first screen: the home group's first by sequence, as the
 * lobby's BannerArea orders them; none for any other page, nor when the visitor gets the maintenance or the region-block
 * page (the shell's StatusGate), so the static screen never shows what the page will not.
 */
export async function firstBannerUrl(db: Db, path: string, ip: string, language: Language): Promise<string | null> {
  if (!HOME_PATHS.has(path)) return null;
  const [status, banner] = await Promise.all([
    getSystemStatus(db, ip),
    db.selectFrom('banners').select('id').where('groupName', '=', PAGE_IDENTIFIERS.HOME).orderBy('sequence').limit(1).executeTakeFirst(),
  ]);
  return status.status === 0 && banner ? bannerImageUrl(banner.id, language) : null;
}

/**
 * The shell's page with its first banner in the static first screen: a real image, discovered by the browser's
 * preload scanner and fetched at high priority with the HTML, in the box React's banner will take (the template's
 * styles). Decorative there (aria-hidden layer): the lobby's banner, which replaces it, carries the name.
 */
export function withFirstBanner(page: string, url: string | null, language: Language): string {
  const src = url ? escapeHtml(url) : '';
  const image = url ? `<img class="first-banner" src="${src}" alt="" fetchpriority="high" data-language="${language}">` : '';
  const preload = url ? `<link rel="preload" as="image" href="${src}" fetchpriority="high">` : '';
  return page.replace(FIRST_BANNER_PRELOAD_MARK, preload).replace(FIRST_BANNER_MARK, image);
}
