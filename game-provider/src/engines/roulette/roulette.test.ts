// Roulette: which numbers each spot covers, and what a round of several bets gets back.
import { seededRandom } from '../seeded-random';
import { settleBets } from '../table/table';
import { colorOf, roulette, ROULETTE_SPOTS, spinWheel } from './roulette';

const numbersOf = (id: string) => ROULETTE_SPOTS.find((spot) => spot.id === id)?.numbers;

describe('roulette', () => {
  it('lays out splits, streets, corners, lines, dozens and columns as on the table', () => {
    expect(numbersOf('split-17-20')).toEqual([17, 20]);
    expect(numbersOf('split-0-2')).toEqual([0, 2]);
    expect(numbersOf('split-3-4')).toBeUndefined();
    expect(numbersOf('street-13-14-15')).toEqual([13, 14, 15]);
    expect(numbersOf('corner-17-18-20-21')).toEqual([17, 18, 20, 21]);
    expect(numbersOf('corner-18-19-21-22')).toBeUndefined();
    expect(numbersOf('line-31-32-33-34-35-36')).toHaveLength(6);
    expect(numbersOf('dozen-3')).toEqual([25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36]);
    expect(numbersOf('column-1')?.slice(0, 3)).toEqual([1, 4, 7]);
    expect(numbersOf('red')).toHaveLength(18);
    expect(colorOf(0)).toBe('GREEN');
    expect([colorOf(1), colorOf(2)]).toEqual(['RED', 'BLACK']);
  });

  it('settles a round of several bets: wins pay to one plus the stake, zero loses the outside bets', () => {
    const bets = [
      { spot: 'straight-17', amount: 1_000 },
      { spot: 'split-17-20', amount: 1_000 },
      { spot: 'black', amount: 5_000 },
      { spot: 'even', amount: 5_000 },
      { spot: 'dozen-2', amount: 1_000 },
    ];
    const on17 = settleBets(roulette, { number: 17, color: 'BLACK' }, bets);
    expect(on17.bets.map((bet) => bet.win)).toEqual([36_000, 18_000, 10_000, 0, 3_000]);
    expect([on17.stake, on17.win]).toEqual([13_000, 67_000]);
    const onZero = settleBets(roulette, { number: 0, color: 'GREEN' }, bets);
    expect(onZero.win).toBe(0);
  });

  it('spins every pocket', () => {
    const random = seededRandom(5);
    const seen = new Set(Array.from({ length: 3_000 }, () => spinWheel(random).number));
    expect(seen.size).toBe(37);
  });
});
