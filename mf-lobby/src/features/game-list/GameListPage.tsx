// Game list pages (/live, /fish, /rng, /pvp): the category's banners, its vendor menu and the game grid.
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@mekong/ui';
import { PAGE_IDENTIFIERS, type GameType } from '@mekong/contracts';
import { useRemoteProps, QueryContent, BannerArea, useAnnouncements } from '@mekong/ui/remote';
import { vendorsOf } from '../game-menus/categories';
import { useGameMenus } from '../game-menus/useGameMenus';
import { GameGrid } from '../games/GameGrid';
import { stack } from '../../layout';
import { VendorMenu } from './VendorMenu';

export function bannerGroup(type: GameType): string | null {
  return type in PAGE_IDENTIFIERS ? PAGE_IDENTIFIERS[type as keyof typeof PAGE_IDENTIFIERS] : null;
}

function GroupBanners({ group }: { group: string }) {
  const announcements = useAnnouncements('B');
  return <QueryContent query={announcements}>{(data) => <BannerArea banners={data.banners} group={group} />}</QueryContent>;
}

/** The banners of a category page's banner group (spec §2 page identifiers); nothing for a category without one. */
export function CategoryBanners({ type }: { type: GameType }) {
  const group = bannerGroup(type);
  return group ? <GroupBanners group={group} /> : null;
}

export function GameListPage({ type }: { type: GameType }) {
  const { t } = useTranslation();
  const { route, navigate } = useRemoteProps();
  const menus = useGameMenus();
  // /rng takes the vendor from the 'vassalage' query (spec §2); the other lists keep it there too, so it survives reload.
  const selected = route.query.vassalage ?? null;
  const category = t(`category_${type}`);
  return (
    <PageFrame title={category}>
      <div css={stack}>
        <CategoryBanners type={type} />
        <QueryContent query={menus}>
          {(data) => {
            const vendors = vendorsOf(data, type);
            const vendor = vendors.find((v) => v.vassalage === selected);
            return (
              <>
                <VendorMenu
                  label={t('vendors_of', { category })}
                  vendors={vendors}
                  selected={vendor ? vendor.vassalage : null}
                  onSelect={(vassalage) => navigate(vassalage ? `${route.path}?vassalage=${encodeURIComponent(vassalage)}` : route.path)}
                />
                <GameGrid title={vendor?.displayName ?? t('all_vendors')} />
              </>
            );
          }}
        </QueryContent>
      </div>
    </PageFrame>
  );
}
