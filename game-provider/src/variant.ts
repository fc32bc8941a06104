// Which engine, math model and theme a launched game runs on: the engine from the game's family (and, for tables,
// the table its game code names), the model and theme picked deterministically from hashes of its codes, so a game
// always plays and looks the same.
import { createHash } from 'node:crypto';
import type { LaunchableGame } from '@mekong/contracts/server';
import { SLOT_MODEL_IDS } from './engines/slot/models';
import { SCRATCH_MODEL_ID } from './engines/scratch/scratch';
import { POKER_MODEL_ID } from './engines/poker/poker';
import { BACCARAT_MODEL_ID } from './engines/baccarat/baccarat';
import { ROULETTE_MODEL_ID } from './engines/roulette/roulette';
import { SICBO_MODEL_ID } from './engines/sicbo/sicbo';
import { THEMES } from './themes';

export const TABLE_GAMES = ['baccarat', 'roulette', 'sicbo'] as const;
export type TableGame = (typeof TABLE_GAMES)[number];
export const ENGINES = ['slot', 'scratch', 'poker', ...TABLE_GAMES] as const;
export type EngineName = (typeof ENGINES)[number];

export const isTableGame = (engine: string): engine is TableGame => (TABLE_GAMES as readonly string[]).includes(engine);

const MODELS: Record<Exclude<EngineName, 'slot'>, string> = {
  scratch: SCRATCH_MODEL_ID,
  poker: POKER_MODEL_ID,
  baccarat: BACCARAT_MODEL_ID,
  roulette: ROULETTE_MODEL_ID,
  sicbo: SICBO_MODEL_ID,
};

export interface GameVariant {
  engine: EngineName;
  model: string;
  theme: string;
}

/**
 * The table a live or in-house table game deals, from the words of its game code (the catalogue names the table in
 * it: EVO_LIVE_ROULETTE_0004, MEKONG_TG_FISH_PRAWN_CRAB_0004): roulette wheels spin, dice games (sic bo, fish-prawn-crab)
 * roll, and every card table (baccarat, dragon tiger, blackjack, or a code naming none) deals baccarat.
 */
export function tableFor(gameCode: string): TableGame {
  const code = gameCode.toUpperCase();
  if (code.includes('ROULETTE')) return 'roulette';
  if (/SICBO|SIC_BO|DICE|FISH_PRAWN_CRAB/.test(code)) return 'sicbo';
  return 'baccarat';
}

/**
 * Scratch tickets for SC, video poker for VP, the named table for in-house table games (TG) and live casino; card
 * games (PVP) deal baccarat, the point-card game their players know (pok deng and niu niu count points the same way);
 * draws, tickets and bets on results scratch. Fishing spins the reel slot: a fishing game's money is a stream of
 * instant shots that each pay a random multiple of the shot's stake, mostly small and now and then a big fish, which
 * is what a slot round is; there are no cards or dice to deal. RNG slots, jackpots and arcade spin too.
 */
export function engineFor(game: Pick<LaunchableGame, 'accountTypeName' | 'gameType' | 'gameCode'>): EngineName {
  if (game.accountTypeName === 'SC') return 'scratch';
  if (game.accountTypeName === 'VP') return 'poker';
  if (game.accountTypeName === 'TG') return tableFor(game.gameCode);
  switch (game.gameType) {
    case 'LIVE':
      return tableFor(game.gameCode);
    case 'PVP':
      return 'baccarat';
    case 'SPORTS':
    case 'ESPORTS':
    case 'LOTT':
    case 'ELOTT':
    case 'COCKFIGHT':
      return 'scratch';
    default:
      return 'slot';
  }
}

function hash32(text: string): number {
  return createHash('sha256').update(text, 'utf8').digest().readUInt32BE(0);
}

export function variantFor(game: LaunchableGame): GameVariant {
  const engine = engineFor(game);
  const gameHash = hash32(`${game.vassalage}:${game.gameCode}:${game.nodeId}`);
  // Two neighbouring themes per vendor family, so a vendor's games share a look without all being alike.
  const family = (hash32(game.vassalage) % (THEMES.length / 2)) * 2;
  const theme = THEMES[family + ((gameHash >>> 16) % 2)]?.id ?? 'golden-temple';
  const model = engine === 'slot' ? (SLOT_MODEL_IDS[gameHash % SLOT_MODEL_IDS.length] ?? 'classic') : MODELS[engine];
  return { engine, model, theme };
}
