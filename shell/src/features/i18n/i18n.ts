// The shell's one i18next instance and the language choice: LO, EN or CN, kept under hisLang and lang.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, STORAGE_KEYS, type Bus, type KeyValueStorage, type Language } from '@mekong/contracts';
import { cn } from './locales/cn';
import { en } from './locales/en';
import { lo } from './locales/lo';

/** The shell's own namespace; each remote adds its texts under its own name (e.g. mf_lobby). */
export const SHELL_NAMESPACE = 'shell';

// The one module that imports the shell's locales: loading only the active language (issue 15) starts here.
export const SHELL_LOCALES = { LO: lo, EN: en, CN: cn } as const;

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

export function createShellI18n(language: Language): I18n {
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
    resources: Object.fromEntries(LANGUAGES.map((lng) => [lng, { [SHELL_NAMESPACE]: SHELL_LOCALES[lng] }])),
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

/** Switches the whole site: saves hisLang and lang, sets `<html lang>`, changes i18next and tells remotes. */
export async function switchLanguage({ i18n, storage, bus, documentElement }: LanguageDeps, language: Language): Promise<void> {
  storeLanguage(storage, language);
  documentElement.lang = htmlLangOf(language);
  await i18n.changeLanguage(language);
  bus.emit('language/changed', { language });
}
