// The search form of game names, shared by what is stored and what is asked, so both databases match alike:
// lower-cased, whitespace collapsed, and each Chinese character a word of its own (Chinese has no spaces, and
// SQLite's FTS5 tokenizer would otherwise make a whole name one word).
import { sql, type RawBuilder } from 'kysely';
import type { Translations } from '../columns';

const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/gu;
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

export function searchForm(text: string): string {
  return text
    .toLowerCase()
    .replace(CJK, (c) => ` ${c} `)
    .replace(/\s+/g, ' ')
    .trim();
}

export const gameSearchText = (names: Translations): string => searchForm(`${names.EN} ${names.LO} ${names.CN}`);

/**
 * SQLite: the term as one FTS5 phrase with prefix match, quotes doubled, so operators (OR, NEAR, *, ^, :) are plain
 * text. Null when the term has no word character: FTS5 would see an empty phrase, and no name can match.
 */
export function ftsMatchExpression(term: string): string | null {
  const form = searchForm(term);
  if (!WORD_CHARACTER.test(form)) return null;
  return `"${form.replace(/"/g, '""')}"*`;
}

/** PostgreSQL: a substring pattern with LIKE's wildcards and escape character escaped (backslash is the default escape). */
export function likePattern(term: string): string {
  return `%${searchForm(term).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The condition on `games` for a searched name (the term is always bound as a parameter, never interpolated). */
export function nameSearchCondition(term: string, postgres: boolean): RawBuilder<boolean> {
  if (postgres) return sql<boolean>`search_text ilike ${likePattern(term)}`;
  const match = ftsMatchExpression(term);
  if (match === null) return sql<boolean>`1 = 0`;
  return sql<boolean>`id in (select rowid from games_fts where games_fts match ${match})`;
}
