// A money amount typed by a person ('1,234.50'), checked against a form's limits and read as minor units, for every
// remote's money forms. Its messages are keys of the record pack (records/texts.ts, in the remote's own namespace)
// with their values after '?', read by formErrorText.
import * as z from 'zod/mini';
import { parseMinorUnits } from '@mekong/contracts';
import { money } from './records/format';

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
      if (text.trim() === '') return fail('amount_required');
      if (minor === null) return fail('amount_format');
      if (minor === 'too-large' || minor > max) return fail(`amount_max?amount=${encodeURIComponent(money(max))}`);
      if (minor < min) return fail(`amount_min?amount=${encodeURIComponent(money(min))}`);
      if (balance !== undefined && minor > balance) return fail('amount_balance');
      return minor;
    }),
  );
}
