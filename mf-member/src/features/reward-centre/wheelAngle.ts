// Where the prize wheel turns to: the pointer sits at the top, segments go clockwise from it, so to show segment i the
// wheel turns until i's middle is under the pointer — always forward, with whole turns first for the spin's show.

/** The middle of segment `index` of `count`, in degrees clockwise from the top. */
export const segmentMiddle = (index: number, count: number): number => ((index + 0.5) * 360) / count;

/**
 * The wheel's next rotation (degrees, growing) from `current` that puts segment `index` under the pointer after
 * `turns` whole turns.
 */
export function rotationTo(current: number, index: number, count: number, turns: number): number {
  const rest = (((360 - segmentMiddle(index, count) - current) % 360) + 360) % 360;
  return current + turns * 360 + rest;
}
