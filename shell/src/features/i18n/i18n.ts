// The shell's one i18next instance and the language choice: LO, EN or CN, kept under hisLang and lang.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, STORAGE_KEYS, type Bus, type KeyValueStorage, type Language } from '@mekong/contracts';
import { rememberLanguage } from '../startup/firstScreen';
import { importShellAuthTexts, importShellTexts, type ShellAuthTexts, type ShellTexts } from './shellTexts';

/** The shell's own namespace; each remote adds its texts under its own name (e.g. mf_lobby). */
export const SHELL_NAMESPACE = 'shell';

const TEXT_LOAD_TRIES = 3;

/**
 * One language's texts, each its own chunk: a page loads only the language it shows, and another on a switch. A
 * failed fetch is tried again (webpack fetches a failed chunk anew), since the page cannot draw without its texts.
 * (Tests that want every language take test-support/i18n.ts.)
 */
export async function loadShellTexts(language: Language): Promise<ShellTexts> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await importShellTexts(language);
    } catch (error) {
      if (attempt >= TEXT_LOAD_TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
    }
  }
}

/** Adds a language's texts to the instance unless it has them already. */
export async function ensureShellTexts(i18n: I18n, language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, SHELL_NAMESPACE)) return;
  i18n.addResourceBundle(language, SHELL_NAMESPACE, await loadShellTexts(language));
}

/** Whether the instance has the account popups' texts (key `auth`) in exactly this language, not by fallback. */
export function hasAuthTexts(i18n: I18n, language: Language): boolean {
  return i18n.getResource(language, SHELL_NAMESPACE, 'auth') !== undefined;
}

/** Adds a language's account-popup texts under `auth` unless the instance has them (tried again like the others). */
export async function ensureAuthTexts(i18n: I18n, language: Language): Promise<void> {
  if (hasAuthTexts(i18n, language)) return;
  let texts: ShellAuthTexts;
  for (let attempt = 1; ; attempt += 1) {
    try {
      texts = await importShellAuthTexts(language);
      break;
    } catch (error) {
      if (attempt >= TEXT_LOAD_TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
    }
  }
  i18n.addResourceBundle(language, SHELL_NAMESPACE, { auth: texts }, true, true);
}

const HTML_LANG: Record<Language, string> = { LO: 'lo', EN: 'en', CN: 'zh' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language to start in: the last choice (hisLang), then lang, then the site default LO. */
export function readStoredLanguage(storage: Pick<KeyValueStorage, 'getItem'>): Language {
  const candidates = [storage.getItem(STORAGE_KEYS.languageHistory), storage.getItem(STORAGE_KEYS.language)];
  return candidates.find(isLanguage) ?? DEFAULT_LANGUAGE;
}

/** The BCP 47 code for `<html lang>`: lo, en, zh. */
export function htmlLangOf(language: Language): string {
  return HTML_LANG[language];
}

/** The shell's instance in `language`, with the texts given (at least that language's: see loadShellTexts). */
export function createShellI18n(language: Language, texts: Partial<Record<Language, ShellTexts & { auth?: ShellAuthTexts }>>): I18n {
  const instance = i18next.createInstance();
  // initReactI18next also makes this the default instance of react-i18next's hooks inside the shell.
  instance.use(initReactI18next);
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    // The codes are used as given (LO, EN, CN): no lower-casing, no region fallbacks.
    load: 'currentOnly',
    ns: [SHELL_NAMESPACE],
    defaultNS: SHELL_NAMESPACE,
    resources: Object.fromEntries(Object.entries(texts).map(([lng, shellTexts]) => [lng, { [SHELL_NAMESPACE]: shellTexts }])),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

export interface LanguageDeps {
  i18n: I18n;
  storage: Pick<KeyValueStorage, 'setItem'>;
  bus: Pick<Bus, 'emit'>;
  documentElement: Pick<HTMLElement, 'lang'>;
}

/** Requirements §3 stored browser state: the language in use under both lang and hisLang (LO, EN or CN). */
export function storeLanguage(storage: Pick<KeyValueStorage, 'setItem'>, language: Language): void {
  storage.setItem(STORAGE_KEYS.languageHistory, language);
  storage.setItem(STORAGE_KEYS.language, language);
}

/** The language a load starts in, stored back under both keys: a first visit, or a browser that kept one key, has both. */
export function startLanguage(storage: Pick<KeyValueStorage, 'getItem' | 'setItem'>): Language {
  const language = readStoredLanguage(storage);
  storeLanguage(storage, language);
  return language;
}

/** The language last asked of each instance: of two quick picks, the later one wins whichever texts arrive first. */
const lastAsked = new WeakMap<I18n, Language>();

/**
 * Switches the whole site: loads the language's texts first (a failed load leaves everything as it was, and rejects),
 * then, unless a later pick came meanwhile, saves hisLang and lang, sets `<html lang>`, changes i18next and tells
 * remotes.
 */
export async function switchLanguage({ i18n, storage, bus, documentElement }: LanguageDeps, language: Language): Promise<void> {
  lastAsked.set(i18n, language);
  // An open account popup keeps its texts: they come with the language's own when the current one has them.
  const previous = i18n.language as Language;
  await Promise.all([
    ensureShellTexts(i18n, language),
    isLanguage(previous) && hasAuthTexts(i18n, previous) ? ensureAuthTexts(i18n, language) : undefined,
  ]);
  if (lastAsked.get(i18n) !== language) return;
  storeLanguage(storage, language);
  // The next page's static first screen (drawn by the server) comes in this language.
  if (typeof document !== 'undefined') rememberLanguage(document, language, window.location.protocol === 'https:');
  documentElement.lang = htmlLangOf(language);
  await i18n.changeLanguage(language);
  bus.emit('language/changed', { language });
}
