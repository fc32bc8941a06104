// The wheel's rotation brings the drawn segment's middle under the top pointer, always turning forward.
import { rotationTo, segmentMiddle } from './wheelAngle';

/** The segment under the pointer for a rotation of the wheel. */
const under = (rotation: number, count: number) => Math.floor((((360 - (rotation % 360)) % 360) * count) / 360);

it('puts each segment under the pointer, from any starting rotation, turning forward', () => {
  for (const count of [2, 5, 8, 12])
    for (const start of [0, 37.5, 360 * 3 + 200])
      for (let index = 0; index < count; index += 1) {
        const next = rotationTo(start, index, count, 5);
        expect(under(next, count)).toBe(index);
        expect(next).toBeGreaterThanOrEqual(start + 5 * 360);
        expect(next).toBeLessThan(start + 6 * 360);
      }
});

it('measures segments clockwise from the top', () => {
  expect(segmentMiddle(0, 4)).toBe(45);
  expect(segmentMiddle(3, 4)).toBe(315);
  expect(rotationTo(0, 0, 4, 0)).toBe(315);
});
