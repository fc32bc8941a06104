// The lobby's category menu: home, hot games, the categories that have vendors, promotions and favourites (requirements §2).
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { theme } from '@mekong/ui';
import { GAME_TYPES, type GameType } from '@mekong/contracts';
import { SkeletonChip } from '../skeleton/Skeleton';
import type { MenuGameType } from './gameType';

/**
 * How many category placeholders stand between HOT and PROMO while the game menus load: one per game type, as on a
 * site that offers them all, so a wrapping desktop menu has its final rows before the categories come.
 */
const LOADING_CATEGORIES = GAME_TYPES.length;

/** A lobby view, or PROMO which is a link to the promotions page. */
export type MenuItem = MenuGameType | 'PROMO';

// Wraps on desktop; one scrolling row on mobile, where wrapping would push the lobby below the fold.
const list = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${theme.mq.mobile} {
    flex-wrap: nowrap;
    overflow-x: auto;
    scrollbar-width: none;
  }
`;

const chip = css`
  flex: 0 0 auto;
  padding: ${theme.spacing(2)} ${theme.spacing(4)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    border-color: ${theme.colors.primary};
  }
  &[aria-current='true'] {
    background: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primaryText};
  }
`;

export function CategoryMenu({
  categories,
  active,
  onSelect,
}: {
  /** null while the game menus load: the fixed entries stand at once, placeholders keep the categories' place. */
  categories: readonly GameType[] | null;
  active: MenuItem | null;
  onSelect: (item: MenuItem) => void;
}) {
  const { t } = useTranslation();
  // The navigation tabs' order (requirements §2), the favourites entry always last.
  const item = (entry: MenuItem) => (
    <li key={entry}>
      <button type="button" css={chip} aria-current={entry === active ? 'true' : undefined} onClick={() => onSelect(entry)}>
        {t(`category_${entry}`)}
      </button>
    </li>
  );
  return (
    <nav aria-label={t('categories')} aria-busy={categories === null || undefined} css={{ minWidth: 0 }}>
      <ul css={list}>
        {(['HOME', 'HOT'] as const).map(item)}
        {categories
          ? categories.map(item)
          : Array.from({ length: LOADING_CATEGORIES }, (_, i) => (
              <li key={`placeholder-${i}`} aria-hidden="true">
                <SkeletonChip />
              </li>
            ))}
        {(['PROMO', 'FAV'] as const).map(item)}
      </ul>
    </nav>
  );
}
