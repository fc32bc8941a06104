// The shell's texts, one chunk a language, and the early start of the page's own: main.js asks for that chunk beside
// the startup chunks, where bootstrap would ask for it only once they had all arrived and run (one round trip less
// before the first paint, issue 15). Kept free of shared modules (i18next, the contracts), since main.js runs before
// they are negotiated.
import type { Language } from '@mekong/contracts';
import type { LocaleOf } from '@mekong/ui/remote';
import type { en } from './locales/en';
import type { enAuth } from './locales/sign-in/en';

/** The shell's texts in one language: the keys of locales/en.ts, each language's own strings. */
export type ShellTexts = LocaleOf<typeof en>;
/** The texts of the account popups (key `auth`), a chunk of their own: see features/i18n/AuthTexts.tsx. */
export type ShellAuthTexts = LocaleOf<typeof enAuth>;

const TEXT_CHUNKS: Record<Language, () => Promise<ShellTexts>> = {
  LO: () => import(/* webpackChunkName: "shell-lo" */ './locales/lo').then((module) => module.lo),
  EN: () => import(/* webpackChunkName: "shell-en" */ './locales/en').then((module) => module.en),
  CN: () => import(/* webpackChunkName: "shell-cn" */ './locales/cn').then((module) => module.cn),
};

const AUTH_TEXT_CHUNKS: Record<Language, () => Promise<ShellAuthTexts>> = {
  LO: () => import(/* webpackChunkName: "shell-auth-lo" */ './locales/sign-in/lo').then((module) => module.loAuth),
  EN: () => import(/* webpackChunkName: "shell-auth-en" */ './locales/sign-in/en').then((module) => module.enAuth),
  CN: () => import(/* webpackChunkName: "shell-auth-cn" */ './locales/sign-in/cn').then((module) => module.cnAuth),
};

/** One language's texts of the account popups, fetched when such a popup first opens (off the first load, issue 15). */
export function importShellAuthTexts(language: Language): Promise<ShellAuthTexts> {
  return AUTH_TEXT_CHUNKS[language]();
}

/** One language's texts, fetched once (webpack keeps a chunk it has, and fetches a failed one anew). */
export function importShellTexts(language: Language): Promise<ShellTexts> {
  return TEXT_CHUNKS[language]();
}

/**
 * The storage keys readStoredLanguage reads, last choice first, and the site default: the contracts' STORAGE_KEYS
 * and DEFAULT_LANGUAGE, which main.js may not import (a test holds them equal).
 */
export const EARLY_LANGUAGE_KEYS = ['hisLang', 'lang'] as const;
export const EARLY_DEFAULT_LANGUAGE: Language = 'LO';

/** Starts the download of the texts of the language the page will start in (readStoredLanguage's choice); returns it. */
export function startShellTexts(storage: Pick<Storage, 'getItem'>): Language {
  let language = EARLY_DEFAULT_LANGUAGE;
  try {
    const stored = EARLY_LANGUAGE_KEYS.map((key) => storage.getItem(key)).find(
      (value) => value !== null && Object.keys(TEXT_CHUNKS).includes(value),
    );
    if (stored) language = stored as Language;
  } catch {
    // Storage may be refused (privacy settings): bootstrap decides the language, and asks for its texts, itself.
  }
  // A failure here is bootstrap's to handle: it asks again, with its retries.
  importShellTexts(language).catch(() => undefined);
  return language;
}
