// The current language and the switch every language select uses.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@mekong/contracts';
import { useShellServices } from '../session/ShellServicesContext';
import { isLanguage, switchLanguage } from './i18n';

export function useLanguage(): { language: Language; languages: readonly Language[]; setLanguage: (language: Language) => Promise<void> } {
  const { i18n } = useTranslation();
  const { bus, localStorage } = useShellServices();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const setLanguage = useCallback(
    (next: Language) =>
      // The texts of `next` could not be fetched (after their retries): the site stays as it was and says why.
      switchLanguage({ i18n, storage: localStorage, bus, documentElement: document.documentElement }, next).catch(() =>
        bus.emit('dialog/show', { messageKey: 'remote.network', tone: 'error' }),
      ),
    [i18n, localStorage, bus],
  );
  return { language, languages: LANGUAGES, setLanguage };
}
