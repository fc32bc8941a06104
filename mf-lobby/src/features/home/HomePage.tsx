// The home lobby (/, /index, /home, /login, /register, /help): banners, notices, category menu and search, then the
// view the game type picks (requirements §4): HOME (hot games, recent games, vendor lanes, category rows, winners), HOT, FAV,
// a category's lobby, or SEARCH results.
import { css } from '@emotion/react';
import { memo, useEffect, useMemo, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { RenderInTurn, TextField, theme, visuallyHidden } from '@mekong/ui';
import { LIMITS, PAGE_IDENTIFIERS, type GameMenu, type GameType } from '@mekong/contracts';
import {
  useRemoteProps,
  useSession,
  LoginRequired,
  NoData,
  TrialAccountWarning,
  BannerArea,
  useAnnouncements,
  type ApiQuery,
} from '@mekong/ui/remote';
import { NOTICE_BAR_HEIGHT, NoticeBar } from '../announcements/NoticeBar';
import { FavouriteGames } from '../favourites/FavouriteGames';
import { categoriesWithVendors, GAME_LIST_TYPES, vendorsOf } from '../game-menus/categories';
import { useGameMenus } from '../game-menus/useGameMenus';
import { GameLobby } from '../game-list/GameLobby';
import { INITIAL_FILTER, lobbyFilterReducer } from '../games/lobbyFilter';
import { Section } from '../games/Section';
import { SearchResults } from '../search/SearchResults';
import { VendorTiles } from '../vendors/VendorTiles';
import { WinnerBoard } from '../winners/WinnerBoard';
import { stack } from '../../layout';
import { LoadingContent, LoadingNote, SkeletonBlock, SkeletonTiles, SkeletonVendorRow } from '../skeleton/Skeleton';
import { CategoryMenu, type MenuItem } from './CategoryMenu';
import { CategoryRows } from './CategoryRows';
import { INITIAL_LOBBY, lobbyReducer, type LobbyGameType } from './gameType';
import { CATEGORY_HOT_GAMES, HotGames } from './HotGames';
import { RecentGames } from './RecentGames';
import { useVendorLanes, VendorLanes } from './VendorLanes';

/** How long typing must pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

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
  const [filter, dispatch] = useReducer(lobbyFilterReducer, INITIAL_FILTER);
  const category = t(`category_${type}`);
  return (
    <>
      <HotGames gameType={type} limit={CATEGORY_HOT_GAMES} title={t('hot_in', { category })} />
      <GameLobby type={type} vendors={vendorsOf(menus, type)} filter={filter} onChange={dispatch} />
    </>
  );
}

/** A category without a game list (sports, lottery, …): its vendors, each opening or starting its games. */
function CategoryVendors({ menus, type }: { menus: readonly GameMenu[]; type: GameType }) {
  const { t } = useTranslation();
  const vendors = vendorsOf(menus, type);
  return (
    <Section title={t(`category_${type}`)}>{vendors.length > 0 ? <VendorTiles vendors={vendors} layout="grid" /> : <NoData />}</Section>
  );
}

type MenusQuery = ApiQuery<GameMenu[]>;

const categoriesPlaceholder = (
  <div aria-busy="true">
    <SkeletonVendorRow />
  </div>
);

function HomeView({ menus }: { menus: MenusQuery }) {
  const { t } = useTranslation();
  const session = useSession();
  const { route } = useRemoteProps();
  const lanes = useVendorLanes(route.query.refresh !== undefined);
  // Each block below is memoised with props that keep their identity, so the page re-rendering (typing in the search
  // box, the menus or banners arriving) does not render the blocks' hundred tiles again.
  return (
    <>
      <HotGames limit={LIMITS.homeHotGames} title={t('category_HOT')} />
      {/* Recent games are for logged-in real members only (requirements §2); a trial account cannot play for real. */}
      {session.isLogin && !session.isTrial && <RecentGames />}
      <VendorLanes lanes={lanes} />
      {/* The category rows come once the lanes above them are in: a row renders its tiles when it is near the screen,
          and above a lanes placeholder a fraction of the lanes' height it would seem near, and render at once. */}
      {lanes.status === 'loading' ? (
        categoriesPlaceholder
      ) : (
        <LoadingContent query={menus} placeholder={categoriesPlaceholder}>
          {(data) => <CategoryRows menus={data} />}
        </LoadingContent>
      )}
      {/* Last, once the lists above it are in: the board renders in its turn below them (issue 15). */}
      {lanes.status !== 'loading' && menus.status !== 'loading' && (
        <RenderInTurn>
          <WinnerBoard />
        </RenderInTurn>
      )}
    </>
  );
}

function FavouritesView() {
  const session = useSession();
  // The menu already stops visitors and trial accounts; these cover a logout or switch while the view is open.
  if (!session.isLogin) return <LoginRequired />;
  if (session.isTrial) return <TrialAccountWarning />;
  return <FavouriteGames pageSize={LIMITS.homeFavouritesPageSize} page={1} />;
}

function LobbyContent({ type, term, menus }: { type: LobbyGameType; term: string; menus: MenusQuery }) {
  const { t } = useTranslation();
  switch (type) {
    case 'HOME':
      return <HomeView menus={menus} />;
    case 'HOT':
      return <HotGames limit={CATEGORY_HOT_GAMES} title={t('category_HOT')} />;
    case 'FAV':
      return <FavouritesView />;
    case 'SEARCH':
      // Keyed by term: a new search starts on its first page.
      return <SearchResults key={term} term={term} />;
    default:
      return (
        <LoadingContent query={menus} placeholder={<SkeletonTiles count={LIMITS.lobbyPageSize} />}>
          {(data) =>
            GAME_LIST_TYPES.includes(type) ? (
              <CategoryLobby key={type} menus={data} type={type} />
            ) : (
              <CategoryVendors menus={data} type={type} />
            )
          }
        </LoadingContent>
      );
  }
}

/** The banners and the notice bar: their own state, so their call settling re-renders only them. */
const HomeBanners = memo(function HomeBanners() {
  const announcements = useAnnouncements('B,PL');
  return (
    <LoadingContent
      query={announcements}
      placeholder={
        // The banner's 3:1 and the notice line, so the menus below do not move when they come.
        <div aria-busy="true" css={stack}>
          <LoadingNote />
          <SkeletonBlock aspectRatio="3 / 1" />
          <SkeletonBlock height={NOTICE_BAR_HEIGHT} />
        </div>
      }
    >
      {(data) => (
        <>
          <BannerArea banners={data.banners} group={PAGE_IDENTIFIERS.HOME} />
          <NoticeBar notices={data.player} />
        </>
      )}
    </LoadingContent>
  );
});

export function HomePage() {
  const { t } = useTranslation();
  const { navigate, bus } = useRemoteProps();
  const session = useSession();
  const menus = useGameMenus();
  const [lobby, dispatch] = useReducer(lobbyReducer, INITIAL_LOBBY);
  const menusData = menus.data;
  const categories = useMemo(
    () => (menusData ? categoriesWithVendors(menusData).map((menu) => menu.gameType) : menus.status === 'loading' ? null : []),
    [menusData, menus.status],
  );

  // The search runs once typing pauses; the reducer trims the text and moves between SEARCH and HOME.
  useEffect(() => {
    const timer = setTimeout(() => dispatch({ type: 'search', text: lobby.text }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [lobby.text]);

  const onSelect = (item: MenuItem) => {
    if (item === 'PROMO') navigate('/promotions');
    // Favourites need login: a visitor gets the login popup instead (requirements §2).
    else if (item === 'FAV' && !session.isLogin) bus.emit('auth/open-login', { reason: 'favourites' });
    // ...and a trial account cannot keep favourites (requirements §6).
    else if (item === 'FAV' && session.isTrial) bus.emit('dialog/show', { messageKey: 'in_need_true_account', tone: 'warning' });
    else dispatch({ type: 'menu', item });
  };

  return (
    <div css={page}>
      <h1 css={visuallyHidden}>{t('lobby_title')}</h1>
      <HomeBanners />
      <div css={lobbyBar}>
        <CategoryMenu categories={categories} active={lobby.type === 'SEARCH' ? null : lobby.type} onSelect={onSelect} />
        <TextField
          type="search"
          label={t('search_label')}
          placeholder={t('search_placeholder')}
          value={lobby.text}
          onChange={(event) => dispatch({ type: 'input', text: event.target.value })}
        />
      </div>
      <LobbyContent type={lobby.type} term={lobby.term} menus={menus} />
    </div>
  );
}
