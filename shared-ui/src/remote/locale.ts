// What a package's texts are — English the key source, Lao and Chinese typed against it — and the one check of them.
import type { Language } from '@mekong/contracts';

/** One language of a package: flat keys (a remote's) or nested sections (the shell's `header.login`). */
export interface TextTree {
  readonly [key: string]: string | TextTree;
}

/** A language typed against English, the key source: the same keys and sections, any text; a missing or extra key is a type error. */
export type LocaleOf<T> = { readonly [K in keyof T]: T[K] extends string ? string : LocaleOf<T[K]> };

/** One remote's texts: the same keys in every language. */
export type Translations = Record<Language, Record<string, string>>;

/** Every text of a tree under its dotted path (`header.login`). */
export function textsByKey(tree: TextTree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else textsByKey(value, path, out);
  }
  return out;
}

const SCRIPT: Partial<Record<Language, RegExp>> = { LO: /[\u0E80-\u0EFF]/u, CN: /\p{Script=Han}/u };
const PLACEHOLDER = /\{\{\w+\}\}/g;
const placeholdersOf = (text: string) => (text.match(PLACEHOLDER) ?? []).sort().join(' ');

/**
 * What is wrong with a package's texts: keys missing or extra against EN, empty texts, Lao or Chinese texts that are
 * English copies (the same text, or a text with Latin words that holds no Lao letters in LO, no Han in CN), and
 * interpolation placeholders that differ from EN. `sameEverywhere` names the keys whose text is rightly the same in
 * every language (a language's own name, a brand).
 */
export function translationProblems(
  translations: Partial<Record<Language, TextTree>> & { EN: TextTree },
  { sameEverywhere = [] }: { sameEverywhere?: readonly string[] } = {},
): string[] {
  const problems: string[] = [];
  const english = textsByKey(translations.EN);
  const reference = [...english.keys()].sort();
  for (const [language, tree] of Object.entries(translations) as [Language, TextTree][]) {
    const texts = textsByKey(tree);
    const keys = [...texts.keys()].sort();
    if (keys.join() !== reference.join())
      problems.push(
        `${language} keys differ from EN: ${keys
          .filter((k) => !english.has(k))
          .concat(reference.filter((k) => !texts.has(k)))
          .join(', ')}`,
      );
    for (const key of keys) {
      const text = texts.get(key) ?? '';
      const source = english.get(key) ?? '';
      const pattern = SCRIPT[language];
      if (!text.trim()) problems.push(`${language}.${key} is empty`);
      else if (language !== 'EN' && !sameEverywhere.includes(key)) {
        const hasLatinWords = /[A-Za-z]{2}/.test(source.replace(PLACEHOLDER, ''));
        if (text === source || (pattern && hasLatinWords && !pattern.test(text)))
          problems.push(`${language}.${key} is not translated: "${text}"`);
      }
      if (english.has(key) && placeholdersOf(text) !== placeholdersOf(source))
        problems.push(`${language}.${key} has placeholders "${placeholdersOf(text)}", EN "${placeholdersOf(source)}"`);
    }
  }
  return problems;
}
