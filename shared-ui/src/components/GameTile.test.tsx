// GameTile: its buttons by role and name, the hot badge and trial button by flag, the heart's pressed state,
// and the default icon when the game icon fails to load; its placeholder: the name and nothing to press.
import { fireEvent, render, screen } from '@testing-library/react';
import { GameTile, GameTilePlaceholder, type GameTileProps } from './GameTile';

const labels = {
  play: 'Play Fortune Dragon',
  trial: 'Free trial',
  trialName: 'Free trial Fortune Dragon',
  hot: 'Hot',
  favourite: 'Add Fortune Dragon to favourites',
};

function renderTile(overrides: Partial<GameTileProps> = {}) {
  const props: GameTileProps = {
    name: 'Fortune Dragon',
    imageUrl: '/static/games/dragon.svg',
    hot: false,
    favourite: false,
    trial: false,
    labels,
    onPlay: jest.fn(),
    onTrial: jest.fn(),
    onFavouriteToggle: jest.fn(),
    ...overrides,
  };
  return { props, ...render(<GameTile {...props} />) };
}

it('shows the name, and plays and toggles the favourite through named buttons', () => {
  const { props } = renderTile();
  expect(screen.getByText('Fortune Dragon')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Play Fortune Dragon' }));
  const heart = screen.getByRole('button', { name: 'Add Fortune Dragon to favourites' });
  expect(heart.getAttribute('aria-pressed')).toBe('false');
  fireEvent.click(heart);
  expect(props.onPlay).toHaveBeenCalledTimes(1);
  expect(props.onFavouriteToggle).toHaveBeenCalledTimes(1);
});

it('shows the hot badge and the free-trial button only when asked', () => {
  renderTile();
  expect(screen.queryByText('Hot')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Free trial Fortune Dragon' })).toBeNull();
  const onTrial = jest.fn();
  renderTile({ hot: true, trial: true, onTrial });
  expect(screen.getByText('Hot')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Free trial Fortune Dragon' }));
  expect(onTrial).toHaveBeenCalledTimes(1);
});

it('marks a favourite as pressed', () => {
  renderTile({ favourite: true, labels: { ...labels, favourite: 'Remove Fortune Dragon from favourites' } });
  expect(screen.getByRole('button', { name: 'Remove Fortune Dragon from favourites' }).getAttribute('aria-pressed')).toBe('true');
});

it('loads the icon lazily and falls back to the default game icon when it fails, until the URL changes', () => {
  const { container, rerender, props } = renderTile();
  const image = container.querySelector('img');
  expect(image?.getAttribute('loading')).toBe('lazy');
  fireEvent.error(image as HTMLImageElement);
  expect(container.querySelector('img')).toBeNull();
  expect(screen.getByTestId('default-game-icon')).toBeTruthy();
  rerender(<GameTile {...props} imageUrl="/static/games/dragon-lo.svg" />);
  expect(container.querySelector('img')?.getAttribute('src')).toBe('/static/games/dragon-lo.svg');
});

it('loads the icon with its intrinsic size, so the browser knows its shape before it comes', () => {
  const { container } = renderTile();
  const image = container.querySelector('img');
  expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['240', '240']);
});

it("a placeholder shows the game's name in the tile's frame, with no image and nothing to press", () => {
  const { container } = render(<GameTilePlaceholder name="Fortune Dragon" trial />);
  expect(screen.getByText('Fortune Dragon')).toBeTruthy();
  expect(screen.queryAllByRole('button')).toHaveLength(0);
  expect(container.querySelector('img')).toBeNull();
  // The free-trial line is kept (same height as the tile's), hidden from assistive technology.
  expect(container.querySelector('.gt-trial')?.getAttribute('aria-hidden')).toBe('true');
});
