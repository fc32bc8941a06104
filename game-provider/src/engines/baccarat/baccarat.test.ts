// Baccarat: the tableau on chosen cards, and what each bet gets back (the banker's commission rounded up).
import { seededRandom } from '../seeded-random';
import { settleBets } from '../table/table';
import { baccarat, bankerCommission, bankerDraws, dealCoup, playCoup, pointOf } from './baccarat';

/** A card of the given rank code ('A', '2'…'9', 'T', 'J', 'Q', 'K') in clubs. */
const card = (rank: string): number => '23456789TJQKA'.indexOf(rank) * 4;
const coupOf = (...ranks: string[]) => {
  const cards = ranks.map(card);
  return playCoup(() => {
    const next = cards.shift();
    if (next === undefined) throw new Error('the coup asked for more cards than given');
    return next;
  });
};

describe('baccarat coups', () => {
  it('counts aces 1, tens and faces 0', () => {
    expect(['A', '2', '9', 'T', 'J', 'Q', 'K'].map((rank) => pointOf(card(rank)))).toEqual([1, 2, 9, 0, 0, 0, 0]);
  });

  it('stands both hands on a natural', () => {
    const coup = coupOf('9', '3', 'K', '4');
    expect([coup.player.length, coup.banker.length, coup.playerTotal, coup.bankerTotal, coup.winner]).toEqual([2, 2, 9, 7, 'PLAYER']);
  });

  it('draws for the player on 0–5; the banker then follows the tableau', () => {
    // Player 2+3=5 draws an 8 → 3; banker 3 does not draw against an 8.
    const coup = coupOf('2', '3', '3', 'K', '8');
    expect([coup.player.length, coup.banker.length, coup.playerTotal, coup.bankerTotal, coup.winner]).toEqual([3, 2, 3, 3, 'TIE']);
    // Player 5 draws a 4 → 9; banker 5 draws against a 4 → 5+6 = 1.
    const other = coupOf('2', '5', '3', 'K', '4', '6');
    expect([other.player.length, other.banker.length, other.playerTotal, other.bankerTotal, other.winner]).toEqual([3, 3, 9, 1, 'PLAYER']);
  });

  it('lets the banker draw on 0–5 when the player stood on 6 or 7', () => {
    const coup = coupOf('6', 'A', 'K', '4', '2');
    expect([coup.player.length, coup.banker.length, coup.bankerTotal, coup.winner]).toEqual([2, 3, 7, 'BANKER']);
  });

  it('follows the banker tableau for every third card', () => {
    const draws = (total: number) => Array.from({ length: 10 }, (_, third) => (bankerDraws(total, third) ? 'D' : 'S')).join('');
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(draws)).toEqual([
      'DDDDDDDDDD',
      'DDDDDDDDDD',
      'DDDDDDDDDD',
      'DDDDDDDDSD',
      'SSDDDDDDSS',
      'SSSSDDDDSS',
      'SSSSSSDDSS',
      'SSSSSSSSSS',
    ]);
  });

  it('marks a pair when a hand’s first two cards share a rank, and every coup uses four to six cards', () => {
    expect(coupOf('Q', '4', 'Q', '5').playerPair).toBe(true);
    expect(coupOf('Q', '4', 'K', '5').playerPair).toBe(false);
    const random = seededRandom(11);
    for (let i = 0; i < 2_000; i++) {
      const coup = dealCoup(random);
      expect(coup.player.length + coup.banker.length).toBeGreaterThanOrEqual(4);
      expect(coup.player.length + coup.banker.length).toBeLessThanOrEqual(6);
    }
  });
});

describe('baccarat bets', () => {
  const bankerWins = { winner: 'BANKER' as const, playerPair: false, bankerPair: true };
  const tie = { winner: 'TIE' as const, playerPair: false, bankerPair: false };

  it('pays banker 1:1 less 5 %, rounded up to a whole unit, player 1:1, tie 8:1, pairs 11:1', () => {
    expect(bankerCommission(1_000)).toBe(50);
    expect(bankerCommission(20)).toBe(1);
    expect(bankerCommission(21)).toBe(2);
    expect(bankerCommission(1)).toBe(1);
    const settled = settleBets(baccarat, bankerWins, [
      { spot: 'banker', amount: 10_000 },
      { spot: 'player', amount: 5_000 },
      { spot: 'tie', amount: 1_000 },
      { spot: 'banker-pair', amount: 1_000 },
    ]);
    expect(settled.bets.map((bet) => bet.win)).toEqual([19_500, 0, 0, 12_000]);
    expect([settled.stake, settled.win]).toEqual([17_000, 31_500]);
  });

  it('gives player and banker bets back on a tie and pays the tie 9 for 1', () => {
    const settled = settleBets(baccarat, tie, [
      { spot: 'banker', amount: 1_000 },
      { spot: 'player', amount: 1_000 },
      { spot: 'tie', amount: 1_000 },
    ]);
    expect(settled.bets.map((bet) => bet.win)).toEqual([1_000, 1_000, 9_000]);
  });
});
