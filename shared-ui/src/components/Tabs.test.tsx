// Tabs: tablist semantics, selection by click and by arrow keys with roving focus.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Tabs } from './Tabs';

const tabs = [
  { id: 'user', label: 'Username' },
  { id: 'sms', label: 'Mobile' },
  { id: 'mail', label: 'Email' },
];

function Harness({ onChange }: { onChange: (id: string) => void }) {
  const [value, setValue] = useState('user');
  return (
    <Tabs
      tabs={tabs}
      value={value}
      label="Login method"
      onChange={(id) => {
        onChange(id);
        setValue(id);
      }}
    />
  );
}

describe('Tabs', () => {
  it('marks the selected tab and selects on click', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.getByRole('tablist', { name: 'Login method' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Username' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Mobile' }).getAttribute('aria-selected')).toBe('false');
    fireEvent.click(screen.getByRole('tab', { name: 'Mobile' }));
    expect(onChange).toHaveBeenLastCalledWith('sms');
    expect(screen.getByRole('tab', { name: 'Mobile' }).getAttribute('aria-selected')).toBe('true');
  });

  it('moves with arrow keys, wrapping, and Home/End, focusing the new tab', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const first = screen.getByRole('tab', { name: 'Username' });
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    expect(onChange).toHaveBeenLastCalledWith('mail');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Email' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith('user');
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(onChange).toHaveBeenLastCalledWith('mail');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(onChange).toHaveBeenLastCalledWith('user');
    expect(screen.getByRole('tab', { name: 'Username' }).tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Mobile' }).tabIndex).toBe(-1);
  });

  it('with swiper, keeps the tablist, its tabs and their keys once Swiper has taken over the row', async () => {
    const onChange = jest.fn();
    function Swiping() {
      const [value, setValue] = useState('user');
      return (
        <Tabs
          tabs={tabs}
          value={value}
          label="Login method"
          swiper={{ slidesPerView: 10, spaceBetween: 10, freeMode: true }}
          onChange={(id) => {
            onChange(id);
            setValue(id);
          }}
        />
      );
    }
    const { container } = render(<Swiping />);
    await screen.findByRole('tablist', { name: 'Login method' });
    await waitFor(() => expect(container.querySelector('.swiper')).not.toBeNull());
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Username' }), { key: 'ArrowRight' });
    expect(onChange).toHaveBeenCalledWith('sms');
    expect(screen.getByRole('tab', { name: 'Mobile' }).getAttribute('aria-selected')).toBe('true');
  });
});
