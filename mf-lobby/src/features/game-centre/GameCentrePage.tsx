// Game centre pages (/sports, /esports, /lott, /elott) and /inHouse: banners and the category's vendors as large tiles.
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@mekong/ui';
import type { GameType } from '@mekong/contracts';
import { NoData, QueryContent } from '@mekong/ui/remote';
import { vendorsOf } from '../game-menus/categories';
import { useGameMenus } from '../game-menus/useGameMenus';
import { CategoryBanners } from '../game-list/GameListPage';
import { VendorTiles } from '../vendors/VendorTiles';
import { stack } from '../../layout';

export function GameCentrePage({ type }: { type: GameType }) {
  const { t } = useTranslation();
  const menus = useGameMenus();
  return (
    <PageFrame title={t(`category_${type}`)}>
      <div css={stack}>
        <CategoryBanners type={type} />
        <QueryContent query={menus}>
          {(data) => {
            const vendors = vendorsOf(data, type);
            return vendors.length > 0 ? <VendorTiles vendors={vendors} layout="grid" /> : <NoData />;
          }}
        </QueryContent>
      </div>
    </PageFrame>
  );
}
