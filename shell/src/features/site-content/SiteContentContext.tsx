// Site content the layout and popups show, loaded once per language: domainRoute, whitelabel, game menus, announcements
// (these again on sign-in and sign-out).
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import {
  ANNOUNCEMENT_TYPES_ALL,
  PLATFORM_CODES,
  systemEndpoints,
  type Announcements,
  type GameMenu,
  type SystemInfo,
  type WhitelabelNode,
} from '@mekong/contracts';
import { useLanguage } from '../i18n/useLanguage';
import { useSession, useShellServices } from '../session/ShellServicesContext';
import { useEndpoint } from './useEndpoint';

export interface SiteContent {
  systemInfo: SystemInfo | null;
  whitelabel: readonly WhitelabelNode[] | null;
  gameMenus: readonly GameMenu[] | null;
  announcements: Announcements | null;
}

const SiteContentContext = createContext<SiteContent | null>(null);

export function SiteContentProvider({ children }: { children: ReactNode }) {
  const { language } = useLanguage();
  const { storeLocation } = useShellServices();
  const systemInfo = useEndpoint(systemEndpoints.domainRoute, { language });
  const location = systemInfo.data?.location;
  // Requirements §3: the login state keeps the visitor's location.
  useEffect(() => {
    if (location) storeLocation(location);
  }, [location, storeLocation]);
  const whitelabel = useEndpoint(systemEndpoints.whitelabel, {});
  const gameMenus = useEndpoint(systemEndpoints.gameMenus, { language });
  // Who asks changes the answer (popups A and F or B, the member's promotion statuses, members-only promotions): a
  // sign-in or sign-out loads it again.
  const { token } = useSession();
  const announcements = useEndpoint(
    systemEndpoints.announcements,
    { types: ANNOUNCEMENT_TYPES_ALL, platform: PLATFORM_CODES.web, language },
    token ?? '',
  );
  const content = useMemo<SiteContent>(
    () => ({ systemInfo: systemInfo.data, whitelabel: whitelabel.data, gameMenus: gameMenus.data, announcements: announcements.data }),
    [systemInfo.data, whitelabel.data, gameMenus.data, announcements.data],
  );
  return <SiteContentContext.Provider value={content}>{children}</SiteContentContext.Provider>;
}

export function useSiteContent(): SiteContent {
  const content = useContext(SiteContentContext);
  if (!content) throw new Error('useSiteContent needs a SiteContentProvider above it');
  return content;
}
