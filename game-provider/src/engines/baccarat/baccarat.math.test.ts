// Baccarat RTP, exact: every deal of a full 8-deck shoe enumerated (baccarat-math.ts), the bets settled by the engine's
// own settlement (the banker's rounded commission included) and their returns computed as BigInt fractions. A seeded
// run of dealt coups agrees with the enumeration, so the dealing follows the same tableau.
import { seededRandom } from '../seeded-random';
import { exactReturn, fraction, toNumber } from '../table/exact';
import { baccarat, dealCoup, SHOE_SIZE } from './baccarat';
import { exactBaccaratDistribution } from './baccarat-math';
import { TABLE_CHIPS } from '../table/limits';

const distribution = exactBaccaratDistribution();
const weightOf = (test: (o: { winner: string; playerPair: boolean; bankerPair: boolean }) => boolean) =>
  distribution.outcomes.filter(({ outcome }) => test(outcome)).reduce((sum, { weight }) => sum + weight, 0n);

describe('baccarat math (8 decks, exact)', () => {
  it('counts every ordered six-card deal of the shoe once', () => {
    expect(distribution.total).toBe(4_998_398_275_503_360n);
    expect(distribution.total).toBe([0, 1, 2, 3, 4, 5].reduce((p, i) => p * BigInt(SHOE_SIZE - i), 1n));
    expect(weightOf(() => true)).toBe(distribution.total);
  });

  it('gives the known counts of banker, player and tie wins', () => {
    expect(weightOf((o) => o.winner === 'BANKER')).toBe(2_292_252_566_437_888n);
    expect(weightOf((o) => o.winner === 'PLAYER')).toBe(2_230_518_282_592_256n);
    expect(weightOf((o) => o.winner === 'TIE')).toBe(475_627_426_473_216n);
  });

  it('pairs: the second card matches the first one time in 415/31', () => {
    expect(
      fraction(
        weightOf((o) => o.playerPair),
        distribution.total,
      ),
    ).toEqual(fraction(31n, 415n));
    expect(
      fraction(
        weightOf((o) => o.bankerPair),
        distribution.total,
      ),
    ).toEqual(fraction(31n, 415n));
  });

  it('returns banker 98.94 %, player 98.76 %, tie 85.64 %, pairs 89.64 % for every chip, the commission included', () => {
    const rtps: Record<string, number> = {};
    for (const chip of TABLE_CHIPS) {
      for (const spot of baccarat.spots) {
        const rtp = exactReturn(baccarat, distribution, spot.id, chip);
        rtps[spot.id] = toNumber(rtp);
        // Whole chips: the 5 % commission is a whole number of minor units, so no rounding touches the return.
        if (spot.id === 'banker') {
          const [banker, tie] = [weightOf((o) => o.winner === 'BANKER'), weightOf((o) => o.winner === 'TIE')];
          expect(rtp).toEqual(fraction(banker * 195n + tie * 100n, distribution.total * 100n));
        }
      }
    }
    console.info(
      `baccarat exact RTP: ${Object.entries(rtps)
        .map(([spot, rtp]) => `${spot} ${(rtp * 100).toFixed(4)}%`)
        .join(', ')}`,
    );
    expect(rtps.banker).toBeCloseTo(0.989421, 6);
    expect(rtps.player).toBeCloseTo(0.987649, 6);
    expect(rtps.tie).toBeCloseTo(0.856404, 6);
    expect(rtps['player-pair']).toBeCloseTo(0.896386, 6);
    expect(rtps['banker-pair']).toBe(rtps['player-pair']);
  });

  it('rounds the commission up on a stake that is not a multiple of 20 units, which lowers the return, never raises it', () => {
    const nominal = exactReturn(baccarat, distribution, 'banker', 1_000);
    for (const odd of [1, 7, 30, 1_010]) {
      const rtp = exactReturn(baccarat, distribution, 'banker', odd);
      expect(rtp.numerator * nominal.denominator).toBeLessThan(nominal.numerator * rtp.denominator);
    }
  });

  it('deals coups that agree with the enumeration (200,000 seeded coups within 4 standard deviations)', () => {
    const random = seededRandom(0xbacc);
    const rounds = 200_000;
    const wins = { PLAYER: 0, BANKER: 0, TIE: 0 };
    let pairs = 0;
    for (let i = 0; i < rounds; i++) {
      const coup = dealCoup(random);
      wins[coup.winner]++;
      if (coup.playerPair) pairs++;
    }
    const check = (count: number, weight: bigint) => {
      const p = Number(weight) / Number(distribution.total);
      expect(Math.abs(count / rounds - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / rounds));
    };
    check(
      wins.BANKER,
      weightOf((o) => o.winner === 'BANKER'),
    );
    check(
      wins.PLAYER,
      weightOf((o) => o.winner === 'PLAYER'),
    );
    check(
      wins.TIE,
      weightOf((o) => o.winner === 'TIE'),
    );
    check(
      pairs,
      weightOf((o) => o.playerPair),
    );
  });
});
