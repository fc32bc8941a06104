// The home lobby (/, /index, /home, /login, /register, /help): banners, notices, category menu, search, category rows, game grid.
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, theme, visuallyHidden } from '@mekong/ui';
import { PAGE_IDENTIFIERS, type GameMenu, type GameType } from '@mekong/contracts';
import { useRemoteProps, useSession, QueryContent, BannerArea, useAnnouncements } from '@mekong/ui/remote';
import { NoticeBar } from '../announcements/NoticeBar';
import { categoriesWithVendors, vendorsOf } from '../game-menus/categories';
import { useGameMenus } from '../game-menus/useGameMenus';
import { VendorMenu } from '../game-list/VendorMenu';
import { GameGrid } from '../games/GameGrid';
import { stack } from '../../layout';
import { CategoryMenu, type MenuItem } from './CategoryMenu';
import { CategoryRows } from './CategoryRows';

/** What the lobby shows: HOME, one category, the favourites, or search results while a term is typed (spec §4 'Game type'). */
type LobbyView = Exclude<MenuItem, 'PROMO'>;

const page = css`
  ${stack};
  padding: ${theme.spacing(6)};
  ${theme.mq.mobile} {
    padding: ${theme.spacing(3)};
  }
`;

const lobbyBar = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 280px;
  align-items: end;
  gap: ${theme.spacing(4)};
  ${theme.mq.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${theme.spacing(3)};
  }
`;

function CategoryLobby({ menus, type }: { menus: readonly GameMenu[]; type: GameType }) {
  const { t } = useTranslation();
  // Picking a vendor starts its list from page 1 with the ALL filter (spec §4), hence a fresh grid per vendor.
  const [vendor, setVendor] = useState<string | null>(null);
  const vendors = vendorsOf(menus, type);
  const category = t(`category_${type}`);
  return (
    <>
      <VendorMenu label={t('vendors_of', { category })} vendors={vendors} selected={vendor} onSelect={setVendor} />
      <GameGrid key={vendor ?? ''} title={vendors.find((v) => v.vassalage === vendor)?.displayName ?? category} />
    </>
  );
}

function LobbyContent({ view, menus }: { view: LobbyView | 'SEARCH'; menus: readonly GameMenu[] }) {
  const { t } = useTranslation();
  if (view === 'HOME') {
    return (
      <>
        <GameGrid title={t('category_HOT')} />
        <CategoryRows menus={categoriesWithVendors(menus)} />
      </>
    );
  }
  if (view === 'FAV' || view === 'SEARCH') return <GameGrid title={t(`category_${view}`)} />;
  return <CategoryLobby key={view} menus={menus} type={view} />;
}

export function HomePage() {
  const { t } = useTranslation();
  const { navigate, bus } = useRemoteProps();
  const session = useSession();
  const announcements = useAnnouncements('B,PL');
  const menus = useGameMenus();
  const [selected, setSelected] = useState<LobbyView>('HOME');
  const [term, setTerm] = useState('');
  const search = term.trim();
  const view = search ? 'SEARCH' : selected;

  const onSelect = (item: MenuItem) => {
    if (item === 'PROMO') navigate('/promotions');
    // Favourites need login: a visitor gets the login popup instead (spec §2).
    else if (item === 'FAV' && !session.isLogin) bus.emit('auth/open-login', { reason: 'favourites' });
    // ...and a trial account cannot keep favourites (spec §6).
    else if (item === 'FAV' && session.isTrial) bus.emit('dialog/show', { messageKey: 'in_need_true_account', tone: 'warning' });
    else {
      setSelected(item);
      // The search box clears when the game type leaves SEARCH (spec §4).
      setTerm('');
    }
  };

  return (
    <div css={page}>
      <h1 css={visuallyHidden}>{t('lobby_title')}</h1>
      <QueryContent query={announcements}>
        {(data) => (
          <>
            <BannerArea banners={data.banners} group={PAGE_IDENTIFIERS.HOME} />
            <NoticeBar notices={data.player} />
          </>
        )}
      </QueryContent>
      <div css={lobbyBar}>
        <CategoryMenu
          categories={menus.status === 'success' ? categoriesWithVendors(menus.data).map((menu) => menu.gameType) : []}
          active={view === 'SEARCH' ? null : view}
          onSelect={onSelect}
        />
        <TextField type="search" label={t('search_label')} placeholder={t('search_placeholder')} value={term} onChange={(event) => setTerm(event.target.value)} />
      </div>
      <QueryContent query={menus}>{(data) => <LobbyContent view={view} menus={data} />}</QueryContent>
    </div>
  );
}
