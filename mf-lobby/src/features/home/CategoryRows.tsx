// One row per category on the home lobby: its name, a more button to its page, and its vendors as tiles.
import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, theme } from '@mekong/ui';
import type { GameMenu } from '@mekong/contracts';
import { useRemoteProps } from '@mekong/ui/remote';
import { categoryPath, vendorsOf } from '../game-menus/categories';
import { sectionTitle } from '../games/GameGrid';
import { VendorTiles } from '../vendors/VendorTiles';

const head = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.spacing(3)};
  & h2 {
    margin: 0;
  }
`;

function CategoryRow({ menu }: { menu: GameMenu }) {
  const { t } = useTranslation();
  const { navigate } = useRemoteProps();
  const titleId = useId();
  const category = t(`category_${menu.gameType}`);
  const path = categoryPath(menu.gameType);
  return (
    <section aria-labelledby={titleId}>
      <div css={[head, { marginBottom: theme.spacing(3) }]}>
        <h2 id={titleId} css={sectionTitle}>
          {category}
        </h2>
        {path && (
          <Button size="sm" variant="ghost" aria-label={t('more_of', { category })} onClick={() => navigate(path)}>
            {t('more')} ›
          </Button>
        )}
      </div>
      <VendorTiles vendors={vendorsOf([menu], menu.gameType)} layout="row" />
    </section>
  );
}

export function CategoryRows({ menus }: { menus: readonly GameMenu[] }) {
  return (
    <>
      {menus.map((menu) => (
        <CategoryRow key={menu.gameType} menu={menu} />
      ))}
    </>
  );
}
