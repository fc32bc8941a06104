// Roulette RTP, exact: over the 37 equally likely pockets, every spot of the layout returns 36/37 (97.30 %).
import { exactReturn, fraction, toNumber } from '../table/exact';
import { roulette, rouletteDistribution, ROULETTE_SPOTS } from './roulette';

describe('roulette math (single zero, exact)', () => {
  it('returns exactly 36/37 on every spot of the layout', () => {
    const distribution = rouletteDistribution();
    for (const spot of ROULETTE_SPOTS) expect(exactReturn(roulette, distribution, spot.id, 1_000)).toEqual(fraction(36n, 37n));
    console.info(`roulette exact RTP: ${(toNumber(fraction(36n, 37n)) * 100).toFixed(4)}% on all ${ROULETTE_SPOTS.length} spots`);
  });

  it('has the layout of a European table', () => {
    const count = (kind: string) => ROULETTE_SPOTS.filter((spot) => spot.kind === kind).length;
    expect([count('straight'), count('split'), count('street'), count('corner'), count('line')]).toEqual([37, 60, 12, 22, 11]);
    expect([
      count('dozen'),
      count('column'),
      count('red'),
      count('black'),
      count('odd'),
      count('even'),
      count('low'),
      count('high'),
    ]).toEqual([3, 3, 1, 1, 1, 1, 1, 1]);
    const pays = Object.fromEntries(ROULETTE_SPOTS.map((spot) => [spot.kind, spot.pays]));
    expect(pays).toEqual({
      straight: 35,
      split: 17,
      street: 11,
      corner: 8,
      line: 5,
      dozen: 2,
      column: 2,
      red: 1,
      black: 1,
      odd: 1,
      even: 1,
      low: 1,
      high: 1,
    });
  });
});
