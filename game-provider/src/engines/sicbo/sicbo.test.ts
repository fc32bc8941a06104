// Sic bo: what each bet gets back on chosen rolls.
import { seededRandom } from '../seeded-random';
import { settleBets } from '../table/table';
import { rollDice, rollOf, sicbo } from './sicbo';

const settle = (dice: [number, number, number], spot: string) => sicbo.returnOf(rollOf(dice), spot, 1_000);

describe('sic bo', () => {
  it('loses small and big on a triple', () => {
    expect([settle([1, 2, 3], 'small'), settle([4, 5, 6], 'big'), settle([2, 2, 2], 'small'), settle([5, 5, 5], 'big')]).toEqual([
      2_000, 2_000, 0, 0,
    ]);
  });

  it('pays totals, triples, doubles and single numbers at the table’s rates', () => {
    expect(settle([1, 1, 2], 'total-4')).toBe(61_000);
    expect(settle([3, 3, 4], 'total-10')).toBe(7_000);
    expect(settle([2, 2, 2], 'triple-2')).toBe(181_000);
    expect(settle([2, 2, 2], 'any-triple')).toBe(31_000);
    expect(settle([2, 2, 5], 'double-2')).toBe(11_000);
    expect(settle([2, 2, 2], 'double-2')).toBe(11_000);
    expect([
      settle([6, 1, 2], 'single-6'),
      settle([6, 6, 2], 'single-6'),
      settle([6, 6, 6], 'single-6'),
      settle([1, 2, 3], 'single-6'),
    ]).toEqual([2_000, 3_000, 4_000, 0]);
  });

  it('settles several bets of one round', () => {
    const settled = settleBets(sicbo, rollOf([3, 3, 5]), [
      { spot: 'big', amount: 5_000 },
      { spot: 'total-11', amount: 1_000 },
      { spot: 'single-3', amount: 1_000 },
    ]);
    expect([settled.stake, settled.win]).toEqual([7_000, 10_000 + 7_000 + 3_000]);
  });

  it('rolls three fair dice', () => {
    const random = seededRandom(3);
    const faces = new Set(Array.from({ length: 500 }, () => rollDice(random).dice).flat());
    expect([...faces].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
