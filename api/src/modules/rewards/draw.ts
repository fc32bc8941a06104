// The reward centre's draws, pure and with the random source injected (crypto in production, a fixed one in tests):
// a red envelope's amount within what its campaign has left, and a prize wheel's segment by weight.
import { randomInt } from 'node:crypto';

/** A uniform integer in [0, maxExclusive). */
export type RandomInt = (maxExclusive: number) => number;

export const cryptoRandomInt: RandomInt = (maxExclusive) => randomInt(maxExclusive);

export interface EnvelopePool {
  budgetMinor: number;
  spentMinor: number;
  envelopeCount: number;
  openedCount: number;
  minMinor: number;
  maxMinor: number;
}

/**
 * The amounts the next envelope may pay: at least the min, at most the max, and never so much that an envelope still
 * to open could not get its min (so the last ones always fit the budget). Null when none is left.
 */
export function envelopeRange(pool: EnvelopePool): { lo: number; hi: number } | null {
  const left = pool.envelopeCount - pool.openedCount;
  if (left <= 0) return null;
  const hi = Math.min(pool.maxMinor, pool.budgetMinor - pool.spentMinor - (left - 1) * pool.minMinor);
  return hi < pool.minMinor ? null : { lo: pool.minMinor, hi };
}

/** An envelope's amount, uniform over its range; null when the campaign has nothing left. */
export function drawEnvelopeAmount(pool: EnvelopePool, random: RandomInt): number | null {
  const range = envelopeRange(pool);
  return range ? range.lo + random(range.hi - range.lo + 1) : null;
}

/** The index of a segment, each as likely as its weight (integers ≥ 0, at least one above 0). */
export function drawSegment(weights: readonly number[], random: RandomInt): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0) throw new Error('A wheel needs a segment with a weight above 0');
  let ticket = random(total);
  for (const [index, weight] of weights.entries()) {
    if (ticket < weight) return index;
    ticket -= weight;
  }
  // Unreachable while random stays below total.
  throw new Error(`The random source gave ${ticket + total}, not below ${total}`);
}
