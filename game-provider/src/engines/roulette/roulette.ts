// Single-zero (European) roulette: 37 pockets, 0 to 36. Every bet covers a set of numbers and pays 36 / covered − 1
// to one: straight 35, split 17, street 11, corner 8, line (six numbers) 5, dozen and column 2, red/black,
// odd/even, low/high 1. Zero loses every outside bet. Pure; amounts in minor units.
import type { RandomSource } from '../random';
import type { TableEngine, TableSpot } from '../table/table';

export const ROULETTE_MODEL_ID = 'european-single-zero';
export const POCKETS = 37;
export const RED_NUMBERS: ReadonlySet<number> = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export type PocketColor = 'RED' | 'BLACK' | 'GREEN';
export const colorOf = (pocket: number): PocketColor => (pocket === 0 ? 'GREEN' : RED_NUMBERS.has(pocket) ? 'RED' : 'BLACK');

export interface RouletteSpin {
  number: number;
  color: PocketColor;
}

export interface RouletteSpot extends TableSpot {
  /** The numbers the bet covers. */
  numbers: readonly number[];
}

const range = (from: number, to: number, step = 1): number[] =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

/**
 * Every spot of the layout. The board has 12 rows of three (1-2-3 … 34-35-36): splits join two neighbours in a row
 * or a column (and 0 with 1, 2 or 3), a street is a row, a corner four numbers meeting at a point, a line two rows.
 */
function buildSpots(): RouletteSpot[] {
  const spot = (kind: string, numbers: number[], id = `${kind}-${numbers.join('-')}`): RouletteSpot => ({
    id,
    kind,
    numbers,
    pays: 36 / numbers.length - 1,
  });
  const rows = range(1, 34, 3);
  return [
    ...range(0, 36).map((n) => spot('straight', [n])),
    ...[1, 2, 3].map((n) => spot('split', [0, n])),
    ...range(1, 36)
      .filter((n) => n % 3 !== 0)
      .map((n) => spot('split', [n, n + 1])),
    ...range(1, 33).map((n) => spot('split', [n, n + 3])),
    ...rows.map((n) => spot('street', [n, n + 1, n + 2])),
    ...range(1, 32)
      .filter((n) => n % 3 !== 0)
      .map((n) => spot('corner', [n, n + 1, n + 3, n + 4])),
    ...rows.slice(0, -1).map((n) => spot('line', range(n, n + 5))),
    ...[1, 2, 3].map((d) => spot('dozen', range(12 * d - 11, 12 * d), `dozen-${d}`)),
    ...[1, 2, 3].map((c) => spot('column', range(c, 36, 3), `column-${c}`)),
    spot(
      'red',
      [...RED_NUMBERS].sort((a, b) => a - b),
      'red',
    ),
    spot(
      'black',
      range(1, 36).filter((n) => !RED_NUMBERS.has(n)),
      'black',
    ),
    spot('odd', range(1, 35, 2), 'odd'),
    spot('even', range(2, 36, 2), 'even'),
    spot('low', range(1, 18), 'low'),
    spot('high', range(19, 36), 'high'),
  ];
}

export const ROULETTE_SPOTS: readonly RouletteSpot[] = buildSpots();
const SPOTS_BY_ID = new Map(ROULETTE_SPOTS.map((spot) => [spot.id, spot]));

export function spinWheel(random: RandomSource): RouletteSpin {
  const number = random.nextInt(POCKETS);
  return { number, color: colorOf(number) };
}

export function rouletteReturn(spin: Pick<RouletteSpin, 'number'>, spotId: string, amount: number): number {
  const spot = SPOTS_BY_ID.get(spotId);
  if (!spot) throw new Error(`No roulette spot ${spotId}`);
  return spot.numbers.includes(spin.number) ? (spot.pays + 1) * amount : 0;
}

export const roulette: TableEngine<RouletteSpin> = { spots: ROULETTE_SPOTS, draw: spinWheel, returnOf: rouletteReturn };

/** The 37 equally likely pockets, for the exact proof. */
export const rouletteDistribution = () => ({
  outcomes: range(0, 36).map((number) => ({ outcome: { number, color: colorOf(number) }, weight: 1n })),
  total: BigInt(POCKETS),
});
