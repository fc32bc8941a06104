// The pieces of the banner carousel that both its light first paint (BannerCarousel) and its Swiper half
// (SwiperCarousel) draw: the region frame and one banner image, clickable when it has a linkage.
import { css } from '@emotion/react';
import type { KeyboardEvent } from 'react';
import { theme } from '../theme/theme';

export interface CarouselBanner {
  id: string;
  imageUrl: string;
  alt: string;
  /** Given for a banner with a linkage: it gets a pointer cursor and opens on click or Enter. */
  onClick?: () => void;
}

export const regionCss = css`
  position: relative;
  width: 100%;
  overflow: hidden;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  /* The final height before the image arrives, so nothing below moves when it does (page banners are drawn 3:1). */
  aspect-ratio: 3 / 1;
`;

const imageCss = css`
  display: block;
  width: 100%;
  height: auto;
  /* Page banners are drawn 3:1; keeping that shape at every width never crops the headline painted into them. */
  aspect-ratio: 3 / 1;
  object-fit: cover;
`;

const clickableCss = css`
  cursor: pointer;
`;

function activateOnKey(event: KeyboardEvent<HTMLDivElement>, onClick: () => void) {
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    onClick();
  }
}

/**
 * One banner. `eager` is for the first banner of a page, usually its largest paint: it loads at once with high
 * priority instead of waiting for layout, as every other banner does.
 */
export function BannerImage({ banner, eager = false }: { banner: CarouselBanner; eager?: boolean }) {
  const img = (
    <img
      src={banner.imageUrl}
      alt={banner.alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      css={imageCss}
    />
  );
  const { onClick } = banner;
  if (!onClick) return img;
  return (
    <div role="button" tabIndex={0} css={clickableCss} onClick={onClick} onKeyDown={(event) => activateOnKey(event, onClick)}>
      {img}
    </div>
  );
}
