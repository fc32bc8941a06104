// The banners of one group of the site's announcements (side menu, licence entry, the account popups' pictures).
import type { Banner } from '@mekong/contracts';

/** Banners of one group, in their sequence. */
export function bannersOf(banners: readonly Banner[] | undefined, group: Banner['groupName']): Banner[] {
  return (banners ?? []).filter((b) => b.groupName === group).sort((a, b) => a.sequence - b.sequence);
}
