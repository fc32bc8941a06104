// Every pattern kind of requirements §5 with values it accepts and rejects, across Lao, Thai, Korean, Chinese and Japanese.
import { FIELD_RULE_PATTERNS, type FieldRulePattern } from './patterns';
import { FIELD_RULE_KINDS, fieldRuleRegex, matchesFieldPattern } from './regexes';

const LAO = 'ສະບາຍດີ';
const THAI = 'สวัสดี';
const KOREAN = '안녕하세요';
const CHINESE = '你好，世界。';
const EMOJI = '😀';

// A Record over every kind: the compiler fails this file if a kind is added without cases.
const CASES: Record<FieldRulePattern, { match: string[]; reject: string[] }> = {
  anyCharacters: { match: [LAO, THAI, KOREAN, CHINESE, EMOJI, 'a b', '!@#'], reject: [''] },
  letterFirstThenLettersDigits: {
    match: ['abc123', 'User9', `${LAO}1`, THAI, KOREAN, '你好2'],
    reject: ['1abc', 'ab c', 'ab_c', `ab${EMOJI}`, '_abc', '\u0EB5\u0EAA'],
  },
  kanjiAndDigits: { match: ['漢字123', '你好', '2024', '佐々木'], reject: ['ひらがな', '漢字 123', 'abc', CHINESE, KOREAN] },
  email: {
    match: ['user@example.com', 'first.last+tag@mail.co.uk', 'ສົມ@example.la', 'a_b-c@sub-domain.example.org'],
    reject: [
      'user@',
      '@example.com',
      'user@example',
      'user @example.com',
      'user..x@example.com',
      'user@-example.com',
      'user@example.c',
      'a@b@c.com',
    ],
  },
  lettersOrDigits: { match: ['abc', '123', 'abc123', LAO, THAI, KOREAN, '你好'], reject: ['abc 123', 'abc!', EMOJI, CHINESE, '໑໒໓'] },
  lettersAndDigitsCombined: {
    match: ['abc123', '1a', `${LAO}1`, `9${THAI}`],
    reject: ['abc', '123', LAO, 'abc 123', 'abc-123', `abc1${EMOJI}`],
  },
  digitsOnly: { match: ['0', '20123456789'], reject: ['12a', '12 34', '-12', '１２３', '໑໒໓', '1.5'] },
  lettersDigitsWithUppercase: { match: ['Abc123', 'ABC', 'aBc', 'Àbc9'], reject: ['abc123', '123', LAO, 'Abc 123', 'Abc-123'] },
  englishLettersAndSpaces: {
    match: ['John Smith', 'abc', 'Mary  Ann'],
    reject: ['John3', 'ＡＢＣ', 'Jöhn', LAO, 'John-Smith', `John ${EMOJI}`],
  },
  noSpaces: { match: ['abc', 'a!b', EMOJI, LAO, CHINESE, 'ＡＢＣ'], reject: ['a b', 'a\tb', 'a\u3000b', 'a\nb'] },
  chineseAndPunctuation: {
    match: [CHINESE, '中文', '《红楼梦》', '你好！', '“你好”'],
    reject: ['你好, world', 'hello', 'ひらがな', '你好 世界', `你好${EMOJI}`, KOREAN],
  },
  dateYmd: {
    match: ['2024-02-29', '2000-02-29', '1999-12-31', '2023-04-30', '2023-01-31'],
    reject: [
      '2023-02-29',
      '1900-02-29',
      '2023-04-31',
      '2023-13-01',
      '2023-00-10',
      '2023-1-01',
      '12-31-1999',
      '2023/01/01',
      '0999-01-01',
      '2023-01-32',
    ],
  },
  dateMdy: {
    match: ['12-31-1999', '02-29-2024', '02-29-2000', '06-30-2023'],
    reject: ['02-29-2023', '02-29-1900', '04-31-2023', '1999-12-31', '13-01-2023', '00-10-2020', '12/31/1999', '31-12-1999'],
  },
  koreanOnly: { match: [KOREAN, '김 민수'], reject: ['안녕 hi', '你好', `${KOREAN}!`, '안녕  하세요', 'abc', `${KOREAN}1`] },
  thaiOnly: { match: [THAI, 'สมชาย ใจดี'], reject: [`${THAI} hello`, LAO, 'hello', `${THAI}!`, KOREAN] },
  thaiOrEnglish: { match: [THAI, 'Hello', 'สมชาย Smith', 'John Smith'], reject: [LAO, KOREAN, 'Hello1', 'Hello!', 'ＡＢＣ'] },
  uppercaseAndSpacesWithLetter: {
    match: ['JOHN SMITH', 'ABC', 'ÉLODIE DURAND'],
    reject: ['John Smith', 'JOHN1', LAO, 'JOHN-SMITH', 'abc'],
  },
  lettersNumbersSymbols: { match: ['abc123!@#', `${LAO}123!`, 'P@ss', CHINESE, '$100'], reject: ['abc 123', `abc${EMOJI}`] },
  upperLowerDigitSymbol: {
    match: ['Abcdef1!', 'Pa$$w0rd', 'Zz9＠'],
    reject: ['abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdefg1', 'Abc def1!', `Abcdef1${EMOJI}`, `${LAO}1!`],
  },
  fullName: {
    match: ['John Smith', 'ສົມສັກ ພົມມະຈັນ', 'Mary Ann Smith', "Seán O'Neil", 'สมชาย ใจดี', 'Jean-Luc Picard'],
    reject: ['John', LAO, 'John  Smith', 'John Smith3', 'John_Smith', "John '"],
  },
  fullWidthJapanese: {
    match: ['ひらがな', 'カタカナ', '漢字', 'ひらがなカタカナ漢字', 'ラーメン', '佐々木'],
    reject: ['ｶﾀｶﾅ', 'ＡＢＣ', 'ABC', 'ひらがな カタカナ', KOREAN, 'ひらがな1'],
  },
  uppercaseNoSpaces: { match: ['ABC', 'ＡＢＣ', 'ÀÉ'], reject: ['ABC DEF', 'AbC', 'ABC1', LAO, 'ABC!'] },
};

describe('field-rule regexes', () => {
  it('has one Unicode regex for every pattern kind, compiled once', () => {
    expect([...FIELD_RULE_KINDS].sort()).toEqual([...FIELD_RULE_PATTERNS].sort());
    for (const kind of FIELD_RULE_KINDS) {
      const regex = fieldRuleRegex(kind);
      expect(regex.unicode).toBe(true);
      expect(regex.global).toBe(false);
      expect(fieldRuleRegex(kind)).toBe(regex);
    }
  });

  describe.each(FIELD_RULE_PATTERNS.map((kind) => [kind, CASES[kind]] as const))('%s', (kind, { match, reject }) => {
    it.each(match)('accepts %j', (value) => {
      expect(matchesFieldPattern(kind, value)).toBe(true);
    });
    it.each(reject)('rejects %j', (value) => {
      expect(matchesFieldPattern(kind, value)).toBe(false);
    });
  });

  it("'*' accepts anything", () => {
    for (const value of ['', ' ', LAO, EMOJI, 'a b c']) expect(matchesFieldPattern('*', value)).toBe(true);
  });
});

describe('date kinds agree with the calendar', () => {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  const isRealDate = (y: number, m: number, d: number) => {
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  };

  it.each([1896, 1900, 1999, 2000, 2023, 2024, 2100, 2400])('every day of %i, and impossible days, in both formats', (year) => {
    for (let month = 0; month <= 13; month += 1) {
      for (let day = 0; day <= 32; day += 1) {
        const real = month >= 1 && month <= 12 && isRealDate(year, month, day);
        const [y, m, d] = [pad(year, 4), pad(month, 2), pad(day, 2)];
        expect([`${y}-${m}-${d}`, fieldRuleRegex('dateYmd').test(`${y}-${m}-${d}`)]).toEqual([`${y}-${m}-${d}`, real]);
        expect([`${m}-${d}-${y}`, fieldRuleRegex('dateMdy').test(`${m}-${d}-${y}`)]).toEqual([`${m}-${d}-${y}`, real]);
      }
    }
  });
});
