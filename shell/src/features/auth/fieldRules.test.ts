// One message per rule (requirements §5 visible messages): the mobile number, the SMS code and the captcha answer say the
// same thing, in LO, EN and CN, in every account popup that has them — login, register, forgot password, second step.
import '../../test-support/jsdomPolyfills';
import type * as z from 'zod/mini';
import type { FieldRule } from '@mekong/contracts';
import { createTestI18n } from '../../test-support/i18n';
import { fieldErrorText } from './errors';
import { loginSchema } from './login/loginForm';
import { forgotByMobileSchema } from './passwordSchemas';
import { registerSchema } from './RegisterPopup';
import { verifySchema } from './SecondFactorPopup';

const DIGITS = 10;
const rule = (field: FieldRule['field'], acceptedPattern: FieldRule['acceptedPattern'], min: number, max: number): FieldRule => ({
  field,
  shown: true,
  required: true,
  acceptedPattern,
  min,
  max,
});
// The register setting's own rules for these fields (as the seed has them) must not bring messages of their own.
const registerRules = [rule('mobileNum', 'digitsOnly', 10, 10), rule('verificationCode', 'digitsOnly', 6, 6), rule('captcha', '*', 4, 4)];

/** The message key of a field's first issue for `values` (undefined: no issue on that field). */
function messageOf(schema: z.ZodMiniType, values: Record<string, unknown>, field: string): string | undefined {
  const result = schema.safeParse(values);
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

const popups: Record<string, { schema: z.ZodMiniType; fields: Partial<Record<'mobileNum' | 'verificationCode' | 'captcha', string>> }> = {
  login: {
    schema: loginSchema('sms', true, DIGITS),
    fields: { mobileNum: 'mobileNum', verificationCode: 'verificationCode', captcha: 'captcha' },
  },
  register: {
    schema: registerSchema(registerRules, DIGITS),
    fields: { mobileNum: 'mobileNum', verificationCode: 'verificationCode', captcha: 'captcha' },
  },
  'forgot password': {
    schema: forgotByMobileSchema(DIGITS, undefined),
    fields: { mobileNum: 'mobileNum', verificationCode: 'verificationCode' },
  },
  'second step (SMS)': { schema: verifySchema('sms'), fields: { verificationCode: 'value' } },
};

const cases: { rule: string; field: 'mobileNum' | 'verificationCode' | 'captcha'; value: string; key: string }[] = [
  { rule: 'mobile number required', field: 'mobileNum', value: ' ', key: 'input_cannot_be_empty' },
  { rule: 'mobile number too short', field: 'mobileNum', value: '205551234', key: `auth.phone_digits?digits=${DIGITS}` },
  { rule: 'mobile number too long', field: 'mobileNum', value: '20555123456', key: `auth.phone_digits?digits=${DIGITS}` },
  { rule: 'mobile number not digits', field: 'mobileNum', value: '20555-1234', key: `auth.phone_digits?digits=${DIGITS}` },
  { rule: 'SMS code required', field: 'verificationCode', value: '', key: 'input_cannot_be_empty' },
  { rule: 'SMS code too long', field: 'verificationCode', value: '1'.repeat(256), key: 'auth.sms_code_too_long' },
  { rule: 'captcha required', field: 'captcha', value: '', key: 'auth.captcha_required' },
];

describe.each(cases)('$rule', ({ field, value, key }) => {
  const having = Object.entries(popups).filter(([, popup]) => popup.fields[field]);

  it.each(having)('%s says the one message of the rule', (_name, popup) => {
    const name = popup.fields[field] as string;
    expect(messageOf(popup.schema, { [name]: value }, name)).toBe(key);
  });

  it.each(['LO', 'EN', 'CN'] as const)('reads as one translated text in %s', (language) => {
    const i18n = createTestI18n(language);
    const texts = new Set(
      having.map(([, popup]) =>
        fieldErrorText(i18n.t, messageOf(popup.schema, { [popup.fields[field] as string]: value }, popup.fields[field] as string), field),
      ),
    );
    expect(texts.size).toBe(1);
    const [text] = [...texts];
    expect(text).toBeTruthy();
    expect(text).not.toContain(key.split('?')[0]);
  });
});

it('a valid mobile number and SMS code pass in every popup', () => {
  for (const popup of Object.values(popups)) {
    for (const [field, name] of Object.entries(popup.fields)) {
      const valid = field === 'mobileNum' ? '2055512345' : field === 'verificationCode' ? '123456' : 'ab12';
      expect([name, messageOf(popup.schema, { [name]: valid }, name)]).toEqual([name, undefined]);
    }
  }
});
