// Helpers of the few pages servers render themselves (the game provider's game page, the demo payment gateway).
import type { Language } from '../constants/site';

/** The `lang` attribute of each site language. */
export const HTML_LANG: Record<Language, string> = { LO: 'lo', EN: 'en', CN: 'zh-CN' };

/** Text made safe inside HTML elements and quoted attributes. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
