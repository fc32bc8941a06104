// The scratch card engine: a ticket's prize is drawn from a weighted prize table; its nine cells are then laid
// out to show it (three equal amounts for a win, no amount three times for no win). Pure: random → ticket.
import { shuffled, type RandomSource } from '../random';

export const SCRATCH_MODEL_ID = 'lucky-nine';
export const SCRATCH_CELLS = 9;
/** Prize weights are out of this many tickets. */
export const SCRATCH_WEIGHT_TOTAL = 1_000_000;

export interface ScratchPrize {
  /** In ticket prices. */
  multiplier: number;
  /** Tickets out of SCRATCH_WEIGHT_TOTAL that win it. */
  weight: number;
}

/** Largest first; the remaining weight draws no prize. */
export const SCRATCH_PRIZES: readonly ScratchPrize[] = [
  { multiplier: 1000, weight: 10 },
  { multiplier: 100, weight: 300 },
  { multiplier: 50, weight: 1_000 },
  { multiplier: 20, weight: 5_000 },
  { multiplier: 10, weight: 15_000 },
  { multiplier: 5, weight: 40_000 },
  { multiplier: 2, weight: 130_000 },
  { multiplier: 1, weight: 160_000 },
];

export interface ScratchTicket {
  /** In ticket prices; 0 for no win. */
  multiplier: number;
  /** What each cell shows, in ticket prices. */
  cells: number[];
  /** The three matching cells of a win (empty for no win). */
  winningCells: number[];
}

export function drawPrize(random: RandomSource): number {
  let ticket = random.nextInt(SCRATCH_WEIGHT_TOTAL);
  for (const prize of SCRATCH_PRIZES) {
    if (ticket < prize.weight) return prize.multiplier;
    ticket -= prize.weight;
  }
  return 0;
}

/** For each prize (0 for none): every other amount twice, so only the prize can appear three times. */
const DECOYS = new Map<number, readonly number[]>(
  [0, ...SCRATCH_PRIZES.map((prize) => prize.multiplier)].map((multiplier) => [
    multiplier,
    SCRATCH_PRIZES.filter((prize) => prize.multiplier !== multiplier).flatMap((prize) => [prize.multiplier, prize.multiplier]),
  ]),
);

export function buyTicket(random: RandomSource): ScratchTicket {
  const multiplier = drawPrize(random);
  const decoys = shuffled(DECOYS.get(multiplier) ?? [], random);
  const winning = multiplier > 0 ? [multiplier, multiplier, multiplier] : [];
  const cells = shuffled([...winning, ...decoys.slice(0, SCRATCH_CELLS - winning.length)], random);
  const winningCells = multiplier > 0 ? cells.flatMap((value, index) => (value === multiplier ? [index] : [])) : [];
  return { multiplier, cells, winningCells };
}
