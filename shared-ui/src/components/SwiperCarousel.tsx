// The Swiper half of the banner carousel (requirements §2): autoplay, loop and clickable dots for several banners.
// Its own chunk, loaded by BannerCarousel once the page is idle: Swiper is the largest library on the home page and
// nothing of it is needed for the first paint.
import { Global } from '@emotion/react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { BannerImage, type CarouselBanner } from './bannerParts';
import { carouselOptions } from './carouselOptions';
import { swiperStyles } from './swiperStyles';

// A11y makes the clickable dots buttons with names and marks the current one (aria-current).
const SWIPER_MODULES = [A11y, Autoplay, Pagination];

export interface SwiperCarouselProps {
  banners: readonly CarouselBanner[];
  dotLabel: string;
  eagerFirst: boolean;
}

export default function SwiperCarousel({ banners, dotLabel, eagerFirst }: SwiperCarouselProps) {
  return (
    <>
      <Global styles={swiperStyles} />
      <Swiper modules={SWIPER_MODULES} a11y={{ paginationBulletMessage: dotLabel }} {...carouselOptions(banners.length)}>
        {banners.map((banner, index) => (
          <SwiperSlide key={banner.id}>
            <BannerImage banner={banner} eager={eagerFirst && index === 0} />
          </SwiperSlide>
        ))}
      </Swiper>
    </>
  );
}
