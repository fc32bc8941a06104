// What the cashier pages (wallet, deposit, withdraw, transfer) share: money as the site shows it, the typed-amount
// schema, quick amounts, and turning form and API failures into translated text.
import type { TFunction } from 'i18next';
import * as z from 'zod/mini';
import {
  ApiError,
  CURRENCY_SYMBOL,
  ERROR_CODES,
  formatMinorUnits,
  formatMoney,
  MONEY_ERROR_CODES,
  parseMinorUnits,
  type ErrorCode,
} from '@mekong/contracts';

/** An amount with the site's currency symbol: '₭ 1,234.50'. */
export const money = (minor: number): string => formatMoney(minor, CURRENCY_SYMBOL);

export interface AmountLimits {
  min: number;
  max: number;
  /** The money the member has, when the amount leaves the wallet. */
  balance?: number;
}

/** A well-formed amount ('1,234.50', at most 2 decimals) of any size: the contract's parser stops at 13 digits. */
const AMOUNT_SHAPE = /^\d+(?:\.\d{1,2})?$/;

/**
 * A typed amount in minor units; 'too-large' for a well-formed amount beyond what any limit allows (so the member
 * reads the limit, not a format rule it did not break); null when it is not an amount.
 */
export function readAmount(text: string): number | 'too-large' | null {
  const minor = parseMinorUnits(text);
  if (minor !== null) return minor;
  return AMOUNT_SHAPE.test(text.trim().replace(/,/g, '')) ? 'too-large' : null;
}

/**
 * A refused value in a zod/mini transform, whose context is the bare parse payload (classic zod's `ctx.addIssue` is
 * not there): the issue is pushed onto the payload as addIssue would, so messages and paths stay the same.
 */
export function addIssue(payload: z.core.ParsePayload, issue: { message: string; path?: PropertyKey[] }): void {
  payload.issues.push({ code: 'custom', input: payload.value, ...issue });
}

/**
 * An amount typed by a person ('1,234.50') checked against the limits and turned into minor units. Messages are
 * i18n keys with their values after '?', read by `formErrorText`.
 */
export function amountSchema({ min, max, balance }: AmountLimits) {
  return z.pipe(
    z.string(),
    z.transform((text, ctx) => {
      const minor = text.trim() === '' ? null : readAmount(text);
      const fail = (message: string) => {
        addIssue(ctx, { message });
        return z.NEVER;
      };
      if (text.trim() === '') return fail('cashier_amount_required');
      if (minor === null) return fail('cashier_amount_format');
      if (minor === 'too-large' || minor > max) return fail(`cashier_amount_max?amount=${encodeURIComponent(money(max))}`);
      if (minor < min) return fail(`cashier_amount_min?amount=${encodeURIComponent(money(min))}`);
      if (balance !== undefined && minor > balance) return fail('cashier_amount_balance');
      return minor;
    }),
  );
}

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
