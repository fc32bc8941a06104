// The best hold from the draw tables, on hands whose right play is known; and its expectation checked against
// enumerating every draw of one hold.
import { bestHold, buildDrawTables } from './draw-tables';
import { DECK_SIZE, RANK_CODES, SUIT_CODES, handPay } from './poker';

const card = (code: string): number =>
  RANK_CODES.indexOf(code[0] as (typeof RANK_CODES)[number]) * 4 + SUIT_CODES.indexOf(code[1] as (typeof SUIT_CODES)[number]);
const hand = (codes: string): number[] => codes.split(' ').map(card);

describe('best hold', () => {
  const tables = buildDrawTables();
  const holdOf = (codes: string): string =>
    bestHold(tables, hand(codes))
      .holds.map((held, index) => (held ? codes.split(' ')[index] : null))
      .filter(Boolean)
      .join(' ');

  it.each([
    ['TS JS QS KS AS', 'TS JS QS KS AS'],
    ['TS JS QS KS 9S', 'TS JS QS KS 9S'],
    ['TS JS QS KS 3D', 'TS JS QS KS'],
    ['AH AD 7C 8S 2D', 'AH AD'],
    ['2H 2D 7C 8S QD', '2H 2D'],
    ['4C 4D 9H 9S KC', '4C 4D 9H 9S'],
    ['3C 5D 4H 7S 6C', '3C 5D 4H 7S 6C'],
  ])('%s: hold %s', (dealt, held) => {
    expect(holdOf(dealt)).toBe(held);
  });

  it('expects, for a hold, the mean pay over every draw', () => {
    const dealt = hand('JH QH 2C 7D 9S');
    const held = [dealt[0] ?? 0, dealt[1] ?? 0];
    const deck = Array.from({ length: DECK_SIZE }, (_, c) => c).filter((c) => !dealt.includes(c));
    let total = 0;
    let draws = 0;
    for (let a = 0; a < deck.length; a++)
      for (let b = a + 1; b < deck.length; b++)
        for (let c = b + 1; c < deck.length; c++) {
          total += handPay([...held, deck[a] ?? 0, deck[b] ?? 0, deck[c] ?? 0]);
          draws++;
        }
    const best = bestHold(tables, dealt);
    // Against the brute force value of holding J♥ Q♥; the best hold can only be as good or better.
    expect(best.expectedPay).toBeGreaterThanOrEqual(total / draws - 1e-12);
    expect(best.holds).toEqual([true, true, false, false, false]);
    expect(best.expectedPay).toBeCloseTo(total / draws, 12);
  });
});
