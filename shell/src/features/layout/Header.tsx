// The header of spec §2: menu button (mobile), logo to home, language select, login/register or the account.
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button, IconButton, theme } from '@mekong/ui';
import { LanguageSelect } from '../i18n/LanguageSelect';
import { useSession, useShellServices } from '../session/ShellServicesContext';
import { useSiteContent } from '../site-content/SiteContentContext';
import { icons } from './icons';
import { SIDE_MENU_ID } from './SideMenu';
import { canRegister } from './visibility';

export const HEADER_HEIGHT = 64;

const header = css`
  position: fixed;
  z-index: 50;
  top: 0;
  left: 0;
  right: 0;
  display: flex;
  align-items: center;
  gap: ${theme.spacing(3)};
  height: ${HEADER_HEIGHT}px;
  padding: 0 ${theme.spacing(5)};
  background: linear-gradient(180deg, #1f1a12, ${theme.colors.surface});
  border-bottom: 1px solid ${theme.colors.border};
  ${theme.mq.mobile} {
    gap: ${theme.spacing(2)};
    padding: 0 ${theme.spacing(2)};
  }
`;

const logo = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.spacing(2)};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.lg};
  font-weight: 800;
  letter-spacing: 0.08em;
  text-decoration: none;
  & svg {
    width: 32px;
    height: 32px;
  }
  ${theme.mq.mobile} {
    font-size: ${theme.fontSizes.md};
    & span {
      display: none;
    }
  }
`;

const mobileOnly = css`
  ${theme.mq.desktop} {
    display: none !important;
  }
`;

const desktopOnly = css`
  min-width: 120px;
  ${theme.mq.mobile} {
    display: none;
  }
`;

const account = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.spacing(2)};
  max-width: 40vw;
  color: ${theme.colors.text};
  font-weight: 600;
  & span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & svg {
    flex: none;
    color: ${theme.colors.primary};
  }
`;

function LogoMark() {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="mekong-logo" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffd66b" />
          <stop offset="1" stopColor="#d9920b" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill="url(#mekong-logo)" />
      <path d="M6 22c4-8 6-8 10 0s6 8 10 0M6 14c4-8 6-8 10 0s6 8 10 0" fill="none" stroke="#1a1306" strokeWidth="2.6" strokeLinecap="round" />
    </svg>
  );
}

export function Header({ menu }: { menu: { open: boolean; toggle: () => void } | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const { bus, sessionStore } = useShellServices();
  const { whitelabel } = useSiteContent();

  return (
    <header css={header}>
      {menu && (
        <IconButton
          css={mobileOnly}
          label={t(menu.open ? 'header.close_menu' : 'header.open_menu')}
          aria-expanded={menu.open}
          aria-controls={SIDE_MENU_ID}
          onClick={menu.toggle}
        >
          {icons.menu}
        </IconButton>
      )}
      <Link to="/" css={logo} aria-label={t('header.home_link')}>
        <LogoMark />
        MEKONG
      </Link>
      <div css={{ flex: 1 }} />
      <div css={desktopOnly}>
        <LanguageSelect />
      </div>
      {session.isLogin ?
        <>
          <span css={account} aria-label={t('header.account_label', { account: session.memberInfo?.account ?? '' })}>
            {icons.user}
            <span aria-hidden="true">{session.memberInfo?.account}</span>
          </span>
          <IconButton
            label={t('header.sign_out')}
            variant="secondary"
            size="sm"
            onClick={() => {
              sessionStore.signOut();
              navigate('/', { replace: true });
            }}
          >
            {icons.signOut}
          </IconButton>
        </>
      : <>
          <Button variant="secondary" size="sm" onClick={() => bus.emit('auth/open-login', {})}>
            {t('header.login')}
          </Button>
          {canRegister(whitelabel) && (
            <Button size="sm" onClick={() => bus.emit('auth/open-register', {})}>
              {t('header.register')}
            </Button>
          )}
        </>
      }
    </header>
  );
}
