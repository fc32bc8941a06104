// The math a session shows and uses at run time: each model's exact return to player (computed once per
// process; a table game's is its best bet's) and the video poker draw tables behind the best-hold hint (built on first use, about a second).
import { buildDrawTables, type DrawTables } from './engines/poker/draw-tables';
import { exactScratchMath } from './engines/scratch/scratch-math';
import { SLOT_MODELS, SLOT_MODEL_IDS, type SlotModelId } from './engines/slot/models';
import type { SlotModel } from './engines/slot/slot';
import { exactSlotMath } from './engines/slot/slot-math';
import { tableRtp } from './table-games';
import { isTableGame, type EngineName } from './variant';

/**
 * Optimal-strategy return of jacks or better 9/6, as exactPokerMath computes it from the draw tables (which takes
 * seconds, so not at run time); poker.math.test.ts checks this value against that computation.
 */
export const JACKS_OR_BETTER_9_6_RTP = 0.99543904;

export function isSlotModelId(model: string): model is SlotModelId {
  return (SLOT_MODEL_IDS as readonly string[]).includes(model);
}

export function slotModel(model: string): SlotModel {
  if (!isSlotModelId(model)) throw new Error(`Unknown slot model ${model}`);
  return SLOT_MODELS[model];
}

const rtpByModel = new Map<string, number>();

export function modelRtp(engine: EngineName, model: string): number {
  const key = `${engine}:${model}`;
  let rtp = rtpByModel.get(key);
  if (rtp === undefined) {
    rtp =
      engine === 'slot'
        ? exactSlotMath(slotModel(model)).rtp
        : engine === 'scratch'
          ? exactScratchMath().rtp
          : isTableGame(engine)
            ? tableRtp(engine)
            : JACKS_OR_BETTER_9_6_RTP;
    rtpByModel.set(key, rtp);
  }
  return rtp;
}

let drawTables: DrawTables | null = null;

export function pokerDrawTables(): DrawTables {
  drawTables ??= buildDrawTables();
  return drawTables;
}
