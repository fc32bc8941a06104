// Turns failures into visible text: API failure codes to their translated message (else the server's own
// message), and the form-field error messages (i18n keys, optionally with params) to text.
import type { TFunction } from 'i18next';
import { formatSiteTime } from '@mekong/ui';
import { ApiError, DEFAULT_FIELD_RULE_MESSAGES, retryAfterValueSchema, type FieldRuleMessages } from '@mekong/contracts';

/**
 * 'too-many-requests' with the wait its value carries (`retryAfterSeconds`: a few seconds while a key's guesses are
 * being checked or the hash gate is full, minutes after the SMS limit), in the reader's language; null otherwise.
 */
export function waitText(t: TFunction, error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== 'too-many-requests') return null;
  const value = retryAfterValueSchema.safeParse(error.details);
  if (!value.success) return null;
  const seconds = Math.max(1, value.data.retryAfterSeconds);
  return seconds < 60 ? t('auth.retry_in_seconds', { count: seconds }) : t('auth.retry_in_minutes', { count: Math.ceil(seconds / 60) });
}

/**
 * A login refused for a time-out or self-exclusion (issue 20, code 'play-break' of @mekong/contracts/play-breaks,
 * named here to keep that entry out of the sign-in chunk): when it ends, in the reader's language; null otherwise.
 */
export function breakText(t: TFunction, error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== 'play-break') return null;
  const value = (error.details ?? {}) as { endsAt?: unknown; permanent?: unknown };
  if (value.permanent === true) return t('auth.play_break_permanent');
  const ends = typeof value.endsAt === 'string' ? formatSiteTime(value.endsAt) : null;
  return ends !== null ? t('auth.play_break_until', { time: ends }) : t('auth.play_break_permanent');
}

/** The text of a failed call: a translated message for known codes, the server's message otherwise. */
export function apiErrorText(t: TFunction, error: unknown): string {
  const wait = waitText(t, error) ?? breakText(t, error);
  if (wait !== null) return wait;
  if (error instanceof ApiError) {
    const key = `api_errors.${error.code}`;
    // A bad-request message names the field at fault, which no generic translation can.
    if (error.code !== 'bad-request' && t(key) !== key) return t(key);
    return error.message || t('api_errors.unknown');
  }
  return t('api_errors.unknown');
}

export function failureCode(error: unknown): string | null {
  return error instanceof ApiError ? error.code : null;
}

/**
 * Field-rule messages for the contracts' schema builders. The length message carries its limits as a
 * query string (`input_length?min=6&max=20`): react-hook-form keeps only an issue's message, not its params.
 */
export const FIELD_MESSAGES: FieldRuleMessages = {
  ...DEFAULT_FIELD_RULE_MESSAGES,
  length: 'input_length?min={min}&max={max}',
};

/**
 * Per-field wording of requirements §5 'visible messages' for the generic length and format errors of the register
 * setting's rules. The mobile number, the SMS code and the captcha have one rule in every popup (fieldRules.ts).
 */
const FIELD_SPECIFIC: Record<string, Partial<Record<'input_length' | 'format_error', string>>> = {
  username: { format_error: 'auth.account_format' },
  password: { input_length: 'auth.password_length', format_error: 'auth.password_format' },
  confirmPassword: { input_length: 'auth.password_length', format_error: 'auth.password_format' },
  newPassword: { input_length: 'auth.password_length', format_error: 'auth.password_format' },
  email: { format_error: 'auth.email_format' },
  payeeName: { format_error: 'auth.real_name_format' },
};

/** The text of a form error message: `key` or `key?name=value&…`, with the field's own wording where requirements §5 has one. */
export function fieldErrorText(t: TFunction, message: string | undefined, field?: string): string | undefined {
  if (!message) return undefined;
  const [rawKey = message, query = ''] = message.split('?', 2);
  const params = Object.fromEntries(new URLSearchParams(query));
  const specific = field ? FIELD_SPECIFIC[field]?.[rawKey as 'input_length' | 'format_error'] : undefined;
  return t(specific ?? rawKey, params);
}
