// The free-text rule: what it refuses (controls, format characters, lone surrogates, line separators) and what the
// site's languages need it to keep (Lao, Thai, Vietnamese marks, Chinese, emoji), on one line and in text areas.
import * as z from 'zod/mini';
import { FREE_TEXT_MESSAGE, freeText, isFreeText, replaceUnsafeCharacters } from './free-text';

const REFUSED: [string, string][] = [
  ['NUL', 'a\u0000b'],
  ['ESC sequence', 'LDB\u001b[2J\u001b[H'],
  ['bell', 'a\u0007'],
  ['DEL', 'a\u007f'],
  ['C1 CSI', 'a\u009b31m'],
  ['C1 NEL', 'a\u0085b'],
  ['carriage return', 'a\rb'],
  ['right-to-left override', 'NOY\u202Eylno'],
  ['left-to-right embedding', '\u202Aabc'],
  ['pop directional formatting', 'abc\u202C'],
  ['right-to-left isolate', 'a\u2067b\u2069'],
  ['right-to-left mark', 'a\u200Fb'],
  ['zero-width space', 'ສົມ\u200Bພອນ'],
  ['zero-width non-joiner', 'a\u200Cb'],
  ['word joiner', 'a\u2060b'],
  ['soft hyphen', 'a\u00ADb'],
  ['byte-order mark inside', 'a\uFEFFb'],
  ['tag character', 'a\u{E0041}'],
  ['lone high surrogate', 'a\uD800b'],
  ['lone low surrogate', '\uDC00'],
  ['reversed pair', '\uDE00\uD83D'],
  ['line separator', 'a\u2028b'],
  ['paragraph separator', 'a\u2029b'],
];

const KEPT: [string, string][] = [
  ['English', "Jean-Luc O'Neil"],
  ['Lao with vowels and tone marks', 'ສົມພອນ ແກ້ວມະນີ'],
  ['Thai', 'ธนาคารกสิกรไทย'],
  ['Chinese with punctuation', '中国银行（万象分行）'],
  ['Vietnamese precomposed', 'Nguyễn Thị Hương'],
  ['Vietnamese decomposed', 'Nguye\u0302\u0303n'],
  ['emoji with modifier and variation selector', '👍🏽 ❤️'],
  ['astral Han', '𠀋'],
  ['symbols', '₭ 1,000 @ #5 / 50%'],
  ['empty', ''],
];

describe('the free-text rule', () => {
  it.each(REFUSED)('refuses %s', (_, value) => {
    expect(isFreeText(value)).toBe(false);
    expect(isFreeText(value, { multiline: true })).toBe(false);
  });

  it.each(KEPT)('keeps %s', (_, value) => {
    expect(isFreeText(value)).toBe(true);
  });

  it('keeps line feeds, tabs and emoji joiners in multi-line text only', () => {
    for (const value of ['line one\nline two', 'a\tb', '👨\u200D👩\u200D👧']) {
      expect(isFreeText(value)).toBe(false);
      expect(isFreeText(value, { multiline: true })).toBe(true);
    }
  });

  it('adds the rule to a schema after trimming, with the API message or a form key', () => {
    const name = freeText(z.string().check(z.trim(), z.maxLength(10)));
    expect(name.parse('  NOY  ')).toBe('NOY');
    const refused = name.safeParse('NOY\u202E');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([FREE_TEXT_MESSAGE]);
    expect(freeText(z.string(), { message: 'input_invalid_characters' }).safeParse('\u001b[2J').error?.issues[0]?.message).toBe(
      'input_invalid_characters',
    );
    expect(freeText(z.string(), { multiline: true }).safeParse('a\nb').success).toBe(true);
    // The schema keeps its own type: checks can follow.
    expect(freeText(z.string()).check(z.minLength(1, 'required')).safeParse('').error?.issues[0]?.message).toBe('required');
  });

  it('replaces every refused character, for labels and escapes', () => {
    expect(replaceUnsafeCharacters('scan\u202Egnp.exe\u0000', '_')).toBe('scan_gnp.exe_');
    expect(replaceUnsafeCharacters('a\u001bb\uD800', (char) => `<${char.codePointAt(0)?.toString(16)}>`)).toBe('a<1b>b<d800>');
    expect(replaceUnsafeCharacters('ສົມພອນ 中文 👍🏽', '_')).toBe('ສົມພອນ 中文 👍🏽');
  });
});
