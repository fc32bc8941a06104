// The announcement popup (requirements §2 Popups): the audience's announcements (B visitors, A members, F in the session
// of a first login) once per session, until the visitor closes them.
// It comes after the page: once the first page's remote has shown (or, on a page without one, a few seconds after the
// start) and the browser is idle, so the popup and its HTML sanitiser (11 KiB) are not fetched with the first paint.
import { lazy, useEffect, useState } from 'react';
import { useIdle } from '@mekong/ui';
import { markPageShown, usePageShown } from '../remotes/pageShown';
import { useSession, useShellServices } from '../session/ShellServicesContext';
import { useSiteContent } from '../site-content/SiteContentContext';
import { announcementPopupsFor, FIRST_LOGIN_KEY, popupAudience, popupClosedKey } from './announcements';
import { usePopups } from './PopupContext';

const AnnouncementPopup = lazy(() => import('./AnnouncementPopup'));

/** A page with no remote (not found, a trial account's block) never marks itself shown: the popup waits this long at most. */
const PAGE_SHOWN_FALLBACK_MS = 3000;

/**
 * Shows the audience's announcements once per session, until the visitor closes them. held: a message dialog is on
 * screen (e.g. "your break has started"), which the announcements must not cover; they wait until it is answered.
 */
export function AnnouncementGate({ held = false }: { held?: boolean }) {
  const { announcements } = useSiteContent();
  const { isLogin } = useSession();
  const { sessionStorage } = useShellServices();
  const { popup } = usePopups();
  const [, setClosedCount] = useState(0);
  const pageShown = usePageShown();
  const afterPage = useIdle(pageShown);
  useEffect(() => {
    const timer = window.setTimeout(markPageShown, PAGE_SHOWN_FALLBACK_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const key = popupClosedKey(popupAudience(isLogin));
  const popups = announcementPopupsFor(
    announcements?.popup,
    isLogin,
    sessionStorage.getItem(key) === 'true',
    sessionStorage.getItem(FIRST_LOGIN_KEY) === 'true',
  );
  // Never over a shell popup the visitor is using (e.g. the login form) or a message: the announcements wait until it closes.
  if (!afterPage || popups.length === 0 || popup || held) return null;
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
