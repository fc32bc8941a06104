// The shared remote texts (namespace mekong_remote, in locales/) and how a remote's texts join an i18n instance.
import type { i18n as I18n } from 'i18next';
import type { Translations } from './locale';
import { cn } from './locales/cn';
import { en } from './locales/en';
import { lo } from './locales/lo';

/** i18n namespace of the shared remote texts (a remote's own texts live under its remote name). */
export const PLATFORM_NAMESPACE = 'mekong_remote';

/** Page states, spec keys used by several remotes and the standalone toolbar, in LO, EN and CN. */
export const platformTranslations: Translations = { LO: lo, EN: en, CN: cn };

/** Adds a remote's texts and the shared ones to an i18n instance (the shell's, or the standalone host's). */
export function addTranslations(i18n: I18n, namespace: string, translations: Translations): void {
  for (const [bundleNamespace, bundle] of [
    [namespace, translations],
    [PLATFORM_NAMESPACE, platformTranslations],
  ] as const) {
    for (const [language, texts] of Object.entries(bundle)) i18n.addResourceBundle(language, bundleNamespace, texts, true, true);
  }
}
