// BannerCarousel: options per banner count (requirements §2), nothing without banners, one banner without Swiper,
// the first paint before Swiper, lazy and priority images, clickable banners.
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BannerCarousel, carouselOptions } from './BannerCarousel';

// Swiper ships ESM only and measures layout, which jsdom cannot do: a stand-in records the options it gets
// and renders slides plainly.
const swiperProps: Array<Record<string, unknown>> = [];
jest.mock('swiper/react', () => ({
  Swiper: ({ children, ...props }: { children: ReactNode } & Record<string, unknown>) => {
    swiperProps.push(props);
    return <div data-testid="swiper">{children}</div>;
  },
  SwiperSlide: ({ children }: { children: ReactNode }) => <div>{children}</div>,
}));
jest.mock('swiper/modules', () => ({ A11y: function A11y() {}, Autoplay: function Autoplay() {}, Pagination: function Pagination() {} }));

const banner = (id: string, onClick?: () => void) => ({ id, imageUrl: `/img/${id}.png`, alt: `Banner ${id}`, onClick });

beforeEach(() => {
  swiperProps.length = 0;
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
    const { container } = render(<BannerCarousel banners={[]} label="Promotions" dotLabel="Go to banner {{index}}" />);
    expect(container.innerHTML).toBe('');
    expect(swiperProps).toHaveLength(0);
  });

  it('renders one banner as a plain lazy image, never loading Swiper', async () => {
    render(<BannerCarousel banners={[banner('a')]} label="Promotions" dotLabel="Go to banner {{index}}" />);
    expect(screen.getByRole('region', { name: 'Promotions' })).toBeTruthy();
    const img = screen.getByRole('img', { name: 'Banner a' });
    expect(img.getAttribute('loading')).toBe('lazy');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(swiperProps).toHaveLength(0);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('paints the first banner at once, then gives Swiper the modules and looping options for several banners', async () => {
    render(<BannerCarousel banners={[banner('a'), banner('b')]} label="Promotions" dotLabel="Go to banner {{index}}" />);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Banner a']);
    expect(await screen.findByTestId('swiper')).toBeTruthy();
    expect(screen.getAllByRole('img')).toHaveLength(2);
    const props = swiperProps[0] as { modules: Array<{ name: string }>; loop: boolean };
    expect(props.modules.map((m) => m.name)).toEqual(['A11y', 'Autoplay', 'Pagination']);
    expect(props.loop).toBe(true);
  });

  it('loads a priority carousel first image eagerly with high priority, before and inside Swiper; the rest lazily', async () => {
    render(<BannerCarousel banners={[banner('a'), banner('b')]} label="Promotions" dotLabel="Go to banner {{index}}" priority />);
    const first = screen.getByRole('img', { name: 'Banner a' });
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    await screen.findByTestId('swiper');
    expect(screen.getByRole('img', { name: 'Banner a' }).getAttribute('loading')).toBe('eager');
    expect(screen.getByRole('img', { name: 'Banner b' }).getAttribute('loading')).toBe('lazy');
  });

  it('opens a linked banner on click and on Enter', async () => {
    const onClick = jest.fn();
    render(<BannerCarousel banners={[banner('a', onClick), banner('b')]} label="Promotions" dotLabel="Go to banner {{index}}" />);
    await screen.findByTestId('swiper');
    const link = screen.getByRole('button', { name: 'Banner a' });
    fireEvent.click(link);
    fireEvent.keyDown(link, { key: 'Enter' });
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });
});
