// One Unicode-aware regex per field-rule pattern kind of requirements §5, and the matcher the zod builder uses.
// Values are matched after trimming; an empty value never reaches a pattern (the builder handles "required").
import type { FieldRulePattern } from './patterns';

/** A letter of any script with the combining marks that follow it (Lao and Thai vowel and tone signs are marks). */
const LETTER = String.raw`\p{L}\p{M}*`;
/** Digits are ASCII 0-9: what phone, QQ and ID numbers and the server use. */
const DIGIT = '[0-9]';
/** Punctuation and symbols of any script (＠, ，, $, …) except emoji and other pictographs. */
const SYMBOL = String.raw`(?!\p{Extended_Pictographic})[\p{P}\p{S}]`;
const UPPER = String.raw`\p{Lu}\p{M}*`;
const ENGLISH = '[A-Za-z]';
const THAI = String.raw`\p{Script=Thai}`;
const HANGUL = String.raw`\p{Script=Hangul}`;
const HAN = String.raw`\p{Script=Han}`;
/** CJK symbols and punctuation (、。《》「」…, not the ideographic space), full-width ASCII punctuation, and the Chinese quotes, dash, ellipsis and middle dot. */
const CJK_PUNCTUATION = String.raw`\u3001-\u303F\uFF01-\uFF0F\uFF1A-\uFF20\uFF3B-\uFF40\uFF5B-\uFF65\u2018\u2019\u201C\u201D\u2014\u2026\u00B7`;
/** Full-width Hiragana and Katakana (with ー, ・ and the iteration marks); half-width Katakana (U+FF66–FF9F) lies outside. */
const KANA = String.raw`\u3041-\u3096\u309D-\u309F\u30A1-\u30FF\u31F0-\u31FF`;
/** A name word: letters, optionally joined by an apostrophe or hyphen (O'Neil, Jean-Luc). */
const NAME_WORD = String.raw`(?:${LETTER})+(?:['’-](?:${LETTER})+)*`;

const MONTH_DAY = String.raw`(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|02-(?:0[1-9]|1\d|2[0-8]))`;
const YEAR = String.raw`[1-9]\d{3}`;
/** Gregorian leap years 1000–9999: divisible by 4 but not 100, or by 400. */
const LEAP_YEAR = String.raw`(?:[1-9]\d(?:0[48]|[2468][048]|[13579][26])|(?:[13579][26]|[2468][048])00)`;

const anchored = (source: string) => `^(?:${source})$`;
/** Words of the given characters separated by single spaces. */
const words = (chars: string) => `[${chars}]+(?: [${chars}]+)*`;

/**
 * Each kind's pattern source. Compiled on first use (fieldRuleRegex), not when the module loads: compiling these
 * Unicode property classes took ~60 ms of a phone's main thread on every page, forms or not (issue 15).
 */
const FIELD_RULE_SOURCES: Readonly<Record<FieldRulePattern, string>> = {
  anyCharacters: String.raw`^[\s\S]+$`,
  letterFirstThenLettersDigits: anchored(String.raw`\p{L}(?:${LETTER}|${DIGIT})*`),
  kanjiAndDigits: anchored(`[${HAN}0-9]+`),
  email: anchored(
    String.raw`[\p{L}\p{M}\p{N}_%+-]+(?:\.[\p{L}\p{M}\p{N}_%+-]+)*@(?:[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?\.)+\p{L}{2,}`,
  ),
  lettersOrDigits: anchored(`(?:${LETTER}|${DIGIT})+`),
  lettersAndDigitsCombined: anchored(String.raw`(?=.*\p{L})(?=.*${DIGIT})(?:${LETTER}|${DIGIT})+`),
  digitsOnly: anchored(`${DIGIT}+`),
  lettersDigitsWithUppercase: anchored(String.raw`(?=.*\p{Lu})(?:${LETTER}|${DIGIT})+`),
  englishLettersAndSpaces: anchored(`${ENGLISH}+(?: +${ENGLISH}+)*`),
  noSpaces: String.raw`^\S+$`,
  chineseAndPunctuation: anchored(`[${HAN}${CJK_PUNCTUATION}]+`),
  dateYmd: anchored(`${YEAR}-${MONTH_DAY}|${LEAP_YEAR}-02-29`),
  dateMdy: anchored(`${MONTH_DAY}-${YEAR}|02-29-${LEAP_YEAR}`),
  koreanOnly: anchored(words(HANGUL)),
  thaiOnly: anchored(words(THAI)),
  thaiOrEnglish: anchored(words(`${THAI}A-Za-z`)),
  uppercaseAndSpacesWithLetter: anchored(`(?:${UPPER})+(?: +(?:${UPPER})+)*`),
  lettersNumbersSymbols: anchored(`(?:${LETTER}|${DIGIT}|${SYMBOL})+`),
  upperLowerDigitSymbol: anchored(String.raw`(?=.*\p{Lu})(?=.*\p{Ll})(?=.*${DIGIT})(?=.*${SYMBOL})(?:${LETTER}|${DIGIT}|${SYMBOL})+`),
  fullName: anchored(`${NAME_WORD}(?: ${NAME_WORD})+`),
  fullWidthJapanese: anchored(`[${KANA}${HAN}\u3006]+`),
  uppercaseNoSpaces: anchored(`(?:${UPPER})+`),
};

/** The Unicode-aware kinds of requirements §5 this module knows. */
export const FIELD_RULE_KINDS = Object.keys(FIELD_RULE_SOURCES) as FieldRulePattern[];

const compiled = new Map<FieldRulePattern, RegExp>();

/** A kind's regex ('u' flag, not global, so `test` keeps no state), compiled once on first use. */
export function fieldRuleRegex(pattern: FieldRulePattern): RegExp {
  let regex = compiled.get(pattern);
  if (!regex) {
    regex = new RegExp(FIELD_RULE_SOURCES[pattern], 'u');
    compiled.set(pattern, regex);
  }
  return regex;
}

/** Whether a (trimmed, non-empty) value fits a rule's accepted pattern; '*' accepts anything. */
export function matchesFieldPattern(pattern: FieldRulePattern | '*', value: string): boolean {
  return pattern === '*' || fieldRuleRegex(pattern).test(value);
}
