// The record blocks' texts as a pack a remote adds to its own namespace (`withRecordTexts`): the blocks read them with
// the remote's own t, and a remote that never shows records (the lobby, on the home page) never ships them.
import type { Translations } from '../locale';
import { cn } from './locales/cn';
import { en } from './locales/en';
import { lo } from './locales/lo';

export const recordTexts: Translations = { LO: lo, EN: en, CN: cn };

/** A remote's texts with the record pack added (the remote's own keys win on a clash). */
export function withRecordTexts(translations: Translations): Translations {
  return {
    LO: { ...recordTexts.LO, ...translations.LO },
    EN: { ...recordTexts.EN, ...translations.EN },
    CN: { ...recordTexts.CN, ...translations.CN },
  };
}
