// The announcement popup (requirements §2 Popups): the audience's announcements once per session, until the visitor closes them.
import { lazy, useState } from 'react';
import { useSession, useShellServices } from '../session/ShellServicesContext';
import { useSiteContent } from '../site-content/SiteContentContext';
import { announcementPopupsFor, popupAudience, popupClosedKey } from './announcements';
import { usePopups } from './PopupContext';

const AnnouncementPopup = lazy(() => import('./AnnouncementPopup'));

/** Shows the audience's announcements once per session, until the visitor closes them. */
export function AnnouncementGate() {
  const { announcements } = useSiteContent();
  const { isLogin } = useSession();
  const { sessionStorage } = useShellServices();
  const { popup } = usePopups();
  const [, setClosedCount] = useState(0);
  const key = popupClosedKey(popupAudience(isLogin));
  const popups = announcementPopupsFor(announcements?.popup, isLogin, sessionStorage.getItem(key) === 'true');
  // Never over a shell popup the visitor is using (e.g. the login form): the announcements wait until it closes.
  if (popups.length === 0 || popup) return null;
  return (
    <AnnouncementPopup
      popups={popups}
      onClose={() => {
        sessionStorage.setItem(key, 'true');
        setClosedCount((n) => n + 1);
      }}
    />
  );
}
