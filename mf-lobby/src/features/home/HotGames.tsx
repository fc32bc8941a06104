// The hot games carousel (requirements §2, §9): 12 on home, a category's longer list in two rows once it holds more than 14;
// cached in session storage per language, refreshed by its refresh button or the page's 'refresh' query flag (requirements §4).
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@mekong/ui';
import { gamesEndpoints, LIMITS, PLATFORM_CODES, type GameType } from '@mekong/contracts';
import { NoData, useRemoteProps } from '@mekong/ui/remote';
import { GameTiles } from '../games/GameTiles';
import { Section } from '../games/Section';
import { useCachedQuery } from '../games/useCachedQuery';
import { LoadingContent, SkeletonTiles } from '../skeleton/Skeleton';

/** How many hot games a category view or the HOT tab shows: one lobby page. */
export const CATEGORY_HOT_GAMES = LIMITS.lobbyPageSize;

function RefreshIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M13.5 8a5.5 5.5 0 1 1-1.6-3.9M13.5 2.5v3h-3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export const HotGames = memo(function HotGames({ gameType, limit, title }: { gameType?: GameType; limit: number; title: string }) {
  const { t } = useTranslation();
  const { route, site } = useRemoteProps();
  const hot = useCachedQuery(
    `hot.${gameType ?? 'ALL'}.${limit}`,
    gamesEndpoints.hot,
    (language) => ({ merchantCode: site.merchantCode, platform: PLATFORM_CODES.gamesDesktop, gameType, limitNum: limit, language }),
    { refresh: route.query.refresh !== undefined },
  );
  const refreshLabel = t('refresh_list', { title });
  // The carousel's shape is known before its games: the placeholders take the place the tiles will take.
  const layout = limit > LIMITS.hotGamesTwoRowsAbove ? 'twoRows' : 'row';
  return (
    <Section
      title={title}
      busy={hot.status === 'loading'}
      actions={
        <IconButton size="sm" label={refreshLabel} onClick={hot.refetch}>
          <RefreshIcon />
        </IconButton>
      }
    >
      <LoadingContent query={hot} placeholder={<SkeletonTiles count={limit} layout={layout} />}>
        {({ list }) =>
          list.length === 0 ? (
            <NoData />
          ) : (
            <GameTiles games={list} title={title} layout={list.length > LIMITS.hotGamesTwoRowsAbove ? 'twoRows' : 'row'} />
          )
        }
      </LoadingContent>
    </Section>
  );
});
