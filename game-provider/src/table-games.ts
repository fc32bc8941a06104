// The three table games as the rounds and the game page use them: each game's layout with every spot's exact return
// to player (computed once per process from the exact distributions of the *.math.test.ts proofs), and one round
// drawn and its bets settled, the outcome put in the form the page shows (cards as codes).
import { baccarat, dealCoup, type BaccaratCoup } from './engines/baccarat/baccarat';
import { exactBaccaratDistribution } from './engines/baccarat/baccarat-math';
import { cardCode } from './engines/poker/poker';
import type { RandomSource } from './engines/random';
import { roulette, rouletteDistribution, ROULETTE_SPOTS, spinWheel } from './engines/roulette/roulette';
import { rollDice, sicbo, sicboDistribution } from './engines/sicbo/sicbo';
import { exactReturn, toNumber, type Distribution } from './engines/table/exact';
import { TABLE_BET_UNIT } from './engines/table/limits';
import { settleBets, type SettledBet, type TableBet, type TableEngine } from './engines/table/table';
import type { TableOutcome } from './schemas';
import type { TableGame } from './variant';

export interface TableSpotInfo {
  id: string;
  kind: string;
  pays: number;
  /** Exact return to player of a bet on this spot. */
  rtp: number;
  /** Roulette: the numbers the spot covers. */
  numbers?: number[];
}

const rtpsOf = <O>(engine: TableEngine<O>, distribution: Distribution<O>): number[] =>
  engine.spots.map((spot) => toNumber(exactReturn(engine, distribution, spot.id, TABLE_BET_UNIT)));

function computeSpots(game: TableGame): TableSpotInfo[] {
  const [spots, rtps] =
    game === 'baccarat'
      ? [baccarat.spots, rtpsOf(baccarat, exactBaccaratDistribution())]
      : game === 'roulette'
        ? [roulette.spots, rtpsOf(roulette, rouletteDistribution())]
        : [sicbo.spots, rtpsOf(sicbo, sicboDistribution())];
  return spots.map((spot, index) => {
    const numbers = game === 'roulette' ? ROULETTE_SPOTS[index]?.numbers : undefined;
    return { id: spot.id, kind: spot.kind, pays: spot.pays, rtp: rtps[index] ?? 0, ...(numbers ? { numbers: [...numbers] } : {}) };
  });
}

const spotsByGame = new Map<TableGame, TableSpotInfo[]>();

/** The game's layout, every spot with its pays and exact return. */
export function tableSpots(game: TableGame): TableSpotInfo[] {
  let spots = spotsByGame.get(game);
  if (!spots) {
    spots = computeSpots(game);
    spotsByGame.set(game, spots);
  }
  return spots;
}

/** The best return a bet of the game offers (banker, any roulette bet, small or big). */
export const tableRtp = (game: TableGame): number => Math.max(...tableSpots(game).map((spot) => spot.rtp));

const presentCoup = (coup: BaccaratCoup): TableOutcome => ({
  game: 'baccarat',
  player: coup.player.map(cardCode),
  banker: coup.banker.map(cardCode),
  playerTotal: coup.playerTotal,
  bankerTotal: coup.bankerTotal,
  winner: coup.winner,
  playerPair: coup.playerPair,
  bankerPair: coup.bankerPair,
});

export interface TableRound {
  outcome: TableOutcome;
  bets: SettledBet[];
  stake: number;
  win: number;
}

/** Deals (spins, rolls) one round and settles its bets, which the caller has checked against the layout. */
export function playTableRound(game: TableGame, random: RandomSource, bets: readonly TableBet[]): TableRound {
  switch (game) {
    case 'baccarat': {
      const coup = dealCoup(random);
      return { outcome: presentCoup(coup), ...settleBets(baccarat, coup, bets) };
    }
    case 'roulette': {
      const spin = spinWheel(random);
      return { outcome: { game, ...spin }, ...settleBets(roulette, spin, bets) };
    }
    case 'sicbo': {
      const roll = rollDice(random);
      return { outcome: { game, ...roll }, ...settleBets(sicbo, roll, bets) };
    }
  }
}
