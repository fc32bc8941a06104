// The signed-in member's live socket and its message notices (what LiveListener opens): its own chunk, fetched on
// sign-in, since a visitor's first load has no use for it (issue 15).
import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyEndpoints, type MemberMessage } from '@mekong/contracts/money';
import { formatSiteTime, theme } from '@mekong/ui';
import { useAccount } from '../account/AccountContext';
import { HEADER_HEIGHT } from '../layout/Header';
import { useOpenMemberCentre } from '../member-centre/useOpenMemberCentre';
import { useRemoteLoader } from '../remotes/RemotesContext';
import { useShellServices } from '../session/ShellServicesContext';
import { liveSocketUrl, openLiveSocket } from './liveSocket';
import { messageText } from './messageText';
import { emitPush } from './pushEvents';
import { placeName, playBreakEndpoints, type PreviousLogin } from '@mekong/contracts/play-breaks';
import { LANGUAGES } from '@mekong/contracts';
import { useNavigate } from '../navigation/router';
import { SHELL_NAMESPACE } from '../i18n/i18n';
import { BREAK_TEXTS } from './breakTexts';
import { SHOW_PREVIOUS_LOGIN_KEY } from '../session/previousLoginKey';

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
  const { t, i18n } = useTranslation();
  const { api, bus, sessionStore, sessionStorage } = useShellServices();
  const navigate = useNavigate();
  const [previousLogin, setPreviousLogin] = useState<PreviousLogin | null>(null);
  // This chunk's own texts (breakTexts.ts), before anything here shows them.
  for (const language of LANGUAGES)
    if (i18n.getResource(language, SHELL_NAMESPACE, 'breaks') === undefined)
      i18n.addResourceBundle(language, SHELL_NAMESPACE, { breaks: BREAK_TEXTS[language] }, true, true);
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
      // The server ended the session (e.g. the member started a time-out or self-exclusion, here or elsewhere):
      // this tab signs out to the home page and says why.
      onEnded: () => {
        sessionStore.signOut();
        navigate('/', { replace: true });
        bus.emit('dialog/show', { messageKey: 'breaks.session_ended', tone: 'warning' });
      },
    });
    // Right after a sign-in, once: the login before this one (time, IP, place), issue 20.
    if (sessionStorage.getItem(SHOW_PREVIOUS_LOGIN_KEY) === 'true') {
      sessionStorage.removeItem(SHOW_PREVIOUS_LOGIN_KEY);
      api.call(playBreakEndpoints.state, {}).then(
        ({ previousLogin: previous }) => active && previous && setPreviousLogin(previous),
        // Quietly: the notice is a courtesy; the security centre lists the logins too.
        () => undefined,
      );
    }
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
  }, [api, bus, loader, token, sessionStore, sessionStorage, navigate]);

  useEffect(() => {
    if (!previousLogin) return;
    const timer = setTimeout(() => setPreviousLogin(null), NOTICE_MS * 2);
    return () => clearTimeout(timer);
  }, [previousLogin]);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const symbol = balance?.currencySymbol || profile?.currencySymbol || '';
  return (
    <div css={region} role="status" aria-label={t('live.notices')}>
      {previousLogin && (
        <button type="button" css={card} aria-label={t('breaks.previous_login_label')} onClick={() => setPreviousLogin(null)}>
          {t('breaks.previous_login', {
            time: formatSiteTime(previousLogin.at) ?? previousLogin.at,
            ip: previousLogin.ip ?? '-',
            place: placeName(previousLogin.place, i18n.language, {
              localNetwork: t('breaks.place_local'),
              unknown: t('breaks.place_unknown'),
            }),
          })}
        </button>
      )}
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
