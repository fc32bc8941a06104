// One row per category on the home lobby: its name, a more button to its page, and its vendors as tiles.
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, RenderInTurn } from '@mekong/ui';
import type { GameMenu } from '@mekong/contracts';
import { useRemoteProps } from '@mekong/ui/remote';
import { categoriesWithVendors, categoryPath, vendorsOf } from '../game-menus/categories';
import { Section } from '../games/Section';
import { VendorTiles } from '../vendors/VendorTiles';

const CategoryRow = memo(function CategoryRow({ menu }: { menu: GameMenu }) {
  const { t } = useTranslation();
  const { navigate } = useRemoteProps();
  const category = t(`category_${menu.gameType}`);
  const path = categoryPath(menu.gameType);
  return (
    <Section
      title={category}
      actions={
        path && (
          <Button size="sm" variant="ghost" aria-label={t('more_of', { category })} onClick={() => navigate(path)}>
            {t('more')} ›
          </Button>
        )
      }
    >
      <VendorTiles vendors={vendorsOf([menu], menu.gameType)} layout="row" />
    </Section>
  );
});

/** The game menus as the server sent them: the categories without vendors are left out here; a row per turn (issue 15). */
export const CategoryRows = memo(function CategoryRows({ menus }: { menus: readonly GameMenu[] }) {
  return (
    <>
      {categoriesWithVendors(menus).map((menu) => (
        <RenderInTurn key={menu.gameType}>
          <CategoryRow menu={menu} />
        </RenderInTurn>
      ))}
    </>
  );
});
