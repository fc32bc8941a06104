// How records show money and times: the kip sign with 2 decimals (signed for wallet movements), and times in
// Vientiane, the zone whose business days the date filters choose.
import { CURRENCY_SYMBOL, formatMinorUnits, TIME_FORMAT } from '@mekong/contracts';
import { formatBusinessTime } from '@mekong/ui';
import { money } from '../wallet/cashier';

/** A change of the wallet: '₭ +1,000.00' in, '₭ -1,000.00' out. */
export const signedMoney = (minor: number): string => (minor > 0 ? `${CURRENCY_SYMBOL} +${formatMinorUnits(minor)}` : money(minor));

/** An API time as the site shows times (spec §9 YYYY/MM/DD HH:mm:ss), in Vientiane. */
export const recordTime = (iso: string): string => formatBusinessTime(iso, TIME_FORMAT);

/** A business day ('YYYY-MM-DD') in the site's date format. */
export const recordDay = (day: string): string => day.replaceAll('-', '/');
