// TileList: one list item per item in order, named scroll buttons only for a carousel that asks for them.
import { fireEvent, render, screen } from '@testing-library/react';
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
