// The contract popup's texts join the shell's i18next instance when its chunk loads (namespace shell_contracts), so
// the home page's first load carries none of them; the one module that imports the three locales.
import { useTranslation } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';
import { ApiError, LANGUAGES } from '@mekong/contracts';
import { cn } from './locales/cn';
import { en } from './locales/en';
import { lo } from './locales/lo';

export const CONTRACTS_NAMESPACE = 'shell_contracts';
const CONTRACTS_LOCALES = { LO: lo, EN: en, CN: cn } as const;

function addContractTexts(i18n: I18n): void {
  for (const language of LANGUAGES)
    if (!i18n.hasResourceBundle(language, CONTRACTS_NAMESPACE))
      i18n.addResourceBundle(language, CONTRACTS_NAMESPACE, CONTRACTS_LOCALES[language]);
}

/** `t` of the contract popup's texts (added first, once). */
export function useContractTexts(): TFunction {
  const { i18n } = useTranslation();
  addContractTexts(i18n);
  return useTranslation(CONTRACTS_NAMESPACE).t;
}

const CODES_WITH_TEXT = new Set(
  Object.keys(en)
    .filter((key) => key.startsWith('error_'))
    .map((key) => key.slice('error_'.length)),
);

/** What a refused answer shows: the code's own text, never the server's developer message. */
export function answerFailureText(t: TFunction, error: unknown): string {
  const code = error instanceof ApiError ? String(error.code) : 'other';
  return t(CODES_WITH_TEXT.has(code) ? `error_${code}` : 'error_other');
}
