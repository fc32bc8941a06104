// The member's favourite games, newest first: all at once on home (page size 999), or paged on /favorite.
// Refetched after every favourite change, so a removed game leaves the list.
import { useTranslation } from 'react-i18next';
import { gamesEndpoints, PLATFORM_CODES } from '@mekong/contracts';
import { useApiQuery, useSession } from '@mekong/ui/remote';
import { asGamePage, GameGrid } from '../games/GameGrid';
import { useFavouritesRevision } from './FavouritesProvider';

export interface FavouriteGamesProps {
  pageSize: number;
  page: number;
  /** Without it every favourite shows on one page (home). */
  onPageChange?: (page: number, totalPages: number) => void;
}

export function FavouriteGames({ pageSize, page, onPageChange }: FavouriteGamesProps) {
  const { t } = useTranslation();
  const session = useSession();
  const revision = useFavouritesRevision();
  const favourites = useApiQuery(
    gamesEndpoints.favourites,
    (language) => ({ clientType: PLATFORM_CODES.clientType, platform: PLATFORM_CODES.gamesDesktop, pageNo: page, pageSize, language }),
    `${session.token}:${revision}`,
  );
  const query = asGamePage(favourites, (data) => ({ games: data.content, totalPages: data.totalPages }));
  return (
    <GameGrid
      title={t('category_FAV')}
      query={query}
      page={page}
      onPageChange={onPageChange && ((next) => query.status === 'success' && onPageChange(next, query.data.totalPages))}
    />
  );
}
