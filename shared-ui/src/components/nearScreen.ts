// Deferring what is far from the screen: a page renders what can be seen first, and the rest as it comes near.
import { useEffect, useState, type FocusEvent, type RefObject } from 'react';
import { canDefer, useRenderTurn } from './renderTurns';

/** How near the screen a deferred part starts to render: within half a screen's height above or below it. */
export const NEAR_SCREEN_MARGIN = '50% 0px';

/**
 * False until `ref`'s element comes within NEAR_SCREEN_MARGIN of the screen and then gets its render turn
 * (useRenderTurn: one part at a time, in the page's order, as a transition), then true for good; true at once where
 * nothing can be deferred, or when `enabled` is false. Lists that come near together (the first screen's) so render
 * one per task instead of all in one.
 */
export function useNearScreen(ref: RefObject<Element | null>, enabled = true): boolean {
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
  const granted = useRenderTurn(ref, enabled && seen);
  return !enabled || granted;
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
 * focused, so the focus is not lost as the items come.
 */
export function useDeferredList(ref: RefObject<HTMLElement | null>, enabled = true): { near: boolean; listProps: DeferredListProps } {
  const nearScreen = useNearScreen(ref, enabled);
  const [reached, setReached] = useState(false);
  const [focused, setFocused] = useState(false);
  const near = nearScreen || reached;
  if (!enabled) return { near, listProps: {} };
  const itself = (event: FocusEvent<HTMLElement>) => event.target === event.currentTarget;
  return {
    near,
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
