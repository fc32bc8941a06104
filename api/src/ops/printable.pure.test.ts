// The ops printing helper: each non-printable character as an escape a person can read, printable text unchanged.
import { printable, printableLines, printed } from './printable';

describe('printing member text in ops output', () => {
  it.each([
    ['ESC and CSI', 'LDB\u001b[2J\u001b[1;1H', 'LDB\\x1b[2J\\x1b[1;1H'],
    ['NUL, BEL, DEL', 'a\u0000b\u0007c\u007f', 'a\\x00b\\x07c\\x7f'],
    ['C1 controls', 'a\u009b31m\u0085', 'a\\x9b31m\\x85'],
    ['line breaks and tabs', 'a\nb\r\tc', 'a\\nb\\r\\tc'],
    ['bidi overrides and isolates', 'NOY\u202Eylno\u2066x\u2069', 'NOY\\u202eylno\\u2066x\\u2069'],
    ['zero-width and BOM', 'a\u200Bb\uFEFF', 'a\\u200bb\\ufeff'],
    ['line separator', 'a\u2028b', 'a\\u2028b'],
    ['lone surrogates', 'a\uD800b\uDC00', 'a\\ud800b\\udc00'],
    ['an astral format character', 'a\u{E0041}', 'a\\u{e0041}'],
  ])('escapes %s', (_, value, shown) => {
    expect(printable(value)).toBe(shown);
  });

  it('keeps printable text of every script, emoji and backslashes as they are, so escaping twice changes nothing', () => {
    const text = "ສົມພອນ 中国银行 Nguyễn 👍🏽 ₭ 1,000.00 C:\\x1b O'Neil";
    expect(printable(text)).toBe(text);
    expect(printable(printable('a\u001bb'))).toBe('a\\x1bb');
    expect(printable(null)).toBe('');
    expect(printable(42)).toBe('42');
  });

  it('escapes every interpolated value of a line, and every line of an output but its own breaks', () => {
    expect(printed`${'D1'}  depositor: ${'NOY\nD2  fake'}`).toBe('D1  depositor: NOY\\nD2  fake');
    expect(printableLines('row one \u001b[2J\nrow two \u202E')).toBe('row one \\x1b[2J\nrow two \\u202e');
  });
});
