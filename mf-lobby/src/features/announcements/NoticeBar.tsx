// The scrolling notice bar of player notices (announcement type PL); nothing when there are none. Keyboard users reach
// it too: focused (like hovered) it stops moving, so every notice can be read (WCAG 2.2.2 pause, stop, hide).
import { css, keyframes } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { theme } from '@mekong/ui';
import type { Notice } from '@mekong/contracts';

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

/** The bar's height, which the home page's placeholder keeps while the notices load (no layout shift). */
export const NOTICE_BAR_HEIGHT = '44px';

const bar = css`
  display: flex;
  align-items: center;
  box-sizing: border-box;
  min-height: ${NOTICE_BAR_HEIGHT};
  gap: ${theme.spacing(3)};
  padding: ${theme.spacing(2)} ${theme.spacing(4)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surface};
  & h2 {
    flex: 0 0 auto;
    margin: 0;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.primary};
  }
`;

// The one element that clips the moving list: focusable itself, so keyboard users reach it (axe scrollable-region-focusable).
const viewport = css`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  border-radius: ${theme.radii.sm};
  mask-image: linear-gradient(90deg, transparent, #000 24px, #000 calc(100% - 24px), transparent);
  &:focus-visible {
    outline: 2px solid ${theme.colors.primary};
    outline-offset: 2px;
    mask-image: none;
  }
`;

// The list is rendered twice in a row and moved by half its width, so the loop has no seam.
const track = css`
  display: flex;
  width: max-content;
  animation: ${scroll} var(--notice-duration) linear infinite;
  &:hover,
  *:focus > & {
    animation-play-state: paused;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  & ul {
    display: flex;
    gap: ${theme.spacing(10)};
    margin: 0;
    padding: 0 ${theme.spacing(5)};
    list-style: none;
    white-space: nowrap;
    font-size: ${theme.fontSizes.sm};
  }
`;

export function NoticeBar({ notices }: { notices: readonly Notice[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  if (notices.length === 0) return null;
  const titles = notices.map((notice) => <li key={notice.id}>{notice.title}</li>);
  const characters = notices.reduce((sum, notice) => sum + notice.title.length, 0);
  return (
    <section css={bar} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('notices')}</h2>
      <div css={viewport} tabIndex={0} role="group" aria-labelledby={titleId}>
        <div css={track} style={{ ['--notice-duration' as string]: `${Math.max(12, characters / 4)}s` }}>
          <ul>{titles}</ul>
          <ul aria-hidden="true">{titles}</ul>
        </div>
      </div>
    </section>
  );
}
