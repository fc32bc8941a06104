// The Swiper half of a swiping tab row (Tabs with `swiper`): the tab buttons Tabs rendered, each in a slide, with
// free mode. Its own chunk, loaded lazily like the banner carousel's, so a page pays for Swiper only once it is idle;
// until then (or if the chunk cannot load) the same buttons show in a plain scrolling row.
import { Global } from '@emotion/react';
import { useEffect, useState, type ReactElement } from 'react';
import { FreeMode } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { swiperStyles } from './swiperStyles';
import type { TabSwiperOptions } from './tabSwiperOptions';

const SWIPER_MODULES = [FreeMode];

export interface SwiperTabRowProps {
  options: TabSwiperOptions;
  /** The tablist's accessible name. */
  label: string;
  tabs: readonly { key: string; element: ReactElement }[];
  /** The selected tab's index: the row swipes to it when it is out of view (e.g. chosen with the arrow keys). */
  selectedIndex: number;
}

export default function SwiperTabRow({ options, label, tabs, selectedIndex }: SwiperTabRowProps) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  useEffect(() => {
    const slide = swiper?.slides[selectedIndex];
    if (!swiper || !slide) return;
    const row = swiper.el.getBoundingClientRect();
    const box = slide.getBoundingClientRect();
    if (box.left < row.left || box.right > row.right) swiper.slideTo(selectedIndex);
  }, [swiper, selectedIndex]);
  return (
    <>
      <Global styles={swiperStyles} />
      {/* The slides are presentation only, so the tablist owns its tabs directly (no A11y module: it would make them groups). */}
      <Swiper
        modules={SWIPER_MODULES}
        role="tablist"
        aria-label={label}
        slidesPerView={options.slidesPerView}
        spaceBetween={options.spaceBetween}
        freeMode={options.freeMode}
        breakpoints={options.breakpoints}
        watchOverflow
        onSwiper={setSwiper}
      >
        {tabs.map(({ key, element }) => (
          <SwiperSlide key={key} role="presentation">
            {element}
          </SwiperSlide>
        ))}
      </Swiper>
    </>
  );
}
