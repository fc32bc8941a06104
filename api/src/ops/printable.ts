// How the ops commands print what members wrote: every character a terminal would act on instead of showing (ESC and
// the other controls, bidi overrides and other format characters, lone surrogates, line breaks) is written as an
// escape such as \x1b or \u202e, so text stored before the free-text rule cannot redraw the operator's screen.
import { replaceUnsafeCharacters } from '@mekong/contracts';

const NAMED: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

const hex = (code: number, width: number) => code.toString(16).padStart(width, '0');

function escape(char: string): string {
  const named = NAMED[char];
  if (named) return named;
  // A lone surrogate is matched alone, so its code point is the surrogate's own.
  const code = char.codePointAt(0) ?? 0;
  if (code <= 0xff) return `\\x${hex(code, 2)}`;
  return code <= 0xffff ? `\\u${hex(code, 4)}` : `\\u{${hex(code, 1)}}`;
}

/**
 * One value for a line of output: nothing in it can move the cursor, reorder or hide text, or start a line that
 * looks like another row. Backslashes are kept as they are, so escaping twice changes nothing.
 */
export function printable(value: unknown): string {
  // The contracts' free-text rule decides what is unsafe: what the calls refuse is what gets escaped here.
  return replaceUnsafeCharacters(String(value ?? ''), escape);
}

/** A line of output whose every interpolated value is `printable`: `` printed`${order.id}  ${order.accountName}` ``. */
export function printed(strings: TemplateStringsArray, ...values: unknown[]): string {
  return strings.reduce((line, literal, i) => line + literal + (i < values.length ? printable(values[i]) : ''), '');
}

/** A command's whole output, whose line breaks are its own: the rest of each line escaped, whatever a command forgot. */
export function printableLines(output: string): string {
  return output.split('\n').map(printable).join('\n');
}
