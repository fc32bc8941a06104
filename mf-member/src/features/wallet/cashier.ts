// What the cashier pages (wallet, deposit, withdraw, transfer) share: money as the site shows it, the typed-amount
// schema, quick amounts, and turning form and API failures into translated text.
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { ApiError, CURRENCY_SYMBOL, formatMinorUnits, formatMoney, MONEY_ERROR_CODES, parseMinorUnits } from '@mekong/contracts';

/** An amount with the site's currency symbol: '₭ 1,234.50'. */
export const money = (minor: number): string => formatMoney(minor, CURRENCY_SYMBOL);

export interface AmountLimits {
  min: number;
  max: number;
  /** The money the member has, when the amount leaves the wallet. */
  balance?: number;
}

/**
 * An amount typed by a person ('1,234.50') checked against the limits and turned into minor units. Messages are
 * i18n keys with their values after '?', read by `formErrorText`.
 */
export function amountSchema({ min, max, balance }: AmountLimits) {
  return z.string().transform((text, ctx) => {
    const minor = text.trim() === '' ? null : parseMinorUnits(text);
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (text.trim() === '') return fail('cashier_amount_required');
    if (minor === null) return fail('cashier_amount_format');
    if (minor < min) return fail(`cashier_amount_min?amount=${encodeURIComponent(money(min))}`);
    if (minor > max) return fail(`cashier_amount_max?amount=${encodeURIComponent(money(max))}`);
    if (balance !== undefined && minor > balance) return fail('cashier_amount_balance');
    return minor;
  });
}

/** The text of a form error: `key` or `key?name=value&…` of this feature's texts. */
export function formErrorText(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const [key = message, query = ''] = message.split('?', 2);
  return t(key, Object.fromEntries(new URLSearchParams(query)));
}

/** The money calls' failure codes, and those of the password checks the cashier forms meet. */
const TRANSLATED_CODES: readonly string[] = [...MONEY_ERROR_CODES, 'wrong-old-password', 'account-locked'];

/** A refused money call: the known codes in the member's language, otherwise the server's own message. */
export function moneyFailureText(t: TFunction, error: ApiError | null): string | null {
  if (!error) return null;
  if (TRANSLATED_CODES.includes(error.code)) return t(`cashier_error_${error.code}`);
  if (error.code === 'network' || error.code === 'timeout' || error.code === 'bad-response') return t('cashier_error_network');
  return error.message || t('cashier_error_unknown');
}

/** Kip amounts offered as chips (whole kip, in minor units), shown when they fit the channel's limits. */
const QUICK_AMOUNTS_MINOR = [10_000, 50_000, 100_000, 500_000, 1_000_000, 5_000_000].map((kip) => kip * 100);

export function quickAmounts(min: number, max: number): { value: string; label: string }[] {
  return QUICK_AMOUNTS_MINOR.filter((minor) => minor >= min && minor <= max).map((minor) => ({
    value: formatMinorUnits(minor),
    label: formatMinorUnits(minor).replace(/\.00$/, ''),
  }));
}
