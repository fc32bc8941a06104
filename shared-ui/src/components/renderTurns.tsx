// Parts of a page that the first screen does not need render one at a time, in the page's order, each in a task of
// its own after the browser has drawn the one before: no single task builds a whole page (a phone's total blocking
// time counts every task's time over 50 ms), and nothing already drawn moves, since what comes later lies below it.
import { startTransition, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { yieldToBrowser } from './yieldToBrowser';

/** True where the browser can tell what is near the screen; elsewhere (jsdom, very old browsers) nothing is deferred. */
export const canDefer = (): boolean => typeof IntersectionObserver === 'function';

interface Turn {
  /** Where the part sits in the page: the turns go in document order, whatever order they asked in. */
  readonly element: Element;
  /** A part's second and later steps (a list's tiles out of view): they wait until no part waits for its first. */
  readonly later: boolean;
  readonly grant: () => void;
}

const waiting: Turn[] = [];
let current: Turn | null = null;
let currentTimer: ReturnType<typeof setTimeout> | undefined;
let scheduled = false;

/** A granted part that has not committed in this long (a render that never settles) no longer holds up the others. */
const TURN_TIMEOUT_MS = 1000;

/**
 * Resolves once the browser has drawn a frame: a task started from requestAnimationFrame runs after that frame's style,
 * layout and paint, so the next part's work and the last part's layout fall in different tasks. A page without frames
 * (a hidden tab) goes on after 100 ms.
 */
function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(go, 100);
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => void yieldToBrowser().then(go));
  });
}

const byDocumentOrder = (a: Turn, b: Turn) => (a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1);
const byStepThenDocumentOrder = (a: Turn, b: Turn) => Number(a.later) - Number(b.later) || byDocumentOrder(a, b);

function schedule(): void {
  if (current || scheduled || waiting.length === 0) return;
  scheduled = true;
  void afterNextFrame().then(() => {
    scheduled = false;
    if (current || waiting.length === 0) return;
    waiting.sort(byStepThenDocumentOrder);
    const turn = waiting.shift() as Turn;
    current = turn;
    currentTimer = setTimeout(() => finish(turn), TURN_TIMEOUT_MS);
    turn.grant();
  });
}

/** The part has committed (or left the page): the next one may go. */
function finish(turn: Turn): void {
  const index = waiting.indexOf(turn);
  if (index >= 0) waiting.splice(index, 1);
  if (current !== turn) return;
  current = null;
  clearTimeout(currentTimer);
  schedule();
}

/**
 * How many of `total` steps `ref`'s part may render: none until asked for while `wanted`, then one more per render turn
 * (granted in document order, one part at a time, each rendered as a transition once the browser has drawn the part
 * before; a part's later steps wait behind every part's first). All at once where nothing can be deferred (no
 * IntersectionObserver: jsdom, very old browsers), as the near-screen lists are.
 */
export function useTurnSteps(ref: RefObject<Element | null>, total: number, wanted = true): number {
  const [done, setDone] = useState(() => (canDefer() ? 0 : Number.POSITIVE_INFINITY));
  useEffect(() => {
    const element = ref.current;
    if (done >= total || !wanted || !element) return undefined;
    const turn: Turn = { element, later: done > 0, grant: () => startTransition(() => setDone((steps) => steps + 1)) };
    waiting.push(turn);
    schedule();
    // Runs once the granted render has committed (done changed), or when the part leaves the page first.
    return () => finish(turn);
  }, [ref, wanted, done, total]);
  return Math.min(done, total);
}

/** False until `ref`'s part gets its turn (useTurnSteps, in one step), then true for good. */
export function useRenderTurn(ref: RefObject<Element | null>, wanted = true): boolean {
  return useTurnSteps(ref, 1, wanted) === 1;
}

/**
 * Its children once their turn comes (useRenderTurn), nothing before. The wrapper takes no box (display: contents),
 * so the page's layout is the children's own. For what lies below the first screen: appended under what is drawn, it
 * moves nothing in view.
 */
export function RenderInTurn({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const granted = useRenderTurn(ref);
  return (
    <div ref={ref} style={{ display: 'contents' }}>
      {granted ? children : null}
    </div>
  );
}
