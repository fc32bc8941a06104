// The resend countdown: starts from the given seconds, ticks once a second on a fake clock, stops at 0, restarts.
import { act, renderHook } from '@testing-library/react';
import { useCountdown } from './useCountdown';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** One second at a time, so each tick's effect runs before the next. */
function seconds(n: number) {
  for (let i = 0; i < n; i++) act(() => jest.advanceTimersByTime(1000));
}

it('counts down to 0 and stays there, and can start again', () => {
  const { result } = renderHook(() => useCountdown());
  expect(result.current.secondsLeft).toBe(0);
  act(() => result.current.start(3));
  expect(result.current.secondsLeft).toBe(3);
  seconds(1);
  expect(result.current.secondsLeft).toBe(2);
  seconds(5);
  expect(result.current.secondsLeft).toBe(0);
  act(() => result.current.start(60));
  expect(result.current.secondsLeft).toBe(60);
});
