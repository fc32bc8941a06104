// What the lobby shows while its data is on the way: placeholders the size and shape of what will come (game tiles,
// vendor tiles, banners, category chips), so the page's frame and menus stand at once and nothing moves when the data
// arrives. Placeholders are hidden from assistive technology; the region being filled says aria-busy instead, and
// one polite status names the wait.
import { css, keyframes } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { theme, TileList, visuallyHidden, type TileListLayout } from '@mekong/ui';
import { QueryContent, type ApiQuery } from '@mekong/ui/remote';

// A pulse of opacity, which the compositor runs alone: a moving background would be painted again on the main thread
// every frame for every placeholder (dozens on home), which a throttled phone pays as blocking time.
const pulse = keyframes`
  from { opacity: 1; }
  to { opacity: 0.55; }
`;

// The pulse runs on a group of placeholders (a row of tiles, a vendor row), not on each block: every CSS animation
// fires animationstart and, each 0.9 s, animationiteration, and React's root listener handles each such event; with
// a block each, home's ~60 blocks cost a phone hundreds of milliseconds of blocking time (issue 15, a trace at 4x).
const pulsing = css`
  animation: ${pulse} 0.9s ease-in-out infinite alternate;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const block = css`
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceRaised};
`;

// The game tile's own shape: a square picture, then its name's place (two lines of small text, as GameTile keeps).
const gameTile = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing(2)};
  & > span:first-of-type {
    aspect-ratio: 1;
  }
  & > div {
    min-height: 2.6em;
    font-size: ${theme.fontSizes.sm};
    line-height: 1.3;
  }
  & > div > span {
    display: block;
    width: 70%;
    height: 1.3em;
    border-radius: ${theme.radii.sm};
  }
`;

const vendorRow = css`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 168px;
  gap: ${theme.spacing(3)};
  overflow: hidden;
  padding-bottom: ${theme.spacing(2)};
  ${theme.mq.mobile} {
    grid-auto-columns: 132px;
  }
  & > span {
    aspect-ratio: 4 / 3;
  }
`;

const range = (count: number): string[] => Array.from({ length: count }, (_, i) => String(i));

/** One polite "Loading" for screen readers, where the placeholders stand. */
export function LoadingNote() {
  const { t } = useTranslation();
  return (
    <span role="status" css={visuallyHidden}>
      {t('loading_games')}
    </span>
  );
}

/** Placeholders of `count` game tiles laid out as the real tiles will be. */
export function SkeletonTiles({ count, layout = 'grid' }: { count: number; layout?: TileListLayout }) {
  return (
    <>
      <LoadingNote />
      <div aria-hidden="true" data-testid="skeleton-tiles" css={pulsing}>
        <TileList
          items={range(count)}
          itemKey={(key) => key}
          layout={layout}
          renderItem={() => (
            <div css={gameTile}>
              <span css={block} />
              <div>
                <span css={block} />
              </div>
            </div>
          )}
        />
      </div>
    </>
  );
}

/** A row of vendor tile placeholders (the home page's category rows). */
export function SkeletonVendorRow({ count = 6 }: { count?: number }) {
  return (
    <div aria-hidden="true" css={[vendorRow, pulsing]}>
      {range(count).map((key) => (
        <span key={key} css={block} />
      ))}
    </div>
  );
}

/** A placeholder block of a fixed shape (the banner's 3:1, a notice line, a heading), full width by default. */
export function SkeletonBlock({ aspectRatio, height, width = '100%' }: { aspectRatio?: string; height?: string; width?: string }) {
  return <div aria-hidden="true" css={[block, pulsing, css({ width, maxWidth: '100%', aspectRatio, height })]} />;
}

// As tall as the chip it stands for (the category menu's pill, a small button of the vendor menu), as wide as a short name.
const chipCss = {
  menu: css`
    display: block;
    width: 88px;
    height: 42px;
    border-radius: ${theme.radii.pill};
  `,
  sm: css`
    display: block;
    width: 72px;
    height: 32px;
    border-radius: ${theme.radii.md};
  `,
};

/** A placeholder chip of a menu whose items are still loading. */
export function SkeletonChip({ size = 'menu' }: { size?: keyof typeof chipCss }) {
  return <span aria-hidden="true" css={[block, pulsing, chipCss[size]]} />;
}

/** `placeholder` while `query` loads, then what QueryContent shows: the error with retry, or `children(data)`. */
export function LoadingContent<T>({
  query,
  placeholder,
  children,
}: {
  query: ApiQuery<T>;
  placeholder: ReactNode;
  children: (data: T) => ReactNode;
}) {
  return query.status === 'loading' ? <>{placeholder}</> : <QueryContent query={query}>{children}</QueryContent>;
}
