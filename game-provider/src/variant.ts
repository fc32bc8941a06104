// Which engine, math model and theme a launched game runs on: the engine from the game's kind, the model and
// theme picked deterministically from hashes of its codes, so a game always plays and looks the same.
import { createHash } from 'node:crypto';
import type { LaunchableGame } from '@mekong/contracts/server';
import { SLOT_MODEL_IDS } from './engines/slot/models';
import { SCRATCH_MODEL_ID } from './engines/scratch/scratch';
import { POKER_MODEL_ID } from './engines/poker/poker';
import { THEMES } from './themes';

export const ENGINES = ['slot', 'scratch', 'poker'] as const;
export type EngineName = (typeof ENGINES)[number];

export interface GameVariant {
  engine: EngineName;
  model: string;
  theme: string;
}

/** Card games and live tables deal video poker; draws, tickets and bets on results scratch; the rest spin. */
export function engineFor(game: Pick<LaunchableGame, 'accountTypeName' | 'gameType'>): EngineName {
  if (game.accountTypeName === 'SC') return 'scratch';
  if (game.accountTypeName === 'VP' || game.accountTypeName === 'TG') return 'poker';
  switch (game.gameType) {
    case 'LIVE':
    case 'PVP':
      return 'poker';
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
  const model =
    engine === 'slot'
      ? (SLOT_MODEL_IDS[gameHash % SLOT_MODEL_IDS.length] ?? 'classic')
      : engine === 'scratch'
        ? SCRATCH_MODEL_ID
        : POKER_MODEL_ID;
  return { engine, model, theme };
}
