// Scratch card RTP: the exact return and variance from the prize table, and a million simulated tickets.
import { seededRandom } from '../seeded-random';
import { RTP_RANGE, SIMULATED_ROUNDS, simulate } from '../simulate';
import { SCRATCH_PRIZES, SCRATCH_WEIGHT_TOTAL, buyTicket } from './scratch';
import { exactScratchMath } from './scratch-math';

describe('scratch card math', () => {
  it('computes the exact return as Σ p × prize', () => {
    const weights = SCRATCH_PRIZES.reduce((sum, prize) => sum + prize.weight, 0);
    expect(weights).toBeLessThan(SCRATCH_WEIGHT_TOTAL);
    expect(exactScratchMath().rtp).toBeCloseTo(
      SCRATCH_PRIZES.reduce((sum, prize) => sum + (prize.weight / SCRATCH_WEIGHT_TOTAL) * prize.multiplier, 0),
      15,
    );
  });

  it('has an RTP in range, and a million tickets agree', () => {
    const exact = exactScratchMath();
    expect(exact.rtp).toBeGreaterThanOrEqual(RTP_RANGE.min);
    expect(exact.rtp).toBeLessThanOrEqual(RTP_RANGE.max);
    const random = seededRandom(0x5c7a);
    const check = simulate(SIMULATED_ROUNDS, exact.variance, () => buyTicket(random).multiplier);
    console.info(
      `scratch: exact RTP ${(exact.rtp * 100).toFixed(4)}%, variance ${exact.variance.toFixed(3)}, simulated ${(check.mean * 100).toFixed(4)}% ± ${(check.tolerance * 100).toFixed(4)}`,
    );
    expect(Math.abs(check.mean - exact.rtp)).toBeLessThan(check.tolerance);
  });
});
