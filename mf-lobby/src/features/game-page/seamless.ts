// The game the /seamless page starts, read from its query: nodeId, or vassalage with gameType; mode=DEMO for a free trial.
import { GAME_TYPES, type GameType, type LaunchMode } from '@mekong/contracts';
import type { LaunchTarget } from '../launch';

export interface SeamlessLaunch {
  target: LaunchTarget;
  mode: LaunchMode;
  /** The vendor when the query names it; the maintenance recommendation leaves its games out. */
  vassalage: string;
}

export function seamlessLaunch(query: Readonly<Record<string, string>>): SeamlessLaunch | null {
  const mode: LaunchMode = query.mode === 'DEMO' ? 'DEMO' : 'REAL';
  const { nodeId, vassalage, gameType } = query;
  if (nodeId) return { target: { nodeId }, mode, vassalage: vassalage ?? '' };
  if (vassalage && (GAME_TYPES as readonly string[]).includes(gameType ?? ''))
    return { target: { vassalage, gameType: gameType as GameType }, mode, vassalage };
  return null;
}
