// Sic bo RTP, exact: every bet's return over the 216 equally likely rolls of three dice, as fractions.
import { exactReturn, fraction, toNumber, type Fraction } from '../table/exact';
import { sicbo, sicboDistribution } from './sicbo';

describe('sic bo math (exact)', () => {
  const distribution = sicboDistribution();
  const rtp = (spot: string): Fraction => exactReturn(sicbo, distribution, spot, 1_000);

  it('returns the known fractions of each bet', () => {
    expect(distribution.total).toBe(216n);
    expect(rtp('small')).toEqual(fraction(210n, 216n));
    expect(rtp('big')).toEqual(fraction(210n, 216n));
    // Total 4: three rolls (1,1,2 in any order) of 216, paid 61 for one.
    expect(rtp('total-4')).toEqual(fraction(3n * 61n, 216n));
    expect(rtp('total-10')).toEqual(fraction(27n * 7n, 216n));
    expect(rtp('total-17')).toEqual(rtp('total-4'));
    expect(rtp('triple-3')).toEqual(fraction(181n, 216n));
    expect(rtp('any-triple')).toEqual(fraction(6n * 31n, 216n));
    // At least two threes: 15 rolls with exactly two, one with three.
    expect(rtp('double-3')).toEqual(fraction(16n * 11n, 216n));
    // One three (75 rolls) returns 2, two threes (15) 3, three threes (1) 4.
    expect(rtp('single-3')).toEqual(fraction(75n * 2n + 15n * 3n + 4n, 216n));
    const table = sicbo.spots.map((spot) => `${spot.id} ${(toNumber(rtp(spot.id)) * 100).toFixed(2)}%`);
    console.info(`sic bo exact RTP: ${table.join(', ')}`);
  });

  it('never returns more than the stake on average, and small/big 97.22 % at best', () => {
    for (const spot of sicbo.spots) {
      const value = toNumber(rtp(spot.id));
      expect(value).toBeLessThan(0.98);
      expect(value).toBeGreaterThan(0.8);
    }
    expect(toNumber(rtp('small'))).toBeCloseTo(0.972222, 6);
  });
});
