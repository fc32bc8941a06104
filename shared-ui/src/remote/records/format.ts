// How records show money, days and times: the kip sign with 2 decimals (signed for wallet movements), days in the
// site's date format, times in Vientiane like the filters' business days. Shared by every remote's record pages.
import { CURRENCY_SYMBOL, formatMinorUnits, formatMoney, TIME_FORMAT } from '@mekong/contracts';
import { formatBusinessTime } from '@mekong/ui';

/** An amount with the site's currency symbol: '₭ 1,234.50'. */
export const money = (minor: number): string => formatMoney(minor, CURRENCY_SYMBOL);

/** A change of the wallet: '₭ +1,000.00' in, '₭ -1,000.00' out. */
export const signedMoney = (minor: number): string => (minor > 0 ? `${CURRENCY_SYMBOL} +${formatMinorUnits(minor)}` : money(minor));

/** A business day ('YYYY-MM-DD') in the site's date format. */
export const recordDay = (day: string): string => day.replaceAll('-', '/');

/** The time of an API timestamp as the site shows times: Vientiane time (the records' business days), YYYY/MM/DD HH:mm:ss. */
export const showTime = (iso: string): string => formatBusinessTime(iso, TIME_FORMAT);
