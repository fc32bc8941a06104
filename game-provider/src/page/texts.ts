// The game page's texts (docs/architecture.md §3 Texts: one file a language under locales/, English the key source);
// the page takes the session's language. This is the one module that imports the three languages.
import type { Language } from '@mekong/contracts';
import { en } from './locales/en';
import { lo } from './locales/lo';
import { cn } from './locales/cn';

export type PageTextKey = keyof typeof en;
export type PageTexts = Record<PageTextKey, string>;

export const PAGE_TEXTS: Record<Language, PageTexts> = { LO: lo, EN: en, CN: cn };
