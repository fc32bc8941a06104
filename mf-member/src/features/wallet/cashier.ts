// What the cashier pages (wallet, deposit, withdraw, transfer) share: money as the site shows it, the typed-amount
// schema, quick amounts, and turning form and API failures into translated text.
import type { TFunction } from 'i18next';
import { ApiError, ERROR_CODES, formatMinorUnits, type ErrorCode } from '@mekong/contracts';
import { MONEY_ERROR_CODES } from '@mekong/contracts/money';
import { money } from '@mekong/ui/remote';
import { PLAY_LIMIT_FAILURES } from '@mekong/contracts/play-limits';

/** An amount with the site's currency symbol: '₭ 1,234.50' (shared with the other remotes). */
export { money };

/** Typed amounts: the shared schema (its messages are shared texts), kept here for the money forms' imports. */
export { amountSchema, readAmount, addIssue, type AmountLimits } from '@mekong/ui/remote';

/** A form message (`key?param=value`) as text: the shared helper, kept here for the money forms' imports. */
export { formErrorText } from '@mekong/ui/remote';

/** The envelope's codes of a link that failed (no answer, a late one, a garbled one): one text says to try again. */
const LINK_FAILURES: readonly string[] = ['network', 'timeout', 'bad-response'] satisfies ErrorCode[];

/**
 * Every failure a money form can meet, each with its own text: the money calls' codes, the password checks' codes
 * and the envelope's other general codes (a session that ended, a limit, maintenance …).
 */
const TRANSLATED_CODES: readonly string[] = [
  ...MONEY_ERROR_CODES,
  'wrong-old-password',
  'account-locked',
  // A deposit or transfer past a gaming limit (issue 20).
  PLAY_LIMIT_FAILURES.reached,
  PLAY_LIMIT_FAILURES.receiverReached,
  ...ERROR_CODES.filter((code) => !LINK_FAILURES.includes(code)),
];

/** The fields whose refusal (the failure's value names the field) has a text of its own. */
const TRANSLATED_FIELDS: readonly string[] = ['proofImages', 'receivedAmount', 'accountName', 'depositorName', 'channel'];

/**
 * A refused money call in the member's language. The server's message is for developers and never shown: an unknown
 * code gets the general text, and a refused field its own text when the failure names it.
 */
export function moneyFailureText(t: TFunction, error: ApiError | null): string | null {
  if (!error) return null;
  if (LINK_FAILURES.includes(error.code)) return t('cashier_error_network');
  const field = error.details?.field;
  if (error.code === 'bad-request' && typeof field === 'string' && TRANSLATED_FIELDS.includes(field))
    return t(`cashier_error_field_${field}`);
  if (TRANSLATED_CODES.includes(error.code)) return t(`cashier_error_${error.code}`);
  return t('cashier_error_unknown');
}

/** Kip amounts offered as chips (whole kip, in minor units), shown when they fit the channel's limits. */
const QUICK_AMOUNTS_MINOR = [10_000, 50_000, 100_000, 500_000, 1_000_000, 5_000_000].map((kip) => kip * 100);

export function quickAmounts(min: number, max: number): { value: string; label: string }[] {
  return QUICK_AMOUNTS_MINOR.filter((minor) => minor >= min && minor <= max).map((minor) => ({
    value: formatMinorUnits(minor),
    label: formatMinorUnits(minor).replace(/\.00$/, ''),
  }));
}
