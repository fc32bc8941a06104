// The signed-in member's live socket and its message notices (what LiveListener opens): its own chunk, fetched on
// sign-in, since a visitor's first load has no use for it (issue 15).
import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyEndpoints, type MemberMessage } from '@mekong/contracts/money';
import { theme } from '@mekong/ui';
import { useAccount } from '../account/AccountContext';
import { HEADER_HEIGHT } from '../layout/Header';
import { useOpenMemberCentre } from '../member-centre/useOpenMemberCentre';
import { useRemoteLoader } from '../remotes/RemotesContext';
import { useShellServices } from '../session/ShellServicesContext';
import { liveSocketUrl, openLiveSocket } from './liveSocket';
import { messageText } from './messageText';
import { emitPush } from './pushEvents';

/** How long a message notice stays up. */
export const NOTICE_MS = 6_000;

// Above dialogs too: a deposit made in the member-centre overlay announces its arrival over it.
const region = css`
  position: fixed;
  z-index: ${theme.zIndex.dialog + 1};
  top: ${HEADER_HEIGHT + 8}px;
  right: ${theme.spacing(4)};
  width: min(360px, calc(100vw - ${theme.spacing(8)}));
  pointer-events: none;
`;

const card = css`
  display: block;
  width: 100%;
  padding: ${theme.spacing(3)} ${theme.spacing(4)};
  border: 1px solid ${theme.colors.primary};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceRaised};
  box-shadow: ${theme.shadows.raised};
  color: ${theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  pointer-events: auto;
`;

export default function LiveConnection({ token }: { token: string }) {
  const { t } = useTranslation();
  const { api, bus } = useShellServices();
  const loader = useRemoteLoader();
  const { balance, profile } = useAccount();
  const openMemberCentre = useOpenMemberCentre();
  const [notice, setNotice] = useState<MemberMessage | null>(null);

  useEffect(() => {
    let active = true;
    let heardCount = false;
    const socket = openLiveSocket({
      url: liveSocketUrl(window.location),
      token,
      onPush: (push) => {
        if (push.type === 'message') setNotice(push.payload.message);
        if (push.type === 'message' || push.type === 'unread') heardCount = true;
        // A failed fetch keeps the remotes as they are; the poll asks again.
        if (push.type === 'manifest') loader.refreshManifest().catch(() => undefined);
        emitPush(bus, push);
      },
    });
    api.call(moneyEndpoints.unreadCount, {}).then(
      ({ count }) => {
        // A count the socket already gave is newer than this answer.
        if (active && !heardCount) bus.emit('messages/unread', { count });
      },
      // Quietly: the badge then waits for the socket's next count, and nothing else depends on this call.
      () => undefined,
    );
    return () => {
      active = false;
      socket.close();
    };
  }, [api, bus, loader, token]);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const symbol = balance?.currencySymbol || profile?.currencySymbol || '';
  return (
    <div css={region} role="status" aria-label={t('live.notices')}>
      {notice && (
        <button
          type="button"
          css={card}
          onClick={() => {
            setNotice(null);
            openMemberCentre('messageV2');
          }}
        >
          {messageText(t, notice, symbol)}
        </button>
      )}
    </div>
  );
}
