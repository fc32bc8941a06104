// Customer-service links from domainRoute and the 440×750 window they open in (requirements §9).
import { LIMITS, type CustomerServiceItem } from '@mekong/contracts';

export type CustomerServiceType = 'LIVECHAT' | 'TELEGRAM';

export function findCustomerService(
  items: readonly CustomerServiceItem[] | undefined,
  csType: CustomerServiceType,
): CustomerServiceItem | undefined {
  return items?.find((item) => item.csType.toUpperCase() === csType && item.path.trim() !== '');
}

/** Opens the live chat in its own small window; false when the browser blocked the popup. */
export function openCustomerServiceWindow(url: string): boolean {
  const { width, height } = LIMITS.customerServiceWindow;
  const opened = window.open(url, 'mekong-customer-service', `width=${width},height=${height},resizable=yes,scrollbars=yes`);
  return opened !== null;
}
