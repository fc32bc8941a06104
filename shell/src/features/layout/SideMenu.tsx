// The side menu of requirements §2: fixed on desktop, a drawer on mobile; every entry shown by its rule.
import { css } from '@emotion/react';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from '../navigation/router';
import { GAME_TYPES } from '@mekong/contracts';
import { BannerCarousel, IconButton, theme } from '@mekong/ui';
import { LanguageSelect } from '../i18n/LanguageSelect';
import { usePopups } from '../popups/PopupContext';
import { useSession } from '../session/ShellServicesContext';
import { useAccount } from '../account/AccountContext';
import { bannersOf } from '../site-content/banners';
import { findCustomerService } from '../site-content/customerService';
import { useSiteContent } from '../site-content/SiteContentContext';
import { useOpenCustomerService } from '../site-content/useOpenCustomerService';
import { AppDownload } from './AppDownload';
import { bannerTarget } from './bannerTarget';
import { brandIcons, icons } from '../../icons/icons';
import { menuBannerPlaceholder, menuEntry, menuEntryPlaceholder, menuHeading, menuList, roundIconLinks } from './menuStyles';
import { useOpenMemberCentre } from '../member-centre/useOpenMemberCentre';
import { officialChannels, showReferEarn, showVipBonus, sideMenuCategories, sideMenuPromotions } from './visibility';

export const SIDE_MENU_WIDTH = 240;
export const SIDE_MENU_ID = 'shell-side-menu';

const nav = css`
  position: fixed;
  z-index: 40;
  top: 64px;
  bottom: 0;
  left: 0;
  width: ${SIDE_MENU_WIDTH}px;
  overflow-y: auto;
  padding: ${theme.spacing(3)};
  background: ${theme.colors.surface};
  border-right: 1px solid ${theme.colors.border};
  ${theme.mq.mobile} {
    top: 0;
    z-index: 60;
    width: min(300px, 85vw);
    transform: translateX(-100%);
    visibility: hidden;
    transition:
      transform 200ms ease,
      visibility 200ms;
  }
`;

const navOpen = css`
  ${theme.mq.mobile} {
    transform: none;
    visibility: visible;
  }
`;

const backdrop = css`
  display: none;
  ${theme.mq.mobile} {
    display: block;
    position: fixed;
    inset: 0;
    z-index: 55;
    background: ${theme.colors.overlay};
  }
`;

const drawerClose = css`
  display: none;
  ${theme.mq.mobile} {
    display: flex;
    justify-content: flex-end;
    margin-bottom: ${theme.spacing(2)};
  }
`;

const subList = css`
  ${menuList};
  padding-left: ${theme.spacing(8)};
  & a {
    min-height: 32px;
    padding: ${theme.spacing(1)} ${theme.spacing(2)};
  }
`;

const chevron = (open: boolean) => css`
  margin-left: auto;
  transform: rotate(${open ? 180 : 0}deg);
  transition: transform 150ms ease;
  display: inline-flex;
`;

const channelRow = css`
  display: flex;
  gap: ${theme.spacing(2)};
  padding: 0 ${theme.spacing(3)};
  & a:hover {
    color: ${theme.colors.primary};
  }
`;

function PromotionsDropdown() {
  const { t } = useTranslation();
  const { announcements } = useSiteContent();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const promotions = sideMenuPromotions(announcements?.promotion ?? null);
  return (
    <li>
      <button type="button" css={menuEntry} aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
        {icons.gift}
        <span>{t('menu.promotions')}</span>
        <span css={chevron(open)}>{icons.chevron}</span>
      </button>
      <ul id={listId} css={subList} hidden={!open}>
        {promotions.map((promotion) => (
          <li key={promotion.id}>
            <NavLink to={`/promotions?id=${encodeURIComponent(promotion.id)}`} css={menuEntry}>
              {promotion.title}
            </NavLink>
          </li>
        ))}
        <li>
          <NavLink to="/promotions" end css={menuEntry}>
            {t('menu.more_promotions')}
          </NavLink>
        </li>
      </ul>
    </li>
  );
}

export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isLogin } = useSession();
  const { profile } = useAccount();
  const { systemInfo, gameMenus, announcements } = useSiteContent();
  const { openPopup } = usePopups();
  const openMemberCentre = useOpenMemberCentre();
  const openCustomerService = useOpenCustomerService();

  const liveChat = findCustomerService(systemInfo?.customerService, 'LIVECHAT');
  const licence = bannersOf(announcements?.banners, 'w_license')[0];
  const channels = officialChannels(systemInfo?.resources);
  const menuBanners = bannersOf(announcements?.banners, 'w_leftmenu').map((banner, index) => {
    const target = bannerTarget(banner);
    // The banner's name (a clickable one is a button): the promotion it opens, else its place among the banners.
    const promotion = banner.linkageType === 'PROMOTION' ? announcements?.promotion.find((p) => p.id === banner.linkageTarget) : undefined;
    return {
      id: banner.id,
      imageUrl: banner.url,
      alt: promotion ? t('menu.banner_promotion', { title: promotion.title }) : t('menu.banner_item', { n: index + 1 }),
      onClick:
        target === null
          ? undefined
          : target.kind === 'route'
            ? () => navigate(target.to)
            : () => window.open(target.url, '_blank', 'noopener'),
    };
  });

  // The open drawer takes focus and closes on Escape, like a dialog.
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  // Inside the mobile drawer, following a link closes the drawer.
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) onClose();
  };

  return (
    <>
      {open && <div css={backdrop} onClick={onClose} aria-hidden="true" />}
      <nav id={SIDE_MENU_ID} aria-label={t('menu.label')} css={[nav, open && navOpen]} onClick={closeOnLink}>
        <div css={drawerClose}>
          <IconButton ref={closeRef} label={t('header.close_menu')} size="sm" onClick={onClose}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
            </svg>
          </IconButton>
        </div>
        {/* The banners' box stands while the announcements load, so the entries below do not move when they come. */}
        {announcements === null ? (
          <div aria-hidden="true" css={menuBannerPlaceholder} />
        ) : (
          <BannerCarousel
            banners={menuBanners}
            label={t('menu.banner_label')}
            dotLabel={t('menu.banner_dot', { n: '{{index}}' })}
            pauseLabel={t('menu.banner_pause')}
            playLabel={t('menu.banner_play')}
          />
        )}
        <ul css={menuList}>
          <li>
            <NavLink to="/" end css={menuEntry}>
              {icons.home}
              <span>{t('menu.home')}</span>
            </NavLink>
          </li>
          {showVipBonus({ isLogin, hasVip: (profile?.vipRankLevel ?? 0) > 0 }) && (
            <li>
              <button type="button" css={menuEntry} onClick={() => openMemberCentre('securityCenter')}>
                {icons.crown}
                <span>{t('menu.vip_bonus')}</span>
              </button>
            </li>
          )}
          {showReferEarn({ isLogin, referralEnabled: systemInfo?.referralEnabled ?? false }) && (
            <li>
              <button type="button" css={menuEntry} onClick={() => openMemberCentre('referral')}>
                {icons.share}
                <span>{t('menu.refer_earn')}</span>
              </button>
            </li>
          )}
          <li>
            <button type="button" css={menuEntry} onClick={() => openMemberCentre('rewardCenter')}>
              {icons.trophy}
              <span>{t('menu.reward_centre')}</span>
            </button>
          </li>
          <li>
            <NavLink to="/pointMall" css={menuEntry}>
              {icons.trophy}
              <span>{t('menu.points_mall')}</span>
            </NavLink>
          </li>
          <PromotionsDropdown />
        </ul>

        <h2 css={menuHeading}>{t('menu.game_categories')}</h2>
        <ul css={menuList}>
          {/* While the game menus load, one placeholder per game type keeps the categories' place (no layout shift). */}
          {gameMenus === null && GAME_TYPES.map((type) => <li key={`placeholder-${type}`} aria-hidden="true" css={menuEntryPlaceholder} />)}
          {sideMenuCategories(gameMenus).map((category) => (
            <li key={category.path}>
              <NavLink to={category.path} css={menuEntry}>
                {category.code === 'FAV' ? icons.heart : icons.game}
                <span>{t(category.labelKey)}</span>
              </NavLink>
            </li>
          ))}
        </ul>

        <ul css={menuList}>
          <li>
            <AppDownload
              placement="menu"
              trigger={(props) => (
                <button type="button" css={menuEntry} {...props}>
                  {icons.phone}
                  <span>{t('menu.app_download')}</span>
                </button>
              )}
            />
          </li>
          <li>
            <button type="button" css={menuEntry} onClick={() => openPopup({ kind: 'chat-room' })}>
              {icons.chatRoom}
              <span>{t('menu.chat_room')}</span>
            </button>
          </li>
          {liveChat && (
            <li>
              <button type="button" css={menuEntry} onClick={() => openCustomerService(liveChat.path)}>
                {icons.chat}
                <span>{t('menu.live_chat')}</span>
              </button>
            </li>
          )}
          {licence && (
            <li>
              <button type="button" css={menuEntry} onClick={() => openPopup({ kind: 'licence', imageUrl: licence.url })}>
                {icons.certificate}
                <span>{t('menu.gaming_licence')}</span>
              </button>
            </li>
          )}
        </ul>

        <div css={{ padding: `${theme.spacing(2)} ${theme.spacing(3)}` }}>
          <LanguageSelect hideLabel={false} />
        </div>

        {channels.length > 0 && (
          <section aria-labelledby={`${SIDE_MENU_ID}-channels`}>
            <h2 id={`${SIDE_MENU_ID}-channels`} css={menuHeading}>
              {t('menu.official_channels')}
            </h2>
            <div css={[channelRow, roundIconLinks]}>
              {channels.map((channel) => (
                <a key={channel.name} href={channel.url} target="_blank" rel="noreferrer" aria-label={channel.name} title={channel.name}>
                  {brandIcons[channel.name]}
                </a>
              ))}
            </div>
          </section>
        )}
      </nav>
    </>
  );
}
