// The namespace of the member remote (mf_member) and its texts in LO, EN and CN (locales/), as createRemote registers them.
import type { Translations } from '@mekong/ui/remote';
import { cn } from './locales/cn';
import { en } from './locales/en';
import { lo } from './locales/lo';

export const NAMESPACE = 'mf_member';

// The one module that imports the locales: loading only the active language (issue 15) starts here.
export const translations: Translations = { LO: lo, EN: en, CN: cn };
