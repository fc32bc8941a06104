// The announcements call (banners, player notices, popups, promotions) for the given types, platform W.
import { PLATFORM_CODES, systemEndpoints } from '@mekong/contracts';
import { useApiQuery } from '../../platform/useApiQuery';

/** `types` is a comma list of B, PL, PU, PR, H. */
export function useAnnouncements(types: string) {
  return useApiQuery(systemEndpoints.announcements, (language) => ({ types, platform: PLATFORM_CODES.web, language }));
}
