// The field rules the account popups share (requirements §5), each saying one message wherever its field shows: the
// mobile number and the SMS code of login, register, forgot password and the second step, and the captcha answer.
import * as z from 'zod/mini';
import { LIMITS } from '@mekong/contracts';

const REQUIRED = 'input_cannot_be_empty';

/** Exactly `digits` digits: the register setting's `mobileDigits`, which the server checks too. */
export function mobilePattern(digits: number): RegExp {
  return new RegExp(`^\\d{${digits}}$`);
}

/** The form-error message of a wrong mobile number ('Phone number must have {0} digits'): an i18n key with its count. */
export function mobileMessage(digits: number): string {
  return `auth.phone_digits?digits=${digits}`;
}

/**
 * The mobile number, trimmed: empty says the field is required (passes where it is optional), anything else that is
 * not exactly `digits` digits says 'Phone number must have {0} digits' — never a length message of its own, so a
 * 9-digit number reads the same in every popup.
 */
export function mobileNumSchema(digits: number, { required = true }: { required?: boolean } = {}) {
  return z.string().check(
    z.trim(),
    z.superRefine((value, ctx) => {
      if (value === '') {
        if (required) ctx.addIssue({ code: 'custom', message: REQUIRED });
      } else if (!mobilePattern(digits).test(value)) ctx.addIssue({ code: 'custom', message: mobileMessage(digits) });
    }),
  );
}

/**
 * The SMS code: required (empty passes where it is optional), at most 255 characters (requirements §5); whether it is
 * the code sent is the server's verdict (`invalid-verification-code`), in every popup alike.
 */
export function smsCodeSchema({ required = true }: { required?: boolean } = {}) {
  return z.string().check(
    z.trim(),
    z.superRefine((value, ctx) => {
      if (value === '') {
        if (required) ctx.addIssue({ code: 'custom', message: REQUIRED });
      } else if (value.length > LIMITS.smsCodeMaxLength) ctx.addIssue({ code: 'custom', message: 'auth.sms_code_too_long' });
    }),
  );
}

/** The captcha answer while its image shows: required, with its own message; whether it is right is the server's verdict. */
export function captchaAnswerSchema(shown: boolean) {
  return shown ? z.string().check(z.trim(), z.minLength(1, 'auth.captcha_required')) : z.string().check(z.trim());
}
