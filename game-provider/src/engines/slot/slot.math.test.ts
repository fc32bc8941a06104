// Slot RTP: the exact return and variance of each model (checked against brute force over every stop of a small
// model), and a simulation of a million spins per model within 4 standard deviations of the exact return.
import { seededRandom } from '../seeded-random';
import type { RandomSource } from '../random';
import { RTP_RANGE, SIMULATED_ROUNDS, simulate } from '../simulate';
import { SLOT_MODEL_IDS, SLOT_MODELS } from './models';
import { PAYLINES, buildSlotModel, spinReels, type SlotModel } from './slot';
import { exactSlotMath } from './slot-math';

/** Spins that land on the given stops, to enumerate every stop combination. */
const fixedStops = (stops: number[]): RandomSource => {
  let reel = 0;
  return { nextInt: () => stops[reel++] ?? 0 };
};

function bruteForce(model: SlotModel): { rtp: number; variance: number } {
  const lengths = model.strips.map((strip) => strip.length);
  const combinations = lengths.reduce((product, length) => product * length, 1);
  let sum = 0;
  let sumOfSquares = 0;
  for (let combination = 0; combination < combinations; combination++) {
    let rest = combination;
    const stops = lengths.map((length) => {
      const stop = rest % length;
      rest = Math.floor(rest / length);
      return stop;
    });
    const spinReturn = spinReels(model, fixedStops(stops)).pay / PAYLINES.length;
    sum += spinReturn;
    sumOfSquares += spinReturn * spinReturn;
  }
  const rtp = sum / combinations;
  return { rtp, variance: sumOfSquares / combinations - rtp * rtp };
}

describe('slot math', () => {
  it('matches brute force over every stop of a small model, wilds and five-wild lines included', () => {
    const counts = { W: 1, H1: 1, H2: 1, H3: 0, H4: 0, A: 1, K: 1, Q: 0, J: 0, T: 1 };
    const small = buildSlotModel({
      reelCounts: [counts, { ...counts, W: 2 }, counts, { ...counts, H2: 0 }, counts],
      pays: {
        H1: [5, 20, 100],
        H2: [3, 10, 50],
        H3: [2, 5, 20],
        H4: [2, 5, 20],
        A: [1, 3, 10],
        K: [1, 2, 8],
        Q: [1, 2, 5],
        J: [1, 2, 5],
        T: [1, 2, 5],
      },
    });
    const exact = exactSlotMath(small);
    const brute = bruteForce(small);
    expect(exact.rtp).toBeCloseTo(brute.rtp, 12);
    expect(exact.variance).toBeCloseTo(brute.variance, 10);
  });

  it.each(SLOT_MODEL_IDS)('model %s: exact RTP in range, a million spins agree', (id) => {
    const model = SLOT_MODELS[id];
    const exact = exactSlotMath(model);
    expect(exact.rtp).toBeGreaterThanOrEqual(RTP_RANGE.min);
    expect(exact.rtp).toBeLessThanOrEqual(RTP_RANGE.max);
    const random = seededRandom(0x5107 + id.length);
    const check = simulate(SIMULATED_ROUNDS, exact.variance, () => spinReels(model, random).pay / PAYLINES.length);
    console.info(
      `slot ${id}: exact RTP ${(exact.rtp * 100).toFixed(4)}%, variance ${exact.variance.toFixed(3)}, simulated ${(check.mean * 100).toFixed(4)}% ± ${(check.tolerance * 100).toFixed(4)}`,
    );
    expect(Math.abs(check.mean - exact.rtp)).toBeLessThan(check.tolerance);
  });
});
