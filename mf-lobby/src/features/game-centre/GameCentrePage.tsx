// Game centre pages (/sports, /esports, /lott, /elott) and /inHouse: banners and the category's vendors as large tiles.
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@mekong/ui';
import type { GameType } from '@mekong/contracts';
import { NoData } from '@mekong/ui/remote';
import { vendorsOf } from '../game-menus/categories';
import { useGameMenus } from '../game-menus/useGameMenus';
import { CategoryBanners } from '../game-list/GameListPage';
import { LoadingContent, SkeletonVendorRow } from '../skeleton/Skeleton';
import { VendorTiles } from '../vendors/VendorTiles';
import { stack } from '../../layout';

export function GameCentrePage({ type }: { type: GameType }) {
  const { t } = useTranslation();
  const menus = useGameMenus();
  return (
    <PageFrame title={t(`category_${type}`)}>
      <div css={stack}>
        <CategoryBanners type={type} />
        <LoadingContent
          query={menus}
          placeholder={
            <div aria-busy="true">
              <SkeletonVendorRow />
            </div>
          }
        >
          {(data) => {
            const vendors = vendorsOf(data, type);
            return vendors.length > 0 ? <VendorTiles vendors={vendors} layout="grid" /> : <NoData />;
          }}
        </LoadingContent>
      </div>
    </PageFrame>
  );
}
