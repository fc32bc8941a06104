// The avatar and account-name dropdown of the header (requirements §2): user id with copy, VIP label, the member-centre
// entries (messages with its red unread badge, also shown on the avatar), change password, the agent entry for
// agents, and sign out (with its confirmation).
import { css } from '@emotion/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../navigation/router';
import { authEndpoints, type MemberCentrePage } from '@mekong/contracts';
import { copyText, IconButton, theme, visuallyHidden } from '@mekong/ui';
import { icons } from '../../icons/icons';
import { useOpenMemberCentre } from '../member-centre/useOpenMemberCentre';
import { usePopups } from '../popups/PopupContext';
import { useSession, useShellServices } from '../session/ShellServicesContext';
import { useEndpoint } from '../site-content/useEndpoint';
import { useAccount } from './AccountContext';
import { SignOutDialog } from './SignOutDialog';

const wrapper = css`
  position: relative;
`;

const trigger = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.spacing(2)};
  max-width: 220px;
  min-height: 40px;
  padding: ${theme.spacing(1)} ${theme.spacing(2)} ${theme.spacing(1)} ${theme.spacing(1)};
  border: 1px solid transparent;
  border-radius: 999px;
  background: transparent;
  color: ${theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    border-color: ${theme.colors.border};
    background: ${theme.colors.surfaceRaised};
  }
  & .name {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  ${theme.mq.mobile} {
    padding-right: ${theme.spacing(1)};
    & .name,
    & .chevron {
      display: none;
    }
  }
`;

const avatarCss = css`
  position: relative;
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  overflow: hidden;
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.primary};
  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const panel = css`
  position: absolute;
  z-index: 60;
  top: calc(100% + 8px);
  right: 0;
  width: 260px;
  max-width: calc(100vw - 16px);
  padding: ${theme.spacing(2)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.raised};
  & ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const idRow = css`
  display: flex;
  align-items: center;
  gap: ${theme.spacing(2)};
  padding: ${theme.spacing(2)};
  border-bottom: 1px solid ${theme.colors.border};
  margin-bottom: ${theme.spacing(1)};
  font-size: ${theme.fontSizes.sm};
  & .id {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const badge = css`
  display: inline-block;
  padding: 0 ${theme.spacing(2)};
  border-radius: 999px;
  background: ${theme.colors.primary};
  color: ${theme.colors.primaryText};
  font-size: ${theme.fontSizes.xs};
  font-weight: 700;
`;

/** Requirements §2: a red count badge on messageV2 when the count is above 0. */
const countBadge = css`
  display: inline-block;
  min-width: 18px;
  padding: 0 ${theme.spacing(1)};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.danger};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.xs};
  font-weight: 700;
  line-height: 18px;
  text-align: center;
`;

const avatarBadge = css`
  position: absolute;
  top: -4px;
  right: -6px;
  min-width: 16px;
  padding: 0 3px;
  font-size: 10px;
  line-height: 16px;
`;

const entry = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.spacing(2)};
  width: 100%;
  padding: ${theme.spacing(2)} ${theme.spacing(3)};
  border: none;
  border-radius: ${theme.radii.md};
  background: transparent;
  color: ${theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${theme.colors.surfaceRaised};
  }
`;

function CopyIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
    >
      <rect x="8" y="8" width="12" height="12" rx="2" />
      <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
    </svg>
  );
}

/** The member's avatar from the info-icon call, or the default avatar when there is none or it fails to load. */
function Avatar({ unread }: { unread: number }) {
  const { t } = useTranslation();
  const icon = useEndpoint(authEndpoints.infoIcon, {});
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = icon.data?.url;
  return (
    <span css={avatarCss}>
      {url && url !== failedUrl ? (
        <img src={url} alt={t('account.avatar')} onError={() => setFailedUrl(url)} />
      ) : (
        <span role="img" aria-label={t('account.avatar')}>
          {icons.user}
        </span>
      )}
      {/* The trigger's name says the count; the badge is for the eye. */}
      {unread > 0 && (
        <span css={[countBadge, avatarBadge]} aria-hidden="true">
          {unread}
        </span>
      )}
    </span>
  );
}

export function AccountMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { bus } = useShellServices();
  const { memberInfo, isAgent, isTrial } = useSession();
  const { profile, unreadMessages } = useAccount();
  const { openPopup } = usePopups();
  const openMemberCentre = useOpenMemberCentre();
  const [open, setOpen] = useState(false);
  const [confirmSignOut, setConfirmSignOut] = useState(false);
  const panelId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  // Closes on a click outside and on Escape (focus goes back to the trigger).
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const account = memberInfo?.account ?? '';
  const userId = profile?.id ?? memberInfo?.id ?? '';
  const then = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  const centre = (page: MemberCentrePage) => then(() => openMemberCentre(page));
  const item = (label: string, onClick: () => void, count = 0): ReactNode => (
    <li key={label}>
      <button
        type="button"
        css={entry}
        onClick={() => {
          // The entry leaves with the panel: focus goes to the trigger first, so a dialog the entry opens returns it there.
          triggerRef.current?.focus();
          onClick();
        }}
      >
        <span>{label}</span>{' '}
        {count > 0 && (
          <span css={countBadge}>
            <span aria-hidden="true">{count}</span>
            <span css={visuallyHidden}>{t('account.unread', { count })}</span>
          </span>
        )}
      </button>
    </li>
  );

  const copyId = () =>
    copyText(userId).then(
      () => bus.emit('dialog/show', { messageKey: 'account.copy_success', tone: 'success' }),
      () => bus.emit('dialog/show', { messageKey: 'api_errors.unknown', tone: 'error' }),
    );

  return (
    <div css={wrapper} ref={wrapperRef}>
      <button
        ref={triggerRef}
        type="button"
        css={trigger}
        aria-label={unreadMessages > 0 ? t('account.menu_unread', { account, count: unreadMessages }) : t('account.menu', { account })}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <Avatar unread={unreadMessages} />
        <span className="name">{account}</span>
        <span className="chevron" aria-hidden="true" css={{ display: 'inline-flex', transform: open ? 'rotate(180deg)' : undefined }}>
          {icons.chevron}
        </span>
      </button>
      {open && (
        <div id={panelId} css={panel}>
          <div css={idRow}>
            <span className="id">
              {t('account.user_id')}: <strong>{userId}</strong>
            </span>
            <IconButton label={t('account.copy_id')} size="sm" onClick={() => void copyId()}>
              <CopyIcon />
            </IconButton>
          </div>
          {(profile?.vipLabelName || isTrial) && (
            <p css={{ margin: `0 0 ${theme.spacing(1)}`, padding: `0 ${theme.spacing(2)}`, display: 'flex', gap: theme.spacing(2) }}>
              {profile?.vipLabelName && <span css={badge}>{profile.vipLabelName}</span>}
              {isTrial && <span css={badge}>{t('account.trial')}</span>}
            </p>
          )}
          <ul>
            {item(t('account.security_centre'), centre('securityCenter'))}
            {item(t('account.withdrawal'), centre('withdraw'))}
            {item(t('account.account_record'), centre('transactionHistory'))}
            {item(t('account.betting_record'), centre('personalHistoryCopy'))}
            {item(t('account.messages'), centre('messageV2'), unreadMessages)}
            {item(
              t('account.points_mall'),
              then(() => navigate('/pointMall')),
            )}
            {!isTrial &&
              item(
                t('account.change_password_title'),
                then(() => openPopup({ kind: 'change-password', forced: null })),
              )}
            {isAgent &&
              item(
                t('account.agent_centre'),
                then(() => navigate('/agent')),
              )}
            {item(
              t('account.sign_out'),
              then(() => setConfirmSignOut(true)),
            )}
          </ul>
        </div>
      )}
      {confirmSignOut && <SignOutDialog onCancel={() => setConfirmSignOut(false)} />}
    </div>
  );
}
