// The Swiper half of the banner carousel (requirements §2): autoplay, loop and clickable dots for several banners.
// Its own chunk, loaded by BannerCarousel after the first banner's turn or when the person reaches the carousel: Swiper is the largest library on the home page and
// nothing of it is needed for the first paint.
import { Global } from '@emotion/react';
import { useEffect, useState } from 'react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { BannerImage, type CarouselBanner } from './bannerParts';
import { carouselOptions } from './carouselOptions';
import { swiperStyles } from './swiperStyles';

// A11y makes the clickable dots buttons with names and marks the current one (aria-current).
const SWIPER_MODULES = [A11y, Autoplay, Pagination];

export interface SwiperCarouselProps {
  banners: readonly CarouselBanner[];
  dotLabel: string;
  eagerFirst: boolean;
  /** Autoplay runs only while true (BannerCarousel: not paused, not reduced motion, no pointer or focus inside). */
  playing: boolean;
  /** Move on to the second banner once started: the first one has already shown for a whole autoplay delay. */
  advanceAtStart: boolean;
}

export default function SwiperCarousel({ banners, dotLabel, eagerFirst, playing, advanceAtStart }: SwiperCarouselProps) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  // Only the value at mount counts: a later change of it is not a reason to move.
  const [advance] = useState(advanceAtStart);
  useEffect(() => {
    if (swiper && advance) swiper.slideNext();
  }, [swiper, advance]);
  useEffect(() => {
    const autoplay = swiper?.autoplay;
    if (!autoplay) return;
    // Stopped, autoplay waits a whole delay again once it starts, so nothing moves the moment the pointer leaves.
    if (playing && !autoplay.running) autoplay.start();
    else if (!playing && autoplay.running) autoplay.stop();
  }, [swiper, playing]);
  return (
    <>
      <Global styles={swiperStyles} />
      <Swiper
        modules={SWIPER_MODULES}
        a11y={{ paginationBulletMessage: dotLabel }}
        onSwiper={setSwiper}
        {...carouselOptions(banners.length)}
      >
        {banners.map((banner, index) => (
          <SwiperSlide key={banner.id}>
            <BannerImage banner={banner} eager={eagerFirst && index === 0} />
          </SwiperSlide>
        ))}
      </Swiper>
    </>
  );
}
