// The reality check's clock (issue 20): due every `intervalMs` of play since the game opened; while its popup is up
// the clock waits, and Continue starts the next interval. Only timers: no Date arithmetic a test would have to fake.
export interface RealityTimer {
  /** Starts (or restarts) the wait for the next check. */
  start(): void;
  stop(): void;
}

export function createRealityTimer(intervalMs: number, onDue: () => void): RealityTimer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return {
    start() {
      stop();
      if (intervalMs <= 0) return;
      timer = setTimeout(() => {
        timer = undefined;
        onDue();
      }, intervalMs);
    },
    stop,
  };
}
