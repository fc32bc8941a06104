// Dialog: named by its title, closes on Escape/backdrop/close button, moves focus in and back.
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Dialog } from './Dialog';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        title="Login"
        closeLabel="Close"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        footer={<button type="button">Submit</button>}
      >
        <p>Body text</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('keeps a hidden title as its accessible name', () => {
    render(
      <Dialog open titleHidden title="Member centre" closeLabel="Close" onClose={() => undefined}>
        <h1>Member centre</h1>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Member centre' })).toBeTruthy();
    expect(window.getComputedStyle(screen.getByRole('heading', { level: 2, name: 'Member centre' })).position).toBe('absolute');
  });

  it('renders nothing when closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a modal dialog named by its title, with focus inside', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Login' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
  });

  it('takes focus without scrolling it into view, which would force a layout of the page in the opening commit', () => {
    const focus = jest.spyOn(HTMLElement.prototype, 'focus');
    try {
      render(<Harness />);
      fireEvent.click(screen.getByRole('button', { name: 'Open' }));
      expect(focus.mock.contexts.at(-1)).toBe(screen.getByRole('dialog'));
      expect(focus).toHaveBeenLastCalledWith({ preventScroll: true });
    } finally {
      focus.mockRestore();
    }
  });

  it('closes on Escape and gives focus back to the opener', () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes from its close button and from the backdrop, not from a click inside', () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.mouseDown(screen.getByText('Body text'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    fireEvent.mouseDown(backdrop);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
