// Exact probabilities for the table games' RTP proofs: a finite distribution of outcomes with whole-number weights
// (BigInt), and the exact expected return of a bet under it as a fraction. No floating point until the end.
import type { TableEngine } from './table';

export interface Fraction {
  numerator: bigint;
  denominator: bigint;
}

/** Outcomes with their weights; the probability of one is weight / total. */
export interface Distribution<O> {
  outcomes: readonly { outcome: O; weight: bigint }[];
  total: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function fraction(numerator: bigint, denominator: bigint): Fraction {
  const divisor = gcd(numerator, denominator) || 1n;
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

/** A fraction as a number, for display (exact to about 15 digits). */
export const toNumber = ({ numerator, denominator }: Fraction): number =>
  Number((numerator * 10n ** 15n) / denominator) / 1e15 + Number((numerator * 10n ** 15n) % denominator) / Number(denominator) / 1e15;

/**
 * The exact return to player of a bet of `amount` on `spot`: E[what it gets back] / amount, computed with the engine's
 * own settlement (so rounding, such as the banker's commission, is part of the proof).
 */
export function exactReturn<O>(engine: TableEngine<O>, distribution: Distribution<O>, spot: string, amount: number): Fraction {
  let sum = 0n;
  for (const { outcome, weight } of distribution.outcomes) sum += weight * BigInt(engine.returnOf(outcome, spot, amount));
  return fraction(sum, distribution.total * BigInt(amount));
}
