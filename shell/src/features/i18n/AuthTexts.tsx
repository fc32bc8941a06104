// Holds the account popups (login, register, forgot/reset/change password, second factor) until their texts, the
// `auth` key of the shell's namespace, are in for the language shown: a chunk per language fetched when such a popup
// first opens, not on the home page's first load (issue 15).
import { use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { Language } from '@mekong/contracts';
import { ensureAuthTexts, hasAuthTexts, isLanguage } from './i18n';

/** One load per instance and language, so every render that waits waits on the same promise (React's `use`). */
const loads = new WeakMap<I18n, Map<Language, Promise<void>>>();

function authTextsLoad(i18n: I18n, language: Language): Promise<void> {
  let byLanguage = loads.get(i18n);
  if (!byLanguage) loads.set(i18n, (byLanguage = new Map()));
  let load = byLanguage.get(language);
  if (!load) {
    load = ensureAuthTexts(i18n, language);
    byLanguage.set(language, load);
    // A failed load is tried afresh the next time a popup asks.
    load.catch(() => byLanguage.delete(language));
  }
  return load;
}

export function AuthTexts({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  if (isLanguage(language) && !hasAuthTexts(i18n, language)) use(authTextsLoad(i18n, language));
  return children;
}
