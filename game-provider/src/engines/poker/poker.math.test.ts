// Video poker RTP: the exact optimal-strategy return of jacks or better 9/6 (99.5439%) and its variance, from
// the draw tables, and a million simulated hands played with the optimal hold.
import { seededRandom } from '../seeded-random';
import { RTP_RANGE, SIMULATED_ROUNDS, simulate } from '../simulate';
import { bestHold, buildDrawTables, exactPokerMath } from './draw-tables';
import { dealHand, drawHand, handPay } from './poker';
import { JACKS_OR_BETTER_9_6_RTP } from '../../game-math';

describe('video poker math', () => {
  const tables = buildDrawTables({ secondMoment: true });

  it('returns 99.5439% with optimal play, and a million hands agree', () => {
    const exact = exactPokerMath(tables);
    expect(exact.rtp).toBeCloseTo(0.995439, 6);
    expect(JACKS_OR_BETTER_9_6_RTP).toBeCloseTo(exact.rtp, 8);
    expect(exact.rtp).toBeGreaterThanOrEqual(RTP_RANGE.min);
    expect(exact.rtp).toBeLessThanOrEqual(RTP_RANGE.max);
    const variance = exact.variance ?? Number.NaN;
    expect(variance).toBeCloseTo(19.5147, 3);
    const random = seededRandom(0x9096);
    const check = simulate(SIMULATED_ROUNDS, variance, () => {
      const hand = dealHand(random);
      return handPay(drawHand(hand, bestHold(tables, hand).holds, random));
    });
    console.info(
      `poker: exact RTP ${(exact.rtp * 100).toFixed(4)}%, variance ${variance.toFixed(3)}, simulated ${(check.mean * 100).toFixed(4)}% ± ${(check.tolerance * 100).toFixed(4)}`,
    );
    expect(Math.abs(check.mean - exact.rtp)).toBeLessThan(check.tolerance);
  });
});
