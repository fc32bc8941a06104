// Money as the site shows it (requirements §9 'balance shown with 2 decimals'): integer minor units (1/100) to text,
// without passing through floating point.
export function formatMinorUnits(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The minor units of an amount a person typed ('1,234.5' → 123450), or null when it is not an amount with at
 * most two decimals. Works on the digits, never through floating point.
 */
export function parseMinorUnits(input: string): number | null {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(input.trim().replace(/,/g, ''));
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** An amount with the currency symbol, as every money figure of the site shows it: '₭ 1,234.56'. */
export function formatMoney(minor: number, currencySymbol: string): string {
  return `${currencySymbol} ${formatMinorUnits(minor)}`;
}
