// Parts of a page that the first screen does not need render one at a time, in the page's order, each in a task of
// its own after the browser has drawn the one before: no single task builds a whole page (a phone's total blocking
// time counts every task's time over 50 ms), and nothing already drawn moves, since what comes later lies below it.
import { startTransition, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

/** True where the browser can tell what is near the screen; elsewhere (jsdom, very old browsers) nothing is deferred. */
export const canDefer = (): boolean => typeof IntersectionObserver === 'function';

interface Turn {
  /** Where the part sits in the page: the turns go in document order, whatever order they asked in. */
  readonly element: Element;
  readonly grant: () => void;
}

const waiting: Turn[] = [];
let current: Turn | null = null;
let currentTimer: ReturnType<typeof setTimeout> | undefined;
let scheduled = false;

/** A granted part that has not committed in this long (a render that never settles) no longer holds up the others. */
const TURN_TIMEOUT_MS = 1000;

/**
 * A break in the main thread: scheduler.yield where the browser has it, else a message to ourselves (no timer clamp),
 * else a timer.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

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

function schedule(): void {
  if (current || scheduled || waiting.length === 0) return;
  scheduled = true;
  void afterNextFrame().then(() => {
    scheduled = false;
    if (current || waiting.length === 0) return;
    waiting.sort(byDocumentOrder);
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
 * False until `ref`'s part gets its turn, then true for good: asked for while `wanted`, granted in document order, one
 * part at a time, each rendered as a transition once the browser has drawn the part before. True at once where
 * nothing can be deferred (no IntersectionObserver: jsdom, very old browsers), as the near-screen lists are.
 */
export function useRenderTurn(ref: RefObject<Element | null>, wanted = true): boolean {
  const [granted, setGranted] = useState(() => !canDefer());
  useEffect(() => {
    const element = ref.current;
    if (granted || !wanted || !element) return undefined;
    const turn: Turn = { element, grant: () => startTransition(() => setGranted(true)) };
    waiting.push(turn);
    schedule();
    // Runs once the granted render has committed (granted changed), or when the part leaves the page first.
    return () => finish(turn);
  }, [ref, wanted, granted]);
  return granted;
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
