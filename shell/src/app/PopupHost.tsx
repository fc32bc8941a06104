// Renders the open shell popup (each one its own lazy chunk: the account popups of features/auth, help and licence of
// features/popups, the chat room of features/chat, line detection), the announcement popup, the mirror-line notice, the contract popup of a signed-in agent
// (features/contracts) and message dialogs. It composes several features, so it lives with the app.
import { lazy, Suspense } from 'react';
import { ContractGate } from '../features/contracts/ContractGate';
import { AuthTexts } from '../features/i18n/AuthTexts';
import { LineDetectionGate } from '../features/line-detection/LineDetectionGate';
import { AnnouncementGate } from '../features/popups/AnnouncementGate';
import { MessageDialogs, useMessageQueue } from '../features/popups/MessageDialogHost';
import { usePopups } from '../features/popups/PopupContext';

const LoginPopup = lazy(() => import('../features/auth/LoginPopup'));
const RegisterPopup = lazy(() => import('../features/auth/RegisterPopup'));
const ForgotPasswordPopup = lazy(() => import('../features/auth/ForgotPasswordPopup'));
const ResetPasswordPopup = lazy(() => import('../features/auth/ResetPasswordPopup'));
const ChangePasswordPopup = lazy(() => import('../features/auth/ChangePasswordPopup'));
const SecondFactorPopup = lazy(() => import('../features/auth/SecondFactorPopup'));
const HelpCentrePopup = lazy(() => import('../features/popups/HelpCentrePopup'));
const LicencePopup = lazy(() => import('../features/popups/LicencePopup'));
const ChatRoomPopup = lazy(() => import('../features/chat/ChatRoomPopup'));
const LineDetectionPopup = lazy(() => import('../features/line-detection/LineDetectionPopup'));

function OpenPopup() {
  const { popup, closePopup } = usePopups();
  if (!popup) return null;
  switch (popup.kind) {
    case 'login':
      return (
        <AuthTexts>
          <LoginPopup entrance={popup.entrance} onClose={closePopup} />
        </AuthTexts>
      );
    case 'register':
      return (
        <AuthTexts>
          <RegisterPopup affiliateCode={popup.affiliateCode} onClose={closePopup} />
        </AuthTexts>
      );
    case 'forgot-password':
      return (
        <AuthTexts>
          <ForgotPasswordPopup onClose={closePopup} />
        </AuthTexts>
      );
    case 'reset-password':
      return (
        <AuthTexts>
          <ResetPasswordPopup token={popup.token} onClose={closePopup} />
        </AuthTexts>
      );
    case 'change-password':
      return (
        <AuthTexts>
          <ChangePasswordPopup forced={popup.forced} onClose={closePopup} />
        </AuthTexts>
      );
    case 'second-factor':
      return (
        <AuthTexts>
          <SecondFactorPopup challenge={popup.challenge} method={popup.method} entrance={popup.entrance} onClose={closePopup} />
        </AuthTexts>
      );
    case 'help':
      return <HelpCentrePopup itemId={popup.itemId} onClose={closePopup} />;
    case 'licence':
      return <LicencePopup imageUrl={popup.imageUrl} onClose={closePopup} />;
    case 'chat-room':
      return <ChatRoomPopup onClose={closePopup} />;
    case 'line-detection':
      return <LineDetectionPopup onClose={closePopup} />;
  }
}

export function PopupHost() {
  const messages = useMessageQueue();
  return (
    <>
      <Suspense fallback={null}>
        <AnnouncementGate held={messages.current !== undefined} />
      </Suspense>
      <Suspense fallback={null}>
        <OpenPopup />
      </Suspense>
      <ContractGate />
      <LineDetectionGate />
      <MessageDialogs queue={messages} />
    </>
  );
}
