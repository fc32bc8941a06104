// Page navigation: previous/next and numbered pages with margins at both ends and a window around the current page.
import { css } from '@emotion/react';
import { theme } from '../theme/theme';

export interface PagerLabels {
  previous: string;
  next: string;
  /** Accessible name of page n's button, e.g. n => `Page ${n}`. */
  page: (n: number) => string;
  /** Accessible name of the nav landmark (defaults to none). */
  nav?: string;
}

export interface PagerProps {
  /** Current page, 1-based. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Pages always shown at each end. */
  marginPages?: number;
  /** Pages shown around the current one. */
  pageRange?: number;
  labels: PagerLabels;
}

export type PageItem = number | 'gap';

/** The page numbers to show, with 'gap' where pages are skipped; a gap never hides a single page. */
export function pageItems(page: number, totalPages: number, marginPages = 2, pageRange = 5): PageItem[] {
  const total = Math.max(0, Math.floor(totalPages));
  const current = Math.min(Math.max(1, page), Math.max(1, total));
  const range = Math.max(1, pageRange);
  const windowStart = Math.max(1, Math.min(current - Math.floor((range - 1) / 2), total - range + 1));
  const windowEnd = Math.min(total, windowStart + range - 1);
  const shown = (n: number) => n <= marginPages || n > total - marginPages || (n >= windowStart && n <= windowEnd);

  const items: PageItem[] = [];
  for (let n = 1; n <= total; n += 1) {
    if (shown(n) || (shown(n - 1) && shown(n + 1))) items.push(n);
    else if (items[items.length - 1] !== 'gap') items.push('gap');
  }
  return items;
}

const nav = css`
  display: flex;
  justify-content: center;
  & ul {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.spacing(1)};
    margin: ${theme.spacing(4)} 0;
    padding: 0;
    list-style: none;
    ${theme.mq.mobile} {
      gap: 2px;
    }
  }
`;

const item = css`
  min-width: 36px;
  height: 36px;
  padding: 0 ${theme.spacing(2)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  cursor: pointer;
  &[aria-current='page'] {
    background: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primaryText};
    font-weight: 700;
  }
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
  &:hover:not(:disabled):not([aria-current='page']) {
    border-color: ${theme.colors.primary};
  }
  ${theme.mq.mobile} {
    min-width: 30px;
    height: 34px;
    padding: 0 ${theme.spacing(1)};
    font-size: ${theme.fontSizes.sm};
  }
`;

// On a phone the previous/next words would wrap the pager onto two lines: chevrons stand in, the names stay.
const stepWord = css`
  ${theme.mq.mobile} {
    display: none;
  }
`;
const stepChevron = css`
  font-size: ${theme.fontSizes.lg};
  line-height: 1;
  ${theme.mq.desktop} {
    display: none;
  }
`;

const gap = css`
  padding: 0 ${theme.spacing(1)};
  color: ${theme.colors.muted};
`;

export function Pager({ page, totalPages, onChange, marginPages = 2, pageRange = 5, labels }: PagerProps) {
  if (totalPages <= 1) return null;
  const go = (target: number) => {
    if (target >= 1 && target <= totalPages && target !== page) onChange(target);
  };

  return (
    <nav css={nav} aria-label={labels.nav}>
      <ul>
        <li>
          <button type="button" css={item} disabled={page <= 1} aria-label={labels.previous} onClick={() => go(page - 1)}>
            <span css={stepWord}>{labels.previous}</span>
            <span css={stepChevron} aria-hidden="true">
              ‹
            </span>
          </button>
        </li>
        {pageItems(page, totalPages, marginPages, pageRange).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} css={gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <button
                type="button"
                css={item}
                aria-label={labels.page(entry)}
                aria-current={entry === page ? 'page' : undefined}
                onClick={() => go(entry)}
              >
                {entry}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" css={item} disabled={page >= totalPages} aria-label={labels.next} onClick={() => go(page + 1)}>
            <span css={stepWord}>{labels.next}</span>
            <span css={stepChevron} aria-hidden="true">
              ›
            </span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
