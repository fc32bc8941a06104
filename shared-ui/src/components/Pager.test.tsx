// Pager: hidden for a single page, numbered buttons by name, clicks report in-range pages only.
import { fireEvent, render, screen } from '@testing-library/react';
import { Pager, pageItems } from './Pager';

const labels = { previous: 'Previous', next: 'Next', page: (n: number) => `Page ${n}`, nav: 'Pages' };

describe('pageItems', () => {
  it('lists every page when they fit', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps margins and a window around the current page, with gaps between', () => {
    expect(pageItems(10, 20, 2, 5)).toEqual([1, 2, 'gap', 8, 9, 10, 11, 12, 'gap', 19, 20]);
    expect(pageItems(1, 20, 1, 5)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(20, 20, 1, 5)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });

  it('shows a lone skipped page instead of a gap', () => {
    expect(pageItems(5, 10, 1, 5)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 10]);
  });
});

describe('Pager', () => {
  it('renders nothing at one page or none', () => {
    const { container, rerender } = render(<Pager page={1} totalPages={1} onChange={jest.fn()} labels={labels} />);
    expect(container.innerHTML).toBe('');
    rerender(<Pager page={1} totalPages={0} onChange={jest.fn()} labels={labels} />);
    expect(container.innerHTML).toBe('');
  });

  it('is a nav whose page buttons report the page clicked', () => {
    const onChange = jest.fn();
    render(<Pager page={2} totalPages={4} onChange={onChange} labels={labels} />);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onChange.mock.calls).toEqual([[4], [3], [1]]);
  });

  it('does not go past either end or re-select the current page', () => {
    const onChange = jest.fn();
    render(<Pager page={1} totalPages={3} onChange={onChange} labels={labels} />);
    const previous = screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    fireEvent.click(previous);
    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
