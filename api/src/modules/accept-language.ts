// The language a request asks for in its Accept-Language header: the site's own API client sends LO, EN or CN;
// a browser opening a page itself sends its tags ('en-US,en;q=0.9', 'zh-CN', 'lo-LA'), best first by their q.
import { LANGUAGES, type Language } from '@mekong/contracts';

/** Primary subtags of browser languages, as the site's languages. */
const BROWSER_LANGUAGE: Record<string, Language> = { lo: 'LO', en: 'EN', zh: 'CN', cn: 'CN' };

/** The most wanted of the site's languages in the header, or null when it names none of them. */
export function requestLanguage(header: string | undefined): Language | null {
  const wanted = (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => /^\s*q=(.*)$/i.exec(p)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim(), quality: q === undefined ? 1 : Number(q), order };
    })
    // q=0 says "not this one"; a q that is not a number is ignored with its tag.
    .filter(({ tag, quality }) => tag !== '' && quality > 0 && quality <= 1)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  for (const { tag } of wanted) {
    const site = tag.toUpperCase();
    if ((LANGUAGES as readonly string[]).includes(site)) return site as Language;
    const language = BROWSER_LANGUAGE[tag.split(/[-_]/)[0]?.toLowerCase() ?? ''];
    if (language) return language;
  }
  return null;
}
