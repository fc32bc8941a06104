// The field-rule → zod builder: trimming, required/optional, min/max, pattern, '*', and the register form.
import type { FieldRule } from '../api/system';
import { DEFAULT_FIELD_RULE_MESSAGES, fieldRuleToSchema, registerFormSchema } from './builder';

const messages = { required: 'input_cannot_be_empty', length: 'password_length', pattern: 'format_error' };

function errorsOf(result: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) {
  return result.success ? [] : (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('fieldRuleToSchema', () => {
  const username = fieldRuleToSchema({ acceptedPattern: 'letterFirstThenLettersDigits', min: 4, max: 8, required: true }, messages);

  it('trims and returns the trimmed value', () => {
    expect(username.parse('  abc1  ')).toBe('abc1');
  });

  it('reports an empty or blank required value with the required message', () => {
    for (const value of ['', '   ', undefined]) {
      const result = username.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual(['input_cannot_be_empty']);
    }
  });

  it('allows an empty optional value but still checks a filled one', () => {
    const optional = fieldRuleToSchema({ acceptedPattern: 'digitsOnly', min: 5, max: 12, required: false }, messages);
    expect(optional.parse('')).toBe('');
    expect(optional.parse('  ')).toBe('');
    expect(optional.parse(undefined)).toBe('');
    expect(optional.safeParse('12ab5').error?.issues[0]?.message).toBe('format_error');
    expect(optional.parse('12345')).toBe('12345');
  });

  it('checks min and max in characters, with the limits as params', () => {
    const short = username.safeParse('abc');
    expect(short.error?.issues[0]).toMatchObject({ message: 'password_length', params: { min: 4, max: 8 } });
    expect(username.safeParse('abcdefghi').error?.issues[0]?.message).toBe('password_length');
    expect(username.safeParse('abcd').success).toBe(true);
    expect(username.safeParse('abcdefgh').success).toBe(true);
    // Lao vowel and tone signs are characters of their own: ສະບາຍດີ is 7.
    const lao = fieldRuleToSchema({ acceptedPattern: 'lettersOrDigits', min: 1, max: 7, required: true });
    expect(lao.safeParse('ສະບາຍດີ').success).toBe(true);
    expect(lao.safeParse('ສະບາຍດີດີ').success).toBe(false);
  });

  it('replaces {min} and {max} in a length message', () => {
    const schema = fieldRuleToSchema({ acceptedPattern: '*', min: 6, max: 20, required: true }, { length: 'Between {min} and {max}' });
    expect(schema.safeParse('abc').error?.issues[0]?.message).toBe('Between 6 and 20');
  });

  it('reports a pattern mismatch after the length check passes', () => {
    expect(username.safeParse('1abcd').error?.issues.map((i) => i.message)).toEqual(['format_error']);
    expect(username.safeParse('ab cd').error?.issues.map((i) => i.message)).toEqual(['format_error']);
  });

  it("accepts anything within the lengths for '*'", () => {
    const any = fieldRuleToSchema({ acceptedPattern: '*', min: 1, max: 10, required: true });
    for (const value of ['a b!', 'ສະບາຍດີ', '😀', '你好，世界。']) expect(any.safeParse(value).success).toBe(true);
  });

  it("refuses control, format and broken characters whatever the pattern, '*' and noSpaces included", () => {
    for (const acceptedPattern of ['*', 'anyCharacters', 'noSpaces'] as const) {
      const any = fieldRuleToSchema({ acceptedPattern, min: 1, max: 30, required: true }, { unsafe: 'bad_characters' });
      for (const value of ['LDB\u001b[2J', 'NOY\u202Eylno', 'a\u0000b', 'a\uD800b', 'ສົມ\u200Bພອນ']) {
        expect(any.safeParse(value).error?.issues.map((i) => i.message)).toEqual(['bad_characters']);
      }
    }
    expect(
      fieldRuleToSchema({ acceptedPattern: '*', min: 1, max: 10, required: true }).safeParse('a\u2066b').error?.issues[0]?.message,
    ).toBe(DEFAULT_FIELD_RULE_MESSAGES.unsafe);
  });

  it('uses the default i18n keys when given none, and the required key for a non-string', () => {
    const schema = fieldRuleToSchema({ acceptedPattern: 'email', min: 5, max: 50, required: true });
    expect(schema.safeParse('').error?.issues[0]?.message).toBe(DEFAULT_FIELD_RULE_MESSAGES.required);
    expect(schema.safeParse('a@b').error?.issues[0]?.message).toBe(DEFAULT_FIELD_RULE_MESSAGES.length);
    expect(schema.safeParse('not-an-email').error?.issues[0]?.message).toBe(DEFAULT_FIELD_RULE_MESSAGES.pattern);
    expect(schema.safeParse(42).error?.issues[0]?.message).toBe(DEFAULT_FIELD_RULE_MESSAGES.required);
  });
});

describe('registerFormSchema', () => {
  const rule = (field: FieldRule['field'], acceptedPattern: FieldRule['acceptedPattern'], extra: Partial<FieldRule> = {}): FieldRule => ({
    field,
    shown: true,
    required: true,
    acceptedPattern,
    min: 1,
    max: 20,
    ...extra,
  });
  const rules: FieldRule[] = [
    rule('username', 'letterFirstThenLettersDigits', { min: 4, max: 12 }),
    rule('password', 'lettersAndDigitsCombined', { min: 6, max: 16 }),
    rule('email', 'email', { required: false, max: 50 }),
    rule('payeeName', 'fullName', { shown: false }),
    rule('affiliateCode', '*', { required: false }),
  ];
  const schema = registerFormSchema(rules, { ...messages, mismatch: 'confirm_input_mismatch' });

  it('builds the shown fields plus confirmPassword, trimmed', () => {
    const values = schema.parse({ username: ' player1 ', password: 'abc123', confirmPassword: 'abc123', email: '', affiliateCode: '' });
    expect(values).toEqual({ username: 'player1', password: 'abc123', confirmPassword: 'abc123', email: '', affiliateCode: '' });
    expect(values).not.toHaveProperty('payeeName');
  });

  it('reports each failing field at its path', () => {
    const result = schema.safeParse({ username: '', password: 'abcdef', confirmPassword: 'abcdef', email: 'x@', affiliateCode: '' });
    expect(errorsOf(result)).toEqual([
      ['username', 'input_cannot_be_empty'],
      ['password', 'format_error'],
      ['email', 'format_error'],
    ]);
  });

  it('requires confirmPassword and reports a mismatch on it', () => {
    expect(errorsOf(schema.safeParse({ username: 'player1', password: 'abc123', confirmPassword: '' }))).toEqual([
      ['confirmPassword', 'input_cannot_be_empty'],
    ]);
    expect(errorsOf(schema.safeParse({ username: 'player1', password: 'abc123', confirmPassword: 'abc124' }))).toEqual([
      ['confirmPassword', 'confirm_input_mismatch'],
    ]);
  });

  it('reports the mismatch even when another field fails', () => {
    expect(errorsOf(schema.safeParse({ username: '', password: 'abc123', confirmPassword: 'abc124' }))).toEqual([
      ['username', 'input_cannot_be_empty'],
      ['confirmPassword', 'confirm_input_mismatch'],
    ]);
  });

  it("uses the server's confirmPassword rule when it sends one, still required", () => {
    const withConfirmRule = registerFormSchema([
      ...rules,
      rule('confirmPassword', 'lettersAndDigitsCombined', { min: 6, max: 16, required: false }),
    ]);
    expect(errorsOf(withConfirmRule.safeParse({ username: 'player1', password: 'abc123', confirmPassword: '' }))).toEqual([
      ['confirmPassword', DEFAULT_FIELD_RULE_MESSAGES.required],
    ]);
    expect(errorsOf(withConfirmRule.safeParse({ username: 'player1', password: 'abc123', confirmPassword: 'abc' }))).toEqual([
      ['confirmPassword', DEFAULT_FIELD_RULE_MESSAGES.length],
      ['confirmPassword', DEFAULT_FIELD_RULE_MESSAGES.mismatch],
    ]);
  });

  it('has no confirmPassword when the password is not shown', () => {
    const noPassword = registerFormSchema([rule('username', '*')]);
    expect(noPassword.parse({ username: 'x', confirmPassword: 'ignored' })).toEqual({ username: 'x' });
  });
});
