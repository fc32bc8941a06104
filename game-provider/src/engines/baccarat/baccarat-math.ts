// The exact distribution of a baccarat coup from a full 8-deck shoe, by enumerating every way the cards can come:
// the first four cards by rank (13 ranks of 32 cards; the pairs need ranks), the third cards by point (10 points),
// each sequence weighted by how many ordered card sequences of the shoe give it. Weights are whole numbers over
// 416·415·414·413·412·411 ordered six-card deals (a coup that ends after four or five cards counts every way the
// unused cards could fall), so the probabilities are exact fractions.
import type { Distribution } from '../table/exact';
import { bankerDraws, BACCARAT_WINNERS, handTotal, isNatural, playerDraws, SHOE_SIZE, winnerOf, type BaccaratResult } from './baccarat';

const RANKS = 13;
const PER_RANK = SHOE_SIZE / RANKS;
/** Point of each rank (0 a two … 12 an ace), as pointOf gives it for a card. */
const RANK_POINT = Array.from({ length: RANKS }, (_, rank) => (rank <= 7 ? rank + 2 : rank === 12 ? 1 : 0));

let cached: Distribution<BaccaratResult> | null = null;

export function exactBaccaratDistribution(): Distribution<BaccaratResult> {
  if (cached) return cached;
  const left = Array.from({ length: RANKS }, () => PER_RANK);
  // After four cards, 412 remain: a coup that stops now stands for 412·411 six-card deals, one more card for 411.
  const [fifth, sixth] = [SHOE_SIZE - 4, SHOE_SIZE - 5];
  const weights = new Map<string, bigint>();
  const add = (result: BaccaratResult, weight: bigint) => {
    const key = `${result.winner}|${result.playerPair}|${result.bankerPair}`;
    weights.set(key, (weights.get(key) ?? 0n) + weight);
  };

  /** Takes a card of the rank from the shoe; returns how many there were to choose from. */
  const take = (rank: number): number => {
    const count = left[rank] ?? 0;
    left[rank] = count - 1;
    return count;
  };
  const give = (rank: number): void => {
    left[rank] = (left[rank] ?? 0) + 1;
  };
  for (let p1 = 0; p1 < RANKS; p1++) {
    const w1 = take(p1);
    for (let b1 = 0; b1 < RANKS; b1++) {
      const w2 = take(b1);
      for (let p2 = 0; p2 < RANKS; p2++) {
        const w3 = take(p2);
        for (let b2 = 0; b2 < RANKS; b2++) {
          const w4 = take(b2);
          const prefix = BigInt(w1 * w2 * w3 * w4);
          const tails = thirdCardTails(
            left,
            handTotal([RANK_POINT[p1]!, RANK_POINT[p2]!]),
            handTotal([RANK_POINT[b1]!, RANK_POINT[b2]!]),
            fifth,
            sixth,
          );
          for (const winner of BACCARAT_WINNERS) {
            const tail = tails[winner];
            if (tail > 0) add({ winner, playerPair: p1 === p2, bankerPair: b1 === b2 }, prefix * BigInt(tail));
          }
          give(b2);
        }
        give(p2);
      }
      give(b1);
    }
    give(p1);
  }
  const total = [0, 1, 2, 3, 4, 5].reduce((product, dealt) => product * BigInt(SHOE_SIZE - dealt), 1n);
  const outcomes = [...weights].map(([key, weight]) => {
    const [winner, playerPair, bankerPair] = key.split('|');
    return {
      outcome: { winner: winner as BaccaratResult['winner'], playerPair: playerPair === 'true', bankerPair: bankerPair === 'true' },
      weight,
    };
  });
  cached = { outcomes, total };
  return cached;
}

/** After the first four cards: the weight of each winner over the third cards (by point), with `left` cards by rank. */
function thirdCardTails(
  left: readonly number[],
  player: number,
  banker: number,
  fifth: number,
  sixth: number,
): Record<BaccaratResult['winner'], number> {
  const tails = { PLAYER: 0, BANKER: 0, TIE: 0 };
  if (isNatural(player, banker)) {
    tails[winnerOf(player, banker)] += fifth * sixth;
    return tails;
  }
  const points = Array.from({ length: 10 }, () => 0);
  left.forEach((count, rank) => (points[RANK_POINT[rank]!]! += count));
  // Whole numbers at most 412·411: exact in a double. `weight` counts the cards dealt so far after the first four,
  // `unused` the ways the cards left undealt could fall.
  const bankerTurn = (playerTotal: number, playerThird: number | null, weight: number, unused: number, next: number) => {
    if (!bankerDraws(banker, playerThird)) {
      tails[winnerOf(playerTotal, banker)] += weight * unused;
      return;
    }
    for (let point = 0; point < 10; point++) {
      const count = points[point]! - (point === playerThird ? 1 : 0);
      if (count > 0) tails[winnerOf(playerTotal, (banker + point) % 10)] += weight * count * (unused / next);
    }
  };
  if (!playerDraws(player)) {
    // The banker's card, if any, is the fifth: the sixth stays unused.
    bankerTurn(player, null, 1, fifth * sixth, fifth);
    return tails;
  }
  for (let point = 0; point < 10; point++) {
    const count = points[point]!;
    if (count > 0) bankerTurn((player + point) % 10, point, count, sixth, sixth);
  }
  return tails;
}
