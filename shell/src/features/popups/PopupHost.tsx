// Renders the open shell popup (each one its own lazy chunk), the announcement popup and message dialogs.
import { lazy, Suspense, useState } from 'react';
import { useSession, useShellServices } from '../session/ShellServicesContext';
import { useSiteContent } from '../site-content/SiteContentContext';
import { announcementPopupsFor, popupAudience, popupClosedKey } from './announcements';
import { MessageDialogHost } from './MessageDialogHost';
import { usePopups } from './PopupContext';

const LoginPopup = lazy(() => import('../auth/LoginPopup'));
const RegisterPopup = lazy(() => import('../auth/RegisterPopup'));
const ForgotPasswordPopup = lazy(() => import('../auth/ForgotPasswordPopup'));
const ResetPasswordPopup = lazy(() => import('../auth/ResetPasswordPopup'));
const ChangePasswordPopup = lazy(() => import('../auth/ChangePasswordPopup'));
const SecondFactorPopup = lazy(() => import('../auth/SecondFactorPopup'));
const HelpCentrePopup = lazy(() => import('./HelpCentrePopup'));
const LicencePopup = lazy(() => import('./LicencePopup'));
const AnnouncementPopup = lazy(() => import('./AnnouncementPopup'));

function OpenPopup() {
  const { popup, closePopup } = usePopups();
  if (!popup) return null;
  switch (popup.kind) {
    case 'login':
      return <LoginPopup entrance={popup.entrance} onClose={closePopup} />;
    case 'register':
      return <RegisterPopup onClose={closePopup} />;
    case 'forgot-password':
      return <ForgotPasswordPopup onClose={closePopup} />;
    case 'reset-password':
      return <ResetPasswordPopup token={popup.token} onClose={closePopup} />;
    case 'change-password':
      return <ChangePasswordPopup forced={popup.forced} onClose={closePopup} />;
    case 'second-factor':
      return <SecondFactorPopup challenge={popup.challenge} method={popup.method} entrance={popup.entrance} onClose={closePopup} />;
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
