// The namespace of the points remote (mf_points) and its texts in LO, EN and CN (locales/), as createRemote registers them.
import { withRecordTexts, type Translations } from '@mekong/ui/remote';
import { cn } from './locales/cn';
import { en } from './locales/en';
import { lo } from './locales/lo';

export const NAMESPACE = 'mf_points';

// The one module that imports the locales: loading only the active language (issue 15) starts here.
// The shared record blocks' texts join the remote's own (requirements §9 date presets, the pager, amounts).
export const translations: Translations = withRecordTexts({ LO: lo, EN: en, CN: cn });
