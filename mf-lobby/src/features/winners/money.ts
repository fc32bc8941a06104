// Amounts of the API (integer minor units, 1/100 kip) as the lobby shows them: the kip sign and 2 decimals (requirements §9).
import { CURRENCY_SYMBOL, formatMinorUnits } from '@mekong/contracts';

export function formatKip(minor: number): string {
  return `${CURRENCY_SYMBOL}${formatMinorUnits(minor)}`;
}
