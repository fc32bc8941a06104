// /favorite and /recent: the member's own game lists, paged with the page in the URL query, for logged-in members
// only (requirements §2, §5); a trial account keeps no favourites (requirements §6).
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@mekong/ui';
import { gamesEndpoints, LIMITS, PLATFORM_CODES } from '@mekong/contracts';
import { LoginRequired, TrialAccountWarning, useApiQuery, useRemoteProps, useSession } from '@mekong/ui/remote';
import { FavouriteGames } from '../favourites/FavouriteGames';
import { asGamePage, GameGrid } from '../games/GameGrid';
import { changePage, pageFromQuery } from '../games/lobbyFilter';

function usePageParam(): [number, (page: number, totalPages: number) => void] {
  const { route, navigate } = useRemoteProps();
  const page = pageFromQuery(route.query);
  const setPage = (next: number, totalPages: number) => {
    const target = changePage(page, next, totalPages);
    if (target !== page) navigate(target > 1 ? `${route.path}?page=${target}` : route.path);
  };
  return [page, setPage];
}

function RecentList() {
  const { t } = useTranslation();
  const session = useSession();
  const [page, setPage] = usePageParam();
  const recent = useApiQuery(
    gamesEndpoints.recent,
    (language) => ({ page, pageSize: LIMITS.lobbyPageSize, language, clientType: PLATFORM_CODES.clientType }),
    session.token,
  );
  const query = asGamePage(recent, (data) => ({ games: data.list, totalPages: data.totalPages }));
  return (
    <GameGrid
      title={t('category_RECENT')}
      query={query}
      page={page}
      onPageChange={(next) => query.status === 'success' && setPage(next, query.data.totalPages)}
    />
  );
}

function FavouriteList() {
  const [page, setPage] = usePageParam();
  return <FavouriteGames pageSize={LIMITS.lobbyPageSize} page={page} onPageChange={setPage} />;
}

export function AccountGamesPage({ list }: { list: 'FAV' | 'RECENT' }) {
  const { t } = useTranslation();
  const session = useSession();
  const content = !session.isLogin ? (
    <LoginRequired />
  ) : list === 'FAV' && session.isTrial ? (
    <TrialAccountWarning />
  ) : list === 'FAV' ? (
    <FavouriteList />
  ) : (
    <RecentList />
  );
  return <PageFrame title={t(`category_${list}`)}>{content}</PageFrame>;
}
