// The header of requirements §2: menu button (mobile), logo to home, language select, login/register, or the balance, the
// header nav (deposit, withdrawal) and the account menu.
import { css } from '@emotion/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../navigation/router';
import { Button, IconButton, theme, visuallyHidden } from '@mekong/ui';
import { LanguageSelect } from '../i18n/LanguageSelect';
import { useSession, useShellServices } from '../session/ShellServicesContext';
import { useSiteContent } from '../site-content/SiteContentContext';
import { icons } from '../../icons/icons';
import { SIDE_MENU_ID } from './SideMenu';
import { useOpenMemberCentre } from '../member-centre/useOpenMemberCentre';
import { canRegister } from './visibility';

// A visitor's header has neither: they come in one chunk with the live socket on sign-in, not on the first load (issue 15).
const BalanceBox = lazy(() =>
  import(/* webpackChunkName: "signed-in" */ '../account/BalanceBox').then((module) => ({ default: module.BalanceBox })),
);
const AccountMenu = lazy(() =>
  import(/* webpackChunkName: "signed-in" */ '../account/AccountMenu').then((module) => ({ default: module.AccountMenu })),
);

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
  /* A member's header holds menu, logo, balance, deposit, withdrawal and avatar: at 390 px that needs the tight gaps. */
  ${theme.mq.mobile} {
    gap: ${theme.spacing(1)};
    padding: 0 ${theme.spacing(1)};
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

/**
 * On the narrowest phones (under 375 px) a signed-in header has no room for the logo beside the balance, the cashier
 * buttons and the avatar: it gives way, and home stays one tap away in the side menu.
 */
const logoGivesWay = css`
  @media (max-width: 374.98px) {
    display: none;
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

const headerNav = css`
  display: flex;
  gap: ${theme.spacing(2)};
  ${theme.mq.mobile} {
    gap: ${theme.spacing(1)};
  }
`;

// On phones the nav's buttons show their icon only; the text stays as their accessible name.
const navButtonCss = css`
  & svg {
    display: none;
  }
  ${theme.mq.mobile} {
    padding: 0;
    aspect-ratio: 1;
    & svg {
      display: block;
      width: 20px;
      height: 20px;
    }
    & span {
      ${visuallyHidden}
    }
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
      <path
        d="M6 22c4-8 6-8 10 0s6 8 10 0M6 14c4-8 6-8 10 0s6 8 10 0"
        fill="none"
        stroke="#1a1306"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Header({ menu }: { menu: { open: boolean; toggle: () => void } | null }) {
  const { t } = useTranslation();
  const session = useSession();
  const { bus } = useShellServices();
  const { whitelabel } = useSiteContent();
  const openMemberCentre = useOpenMemberCentre();

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
      <Link to="/" css={[logo, session.isLogin && logoGivesWay]} aria-label={t('header.home_link')}>
        <LogoMark />
        <span>MEKONG</span>
      </Link>
      <div css={{ flex: 1 }} />
      <div css={desktopOnly}>
        <LanguageSelect />
      </div>
      {session.isLogin ? (
        <>
          <Suspense fallback={null}>
            <BalanceBox />
          </Suspense>
          {/* Requirements §2 header nav entries: deposit and withdrawal, each the member centre's page (visitors get the
              login popup and trial accounts the warning, through useOpenMemberCentre); the agent entry is in the
              account menu, for agents only. */}
          <nav css={headerNav} aria-label={t('header.cashier_nav')}>
            <Button size="sm" css={navButtonCss} onClick={() => openMemberCentre('depositv2')}>
              {icons.wallet}
              <span>{t('account.deposit')}</span>
            </Button>
            <Button size="sm" variant="secondary" css={navButtonCss} onClick={() => openMemberCentre('withdraw')}>
              {icons.withdraw}
              <span>{t('account.withdrawal')}</span>
            </Button>
          </nav>
          <Suspense fallback={null}>
            <AccountMenu />
          </Suspense>
        </>
      ) : (
        <>
          <Button variant="secondary" size="sm" onClick={() => bus.emit('auth/open-login', {})}>
            {t('header.login')}
          </Button>
          {canRegister(whitelabel) && (
            <Button size="sm" onClick={() => bus.emit('auth/open-register', {})}>
              {t('header.register')}
            </Button>
          )}
        </>
      )}
    </header>
  );
}
