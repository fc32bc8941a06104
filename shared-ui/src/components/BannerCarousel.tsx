// The banner carousel of requirements §2: Swiper with autoplay and clickable dots when there are several banners,
// no loop and no dots when there is one, nothing when there are none. Images load lazily, never preloaded.
import { css, Global } from '@emotion/react';
import type { KeyboardEvent } from 'react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { SwiperOptions } from 'swiper/types';
import { theme } from '../theme/theme';
import { swiperStyles } from './swiperStyles';

export interface CarouselBanner {
  id: string;
  imageUrl: string;
  alt: string;
  /** Given for a banner with a linkage: it gets a pointer cursor and opens on click or Enter. */
  onClick?: () => void;
}

export interface BannerCarouselProps {
  banners: readonly CarouselBanner[];
  /** Accessible name of the carousel region. */
  label: string;
  /** Accessible name of each dot, with `{{index}}` where the banner's number goes (e.g. 'Go to banner {{index}}'). */
  dotLabel: string;
}

/** The Swiper options for a number of banners (requirements §2 'Banner carousel', §9 autoplay 5000 ms, speed 1000 ms). */
export function carouselOptions(count: number): SwiperOptions {
  if (count <= 1) return { loop: false, allowTouchMove: false, pagination: false, autoplay: false };
  return {
    loop: true,
    speed: 1000,
    spaceBetween: 20.3,
    autoplay: { delay: 5000, disableOnInteraction: false },
    pagination: { clickable: true },
  };
}

// A11y makes the clickable dots buttons with names and marks the current one (aria-current).
const SWIPER_MODULES = [A11y, Autoplay, Pagination];

const region = css`
  position: relative;
  width: 100%;
  overflow: hidden;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
`;

const image = css`
  display: block;
  width: 100%;
  height: auto;
  /* Page banners are drawn 3:1; keeping that shape at every width never crops the headline painted into them. */
  aspect-ratio: 3 / 1;
  object-fit: cover;
`;

const clickable = css`
  cursor: pointer;
`;

function activateOnKey(event: KeyboardEvent<HTMLDivElement>, onClick: () => void) {
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    onClick();
  }
}

function BannerImage({ banner }: { banner: CarouselBanner }) {
  const img = <img src={banner.imageUrl} alt={banner.alt} loading="lazy" decoding="async" css={image} />;
  const { onClick } = banner;
  if (!onClick) return img;
  return (
    <div role="button" tabIndex={0} css={clickable} onClick={onClick} onKeyDown={(event) => activateOnKey(event, onClick)}>
      {img}
    </div>
  );
}

export function BannerCarousel({ banners, label, dotLabel }: BannerCarouselProps) {
  if (banners.length === 0) return null;
  return (
    <section css={region} aria-label={label}>
      <Global styles={swiperStyles} />
      <Swiper modules={SWIPER_MODULES} a11y={{ paginationBulletMessage: dotLabel }} {...carouselOptions(banners.length)}>
        {banners.map((banner) => (
          <SwiperSlide key={banner.id}>
            <BannerImage banner={banner} />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
