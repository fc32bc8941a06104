// BannerCarousel: options per banner count (requirements §2), nothing without banners, one banner without Swiper,
// the first paint before Swiper, lazy and priority images, clickable banners; the pause/play button and when
// autoplay stops (WCAG 2.2.2): the button, reduced motion, the pointer or keyboard focus inside.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { BannerCarousel, carouselOptions, type BannerCarouselProps } from './BannerCarousel';

// Swiper ships ESM only and measures layout, which jsdom cannot do: a stand-in records the options it gets,
// renders slides plainly and hands over an instance whose autoplay records start and stop.
const swiperProps: Array<Record<string, unknown>> = [];
const autoplay = { running: true, start: jest.fn(), stop: jest.fn() };
const slideNext = jest.fn();
jest.mock('swiper/react', () => ({
  Swiper: ({ children, ...props }: { children: ReactNode } & Record<string, unknown>) => {
    swiperProps.push(props);
    const onSwiper = props.onSwiper as ((swiper: unknown) => void) | undefined;
    useLayoutEffect(() => onSwiper?.({ autoplay, slideNext }), [onSwiper]);
    return <div data-testid="swiper">{children}</div>;
  },
  SwiperSlide: ({ children }: { children: ReactNode }) => <div>{children}</div>,
}));
jest.mock('swiper/modules', () => ({ A11y: function A11y() {}, Autoplay: function Autoplay() {}, Pagination: function Pagination() {} }));

const banner = (id: string, onClick?: () => void) => ({ id, imageUrl: `/img/${id}.png`, alt: `Banner ${id}`, onClick });

const labels = { label: 'Promotions', dotLabel: 'Go to banner {{index}}', pauseLabel: 'Pause banners', playLabel: 'Play banners' };
const renderCarousel = (banners: BannerCarouselProps['banners'], props: Partial<BannerCarouselProps> = {}) =>
  render(<BannerCarousel banners={banners} {...labels} {...props} />);
/** A finger on the carousel: Swiper comes in at the next idle moment instead of after the first banner's turn. */
const touchCarousel = () => fireEvent.touchStart(screen.getByRole('region', { name: 'Promotions' }));

beforeEach(() => {
  swiperProps.length = 0;
  autoplay.running = true;
  slideNext.mockReset();
  autoplay.start.mockReset().mockImplementation(() => (autoplay.running = true));
  autoplay.stop.mockReset().mockImplementation(() => (autoplay.running = false));
});

describe('carouselOptions', () => {
  it('one banner: no loop, no dots, no autoplay', () => {
    expect(carouselOptions(1)).toMatchObject({ loop: false, pagination: false, autoplay: false });
  });

  it('several banners: loop, speed 1000, autoplay 5000 continuing after interaction, clickable dots, space 20.3', () => {
    expect(carouselOptions(3)).toEqual({
      loop: true,
      speed: 1000,
      spaceBetween: 20.3,
      autoplay: { delay: 5000, disableOnInteraction: false },
      pagination: { clickable: true },
    });
  });
});

describe('BannerCarousel', () => {
  it('renders nothing with no banners', () => {
    const { container } = renderCarousel([]);
    expect(container.innerHTML).toBe('');
    expect(swiperProps).toHaveLength(0);
  });

  it('renders one banner as a plain lazy image, never loading Swiper', async () => {
    renderCarousel([banner('a')]);
    expect(screen.getByRole('region', { name: 'Promotions' })).toBeTruthy();
    const img = screen.getByRole('img', { name: 'Banner a' });
    expect(img.getAttribute('loading')).toBe('lazy');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(swiperProps).toHaveLength(0);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('paints the first banner at once, then gives Swiper the modules and looping options for several banners', async () => {
    renderCarousel([banner('a'), banner('b')]);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Banner a']);
    touchCarousel();
    expect(await screen.findByTestId('swiper')).toBeTruthy();
    // Reached by the person, it stays on the first banner.
    expect(slideNext).not.toHaveBeenCalled();
    expect(screen.getAllByRole('img')).toHaveLength(2);
    const props = swiperProps[0] as { modules: Array<{ name: string }>; loop: boolean };
    expect(props.modules.map((m) => m.name)).toEqual(['A11y', 'Autoplay', 'Pagination']);
    expect(props.loop).toBe(true);
  });

  it('loads a priority carousel first image eagerly with high priority, before and inside Swiper; the rest lazily', async () => {
    renderCarousel([banner('a'), banner('b')], { priority: true });
    const first = screen.getByRole('img', { name: 'Banner a' });
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    touchCarousel();
    await screen.findByTestId('swiper');
    expect(screen.getByRole('img', { name: 'Banner a' }).getAttribute('loading')).toBe('eager');
    expect(screen.getByRole('img', { name: 'Banner b' }).getAttribute('loading')).toBe('lazy');
  });

  it('opens a linked banner on click and on Enter', async () => {
    const onClick = jest.fn();
    renderCarousel([banner('a', onClick), banner('b')]);
    touchCarousel();
    await screen.findByTestId('swiper');
    const link = screen.getByRole('button', { name: 'Banner a' });
    fireEvent.click(link);
    fireEvent.keyDown(link, { key: 'Enter' });
    expect(onClick).toHaveBeenCalledTimes(2);
    // The linked banner and the pause button.
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });
});

describe('BannerCarousel autoplay pause (WCAG 2.2.2)', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'matchMedia');
  });

  /** What prefers-reduced-motion answers, and the way to change it as the system setting would. */
  function reducedMotion(matches: boolean) {
    const listeners = new Set<() => void>();
    const query = {
      matches,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    };
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: () => query });
    return (next: boolean) => {
      query.matches = next;
      act(() => listeners.forEach((listener) => listener()));
    };
  }

  it('offers a named pause button in the first paint, before Swiper, that the keyboard reaches', () => {
    renderCarousel([banner('a'), banner('b')]);
    expect(screen.queryByTestId('swiper')).toBeNull();
    const pause = screen.getByRole('button', { name: 'Pause banners' });
    expect(pause.tagName).toBe('BUTTON');
    expect(pause.tabIndex).toBe(0);
  });

  it('stops autoplay with the button and starts it again with the same button, now named play', async () => {
    renderCarousel([banner('a'), banner('b')]);
    touchCarousel();
    await screen.findByTestId('swiper');
    fireEvent.click(screen.getByRole('button', { name: 'Pause banners' }));
    expect(autoplay.stop).toHaveBeenCalledTimes(1);
    expect(autoplay.running).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Play banners' }));
    expect(autoplay.start).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pause banners' })).toBeTruthy();
  });

  it('does not autoplay for someone who prefers reduced motion until they press play', async () => {
    const change = reducedMotion(true);
    renderCarousel([banner('a'), banner('b')]);
    expect(screen.getByRole('button', { name: 'Play banners' })).toBeTruthy();
    touchCarousel();
    // Swiper starts its autoplay as it is made; the carousel stops it once it has the instance.
    await waitFor(() => expect(autoplay.stop).toHaveBeenCalled());
    expect(autoplay.running).toBe(false);
    // The setting turned off while the page is open: autoplay goes on.
    change(false);
    expect(autoplay.running).toBe(true);
    change(true);
    expect(autoplay.running).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Play banners' }));
    expect(autoplay.running).toBe(true);
  });

  it('pauses while the pointer is over the carousel and goes on when it leaves', async () => {
    renderCarousel([banner('a'), banner('b')]);
    touchCarousel();
    await screen.findByTestId('swiper');
    const region = screen.getByRole('region', { name: 'Promotions' });
    fireEvent.mouseEnter(region);
    expect(autoplay.running).toBe(false);
    fireEvent.mouseLeave(region);
    expect(autoplay.running).toBe(true);
  });

  it('pauses while keyboard focus is inside and goes on when focus leaves the carousel', async () => {
    render(
      <>
        <BannerCarousel banners={[banner('a', jest.fn()), banner('b')]} {...labels} />
        <button type="button">After the carousel</button>
      </>,
    );
    touchCarousel();
    await screen.findByTestId('swiper');
    act(() => screen.getByRole('button', { name: 'Banner a' }).focus());
    expect(autoplay.running).toBe(false);
    // Focus moving within the carousel keeps it paused.
    act(() => screen.getByRole('button', { name: 'Pause banners' }).focus());
    expect(autoplay.running).toBe(false);
    act(() => screen.getByRole('button', { name: 'After the carousel' }).focus());
    expect(autoplay.running).toBe(true);
  });

  it('keeps Swiper out until the first banner has had its autoplay delay after idle, then moves on to the second', async () => {
    jest.useFakeTimers();
    try {
      renderCarousel([banner('a'), banner('b')]);
      // Idle (jsdom has no requestIdleCallback: a moment later), then all but the end of the first banner's turn.
      await act(async () => jest.advanceTimersByTime(200 + 4900));
      expect(screen.queryByTestId('swiper')).toBeNull();
      await act(async () => jest.advanceTimersByTime(100));
      await act(async () => jest.runOnlyPendingTimers());
      expect(await screen.findByTestId('swiper')).toBeTruthy();
      expect(slideNext).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('has no pause button for a single banner, which never moves', () => {
    renderCarousel([banner('a')]);
    expect(screen.queryByRole('button', { name: 'Pause banners' })).toBeNull();
  });
});
