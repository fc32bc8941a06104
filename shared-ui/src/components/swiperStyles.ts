// The part of Swiper 11's swiper.css and pagination.css a horizontal slide carousel with bullets needs.
// Written as emotion styles because the shared webpack config emits .css files as assets instead of injecting them.
import { css } from '@emotion/react';
import { theme } from '../theme/theme';

export const swiperStyles = css`
  .swiper {
    position: relative;
    z-index: 1;
    display: block;
    margin-left: auto;
    margin-right: auto;
    padding: 0;
    overflow: hidden;
    list-style: none;
  }
  .swiper-wrapper {
    position: relative;
    z-index: 1;
    display: flex;
    width: 100%;
    height: 100%;
    box-sizing: content-box;
    transition-property: transform;
    transition-timing-function: var(--swiper-wrapper-transition-timing-function, initial);
    transform: translate3d(0px, 0, 0);
  }
  .swiper-horizontal {
    touch-action: pan-y;
  }
  .swiper-slide {
    position: relative;
    display: block;
    flex-shrink: 0;
    width: 100%;
    height: 100%;
    transition-property: transform;
  }
  .swiper-backface-hidden .swiper-slide {
    transform: translateZ(0);
    backface-visibility: hidden;
  }
  .swiper-pagination {
    position: absolute;
    z-index: 10;
    text-align: center;
    transition: 300ms opacity;
    transform: translate3d(0, 0, 0);
  }
  .swiper-pagination-disabled > .swiper-pagination,
  .swiper-pagination.swiper-pagination-disabled,
  .swiper-pagination-lock {
    display: none !important;
  }
  .swiper-horizontal > .swiper-pagination-bullets,
  .swiper-pagination-bullets.swiper-pagination-horizontal {
    bottom: 8px;
    left: 0;
    width: 100%;
  }
  /* On a phone the banner is too short for dots over it: they would cover its painted headline, so they sit below. */
  ${theme.mq.mobile} {
    .swiper-horizontal > .swiper-pagination-bullets,
    .swiper-pagination-bullets.swiper-pagination-horizontal {
      position: static;
      padding: ${theme.spacing(2)} 0;
      line-height: 0;
    }
  }
  .swiper-pagination-bullet {
    display: inline-block;
    width: 8px;
    height: 8px;
    margin: 0 4px;
    border-radius: 50%;
    background: ${theme.colors.text};
    opacity: 0.4;
  }
  .swiper-pagination-clickable .swiper-pagination-bullet {
    cursor: pointer;
  }
  .swiper-pagination-bullet-active {
    width: 20px;
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.primary};
    opacity: 1;
  }
  .swiper-pagination-bullet:only-child {
    display: none !important;
  }
`;
