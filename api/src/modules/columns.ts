// How values are stored portably on SQLite and PostgreSQL: translated text as one column per language
// (titleLo, titleEn, titleCn), flags as 0/1 integers, short string lists as JSON text.
import { z } from 'zod';
import type { Language } from '@mekong/contracts';

const SUFFIX = { LO: 'Lo', EN: 'En', CN: 'Cn' } as const satisfies Record<Language, string>;

/** The columns of one translated text `key`: `${key}Lo`, `${key}En`, `${key}Cn`. */
export type Localized<K extends string> = Record<`${K}${(typeof SUFFIX)[Language]}`, string>;

/** A text in each language, as seed data and ops write it. */
export type Translations = Record<Language, string>;

export function pickLanguage<K extends string>(row: Localized<K>, key: K, language: Language): string {
  return row[`${key}${SUFFIX[language]}` as const];
}

export function localizedColumns<K extends string>(key: K, text: Translations): Localized<K> {
  return { [`${key}Lo`]: text.LO, [`${key}En`]: text.EN, [`${key}Cn`]: text.CN } as Localized<K>;
}

/** better-sqlite3 cannot bind booleans, so flags are integers on both databases. */
export type Flag = 0 | 1;
export const toFlag = (value: boolean): Flag => (value ? 1 : 0);
export const fromFlag = (value: number): boolean => value === 1;

const stringListSchema = z.array(z.string());
export const toStringList = (values: readonly string[]): string => JSON.stringify(values);
export const fromStringList = (text: string): string[] => stringListSchema.parse(JSON.parse(text));
