// TileList: one list item per item in order, named scroll buttons only for a carousel that asks for them; with a
// placeholder, a list far from the screen holds placeholders and renders its items when it comes near.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { TileList, type TileListLayout } from './TileList';

const renderList = (layout: TileListLayout, withScroll = true) =>
  render(
    <TileList
      items={['a', 'b', 'c']}
      itemKey={(item) => item}
      renderItem={(item) => <span>tile {item}</span>}
      layout={layout}
      label="Hot games"
      scrollLabels={withScroll ? { previous: 'Back', next: 'Forward' } : undefined}
    />,
  );

it('renders each item as a list item of a named list, in order', () => {
  renderList('grid');
  const list = screen.getByRole('list', { name: 'Hot games' });
  expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['tile a', 'tile b', 'tile c']);
});

it('gives a grid no scroll buttons', () => {
  renderList('grid');
  expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
});

it('scrolls a carousel by most of its visible width', () => {
  renderList('twoRows');
  const list = screen.getByRole('list', { name: 'Hot games' });
  Object.defineProperty(list, 'clientWidth', { value: 1000 });
  const scrollBy = jest.fn();
  list.scrollBy = scrollBy;
  fireEvent.click(screen.getByRole('button', { name: 'Forward' }));
  fireEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(scrollBy.mock.calls).toEqual([[{ left: 900, behavior: 'smooth' }], [{ left: -900, behavior: 'smooth' }]]);
});

it('leaves the scroll buttons out of a carousel without their names', () => {
  renderList('row', false);
  expect(screen.queryAllByRole('button')).toHaveLength(0);
});

describe('with a placeholder: a list far from the screen renders its items when it comes near', () => {
  /** Stands in for the browser's IntersectionObserver: records what each observer watches and reports entries on demand. */
  class FakeObserver {
    static made: FakeObserver[] = [];
    readonly watched = new Set<Element>();
    constructor(
      readonly report: (entries: Array<Pick<IntersectionObserverEntry, 'target' | 'isIntersecting'>>) => void,
      readonly options: IntersectionObserverInit = {},
    ) {
      FakeObserver.made.push(this);
    }
    observe(target: Element) {
      this.watched.add(target);
    }
    unobserve(target: Element) {
      this.watched.delete(target);
    }
    disconnect() {
      this.watched.clear();
    }
  }

  /** Reports `target` as near (or not) to every observer watching it, as the browser does after a layout. */
  const near = (target: Element, isIntersecting = true) =>
    act(() => {
      for (const observer of FakeObserver.made) if (observer.watched.has(target)) observer.report([{ target, isIntersecting }]);
    });

  beforeEach(() => {
    FakeObserver.made = [];
    Object.defineProperty(window, 'IntersectionObserver', { configurable: true, value: FakeObserver });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
  });

  const renderDeferred = (layout: TileListLayout) =>
    render(
      <TileList
        items={['a', 'b', 'c']}
        itemKey={(item) => item}
        renderItem={(item) => <button type="button">Play {item}</button>}
        placeholder={(item) => <span>placeholder {item}</span>}
        layout={layout}
        label="New games"
      />,
    );
  const list = () => screen.getByRole('list', { name: 'New games' });
  const texts = () => [...list().querySelectorAll('li')].map((li) => li.textContent);

  it.each(['row', 'grid'] as const)('%s: placeholders until the list nears the viewport, then the items for good', async (layout) => {
    renderDeferred(layout);
    expect(texts()).toEqual(['placeholder a', 'placeholder b', 'placeholder c']);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    // Watched against the viewport, with half a screen's margin above and below.
    expect(FakeObserver.made.map((observer) => observer.options.rootMargin)).toEqual(['50% 0px']);
    near(list(), false);
    expect(texts()).toEqual(['placeholder a', 'placeholder b', 'placeholder c']);
    near(list());
    // The items come in the list's render turn (after a frame), not in the observer's own task.
    expect(texts()).toEqual(['placeholder a', 'placeholder b', 'placeholder c']);
    await waitFor(() => expect(texts()).toEqual(['Play a', 'Play b', 'Play c']));
    // Rendered once, the items stay when the list leaves the screen again; nothing watches it any more.
    expect(FakeObserver.made.every((observer) => observer.watched.size === 0)).toBe(true);
  });

  it('is a tab stop while it holds placeholders, and focus on it renders the items without losing the focus', () => {
    renderDeferred('row');
    expect(list().tabIndex).toBe(0);
    act(() => list().focus());
    expect(texts()).toEqual(['Play a', 'Play b', 'Play c']);
    expect(document.activeElement).toBe(list());
    act(() => screen.getByRole('button', { name: 'Play a' }).focus());
    // With its items in, the list is no tab stop any more: the tiles are.
    expect(list().hasAttribute('tabindex')).toBe(false);
  });

  it('a carousel wider than the screen renders the tiles in view first, then those beyond, a turn each', async () => {
    // A phone's screen: four of the narrowest columns fit it.
    Object.defineProperty(window.screen, 'width', { configurable: true, value: 412 });
    try {
      /** Each tile records how many tiles stood rendered when it mounted: the tiles of one turn mount together. */
      const seenAtMount: number[] = [];
      function Tile({ name }: { name: string }) {
        useEffect(() => {
          seenAtMount.push(screen.queryAllByRole('button').length);
        }, []);
        return <button type="button">Play {name}</button>;
      }
      const names = 'abcdefghij'.split('');
      render(
        <TileList
          items={names}
          itemKey={(item) => item}
          renderItem={(item) => <Tile name={item} />}
          placeholder={(item) => <span>placeholder {item}</span>}
          layout="row"
          label="New games"
        />,
      );
      near(list());
      await waitFor(() => expect(texts()).toEqual(names.map((name) => `Play ${name}`)));
      // Three turns: 4 tiles, 4 more, the last 2; never all 10 in one.
      expect(seenAtMount).toEqual([4, 4, 4, 4, 8, 8, 8, 8, 10, 10]);
    } finally {
      Reflect.deleteProperty(window.screen, 'width');
    }
  });

  it('renders the items at once where the browser cannot tell what is near', () => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
    renderDeferred('row');
    expect(texts()).toEqual(['Play a', 'Play b', 'Play c']);
    expect(list().hasAttribute('tabindex')).toBe(false);
  });
});
