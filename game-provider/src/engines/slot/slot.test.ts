// The reel slot's rules: line pays with wilds, the 20 paylines, and a spin's grid and line wins.
import { SLOT_MODELS } from './models';
import { PAYLINES, REELS, ROWS, SYMBOLS, evaluateLine, spinReels } from './slot';
import type { RandomSource } from '../random';

const model = SLOT_MODELS.classic;
const index = (symbol: (typeof SYMBOLS)[number]): number => SYMBOLS.indexOf(symbol);
/** A grid whose middle row holds `line`; other rows are tens. */
const middleRow = (...line: (typeof SYMBOLS)[number][]): number[][] => line.map((symbol) => [index('T'), index(symbol), index('T')]);
const MIDDLE = PAYLINES[0] ?? [];

describe('slot lines', () => {
  it('pays left-to-right runs of three or more, wilds substituting', () => {
    expect(evaluateLine(model, middleRow('H1', 'W', 'H1', 'A', 'K'), MIDDLE)).toEqual({ symbol: index('H1'), count: 3, pay: 50 });
    expect(evaluateLine(model, middleRow('W', 'W', 'Q', 'Q', 'J'), MIDDLE)).toEqual({ symbol: index('Q'), count: 4, pay: 20 });
    expect(evaluateLine(model, middleRow('A', 'A', 'K', 'A', 'A'), MIDDLE).pay).toBe(0);
    expect(evaluateLine(model, middleRow('K', 'K', 'K', 'K', 'K'), MIDDLE)).toEqual({ symbol: index('K'), count: 5, pay: 80 });
  });

  it('pays five wilds as five of the top symbol', () => {
    expect(evaluateLine(model, middleRow('W', 'W', 'W', 'W', 'W'), MIDDLE)).toEqual({ symbol: index('H1'), count: 5, pay: 1000 });
  });

  it('lays 20 distinct lines over 5 reels and 3 rows', () => {
    expect(new Set(PAYLINES.map((rows) => rows.join())).size).toBe(20);
    expect(PAYLINES.every((rows) => rows.length === REELS && rows.every((row) => row >= 0 && row < ROWS))).toBe(true);
  });

  it('shows three consecutive strip stops per reel and adds up its line wins', () => {
    const stops = [0, 5, 10, 15, 36];
    let reel = 0;
    const random: RandomSource = { nextInt: (below) => (stops[reel++] ?? 0) % below };
    const spin = spinReels(model, random);
    spin.grid.forEach((column, r) => {
      const strip = model.strips[r] ?? [];
      const stop = spin.stops[r] ?? 0;
      expect(column).toEqual([0, 1, 2].map((row) => SYMBOLS[strip[(stop + row) % strip.length] ?? 0]));
    });
    expect(spin.pay).toBe(spin.lineWins.reduce((sum, win) => sum + win.pay, 0));
  });
});
