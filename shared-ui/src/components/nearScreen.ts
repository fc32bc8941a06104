// Deferring what is far from the screen: a page renders what can be seen first, and the rest as it comes near.
import { useEffect, useState, type FocusEvent, type RefObject } from 'react';
import { canDefer, useTurnSteps } from './renderTurns';

/** How near the screen a deferred part starts to render: within half a screen's height above or below it. */
export const NEAR_SCREEN_MARGIN = '50% 0px';

/** False until `ref`'s element comes within NEAR_SCREEN_MARGIN of the screen, then true for good (while `enabled`). */
function useSeen(ref: RefObject<Element | null>, enabled: boolean): boolean {
  const [seen, setSeen] = useState(() => !enabled || !canDefer());
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setSeen(true);
      },
      { rootMargin: NEAR_SCREEN_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}

/**
 * How many of `steps` steps `ref`'s part may render: none until its element comes within NEAR_SCREEN_MARGIN of the
 * screen, then one more per render turn (useTurnSteps: one part at a time, in the page's order, as a transition); all
 * at once where nothing can be deferred, or when `enabled` is false. Lists that come near together (the first
 * screen's) so render one per task instead of all in one.
 */
function useNearScreenSteps(ref: RefObject<Element | null>, steps: number, enabled: boolean): number {
  const seen = useSeen(ref, enabled);
  const done = useTurnSteps(ref, steps, enabled && seen);
  return enabled ? done : steps;
}

/** False until `ref`'s element comes near the screen and then gets its render turn, then true for good (see above). */
export function useNearScreen(ref: RefObject<Element | null>, enabled = true): boolean {
  return useNearScreenSteps(ref, 1, enabled) === 1;
}

/** What a deferred list puts on its own element (see useDeferredList). */
export interface DeferredListProps {
  tabIndex?: number;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * A list that renders its items once it comes near the screen (useNearScreen) and shows placeholders until then. While
 * it holds them, the list is a tab stop itself: a keyboard reaches it and can scroll it (the placeholders hold nothing
 * to focus; axe scrollable-region-focusable), and focus on it renders the items at once. It stays a tab stop while
 * focused, so the focus is not lost as the items come. With `steps` over 1, the items come in that many parts, a
 * render turn each (a carousel's tiles in view, then those beyond, so no one task renders a long list): `shown` is how
 * many parts may render, `steps` once all may.
 */
export function useDeferredList(
  ref: RefObject<HTMLElement | null>,
  enabled = true,
  steps = 1,
): { near: boolean; shown: number; listProps: DeferredListProps } {
  const nearSteps = useNearScreenSteps(ref, steps, enabled);
  const [reached, setReached] = useState(false);
  const [focused, setFocused] = useState(false);
  const shown = reached ? steps : nearSteps;
  const near = shown > 0;
  if (!enabled) return { near, shown, listProps: {} };
  const itself = (event: FocusEvent<HTMLElement>) => event.target === event.currentTarget;
  return {
    near,
    shown,
    listProps: {
      tabIndex: !near || focused ? 0 : undefined,
      onFocus: (event) => {
        if (!itself(event)) return;
        setFocused(true);
        setReached(true);
      },
      onBlur: (event) => {
        if (itself(event)) setFocused(false);
      },
    },
  };
}
