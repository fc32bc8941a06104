// One promotion card of the grid: its own image (sequence 1, a drawn fallback when it has none), title and a More
// button; a click anywhere on it opens its details.
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, theme } from '@mekong/ui';
import type { Promotion } from '@mekong/contracts/promotions';
import { imageOf } from './promotionList';

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

const picture = css`
  display: flex;
  align-items: center;
  justify-content: center;
  /* The banners' own 3:1, so a banner-sized picture shows whole. */
  aspect-ratio: 3 / 1;
  overflow: hidden;
  background: linear-gradient(135deg, ${theme.colors.surfaceRaised}, ${theme.colors.bg});
  color: ${theme.colors.primary};
  & svg {
    width: 56px;
    height: 56px;
  }
  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
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

export function PromotionCard({ promotion, onOpen }: { promotion: Promotion; onOpen: () => void }) {
  const { t } = useTranslation();
  const image = imageOf(promotion, 1);
  // A picture that fails to load falls back to the drawing too.
  const [broken, setBroken] = useState<string | null>(null);
  return (
    <article css={card} onClick={onOpen} aria-labelledby={`promotion-${promotion.id}`}>
      <div css={picture}>
        {image && broken !== image ? <img src={image} alt="" loading="lazy" onError={() => setBroken(image)} /> : <GiftIcon />}
      </div>
      <div css={body}>
        <h2 id={`promotion-${promotion.id}`}>{promotion.title}</h2>
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
