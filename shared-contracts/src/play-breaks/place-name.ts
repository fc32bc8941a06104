// How a login's place (the server's IP place: a country code, the local network, or unknown) reads in the site's
// language: country names come from the browser's own Intl.DisplayNames, so no country list ships with the pages.
import { HTML_LANG } from '../server/html';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../constants/site';

/** The place value the server gives an address that is not on the public internet. */
export const LOCAL_NETWORK_PLACE = 'LOCAL';

/** The country's name in the language, or the code itself where the runtime has no name for it. */
function countryName(code: string, language: Language): string {
  try {
    return new Intl.DisplayNames([HTML_LANG[language]], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The words for a place; `texts` are the page's own translations of the two places that are not countries. */
export function placeName(place: string | null, language: string, texts: { localNetwork: string; unknown: string }): string {
  if (place === null) return texts.unknown;
  if (place === LOCAL_NETWORK_PLACE) return texts.localNetwork;
  const known = LANGUAGES.find((one) => one === language) ?? DEFAULT_LANGUAGE;
  return countryName(place, known);
}
