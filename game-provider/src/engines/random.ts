// Where game outcomes come from: a RandomSource the engines draw from. The server always uses the CSPRNG of
// node:crypto; tests may pass a seeded generator so a million simulated rounds run fast and reproducibly.
import { randomInt } from 'node:crypto';

export interface RandomSource {
  /** A uniformly random integer in [0, below). */
  nextInt(below: number): number;
}

/** The server's only source of outcomes: node:crypto, never the browser. */
export const cryptoRandom: RandomSource = {
  nextInt: (below) => randomInt(below),
};

/** A uniformly random permutation of `items` (Fisher–Yates), leaving `items` alone. */
export function shuffled<T>(items: readonly T[], random: RandomSource): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = random.nextInt(i + 1);
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}
