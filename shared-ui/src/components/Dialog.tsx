// Modal dialog: portalled to body, named by its heading, closes on Escape, backdrop and its close button,
// keeps Tab inside, and gives focus back to where it was. A full-screen sheet on mobile widths.
import { css } from '@emotion/react';
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { theme } from '../theme/theme';
import { visuallyHidden } from '../theme/visuallyHidden';
import { IconButton } from './Button';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /** Accessible name of the close button (an i18n text from the caller). */
  closeLabel: string;
  children: ReactNode;
  footer?: ReactNode;
  /** Desktop width in px (default 480). Mobile is always full screen. */
  width?: number;
  /** Element to focus on open; defaults to the dialog itself, so a screen reader reads its title first. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Keeps the title for assistive technology only, when the content shows its own heading (a remote's page). */
  titleHidden?: boolean;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

// Open dialogs, innermost last: only the innermost one answers Escape and traps Tab.
const openStack: object[] = [];

const backdrop = css`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${theme.spacing(4)};
  background: ${theme.colors.overlay};
  ${theme.mq.mobile} {
    padding: 0;
    align-items: stretch;
  }
`;

const panel = css`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-height: calc(100vh - 32px);
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.raised};
  outline: none;
  ${theme.mq.mobile} {
    max-width: none !important;
    max-height: none;
    height: 100%;
    border-radius: 0;
    border: none;
  }
`;

const header = css`
  display: flex;
  align-items: center;
  /* With the title hidden, the close button stays at the end. */
  justify-content: flex-end;
  gap: ${theme.spacing(2)};
  padding: ${theme.spacing(3)} ${theme.spacing(3)} ${theme.spacing(3)} ${theme.spacing(5)};
  border-bottom: 1px solid ${theme.colors.border};
  & h2 {
    flex: 1;
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    color: ${theme.colors.primary};
  }
`;

const body = css`
  flex: 1;
  overflow-y: auto;
  padding: ${theme.spacing(5)};
`;

const footerCss = css`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.spacing(2)};
  padding: ${theme.spacing(3)} ${theme.spacing(5)};
  border-top: 1px solid ${theme.colors.border};
`;

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
    </svg>
  );
}

export function Dialog({
  open,
  title,
  onClose,
  closeLabel,
  children,
  footer,
  width = 480,
  initialFocusRef,
  titleHidden = false,
}: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // The latest onClose without re-running the open effect (which would steal focus again) on every render.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // A layout effect: focus, the scroll lock and the keys are in place in the commit that shows the dialog, before it
  // is painted, so an Escape pressed as soon as it can be seen closes it (a passive effect runs after the paint, and
  // on a busy phone a key could fall in between and be lost).
  useLayoutEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Without scrolling: the panel is fixed in the viewport, and scrolling an element into view makes the browser lay
    // out the whole page there and then, inside the commit's task (~100 ms on a phone at a popup's opening, issue 15);
    // the frame after the commit lays it out anyway, in a task of its own.
    (initialFocusRef?.current ?? panelRef.current)?.focus({ preventScroll: true });
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const token = {};
    openStack.push(token);
    const onKeyDown = (event: KeyboardEvent) => {
      if (openStack[openStack.length - 1] !== token) return;
      if (event.key === 'Escape') {
        onCloseRef.current();
        return;
      }
      if (event.key === 'Tab' && panelRef.current) trapTab(event, panelRef.current);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openStack.splice(openStack.indexOf(token), 1);
      document.body.style.overflow = previousOverflow;
      previouslyFocused?.focus();
    };
  }, [open, initialFocusRef]);

  if (!open || typeof document === 'undefined') return null;

  return createPortal(
    <div
      css={backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} css={panel} style={{ maxWidth: width }}>
        <div css={header}>
          <h2 id={titleId} css={titleHidden && visuallyHidden}>
            {title}
          </h2>
          <IconButton label={closeLabel} size="sm" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </div>
        <div css={body}>{children}</div>
        {footer && <div css={footerCss}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}

function trapTab(event: KeyboardEvent, container: HTMLElement) {
  const focusable = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
