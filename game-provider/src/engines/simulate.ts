// Test support for the *.math.test.ts files: the mean and the 4-standard-deviation band a simulation must land in.

export interface SimulationCheck {
  mean: number;
  /** Allowed distance from the exact value: 4 standard errors of the mean. */
  tolerance: number;
}

/** Plays `rounds` rounds (each returns its pay per bet) and measures their mean against the exact variance. */
export function simulate(rounds: number, exactVariance: number, playRound: () => number): SimulationCheck {
  let total = 0;
  for (let round = 0; round < rounds; round++) total += playRound();
  return { mean: total / rounds, tolerance: 4 * Math.sqrt(exactVariance / rounds) };
}

export const SIMULATED_ROUNDS = 1_000_000;
/** The band for a credible return to player. */
export const RTP_RANGE = { min: 0.94, max: 0.996 } as const;
