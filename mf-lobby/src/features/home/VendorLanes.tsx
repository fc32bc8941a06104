// The home lobby's vendor lanes (new games, each footer vendor's games): a carousel each, whose more button opens
// the lane's list; cached in session storage per language like hot games (requirements §4).
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, RenderInTurn } from '@mekong/ui';
import { gamesEndpoints, PLATFORM_CODES, type VendorLane, type VendorLanes as VendorLanesList } from '@mekong/contracts';
import { useRemoteProps, type ApiQuery } from '@mekong/ui/remote';
import { categoryPath } from '../game-menus/categories';
import { GameTiles } from '../games/GameTiles';
import { filterToQuery } from '../games/lobbyFilter';
import { Section } from '../games/Section';
import { useCachedQuery } from '../games/useCachedQuery';
import { LoadingContent, SkeletonBlock, SkeletonTiles } from '../skeleton/Skeleton';

/** The list a lane's more button opens: its category page with the lane's vendor and classify. */
export function laneRoute(lane: VendorLane): string | null {
  const path = categoryPath(lane.gameType);
  return path && path + filterToQuery({ vendor: lane.vassalage, classify: lane.gameClassify, page: 1 });
}

const Lane = memo(function Lane({ lane }: { lane: VendorLane }) {
  const { t } = useTranslation();
  const { navigate } = useRemoteProps();
  const route = laneRoute(lane);
  return (
    <Section
      title={lane.title}
      actions={
        route && (
          <Button size="sm" variant="ghost" aria-label={t('more_of', { category: lane.title })} onClick={() => navigate(route)}>
            {t('more')} ›
          </Button>
        )
      }
    >
      <GameTiles games={lane.cards} title={lane.title} layout="row" />
    </Section>
  );
});

/** The vendor lanes' call (cached per language in session storage); `refresh` asks the server again. */
export function useVendorLanes(refresh: boolean): ApiQuery<VendorLanesList> {
  return useCachedQuery('lanes', gamesEndpoints.vendorLanes, (language) => ({ platform: PLATFORM_CODES.gamesDesktop, language }), {
    refresh,
  });
}

export const VendorLanes = memo(function VendorLanes({ lanes }: { lanes: ApiQuery<VendorLanesList> }) {
  return (
    <LoadingContent
      query={lanes}
      placeholder={
        // One lane's place (a heading's line and a row of tiles) until the lanes come.
        <div aria-busy="true" css={{ display: 'flex', flexDirection: 'column', gap: '12px' }}>
          <SkeletonBlock height="28px" width="200px" />
          <SkeletonTiles count={8} layout="row" />
        </div>
      }
    >
      {(data) => (
        <>
          {/* A lane without games has nothing to show or open. Each lane renders in its turn, one per task (issue 15). */}
          {data.data.lanes
            .filter((lane) => lane.cards.length > 0)
            .map((lane) => (
              <RenderInTurn key={`${lane.gameType}.${lane.gameClassify}.${lane.vassalage ?? ''}`}>
                <Lane lane={lane} />
              </RenderInTurn>
            ))}
        </>
      )}
    </LoadingContent>
  );
});
