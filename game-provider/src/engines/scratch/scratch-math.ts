// Exact return to player and variance of the scratch card, straight from its prize table.
import { SCRATCH_PRIZES, SCRATCH_WEIGHT_TOTAL } from './scratch';

export function exactScratchMath(): { rtp: number; variance: number } {
  let rtp = 0;
  let secondMoment = 0;
  for (const prize of SCRATCH_PRIZES) {
    const probability = prize.weight / SCRATCH_WEIGHT_TOTAL;
    rtp += probability * prize.multiplier;
    secondMoment += probability * prize.multiplier ** 2;
  }
  return { rtp, variance: secondMoment - rtp * rtp };
}
