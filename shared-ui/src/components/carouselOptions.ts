// The Swiper options of the banner carousel, derived from the number of banners (requirements §2 'Banner carousel',
// §9 autoplay 5000 ms, speed 1000 ms). Types only from Swiper, so importing this costs no Swiper code.
import type { SwiperOptions } from 'swiper/types';

/** How long each banner shows before autoplay moves on (requirements §9). */
export const AUTOPLAY_DELAY_MS = 5000;

export function carouselOptions(count: number): SwiperOptions {
  if (count <= 1) return { loop: false, allowTouchMove: false, pagination: false, autoplay: false };
  return {
    loop: true,
    speed: 1000,
    spaceBetween: 20.3,
    autoplay: { delay: AUTOPLAY_DELAY_MS, disableOnInteraction: false },
    pagination: { clickable: true },
  };
}
