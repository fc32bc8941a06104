// Schemas of the password forms (requirements §5): forgot by email, forgot by phone, change password, reset by the emailed
// link; the new password follows the register setting's password rule.
import * as z from 'zod/mini';
import { fieldRuleToSchema, freeText, type FieldRule } from '@mekong/contracts';
import { FIELD_MESSAGES } from './errors';
import { mobileNumSchema, smsCodeSchema } from './fieldRules';

const required = z.string().check(z.trim(), z.minLength(1, 'input_cannot_be_empty'));

export const forgotByEmailSchema = z.object({
  username: freeText(required, { message: FIELD_MESSAGES.unsafe }),
  email: z.pipe(required, z.email('auth.email_format')),
});

/** When the server sends no password rule, a new password still needs 6–20 characters. */
const FALLBACK_PASSWORD_RULE: Pick<FieldRule, 'acceptedPattern' | 'min' | 'max' | 'required'> = {
  acceptedPattern: '*',
  min: 6,
  max: 20,
  required: true,
};

/** The password rule of the register setting, always required: change and reset use the register rule. */
export function newPasswordSchema(rules: readonly FieldRule[] | undefined) {
  const rule = rules?.find((r) => r.field === 'password');
  return fieldRuleToSchema(rule ? { ...rule, required: true } : FALLBACK_PASSWORD_RULE, FIELD_MESSAGES);
}

export function forgotByMobileSchema(mobileDigits: number, rules: readonly FieldRule[] | undefined) {
  return z.object({
    countryDialingCode: z.string(),
    mobileNum: mobileNumSchema(mobileDigits),
    verificationCode: smsCodeSchema(),
    newPassword: newPasswordSchema(rules),
  });
}

/** A new password by the password rule and its confirmation, required and equal. */
const newPasswordFields = (rules: readonly FieldRule[] | undefined) => ({
  newPassword: newPasswordSchema(rules),
  confirmNewPassword: z.string().check(z.minLength(1, 'input_cannot_be_empty')),
});
const confirmationMatches = (v: { newPassword: string; confirmNewPassword: string }) => v.confirmNewPassword === v.newPassword;
const confirmationMismatch = { path: ['confirmNewPassword'], message: 'confirm_input_mismatch' };

/** Requirements §5 change password: old required, then the new password and its confirmation. */
export function changePasswordSchema(rules: readonly FieldRule[] | undefined) {
  return z
    .object({ oldPassword: z.string().check(z.minLength(1, 'input_cannot_be_empty')), ...newPasswordFields(rules) })
    .check(z.refine(confirmationMatches, confirmationMismatch));
}

/** Reset by the emailed link: the link is the proof, so only the new password and its confirmation. */
export function resetPasswordSchema(rules: readonly FieldRule[] | undefined) {
  return z.object(newPasswordFields(rules)).check(z.refine(confirmationMatches, confirmationMismatch));
}
