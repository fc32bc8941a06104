// One promotion card of the grid: image area, title and a More button; a click anywhere on it opens its details.
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button, theme } from '@mekong/ui';
import type { Announcements } from '@mekong/contracts';

export type PromotionSummary = Announcements['promotion'][number];

const card = css`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  height: 100%;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  cursor: pointer;
  transition: border-color 120ms ease;
  &:hover {
    border-color: ${theme.colors.primary};
  }
  & h2 {
    margin: 0;
    font-size: ${theme.fontSizes.md};
  }
`;

// The summaries carry no image yet (announcementImages come with the promotion details call): a drawn placeholder.
const picture = css`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 16 / 7;
  background: linear-gradient(135deg, ${theme.colors.surfaceRaised}, ${theme.colors.bg});
  color: ${theme.colors.primary};
  & svg {
    width: 56px;
    height: 56px;
  }
`;

const body = css`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.spacing(3)};
  padding: ${theme.spacing(3)} ${theme.spacing(4)};
`;

function GiftIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinejoin="round"
    >
      <rect x="3" y="9" width="18" height="12" rx="1.5" />
      <path d="M3 13h18M12 9v12M12 9c-1.5-3-5-4-5.5-2S9 9 12 9zm0 0c1.5-3 5-4 5.5-2S15 9 12 9z" />
    </svg>
  );
}

export function PromotionCard({ promotion, onOpen }: { promotion: PromotionSummary; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <article css={card} onClick={onOpen}>
      <div css={picture}>
        <GiftIcon />
      </div>
      <div css={body}>
        <h2>{promotion.title}</h2>
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('more_about', { title: promotion.title })}
          onClick={(event) => {
            // The card's own click opens the same details; one open is enough.
            event.stopPropagation();
            onOpen();
          }}
        >
          {t('more')}
        </Button>
      </div>
    </article>
  );
}
