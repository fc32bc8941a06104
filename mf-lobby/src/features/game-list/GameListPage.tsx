// Game list pages (/live, /fish, /rng, /pvp): the category's banners, vendor menu, classify filter and paged grid,
// with the filter kept in the URL query (vassalage as requirements §2 gives it for /rng, classify, page) so a reload keeps it.
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@mekong/ui';
import { PAGE_IDENTIFIERS, type GameType } from '@mekong/contracts';
import { useRemoteProps, QueryContent, BannerArea, useAnnouncements } from '@mekong/ui/remote';
import { LoadingContent, SkeletonBlock } from '../skeleton/Skeleton';
import { vendorsOf } from '../game-menus/categories';
import { useGameMenus } from '../game-menus/useGameMenus';
import { filterFromQuery, filterToQuery, lobbyFilterReducer, type LobbyFilterAction } from '../games/lobbyFilter';
import { stack } from '../../layout';
import { GameLobby } from './GameLobby';

export function bannerGroup(type: GameType): string | null {
  return type in PAGE_IDENTIFIERS ? PAGE_IDENTIFIERS[type as keyof typeof PAGE_IDENTIFIERS] : null;
}

function GroupBanners({ group }: { group: string }) {
  const announcements = useAnnouncements('B');
  return (
    <LoadingContent query={announcements} placeholder={<SkeletonBlock aspectRatio="3 / 1" />}>
      {(data) => <BannerArea banners={data.banners} group={group} />}
    </LoadingContent>
  );
}

/** The banners of a category page's banner group (requirements §2 page identifiers); nothing for a category without one. */
export function CategoryBanners({ type }: { type: GameType }) {
  const group = bannerGroup(type);
  return group ? <GroupBanners group={group} /> : null;
}

export function GameListPage({ type }: { type: GameType }) {
  const { t } = useTranslation();
  const { route, navigate } = useRemoteProps();
  const menus = useGameMenus();
  const filter = filterFromQuery(route.query);
  const change = (action: LobbyFilterAction) => {
    const next = lobbyFilterReducer(filter, action);
    if (next !== filter) navigate(route.path + filterToQuery(next));
  };
  return (
    <PageFrame title={t(`category_${type}`)}>
      <div css={stack}>
        <CategoryBanners type={type} />
        {menus.status === 'error' ? (
          <QueryContent query={menus}>{() => null}</QueryContent>
        ) : (
          // The lobby stands while the menus load: its grid asks for the games meanwhile, the vendors fill in.
          <GameLobby
            type={type}
            vendors={menus.status === 'success' ? vendorsOf(menus.data, type) : null}
            filter={filter}
            onChange={change}
          />
        )}
      </div>
    </PageFrame>
  );
}
