// The banner carousel of requirements §2: nothing when there are no banners; one banner as a plain image (no loop,
// no dots); several in Swiper with autoplay and clickable dots. The first paint never waits for Swiper: the first
// banner shows as a plain image at once, in the carousel's final size, and Swiper (its own chunk) takes over when the
// page is idle.
import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { BannerImage, regionCss, type CarouselBanner } from './bannerParts';

export type { CarouselBanner } from './bannerParts';
export { carouselOptions } from './carouselOptions';

export interface BannerCarouselProps {
  banners: readonly CarouselBanner[];
  /** Accessible name of the carousel region. */
  label: string;
  /** Accessible name of each dot, with `{{index}}` where the banner's number goes (e.g. 'Go to banner {{index}}'). */
  dotLabel: string;
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

/** True once the browser is idle after the first paint (or a moment later where it cannot say); false unless `wanted`. */
function useIdle(wanted: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!wanted) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), 200);
    return () => window.clearTimeout(timer);
  }, [wanted]);
  return idle;
}

export function BannerCarousel({ banners, label, dotLabel, priority = false }: BannerCarouselProps) {
  const idle = useIdle(banners.length > 1);
  const [first] = banners;
  if (!first) return null;
  const firstBanner = <BannerImage banner={first} eager={priority} />;
  return (
    <section css={regionCss} aria-label={label}>
      {!idle ? (
        firstBanner
      ) : (
        <KeepFirstBannerOnError firstBanner={firstBanner}>
          <Suspense fallback={firstBanner}>
            <SwiperCarousel banners={banners} dotLabel={dotLabel} eagerFirst={priority} />
          </Suspense>
        </KeepFirstBannerOnError>
      )}
    </section>
  );
}
