// The reel slot engine: 5 reels × 3 rows, 20 fixed paylines, reel strips, a wild that substitutes for every
// symbol, left-to-right line wins of 3, 4 or 5. Pure: (model, random) → outcome; pays are in line bets.
import type { RandomSource } from '../random';

/** W is the wild; H1–H4 the high symbols (drawn by the theme); A, K, Q, J, T the card ranks. */
export const SYMBOLS = ['W', 'H1', 'H2', 'H3', 'H4', 'A', 'K', 'Q', 'J', 'T'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];
export const WILD = 0;
/** Five wilds on a line pay as five of the top symbol. */
export const TOP_SYMBOL = 1;
export const REELS = 5;
export const ROWS = 3;
export const MIN_RUN = 3;

/** Row (0 top … 2 bottom) of each reel, per payline. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 0, 2, 0],
];

/** Pay of 3, 4 and 5 in a row, in line bets. */
export type RunPays = readonly [three: number, four: number, five: number];

export interface SlotModelDefinition {
  /** How many stops of each symbol each reel strip holds. */
  reelCounts: readonly Readonly<Record<SlotSymbol, number>>[];
  /** The wild pays only through TOP_SYMBOL (five wilds). */
  pays: Readonly<Record<Exclude<SlotSymbol, 'W'>, RunPays>>;
}

export interface SlotModel {
  /** Symbol index at each stop of each reel; a stop shows rows stop, stop+1, stop+2 (wrapping). */
  strips: readonly (readonly number[])[];
  /** paysBySymbol[symbol][run] in line bets (0 below MIN_RUN; the wild's row is unused). */
  paysBySymbol: readonly (readonly number[])[];
}

export function buildSlotModel(definition: SlotModelDefinition): SlotModel {
  if (definition.reelCounts.length !== REELS) throw new Error(`A slot model needs ${REELS} reels`);
  const paysBySymbol = SYMBOLS.map((symbol) => (symbol === 'W' ? [0, 0, 0, 0, 0, 0] : [0, 0, 0, ...definition.pays[symbol]]));
  return { strips: definition.reelCounts.map(spreadStrip), paysBySymbol };
}

/** Lays each symbol's stops out evenly around the strip, so equal symbols do not bunch up. */
function spreadStrip(counts: Readonly<Record<SlotSymbol, number>>): number[] {
  const total = SYMBOLS.reduce((sum, symbol) => sum + counts[symbol], 0);
  const placed: { at: number; symbol: number }[] = [];
  SYMBOLS.forEach((symbol, index) => {
    const count = counts[symbol];
    for (let i = 0; i < count; i++) placed.push({ at: (i + (index + 1) / (SYMBOLS.length + 1)) * (total / count), symbol: index });
  });
  return placed.sort((a, b) => a.at - b.at || a.symbol - b.symbol).map((p) => p.symbol);
}

export interface LineWin {
  /** Index into PAYLINES. */
  line: number;
  symbol: SlotSymbol;
  count: number;
  /** In line bets. */
  pay: number;
}

export interface SpinOutcome {
  stops: number[];
  /** grid[reel][row] */
  grid: SlotSymbol[][];
  lineWins: LineWin[];
  /** Sum of the line wins, in line bets. */
  pay: number;
}

/**
 * The win of one line on a grid of symbol indexes (grid[reel][row]): the pay symbol is the first non-wild from
 * the left (the top symbol when all five are wild), the run counts leading cells that are it or wild.
 */
export function evaluateLine(
  model: SlotModel,
  grid: readonly (readonly number[])[],
  rows: readonly number[],
): { symbol: number; count: number; pay: number } {
  let symbol = TOP_SYMBOL;
  for (let reel = 0; reel < REELS; reel++) {
    const cell = grid[reel]?.[rows[reel] ?? 0] ?? WILD;
    if (cell !== WILD) {
      symbol = cell;
      break;
    }
  }
  let count = 0;
  while (count < REELS) {
    const cell = grid[count]?.[rows[count] ?? 0];
    if (cell !== symbol && cell !== WILD) break;
    count++;
  }
  return { symbol, count, pay: model.paysBySymbol[symbol]?.[count] ?? 0 };
}

export function spinReels(model: SlotModel, random: RandomSource): SpinOutcome {
  const stops: number[] = [];
  const indexGrid: number[][] = [];
  for (const strip of model.strips) {
    const stop = random.nextInt(strip.length);
    stops.push(stop);
    indexGrid.push([strip[stop] ?? WILD, strip[(stop + 1) % strip.length] ?? WILD, strip[(stop + 2) % strip.length] ?? WILD]);
  }
  const lineWins: LineWin[] = [];
  let pay = 0;
  for (let line = 0; line < PAYLINES.length; line++) {
    const win = evaluateLine(model, indexGrid, PAYLINES[line] ?? []);
    if (win.pay === 0) continue;
    lineWins.push({ line, symbol: SYMBOLS[win.symbol] ?? 'W', count: win.count, pay: win.pay });
    pay += win.pay;
  }
  return { stops, grid: indexGrid.map((column) => column.map((index) => SYMBOLS[index] ?? 'W')), lineWins, pay };
}
