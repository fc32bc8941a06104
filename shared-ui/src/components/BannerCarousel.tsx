// The banner carousel of requirements §2: nothing when there are no banners; one banner as a plain image (no loop,
// no dots); several in Swiper with autoplay and clickable dots. The first paint never waits for Swiper: the first
// banner shows as a plain image at once, in the carousel's final size, and Swiper (its own chunk, the page's largest
// library, whose start-up and slides keep a phone's main thread busy) takes over when the first banner's autoplay
// delay has run from the page's first idle moment, moving on to the second banner at once, or as soon as the person
// reaches the carousel (pointer, touch, keyboard focus). Autoplay can be paused (WCAG 2.2.2 Pause, Stop, Hide): a pause/play button over the banners, no
// autoplay for people who ask for reduced motion until they press play, and none while the pointer or keyboard focus
// is inside the carousel.
import { css } from '@emotion/react';
import { Component, lazy, Suspense, useEffect, useState, useSyncExternalStore, type FocusEvent, type ReactNode } from 'react';
import { theme } from '../theme/theme';
import { useIdle } from './idle';
import { BannerImage, regionCss, type CarouselBanner } from './bannerParts';
import { AUTOPLAY_DELAY_MS } from './carouselOptions';

export type { CarouselBanner } from './bannerParts';
export { carouselOptions } from './carouselOptions';

export interface BannerCarouselProps {
  banners: readonly CarouselBanner[];
  /** Accessible name of the carousel region. */
  label: string;
  /** Accessible name of each dot, with `{{index}}` where the banner's number goes (e.g. 'Go to banner {{index}}'). */
  dotLabel: string;
  /** Name of the button that stops autoplay (e.g. 'Pause banners'). */
  pauseLabel: string;
  /** Name of the same button while autoplay is stopped (e.g. 'Play banners'). */
  playLabel: string;
  /** The page's main banner, above the fold: its first image loads at once with high priority. Off: all lazy. */
  priority?: boolean;
}

const SwiperCarousel = lazy(() => import('./SwiperCarousel'));

/**
 * Swiper's chunk could not be fetched (a dropped link, or a tab older than the files now served): the first banner
 * stays as it is painted instead of the error reaching the page around the carousel.
 */
class KeepFirstBannerOnError extends Component<{ firstBanner: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.firstBanner : this.props.children;
  }
}

/** True once `ms` have passed since `start` became true (and stays true). */
function useElapsed(start: boolean, ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!start) return;
    const timer = window.setTimeout(() => setElapsed(true), ms);
    return () => window.clearTimeout(timer);
  }, [start, ms]);
  return elapsed;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const reducedMotionQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null);

/** Whether the person asked their system for reduced motion, following a change of it. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = reducedMotionQuery();
      query?.addEventListener('change', onChange);
      return () => query?.removeEventListener('change', onChange);
    },
    () => reducedMotionQuery()?.matches ?? false,
    () => false,
  );
}

/** Focus a keyboard put there (a click's focus is not: the pointer leaving lets autoplay go on, as requirements §2 ask). */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    // A browser that cannot tell: any focus counts.
    return true;
  }
}

// Over the banner's bottom right corner, above Swiper's slides and dots; 32 px, a target large enough for a finger.
const toggleCss = css`
  position: absolute;
  right: ${theme.spacing(2)};
  bottom: ${theme.spacing(2)};
  z-index: 11;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 1px solid rgba(245, 239, 226, 0.6);
  border-radius: 50%;
  background: rgba(16, 14, 11, 0.7);
  color: ${theme.colors.text};
  cursor: pointer;
  & svg {
    width: 12px;
    height: 12px;
  }
  &:hover {
    background: rgba(16, 14, 11, 0.9);
    border-color: ${theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.primary};
    outline-offset: 2px;
  }
`;

function PauseIcon() {
  return (
    <svg viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2 1h3v10H2zM7 1h3v10H7z" fill="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2.5 1l8.5 5-8.5 5z" fill="currentColor" />
    </svg>
  );
}

export function BannerCarousel({ banners, label, dotLabel, pauseLabel, playLabel, priority = false }: BannerCarouselProps) {
  const several = banners.length > 1;
  const idle = useIdle(several);
  // Reached: the person's pointer, finger or keyboard came to the carousel, so its dots and swipes are wanted now.
  const [reached, setReached] = useState(false);
  const firstTurnDue = useElapsed(idle, AUTOPLAY_DELAY_MS);
  const swiperIn = idle && (reached || firstTurnDue);
  const reducedMotion = usePrefersReducedMotion();
  // The person's own choice with the button; until they make one, reduced motion decides.
  const [stoppedByChoice, setStoppedByChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const stopped = stoppedByChoice ?? reducedMotion;
  const playing = !stopped && !hovered && !focused;
  const [first] = banners;
  if (!first) return null;
  const firstBanner = <BannerImage banner={first} eager={priority} />;
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    setReached(true);
    setFocused(isKeyboardFocus(event.target));
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocused(false);
  };
  return (
    <section
      css={regionCss}
      aria-label={label}
      onMouseEnter={
        several
          ? () => {
              setReached(true);
              setHovered(true);
            }
          : undefined
      }
      onTouchStart={several ? () => setReached(true) : undefined}
      onMouseLeave={several ? () => setHovered(false) : undefined}
      onFocus={several ? onFocus : undefined}
      onBlur={several ? onBlur : undefined}
    >
      {!swiperIn ? (
        firstBanner
      ) : (
        <KeepFirstBannerOnError firstBanner={firstBanner}>
          <Suspense fallback={firstBanner}>
            <SwiperCarousel
              banners={banners}
              dotLabel={dotLabel}
              eagerFirst={priority}
              playing={playing}
              // The first banner has had its turn already when Swiper comes in by the clock.
              advanceAtStart={!reached && playing}
            />
          </Suspense>
        </KeepFirstBannerOnError>
      )}
      {several && (
        <button type="button" css={toggleCss} aria-label={stopped ? playLabel : pauseLabel} onClick={() => setStoppedByChoice(!stopped)}>
          {stopped ? <PlayIcon /> : <PauseIcon />}
        </button>
      )}
    </section>
  );
}
