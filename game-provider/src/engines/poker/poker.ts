// The video poker engine, jacks or better 9/6: a 52-card deck, deal five, hold any, draw replacements from the
// 47 cards left. Pure: (hand, holds, random) → final hand; pays are in bets.
import type { RandomSource } from '../random';

export const POKER_MODEL_ID = 'jacks-or-better-9-6';
export const DECK_SIZE = 52;
export const HAND_SIZE = 5;

/** Card = rank × 4 + suit; rank 0 is a two, 12 an ace. */
export const RANK_CODES = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'] as const;
export const SUIT_CODES = ['C', 'D', 'H', 'S'] as const;
const JACK = 9;
const ACE = 12;

export const HAND_CATEGORIES = [
  'ROYAL_FLUSH',
  'STRAIGHT_FLUSH',
  'FOUR_OF_A_KIND',
  'FULL_HOUSE',
  'FLUSH',
  'STRAIGHT',
  'THREE_OF_A_KIND',
  'TWO_PAIR',
  'JACKS_OR_BETTER',
] as const;
export type HandCategory = (typeof HAND_CATEGORIES)[number];

/** 9/6: full house 9, flush 6 (royal flush 800 for one bet, the max-coin rate). */
export const POKER_PAYS: Readonly<Record<HandCategory, number>> = {
  ROYAL_FLUSH: 800,
  STRAIGHT_FLUSH: 50,
  FOUR_OF_A_KIND: 25,
  FULL_HOUSE: 9,
  FLUSH: 6,
  STRAIGHT: 4,
  THREE_OF_A_KIND: 3,
  TWO_PAIR: 2,
  JACKS_OR_BETTER: 1,
};

export const cardRank = (card: number): number => card >> 2;
export const cardSuit = (card: number): number => card & 3;
/** e.g. 'AS', 'TD'. */
export const cardCode = (card: number): string => `${RANK_CODES[cardRank(card)] ?? '?'}${SUIT_CODES[cardSuit(card)] ?? '?'}`;

const rankCounts = new Uint8Array(13);
// A module-local copy: under jest's vm context every global lookup (Math.…) is slow, and this one is hot.
const { clz32 } = Math;

/** The paying category of five distinct cards, or null. Hot in the exact-return tables (2.6M hands), so it works on plain numbers. */
export function classifyHand(c0: number, c1: number, c2: number, c3: number, c4: number): HandCategory | null {
  rankCounts.fill(0);
  let rankBits = 0;
  const count = (card: number): void => {
    const rank = card >> 2;
    rankCounts[rank] = (rankCounts[rank] ?? 0) + 1;
    rankBits |= 1 << rank;
  };
  count(c0);
  count(c1);
  count(c2);
  count(c3);
  count(c4);
  const flush = (c0 & 3) === (c1 & 3) && (c0 & 3) === (c2 & 3) && (c0 & 3) === (c3 & 3) && (c0 & 3) === (c4 & 3);
  const distinct = popcount(rankBits);
  if (distinct === 5) {
    const low = 31 - clz32(rankBits & -rankBits);
    const straight = rankBits === 0b11111 << low || rankBits === 0b1000000001111; // A-2-3-4-5 wheel
    if (straight && flush) return rankBits === 0b11111 << 8 ? 'ROYAL_FLUSH' : 'STRAIGHT_FLUSH';
    if (flush) return 'FLUSH';
    if (straight) return 'STRAIGHT';
    return null;
  }
  let pairs = 0;
  let triple = false;
  let highPair = false;
  for (let rank = 0; rank <= ACE; rank++) {
    const count = rankCounts[rank] ?? 0;
    if (count === 4) return 'FOUR_OF_A_KIND';
    if (count === 3) triple = true;
    if (count === 2) {
      pairs++;
      if (rank >= JACK) highPair = true;
    }
  }
  if (triple) return pairs > 0 ? 'FULL_HOUSE' : 'THREE_OF_A_KIND';
  if (pairs === 2) return 'TWO_PAIR';
  return highPair ? 'JACKS_OR_BETTER' : null;
}

export function handPay(cards: readonly number[]): number {
  const [c0 = 0, c1 = 1, c2 = 2, c3 = 3, c4 = 4] = cards;
  const category = classifyHand(c0, c1, c2, c3, c4);
  return category ? POKER_PAYS[category] : 0;
}

function popcount(bits: number): number {
  let count = 0;
  for (let b = bits; b; b &= b - 1) count++;
  return count;
}

/** Five distinct random cards. */
export function dealHand(random: RandomSource): number[] {
  return drawDistinct(random, HAND_SIZE, []);
}

/**
 * The final hand: held cards stay in place, the others are replaced by cards drawn from the deck without the
 * five dealt ones (discards do not go back into the deck).
 */
export function drawHand(hand: readonly number[], holds: readonly boolean[], random: RandomSource): number[] {
  const replaced = hand.filter((_, index) => !holds[index]).length;
  const replacements = drawDistinct(random, replaced, hand);
  let next = 0;
  return hand.map((card, index) => (holds[index] ? card : (replacements[next++] ?? card)));
}

/**
 * `count` distinct cards, none of them excluded: each draw is uniform over the whole deck and redrawn when taken,
 * which leaves it uniform over the cards still available (at most ten are ever taken).
 */
function drawDistinct(random: RandomSource, count: number, excluded: readonly number[]): number[] {
  const cards: number[] = [];
  while (cards.length < count) {
    const card = random.nextInt(DECK_SIZE);
    if (!excluded.includes(card) && !cards.includes(card)) cards.push(card);
  }
  return cards;
}
