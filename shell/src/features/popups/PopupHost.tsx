// Renders the open shell popup (each one its own lazy chunk), the announcement popup and message dialogs.
import { lazy, Suspense, useState } from 'react';
import { useSession, useShellServices } from '../session/ShellServicesContext';
import { useSiteContent } from '../site-content/SiteContentContext';
import { announcementPopupsFor, popupAudience, popupClosedKey } from './announcements';
import { MessageDialogHost } from './MessageDialogHost';
import { usePopups } from './PopupContext';

const AuthPopup = lazy(() => import('./AuthPopup'));
const HelpCentrePopup = lazy(() => import('./HelpCentrePopup'));
const LicencePopup = lazy(() => import('./LicencePopup'));
const AnnouncementPopup = lazy(() => import('./AnnouncementPopup'));

function OpenPopup() {
  const { popup, closePopup } = usePopups();
  if (!popup) return null;
  switch (popup.kind) {
    case 'login':
    case 'register':
      return <AuthPopup kind={popup.kind} onClose={closePopup} />;
    case 'help':
      return <HelpCentrePopup itemId={popup.itemId} onClose={closePopup} />;
    case 'licence':
      return <LicencePopup imageUrl={popup.imageUrl} onClose={closePopup} />;
  }
}

/** Shows the audience's announcements once per session, until the visitor closes them. */
function AnnouncementGate() {
  const { announcements } = useSiteContent();
  const { isLogin } = useSession();
  const { sessionStorage } = useShellServices();
  const [, setClosedCount] = useState(0);
  const key = popupClosedKey(popupAudience(isLogin));
  const popups = announcementPopupsFor(announcements?.popup, isLogin, sessionStorage.getItem(key) === 'true');
  if (popups.length === 0) return null;
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

export function PopupHost() {
  return (
    <>
      <Suspense fallback={null}>
        <AnnouncementGate />
      </Suspense>
      <Suspense fallback={null}>
        <OpenPopup />
      </Suspense>
      <MessageDialogHost />
    </>
  );
}
