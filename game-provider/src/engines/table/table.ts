// What the three table games (baccarat, roulette, sic bo) share: a round is one outcome and several bets on its spots,
// each bet settled on its own; the round's stake is their sum, its win the sum of what each bet gets back. Pure.
import type { RandomSource } from '../random';

/** A bet as the player places it: an amount (minor units) on one spot of the table. */
export interface TableBet {
  spot: string;
  amount: number;
}

/** A spot of the layout: what it is called and what it pays to one (banker: 0.95, before the commission's rounding). */
export interface TableSpot {
  id: string;
  /** The kind of bet (the paytable groups spots by it): 'banker', 'split', 'total'… */
  kind: string;
  pays: number;
}

export interface TableEngine<Outcome> {
  spots: readonly TableSpot[];
  /** One round's outcome, from the server's CSPRNG (tests pass a seeded source). */
  draw(random: RandomSource): Outcome;
  /** What a bet of `amount` on `spot` gets back, stake included: 0 when lost, the stake on a push. Whole minor units. */
  returnOf(outcome: Outcome, spot: string, amount: number): number;
}

export interface SettledBet extends TableBet {
  /** What the bet got back, stake included. */
  win: number;
}

/** Settles every bet of a round on one outcome. */
export function settleBets<O>(
  engine: TableEngine<O>,
  outcome: O,
  bets: readonly TableBet[],
): { bets: SettledBet[]; stake: number; win: number } {
  const settled = bets.map((bet) => ({ ...bet, win: engine.returnOf(outcome, bet.spot, bet.amount) }));
  return {
    bets: settled,
    stake: settled.reduce((sum, bet) => sum + bet.amount, 0),
    win: settled.reduce((sum, bet) => sum + bet.win, 0),
  };
}

/** The layout's spots by id, so a bet on a spot the table does not have is refused. */
export const spotIndex = (spots: readonly TableSpot[]): ReadonlyMap<string, TableSpot> => new Map(spots.map((spot) => [spot.id, spot]));
