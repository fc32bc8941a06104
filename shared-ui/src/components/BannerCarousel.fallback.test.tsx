// BannerCarousel when Swiper's chunk cannot be fetched: the first banner stays, nothing breaks around it.
import { fireEvent, render, screen } from '@testing-library/react';
import { BannerCarousel } from './BannerCarousel';

// As a browser's chunk load fails: the lazy import rejects.
jest.mock('./SwiperCarousel', () => {
  throw new Error('Loading chunk 411 failed');
});

const banner = (id: string) => ({ id, imageUrl: `/img/${id}.png`, alt: `Banner ${id}` });

it("keeps the first banner when Swiper's chunk cannot be loaded", async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <main>
      <BannerCarousel
        banners={[banner('a'), banner('b')]}
        label="Promotions"
        dotLabel="Go to banner {{index}}"
        pauseLabel="Pause banners"
        playLabel="Play banners"
      />
      <p>The rest of the page</p>
    </main>,
  );
  // The import is tried once the page is idle and the carousel reached; its failure reaches the boundary on a later turn.
  fireEvent.touchStart(screen.getByRole('region', { name: 'Promotions' }));
  await screen.findByText('The rest of the page');
  await new Promise((resolve) => setTimeout(resolve, 600));
  expect(screen.getByRole('region', { name: 'Promotions' })).toBeTruthy();
  expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Banner a']);
  expect(screen.getByText('The rest of the page')).toBeTruthy();
  errors.mockRestore();
});
