// A list of tiles: a responsive grid, or a horizontal carousel of one or two rows with previous/next buttons. Given a
// placeholder, a list far from the screen shows the placeholders and renders its tiles when it comes near: a
// carousel's tiles in view first, those beyond the screen's width in later turns.
import { css } from '@emotion/react';
import { useRef, type ReactNode } from 'react';
import { theme } from '../theme/theme';
import { useDeferredList } from './nearScreen';

export type TileListLayout = 'grid' | 'row' | 'twoRows';

export interface TileListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  layout?: TileListLayout;
  /** Accessible name of the list. */
  label?: string;
  /** Names of a carousel's scroll buttons (desktop only: touch screens swipe); none without them. */
  scrollLabels?: { previous: string; next: string };
  /**
   * A stand-in exactly the size of the item (e.g. GameTilePlaceholder). With it, the items render only once the list
   * comes within half a screen of the viewport, and the stand-ins hold their places until then (nothing moves when
   * the items come); the list is a tab stop meanwhile, and focus on it renders the items. Without it, the items
   * render at once.
   */
  placeholder?: (item: T) => ReactNode;
}

const reset = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

// A carousel is a horizontally scrolling grid whose columns fill in order; twoRows stacks two tiles per column.
const scroller = css`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 148px;
  gap: ${theme.spacing(3)};
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x proximity;
  scrollbar-width: thin;
  padding-bottom: ${theme.spacing(2)};
  & > li {
    scroll-snap-align: start;
  }
  ${theme.mq.mobile} {
    grid-auto-columns: 112px;
    gap: ${theme.spacing(2)};
  }
`;

const layouts: Record<TileListLayout, ReturnType<typeof css>> = {
  grid: css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(148px, 1fr));
    gap: ${theme.spacing(4)} ${theme.spacing(3)};
    ${theme.mq.mobile} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
      gap: ${theme.spacing(3)} ${theme.spacing(2)};
    }
  `,
  row: scroller,
  twoRows: css`
    ${scroller};
    grid-template-rows: repeat(2, auto);
  `,
};

// Each layout with the list reset, made once rather than merged on every render.
const listCss: Record<TileListLayout, ReturnType<typeof css>> = {
  grid: css`
    ${reset};
    ${layouts.grid};
  `,
  row: css`
    ${reset};
    ${layouts.row};
  `,
  twoRows: css`
    ${reset};
    ${layouts.twoRows};
  `,
};

const carousel = css`
  position: relative;
`;

const arrow = css`
  position: absolute;
  top: calc(50% - 28px);
  z-index: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 1px solid ${theme.colors.border};
  border-radius: 50%;
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadows.raised};
  cursor: pointer;
  &:hover {
    border-color: ${theme.colors.primary};
  }
  & svg {
    width: 14px;
    height: 14px;
  }
  ${theme.mq.mobile} {
    display: none;
  }
`;

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M10 2L4 8l6 6' : 'M6 2l6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The narrowest column a carousel has (the phone's tile and gap): no more columns than this fit the screen. */
const NARROWEST_COLUMN_PX = 112 + 8;

/**
 * How many tiles a deferred list renders per turn: a carousel's columns that fit the screen (a phone's 4 of home's 12
 * hot games, a wide screen's whole row), so the tiles in view come first and those beyond scroll after them; a grid
 * renders whole. The screen's width, not the window's: reading window.innerWidth during a render forces a layout of
 * everything rendered so far (a trace showed ~130 ms), and a window is never wider than its screen.
 */
function tilesPerTurn(layout: TileListLayout, count: number): number {
  if (layout === 'grid' || typeof screen === 'undefined') return Math.max(count, 1);
  const columns = Math.max(1, Math.ceil(screen.width / NARROWEST_COLUMN_PX));
  return layout === 'twoRows' ? columns * 2 : columns;
}

export function TileList<T>({ items, itemKey, renderItem, layout = 'grid', label, scrollLabels, placeholder }: TileListProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const perTurn = tilesPerTurn(layout, items.length);
  const { shown, listProps } = useDeferredList(listRef, placeholder !== undefined, Math.max(1, Math.ceil(items.length / perTurn)));
  const rendered = shown * perTurn;
  const list = (
    <ul ref={listRef} css={listCss[layout]} aria-label={label} {...listProps}>
      {items.map((item, index) => (
        <li key={itemKey(item)}>{placeholder && index >= rendered ? placeholder(item) : renderItem(item)}</li>
      ))}
    </ul>
  );
  if (layout === 'grid' || !scrollLabels) return list;
  // A scroll button moves the carousel by most of its visible width, so one tile stays in view for context.
  const scroll = (direction: 1 | -1) =>
    listRef.current?.scrollBy({ left: direction * listRef.current.clientWidth * 0.9, behavior: 'smooth' });
  return (
    <div css={carousel}>
      <button type="button" css={[arrow, { left: theme.spacing(-4) }]} aria-label={scrollLabels.previous} onClick={() => scroll(-1)}>
        <Chevron direction="left" />
      </button>
      {list}
      <button type="button" css={[arrow, { right: theme.spacing(-4) }]} aria-label={scrollLabels.next} onClick={() => scroll(1)}>
        <Chevron direction="right" />
      </button>
    </div>
  );
}
