// The Swiper half of a swiping tab row (Tabs with `swiper`): the tab buttons Tabs rendered, each in a slide, with
// free mode. Its own chunk, loaded lazily like the banner carousel's, so a page pays for Swiper only once it is idle;
// until then (or if the chunk cannot load) the same buttons show in a plain scrolling row.
import { Global } from '@emotion/react';
import type { ReactElement } from 'react';
import { FreeMode } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { swiperStyles } from './swiperStyles';
import type { TabSwiperOptions } from './tabSwiperOptions';

const SWIPER_MODULES = [FreeMode];

export interface SwiperTabRowProps {
  options: TabSwiperOptions;
  /** The tablist's accessible name. */
  label: string;
  tabs: readonly { key: string; element: ReactElement }[];
}

export default function SwiperTabRow({ options, label, tabs }: SwiperTabRowProps) {
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
