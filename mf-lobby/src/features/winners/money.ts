// Amounts of the API (integer minor units, 1/100 kip) as the site shows them: the kip sign and 2 decimals (spec §9).
import { CURRENCY_SYMBOL, LIMITS } from '@mekong/contracts';

const FORMAT = new Intl.NumberFormat('en-US', { minimumFractionDigits: LIMITS.balanceDecimals, maximumFractionDigits: LIMITS.balanceDecimals });

export function formatMinorUnits(minor: number): string {
  // Divided only for display: the integer stays the value of record, and 2 decimals show it exactly.
  return `${CURRENCY_SYMBOL}${FORMAT.format(minor / 100)}`;
}
