// The shell's i18next instance with every language's texts at hand, for tests (the site loads one at a time).
import type { Language } from '@mekong/contracts';
import { createShellI18n } from '../features/i18n/i18n';
import { cn } from '../features/i18n/locales/cn';
import { en } from '../features/i18n/locales/en';
import { lo } from '../features/i18n/locales/lo';
import { cnAuth } from '../features/i18n/locales/sign-in/cn';
import { enAuth } from '../features/i18n/locales/sign-in/en';
import { loAuth } from '../features/i18n/locales/sign-in/lo';

/** Every language's texts with the account popups' (the site fetches those when such a popup opens). */
export const ALL_SHELL_TEXTS = {
  LO: { ...lo, auth: loAuth },
  EN: { ...en, auth: enAuth },
  CN: { ...cn, auth: cnAuth },
} as const;

export function createTestI18n(language: Language) {
  return createShellI18n(language, ALL_SHELL_TEXTS);
}
