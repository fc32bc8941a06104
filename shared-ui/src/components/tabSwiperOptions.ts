// Options of a swiping tab row (Tabs with `swiper`). Types only from Swiper, so importing this costs no Swiper code.
import type { SwiperOptions } from 'swiper/types';

export interface TabSwiperOptions {
  slidesPerView: number | 'auto';
  spaceBetween: number;
  freeMode: boolean;
  breakpoints?: SwiperOptions['breakpoints'];
}
