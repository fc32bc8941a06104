// Exact video poker expectations from tallies: every final five-card hand's pay is added to each of its 32
// subsets (subsets of each size indexed by the combinatorial number system). For a dealt hand H and a hold S,
// the pay summed over every draw is Σ_{T⊆H\S} (-1)^|T| tally[S∪T] — the final hands that hold S and none of the
// discards — over C(47, 5-|S|) draws. This gives the best hold (the server's hint and the simulation's
// strategy) and the optimal-strategy return, exactly.
import { DECK_SIZE, HAND_SIZE, POKER_PAYS, classifyHand } from './poker';

// Imported bindings compile to getters under CommonJS (jest, tsx); the hot loops read local copies.
const CARDS = DECK_SIZE;
const HAND = HAND_SIZE;
const HOLDS = 1 << HAND;
const classify = classifyHand;
const PAYS = POKER_PAYS;

/** binomial[n][k] for n ≤ 52, k ≤ 5. */
const binomial: number[][] = Array.from({ length: CARDS + 1 }, (_, n) => {
  const row = [1];
  for (let k = 1; k <= HAND; k++) row.push(((row[k - 1] ?? 0) * (n - k + 1)) / k);
  return row;
});
const choose = (n: number, k: number): number => (n >= k ? (binomial[n]?.[k] ?? 0) : 0);

/** For each hold mask: the positions it keeps, and their place within the subset. */
const MASK_POSITIONS: number[][] = Array.from({ length: HOLDS }, (_, mask) => [0, 1, 2, 3, 4].filter((position) => (mask >> position) & 1));
const MASK_SIZES = MASK_POSITIONS.map((positions) => positions.length);
/** Draws that complete a hold of each size: C(47, 5 - size). */
const DRAWS_BY_HOLD_SIZE = [0, 1, 2, 3, 4, 5].map((size) => choose(CARDS - HAND, HAND - size));

export interface DrawTables {
  /** sums[size][index of a subset]: pays of every final hand holding that subset. */
  sums: Int32Array[];
  /** The same for squared pays, when built with secondMoment (for the exact variance). */
  squares: Int32Array[] | null;
}

/** Index of the subset at `mask` of five ascending cards, among subsets of its size. */
function subsetIndex(sorted: ArrayLike<number>, mask: number): number {
  let index = 0;
  const positions = MASK_POSITIONS[mask] as number[];
  for (let place = 0; place < positions.length; place++) index += choose(sorted[positions[place] as number] as number, place + 1);
  return index;
}

export function buildDrawTables(options: { secondMoment?: boolean } = {}): DrawTables {
  const sizes = [0, 1, 2, 3, 4, 5].map((size) => choose(CARDS, size));
  const sums = sizes.map((size) => new Int32Array(size));
  const squares = options.secondMoment ? sizes.map((size) => new Int32Array(size)) : null;
  const hand = new Int32Array(HAND);
  for (let c4 = 4; c4 < CARDS; c4++) {
    for (let c3 = 3; c3 < c4; c3++) {
      for (let c2 = 2; c2 < c3; c2++) {
        for (let c1 = 1; c1 < c2; c1++) {
          for (let c0 = 0; c0 < c1; c0++) {
            const category = classify(c0, c1, c2, c3, c4);
            if (!category) continue;
            const pay = PAYS[category];
            hand[0] = c0;
            hand[1] = c1;
            hand[2] = c2;
            hand[3] = c3;
            hand[4] = c4;
            for (let mask = 0; mask < HOLDS; mask++) {
              const size = MASK_SIZES[mask] as number;
              const index = subsetIndex(hand, mask);
              const sumsOfSize = sums[size] as Int32Array;
              sumsOfSize[index] = (sumsOfSize[index] as number) + pay;
              if (squares) {
                const squaresOfSize = squares[size] as Int32Array;
                squaresOfSize[index] = (squaresOfSize[index] as number) + pay * pay;
              }
            }
          }
        }
      }
    }
  }
  return { sums, squares };
}

/** Turns per-subset tallies of one hand into per-hold sums over draws (superset Möbius transform). */
function sumsOverDraws(tables: Int32Array[], sorted: ArrayLike<number>, out: Float64Array): void {
  for (let mask = 0; mask < HOLDS; mask++)
    out[mask] = (tables[MASK_SIZES[mask] as number] as Int32Array)[subsetIndex(sorted, mask)] as number;
  for (let bit = 1; bit < HOLDS; bit <<= 1) {
    for (let mask = 0; mask < HOLDS; mask++) if (!(mask & bit)) out[mask] = (out[mask] as number) - (out[mask | bit] as number);
  }
}

export interface BestHold {
  /** Which of the hand's five cards to hold, in the hand's order. */
  holds: boolean[];
  /** Expected pay in bets, holding them and drawing the rest. */
  expectedPay: number;
  /** Expected squared pay (when the tables have second moments), for the variance. */
  expectedSquare: number | null;
}

const scratchSums = new Float64Array(HOLDS);
const scratchSquares = new Float64Array(HOLDS);
const scratchSorted = new Int32Array(HAND);
const scratchOrder = [0, 1, 2, 3, 4];

/** The hold with the highest expected pay (ties go to the hold found first); hand: five distinct cards. */
export function bestHold(tables: DrawTables, hand: readonly number[]): BestHold {
  scratchOrder.sort((a, b) => (hand[a] as number) - (hand[b] as number));
  for (let place = 0; place < HAND; place++) scratchSorted[place] = hand[scratchOrder[place] as number] as number;
  sumsOverDraws(tables.sums, scratchSorted, scratchSums);
  let bestMask = 0;
  let bestValue = -1;
  for (let mask = 0; mask < HOLDS; mask++) {
    const value = (scratchSums[mask] as number) / (DRAWS_BY_HOLD_SIZE[MASK_SIZES[mask] as number] as number);
    if (value > bestValue) {
      bestValue = value;
      bestMask = mask;
    }
  }
  let expectedSquare: number | null = null;
  if (tables.squares) {
    sumsOverDraws(tables.squares, scratchSorted, scratchSquares);
    expectedSquare = (scratchSquares[bestMask] as number) / (DRAWS_BY_HOLD_SIZE[MASK_SIZES[bestMask] as number] as number);
  }
  const holds = [false, false, false, false, false];
  for (let place = 0; place < HAND; place++) if ((bestMask >> place) & 1) holds[scratchOrder[place] as number] = true;
  return { holds, expectedPay: bestValue, expectedSquare };
}

export interface PokerMath {
  /** Mean return per bet under the optimal strategy. */
  rtp: number;
  /** Variance of a round's pay per bet under that strategy (needs second-moment tables). */
  variance: number | null;
}

/** Averages the best hold's expectation over all C(52,5) deals. */
export function exactPokerMath(tables: DrawTables): PokerMath {
  let total = 0;
  let totalSquares = 0;
  let deals = 0;
  const hand = [0, 0, 0, 0, 0];
  for (let c4 = 4; c4 < CARDS; c4++) {
    for (let c3 = 3; c3 < c4; c3++) {
      for (let c2 = 2; c2 < c3; c2++) {
        for (let c1 = 1; c1 < c2; c1++) {
          for (let c0 = 0; c0 < c1; c0++) {
            hand[0] = c0;
            hand[1] = c1;
            hand[2] = c2;
            hand[3] = c3;
            hand[4] = c4;
            const best = bestHold(tables, hand);
            total += best.expectedPay;
            totalSquares += best.expectedSquare ?? 0;
            deals++;
          }
        }
      }
    }
  }
  const rtp = total / deals;
  return { rtp, variance: tables.squares ? totalSquares / deals - rtp * rtp : null };
}
