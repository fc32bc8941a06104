// Video poker rules: jacks-or-better hands classified and paid 9/6, and a draw keeping held cards and dealing new ones.
import { seededRandom } from '../seeded-random';
import { RANK_CODES, SUIT_CODES, classifyHand, dealHand, drawHand, handPay } from './poker';

/** 'AS' → card number. */
const card = (code: string): number =>
  RANK_CODES.indexOf(code[0] as (typeof RANK_CODES)[number]) * 4 + SUIT_CODES.indexOf(code[1] as (typeof SUIT_CODES)[number]);
const hand = (codes: string): number[] => codes.split(' ').map(card);
const classify = (codes: string) => {
  const [a = 0, b = 0, c = 0, d = 0, e = 0] = hand(codes);
  return classifyHand(a, b, c, d, e);
};

describe('jacks or better hands', () => {
  it.each([
    ['TS JS QS KS AS', 'ROYAL_FLUSH'],
    ['9H TH JH QH KH', 'STRAIGHT_FLUSH'],
    ['AD 2D 3D 4D 5D', 'STRAIGHT_FLUSH'],
    ['7C 7D 7H 7S 2C', 'FOUR_OF_A_KIND'],
    ['3C 3D 3H 9S 9C', 'FULL_HOUSE'],
    ['2H 7H 9H JH KH', 'FLUSH'],
    ['AC 2D 3H 4S 5C', 'STRAIGHT'],
    ['TC JD QH KS AC', 'STRAIGHT'],
    ['5C 5D 5H KS 2C', 'THREE_OF_A_KIND'],
    ['4C 4D 9H 9S KC', 'TWO_PAIR'],
    ['JC JD 2H 5S 9C', 'JACKS_OR_BETTER'],
    ['AC AD 2H 5S 9C', 'JACKS_OR_BETTER'],
  ])('%s is %s', (codes, category) => {
    expect(classify(codes)).toBe(category);
  });

  it.each(['TC TD 2H 5S 9C', 'QC KD 2H 5S 9C', 'JC QD KH AS 2C'])('%s pays nothing', (codes) => {
    expect(classify(codes)).toBeNull();
    expect(handPay(hand(codes))).toBe(0);
  });

  it('pays 9/6', () => {
    expect(handPay(hand('3C 3D 3H 9S 9C'))).toBe(9);
    expect(handPay(hand('2H 7H 9H JH KH'))).toBe(6);
    expect(handPay(hand('TS JS QS KS AS'))).toBe(800);
  });
});

describe('deal and draw', () => {
  it('keeps held cards in place and draws distinct new cards from outside the dealt hand', () => {
    const random = seededRandom(3);
    for (let round = 0; round < 500; round++) {
      const dealt = dealHand(random);
      const holds = dealt.map(() => random.nextInt(2) === 1);
      const final = drawHand(dealt, holds, random);
      expect(new Set(dealt).size).toBe(5);
      expect(new Set(final).size).toBe(5);
      final.forEach((cardNumber, index) => {
        if (holds[index]) expect(cardNumber).toBe(dealt[index]);
        else expect(dealt).not.toContain(cardNumber);
      });
    }
  });
});
