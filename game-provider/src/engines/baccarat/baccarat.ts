// Punto banco baccarat from a fresh 8-deck shoe each coup: two cards each to player and banker, a third by the
// standard tableau, the higher point (total mod 10) wins. Bets: player 1:1, banker 1:1 less a 5 % commission,
// tie 8:1 (player and banker bets push on a tie), player pair and banker pair 11:1. Pure; amounts in minor units.
import type { RandomSource } from '../random';
import { cardRank } from '../poker/poker';
import type { TableEngine, TableSpot } from '../table/table';

export const BACCARAT_MODEL_ID = 'punto-banco-8-deck';
export const DECKS = 8;
export const SHOE_SIZE = DECKS * 52;

export const BACCARAT_WINNERS = ['PLAYER', 'BANKER', 'TIE'] as const;
export type BaccaratWinner = (typeof BACCARAT_WINNERS)[number];

/** What settles the bets. */
export interface BaccaratResult {
  winner: BaccaratWinner;
  /** The first two cards of the hand have the same rank. */
  playerPair: boolean;
  bankerPair: boolean;
}

/** A dealt coup: the cards (poker encoding, rank × 4 + suit) in the order they were dealt to each hand. */
export interface BaccaratCoup extends BaccaratResult {
  player: number[];
  banker: number[];
  playerTotal: number;
  bankerTotal: number;
}

/** Point of a card: ace 1, two to nine their pip, ten and faces 0. Ranks: 0 is a two … 12 an ace. */
export function pointOf(card: number): number {
  const rank = cardRank(card);
  return rank <= 7 ? rank + 2 : rank === 12 ? 1 : 0;
}

export const handTotal = (points: readonly number[]): number => points.reduce((sum, point) => sum + point, 0) % 10;

/** Either first two-card total of 8 or 9 is a natural: both hands stand. */
export const isNatural = (playerTotal: number, bankerTotal: number): boolean => playerTotal >= 8 || bankerTotal >= 8;

/** The player draws on 0–5 and stands on 6–7. */
export const playerDraws = (playerTotal: number): boolean => playerTotal <= 5;

/**
 * The banker's tableau. When the player stood, the banker draws on 0–5 like the player. When the player drew, it
 * depends on the point of the player's third card: 0–2 always draw; 3 draws unless it was an 8; 4 on 2–7; 5 on 4–7;
 * 6 on 6–7; 7 stands.
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

export const winnerOf = (playerTotal: number, bankerTotal: number): BaccaratWinner =>
  playerTotal > bankerTotal ? 'PLAYER' : bankerTotal > playerTotal ? 'BANKER' : 'TIE';

/** Plays a coup from cards in dealing order (player, banker, player, banker, then the third cards as drawn). */
export function playCoup(nextCard: () => number): BaccaratCoup {
  const player = [nextCard()];
  const banker = [nextCard()];
  player.push(nextCard());
  banker.push(nextCard());
  const total = (cards: number[]) => handTotal(cards.map(pointOf));
  if (!isNatural(total(player), total(banker))) {
    let playerThird: number | null = null;
    if (playerDraws(total(player))) {
      const card = nextCard();
      player.push(card);
      playerThird = pointOf(card);
    }
    if (bankerDraws(total(banker), playerThird)) banker.push(nextCard());
  }
  const [playerTotal, bankerTotal] = [total(player), total(banker)];
  const samePair = (cards: number[]) => cardRank(cards[0] ?? -1) === cardRank(cards[1] ?? -2);
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner: winnerOf(playerTotal, bankerTotal),
    playerPair: samePair(player),
    bankerPair: samePair(banker),
  };
}

/**
 * A coup dealt from a freshly shuffled 8-deck shoe (a coup uses at most six of its cards): the first steps of a
 * Fisher–Yates shuffle of the 416 positions, kept sparse (only the swapped positions), so no shoe is built.
 */
export function dealCoup(random: RandomSource): BaccaratCoup {
  const swapped = new Map<number, number>();
  const at = (position: number): number => swapped.get(position) ?? position;
  let dealt = 0;
  return playCoup(() => {
    const pick = dealt + random.nextInt(SHOE_SIZE - dealt);
    const position = at(pick);
    swapped.set(pick, at(dealt));
    dealt++;
    // Position p of the unshuffled shoe holds card p mod 52: eight of each.
    return position % 52;
  });
}

/** 5 % of a winning banker bet, rounded up to a whole minor unit (a fraction of a unit cannot be paid). */
export const bankerCommission = (amount: number): number => Math.floor((amount * 5 + 99) / 100);

export const BACCARAT_SPOTS: readonly TableSpot[] = [
  { id: 'player', kind: 'player', pays: 1 },
  { id: 'banker', kind: 'banker', pays: 0.95 },
  { id: 'tie', kind: 'tie', pays: 8 },
  { id: 'player-pair', kind: 'player-pair', pays: 11 },
  { id: 'banker-pair', kind: 'banker-pair', pays: 11 },
];

export function baccaratReturn(result: BaccaratResult, spot: string, amount: number): number {
  switch (spot) {
    case 'player':
      return result.winner === 'PLAYER' ? 2 * amount : result.winner === 'TIE' ? amount : 0;
    case 'banker':
      return result.winner === 'BANKER' ? 2 * amount - bankerCommission(amount) : result.winner === 'TIE' ? amount : 0;
    case 'tie':
      return result.winner === 'TIE' ? 9 * amount : 0;
    case 'player-pair':
      return result.playerPair ? 12 * amount : 0;
    case 'banker-pair':
      return result.bankerPair ? 12 * amount : 0;
    default:
      throw new Error(`No baccarat spot ${spot}`);
  }
}

export const baccarat: TableEngine<BaccaratResult> = { spots: BACCARAT_SPOTS, draw: dealCoup, returnOf: baccaratReturn };
