// The one rule for text people type (names, bank fields, codes, remarks): no control characters, no invisible format
// characters, no broken surrogates. Such characters have no use in what a member writes, but they redraw an
// operator's terminal (ESC sequences), reorder what a reviewer reads (bidi overrides) or make two names that look the
// same differ (zero-width characters).
import * as z from 'zod/mini';

/**
 * What free text may not hold: control characters (Cc: C0 incl. NUL and ESC, DEL, C1), format characters (Cf: bidi
 * embeddings, overrides and isolates U+202A–202E and U+2066–2069, LRM/RLM, zero-width space/joiners, soft hyphen,
 * BOM, tags), lone surrogates (Cs; in a `u` regex a well-formed pair is one code point and never matches), and the
 * Unicode line and paragraph separators (Zl, Zp), which break a line as invisibly as a newline.
 *
 * None of the site's scripts needs any of them: Lao, Thai and Vietnamese vowels and tone marks are combining marks
 * (Mn/Mc), Chinese has no format characters, and emoji modifiers and variation selectors are marks too. ZWJ and ZWNJ
 * are needed only by Persian and Indic scripts (and ZWJ by emoji sequences, see `multiline`), and a zero-width space
 * some Lao word-breaking tools insert is exactly the invisible difference a name must not carry.
 */
export const UNSAFE_TEXT_CHARACTER = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;

/**
 * In multi-line text (remarks, feedback): also line feed, tab and the zero-width joiner of emoji sequences (👨‍👩‍👧).
 * Carriage return stays refused: a browser's textarea value uses line feeds only, and a lone CR is what lets a line
 * overwrite itself on a terminal.
 */
const UNSAFE_MULTILINE_CHARACTER = new RegExp(`(?![\\n\\t\\u200D])${UNSAFE_TEXT_CHARACTER.source}`, 'u');

export interface FreeTextOptions {
  /** Allow line feeds, tabs and ZWJ (text areas). Default false: a one-line field. */
  multiline?: boolean;
}

/** For API callers; forms pass their own i18n key (`freeText(schema, { message })`) or compare with this. */
export const FREE_TEXT_MESSAGE =
  'must not contain control characters, invisible format characters (such as bidi overrides or zero-width spaces) or broken surrogates';

/** Whether a value keeps the free-text rule. */
export function isFreeText(value: string, { multiline = false }: FreeTextOptions = {}): boolean {
  return !(multiline ? UNSAFE_MULTILINE_CHARACTER : UNSAFE_TEXT_CHARACTER).test(value);
}

const UNSAFE_ANYWHERE = new RegExp(UNSAFE_TEXT_CHARACTER.source, 'gu');

/** Every character the rule refuses, replaced: escaped for an operator's terminal, or dropped from a label such as a file name. */
export function replaceUnsafeCharacters(value: string, replacement: string | ((char: string) => string)): string {
  return value.replace(UNSAFE_ANYWHERE, typeof replacement === 'string' ? () => replacement : replacement);
}

/** The string schema with the free-text rule added after its own checks (trim first, so the rule sees the kept value). */
export function freeText<S extends z.ZodMiniString>(
  schema: S,
  { message = FREE_TEXT_MESSAGE, ...options }: FreeTextOptions & { message?: string } = {},
): S {
  return schema.check(z.refine((value) => isFreeText(value, options), { message }));
}
