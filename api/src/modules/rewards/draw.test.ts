// The reward centre's draws on their own, with the random source injected: a wheel's segments come up in proportion
// to their weights (every outcome of the source counted, then a long seeded run), zero weights never; an envelope's
// amount stays between the min and the max and always leaves the min of each envelope still to open.
import { drawEnvelopeAmount, drawSegment, envelopeRange, type EnvelopePool, type RandomInt } from './draw';

/** A deterministic source (a linear congruential generator) for long runs. */
function seeded(seed: number): RandomInt {
  let state = seed >>> 0;
  return (max) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state % max;
  };
}

describe('drawSegment', () => {
  it('maps each outcome of the source to a segment: every segment exactly as often as its weight', () => {
    const weights = [30, 0, 20, 10, 25, 6, 3, 1];
    const total = weights.reduce((a, b) => a + b, 0);
    const counts = weights.map(() => 0);
    for (let outcome = 0; outcome < total; outcome += 1) counts[drawSegment(weights, () => outcome)]! += 1;
    expect(counts).toEqual(weights);
  });

  it('comes up in proportion to the weights over a long run, and never on a zero weight', () => {
    const weights = [50, 0, 30, 15, 5];
    const random = seeded(20251129);
    const draws = 200_000;
    const counts = weights.map(() => 0);
    for (let n = 0; n < draws; n += 1) counts[drawSegment(weights, random)]! += 1;
    expect(counts[1]).toBe(0);
    for (const [index, weight] of weights.entries()) expect(Math.abs(counts[index]! / draws - weight / 100)).toBeLessThan(0.01);
  });

  it('asks the source for a number below the total weight, and refuses a wheel without weight', () => {
    const asked: number[] = [];
    drawSegment([1, 2, 3], (max) => {
      asked.push(max);
      return max - 1;
    });
    expect(asked).toEqual([6]);
    expect(drawSegment([1, 2, 3], () => 5)).toBe(2);
    expect(() => drawSegment([0, 0], () => 0)).toThrow('weight above 0');
  });
});

describe('drawEnvelopeAmount', () => {
  const pool = (overrides: Partial<EnvelopePool> = {}): EnvelopePool => ({
    budgetMinor: 1_000,
    spentMinor: 0,
    envelopeCount: 5,
    openedCount: 0,
    minMinor: 100,
    maxMinor: 500,
    ...overrides,
  });

  it('draws between the min and the max', () => {
    expect(envelopeRange(pool())).toEqual({ lo: 100, hi: 500 });
    expect(drawEnvelopeAmount(pool(), () => 0)).toBe(100);
    expect(drawEnvelopeAmount(pool(), (max) => max - 1)).toBe(500);
  });

  it('keeps the min of every envelope still to open: the last ones always fit', () => {
    // 4 left after this one need 400 of the 700 left: at most 300 now.
    expect(envelopeRange(pool({ spentMinor: 300 }))).toEqual({ lo: 100, hi: 300 });
    // The last envelope takes what is left, up to the max.
    expect(envelopeRange(pool({ spentMinor: 750, openedCount: 4 }))).toEqual({ lo: 100, hi: 250 });
    expect(envelopeRange(pool({ spentMinor: 100, openedCount: 4 }))).toEqual({ lo: 100, hi: 500 });
  });

  it('has nothing once every envelope is opened or the budget cannot pay a min', () => {
    expect(drawEnvelopeAmount(pool({ openedCount: 5 }), () => 0)).toBeNull();
    expect(drawEnvelopeAmount(pool({ spentMinor: 950, openedCount: 4 }), () => 0)).toBeNull();
  });

  it('never overspends however the draws fall: a whole campaign opened with a seeded source', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const random = seeded(seed);
      const state = pool({ budgetMinor: 2_000, envelopeCount: 10, minMinor: 50, maxMinor: 900 });
      const amounts: number[] = [];
      for (;;) {
        const amount = drawEnvelopeAmount(state, random);
        if (amount === null) break;
        amounts.push(amount);
        state.spentMinor += amount;
        state.openedCount += 1;
      }
      expect(amounts).toHaveLength(10);
      expect(amounts.every((a) => a >= 50 && a <= 900)).toBe(true);
      expect(state.spentMinor).toBeLessThanOrEqual(2_000);
    }
  });
});
