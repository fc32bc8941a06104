// Input checks shared by the account calls: phone numbers and SMS codes (requirements §8 phone-auth codes), captchas,
// feature switches, and field rules (the same rules /wps/system/setting/register serves) with per-field errors.
import { FREE_TEXT_MESSAGE, fieldRuleToSchema, type FieldRule, type FieldRuleMessages } from '@mekong/contracts';
import type { Db } from '../../db/database';
import { getSiteSettings } from '../../modules/site/site.repository';
import { isFeatureEnabled, listRegisterFieldRules } from '../../modules/features/features.repository';
import { spendCaptcha } from '../../modules/accounts/captcha';
import type { SmsCodeCheck } from '../../modules/accounts/sms';
import { ApiFailure } from '../../plugins/app/errors';

/** Server-side messages of the field-rule builder (the shell shows its own translated ones). */
export const FIELD_RULE_MESSAGES: FieldRuleMessages = {
  required: 'This field is required',
  length: 'Must be {min} to {max} characters',
  pattern: 'Wrong format',
  mismatch: 'Does not match the password',
  unsafe: FREE_TEXT_MESSAGE,
};

/** A trimmed mobile number made only of the site's number of digits. */
export async function checkMobile(db: Db, mobileNum: string | undefined): Promise<string> {
  const mobile = (mobileNum ?? '').trim();
  if (!mobile) throw new ApiFailure(400, 'missing-phone-number', 'Please enter a valid phone number');
  const { mobileDigits } = await getSiteSettings(db);
  if (!new RegExp(`^\\d{${mobileDigits}}$`).test(mobile))
    throw new ApiFailure(400, 'invalid-phone-number', `Invalid phone number format: it must have ${mobileDigits} digits`);
  return mobile;
}

export function checkCodeGiven(code: string | undefined): string {
  const given = (code ?? '').trim();
  if (!given) throw new ApiFailure(400, 'missing-verification-code', 'The verification code is missing');
  return given;
}

export function smsCodeFailure(check: Exclude<SmsCodeCheck, 'ok'>, value: Record<string, unknown> | null = null): ApiFailure {
  return check === 'code-expired'
    ? new ApiFailure(400, 'code-expired', 'The verification code has expired, please send a new one', value)
    : new ApiFailure(400, 'invalid-verification-code', 'The verification code is not valid', value);
}

/** Refuses with 'captcha-required' when none is given, 'invalid-captcha' when it does not match; both carry { captcha: true }. */
export async function requireCaptcha(db: Db, captchaId: string | undefined, captcha: string | undefined): Promise<void> {
  if (!captchaId || !captcha) throw new ApiFailure(401, 'captcha-required', 'Please complete verification first', { captcha: true });
  if (!(await spendCaptcha(db, captchaId, captcha)))
    throw new ApiFailure(401, 'invalid-captcha', 'The captcha is not right, please try a new one', { captcha: true });
}

export async function requireFeature(db: Db, modId: string): Promise<void> {
  if (!(await isFeatureEnabled(db, modId)))
    throw new ApiFailure(403, 'feature-disabled', 'This is not enabled, please contact customer service');
}

/** Refuses with 'bad-request' naming each field that broke its rule; value { fields: { name: message } }. */
export function failOnIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): never {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'input');
    fields[field] ??= issue.message;
  }
  throw new ApiFailure(
    400,
    'bad-request',
    Object.entries(fields)
      .map(([field, message]) => `${field}: ${message}`)
      .join('; '),
    { fields },
  );
}

export async function fieldRule(db: Db, field: FieldRule['field']): Promise<FieldRule> {
  const rule = (await listRegisterFieldRules(db)).find((r) => r.field === field);
  if (!rule) throw new Error(`No field rule for ${field}`);
  return rule;
}

/** A new password checked with the server's password rule, which is always required here. */
export async function checkNewPassword(db: Db, field: string, password: string): Promise<string> {
  const schema = fieldRuleToSchema({ ...(await fieldRule(db, 'password')), required: true }, FIELD_RULE_MESSAGES);
  const parsed = schema.safeParse(password);
  if (!parsed.success) failOnIssues(parsed.error.issues.map((issue) => ({ path: [field], message: issue.message })));
  return parsed.data;
}
