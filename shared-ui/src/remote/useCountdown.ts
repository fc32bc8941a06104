// A whole-seconds countdown for 'send a code' buttons (requirements §4 SMS resend: disabled while it runs, active
// again at 0). Shared by the shell's login/register SMS buttons and the member remote's binding by SMS.
import { useEffect, useState } from 'react';

export interface Countdown {
  /** Seconds left; 0 when none runs. */
  secondsLeft: number;
  /** Starts (or restarts) the countdown from `seconds`. */
  start: (seconds: number) => void;
}

export function useCountdown(): Countdown {
  const [secondsLeft, setSecondsLeft] = useState(0);
  // One tick a second, set again after each: a countdown that stops at 0 and leaves no timer behind on unmount.
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);
  return { secondsLeft, start: setSecondsLeft };
}
