// How records show money and days: the kip sign with 2 decimals (signed for wallet movements), days in the site's
// date format (times come from the cashier's showTime, in Vientiane like the filters' business days).
import { CURRENCY_SYMBOL, formatMinorUnits } from '@mekong/contracts';
import { money } from '../wallet/cashier';

/** A change of the wallet: '₭ +1,000.00' in, '₭ -1,000.00' out. */
export const signedMoney = (minor: number): string => (minor > 0 ? `${CURRENCY_SYMBOL} +${formatMinorUnits(minor)}` : money(minor));

/** A business day ('YYYY-MM-DD') in the site's date format. */
export const recordDay = (day: string): string => day.replaceAll('-', '/');
