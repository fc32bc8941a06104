// A titled, paged grid of games (lobby page size 28) with the pager, its loading and error states, and in_no_data.
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@mekong/ui';
import { LIMITS, type GameTile } from '@mekong/contracts';
import { NoData, type ApiQuery } from '@mekong/ui/remote';
import { GameTiles } from './GameTiles';
import { LoadingContent, SkeletonTiles } from '../skeleton/Skeleton';
import { Section } from './Section';

/** One page of a game list, whichever call it came from. */
export interface GamePage {
  games: readonly GameTile[];
  totalPages: number;
}

export interface GameGridProps {
  title: string;
  query: ApiQuery<GamePage>;
  page: number;
  /** Without it the list is shown whole, with no pager. */
  onPageChange?: (page: number) => void;
  actions?: ReactNode;
}

export function GameGrid({ title, query, page, onPageChange, actions }: GameGridProps) {
  const { t } = useTranslation();
  const sectionRef = useRef<HTMLElement>(null);
  const changePage =
    onPageChange &&
    ((next: number) => {
      onPageChange(next);
      // A new page starts at its first row, not wherever the pager left the window.
      sectionRef.current?.scrollIntoView({ block: 'start' });
    });
  return (
    <Section ref={sectionRef} title={title} actions={actions} busy={query.status === 'loading'}>
      <PagedGames title={title} query={query} page={page} onPageChange={changePage} pagerLabel={t('pages_of', { title })} />
    </Section>
  );
}

export interface PagedGamesProps {
  title: string;
  query: ApiQuery<GamePage>;
  page: number;
  /** Without it the list is shown whole, with no pager. A page beyond the last is ignored (requirements §5). */
  onPageChange?: (page: number) => void;
  /** Accessible name of the pager. */
  pagerLabel: string;
}

/** A page of game tiles and its pager, with the list's loading, error and in_no_data states (grids and the vendor popup). */
export function PagedGames({ title, query, page, onPageChange, pagerLabel }: PagedGamesProps) {
  const { t } = useTranslation();
  return (
    <LoadingContent query={query} placeholder={<SkeletonTiles count={LIMITS.lobbyPageSize} />}>
      {(data) =>
        data.games.length === 0 ? (
          <NoData />
        ) : (
          <>
            <GameTiles games={data.games} title={title} />
            {onPageChange && (
              <Pager
                page={page}
                totalPages={data.totalPages}
                onChange={(next) => next >= 1 && next <= data.totalPages && onPageChange(next)}
                marginPages={LIMITS.paginationMarginPages}
                pageRange={LIMITS.paginationRange}
                labels={{ previous: t('page_previous'), next: t('page_next'), page: (n) => t('page_n', { n }), nav: pagerLabel }}
              />
            )}
          </>
        )
      }
    </LoadingContent>
  );
}

/** A query of another list shape as a GamePage query (favourites have 'content', recent games 'list'). */
export function asGamePage<T>(query: ApiQuery<T>, toPage: (data: T) => GamePage): ApiQuery<GamePage> {
  if (query.status === 'success') return { status: 'success', data: toPage(query.data), error: undefined, refetch: query.refetch };
  if (query.status === 'error') return { status: 'error', data: undefined, error: query.error, refetch: query.refetch };
  return { status: 'loading', data: undefined, error: undefined, refetch: query.refetch };
}
