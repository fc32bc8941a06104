// The chat room's texts join the shell's i18next instance when the popup's chunk loads (namespace shell_chat), so the
// home page's first load carries none of them; the one module that imports the three locales.
import { useTranslation } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';
import { ApiError, LANGUAGES } from '@mekong/contracts';
import { CHAT_LIMITS } from '@mekong/contracts/socket';
import { cn } from './locales/cn';
import { en } from './locales/en';
import { lo } from './locales/lo';

export const CHAT_NAMESPACE = 'shell_chat';
const CHAT_LOCALES = { LO: lo, EN: en, CN: cn } as const;

export function addChatTexts(i18n: I18n): void {
  for (const language of LANGUAGES)
    if (!i18n.hasResourceBundle(language, CHAT_NAMESPACE)) i18n.addResourceBundle(language, CHAT_NAMESPACE, CHAT_LOCALES[language]);
}

/** `t` of the chat room's texts (added first, once). */
export function useChatTexts(): TFunction {
  const { i18n } = useTranslation();
  addChatTexts(i18n);
  return useTranslation(CHAT_NAMESPACE).t;
}

const CODES_WITH_TEXT = new Set(
  Object.keys(en)
    .filter((key) => key.startsWith('error_'))
    .map((key) => key.slice('error_'.length)),
);

/** What a refused send shows: the code's own text, never the server's developer message. */
export function sendFailureText(t: TFunction, error: unknown): string {
  const code = error instanceof ApiError ? String(error.code) : 'other';
  if (!CODES_WITH_TEXT.has(code) || code === 'other') return t('error_other');
  const retry = error instanceof ApiError ? Number(error.details?.retryAfterSeconds) : NaN;
  return t(`error_${code}`, { seconds: Number.isFinite(retry) ? retry : CHAT_LIMITS.windowSeconds, max: CHAT_LIMITS.messageMax });
}
