// The lobby's pages by route path: the shell owns the URL and passes it in `route`; unknown paths show home.
import { Fragment, type ReactNode } from 'react';
import { CATEGORY_PATHS, type CategoryPath } from '@mekong/contracts';
import { lazyPage, useRemoteProps } from '@mekong/ui/remote';
import { FavouritesProvider } from './features/favourites/FavouritesProvider';
import { GameCentrePage } from './features/game-centre/GameCentrePage';
import { GAME_LIST_TYPES } from './features/game-menus/categories';
import { GameListPage } from './features/game-list/GameListPage';
import { HomePage } from './features/home/HomePage';
import { LaunchProvider } from './features/launch';
import type { LotteryKind } from './features/lottery/setup';

// Home and the category pages are where visitors land, so they come with the lobby; the others are fetched when
// first opened, each in its own chunk.
const AccountGamesPage = lazyPage(() => import('./features/account-games/AccountGamesPage').then((m) => m.AccountGamesPage));
const InHousePage = lazyPage(() => import('./features/in-house/InHousePage').then((m) => m.InHousePage));
const LotteryPage = lazyPage(() => import('./features/lottery/LotteryPage').then((m) => m.LotteryPage));
const SeamlessPage = lazyPage(() => import('./features/game-page/SeamlessPage').then((m) => m.SeamlessPage));
const WinnersPage = lazyPage(() => import('./features/winners/WinnersPage').then((m) => m.WinnersPage));
const MiniGamesPage = lazyPage(() => import('./features/mini-games/MiniGamesPage').then((m) => m.MiniGamesPage));

function pageFor(path: string): ReactNode {
  if (path in CATEGORY_PATHS) {
    const type = CATEGORY_PATHS[path as CategoryPath];
    return GAME_LIST_TYPES.includes(type) ? <GameListPage type={type} /> : <GameCentrePage type={type} />;
  }
  switch (path) {
    case '/inHouse':
      return <InHousePage />;
    case '/favorite':
      return <AccountGamesPage list="FAV" />;
    case '/recent':
      return <AccountGamesPage list="RECENT" />;
    case '/lottery':
    case '/seaLottery':
    case '/vnLottery':
      return <LotteryPage kind={path.slice(1) as LotteryKind} />;
    case '/seamless':
      return <SeamlessPage />;
    case '/winners':
      return <WinnersPage />;
    case '/miniGames':
      return <MiniGamesPage />;
    default:
      // '/', '/index', '/index.html', '/home', and '/login', '/register', '/help', '/resetPassword' whose popups the shell opens.
      return <HomePage />;
  }
}

export function LobbyApp() {
  const { route } = useRemoteProps();
  // Keyed by path, so each page starts with fresh state (lobby view, search term) when the route changes.
  return (
    <FavouritesProvider>
      <LaunchProvider>
        <Fragment key={route.path}>{pageFor(route.path)}</Fragment>
      </LaunchProvider>
    </FavouritesProvider>
  );
}
