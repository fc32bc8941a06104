// The slot math models a catalogue game can run on. A model alone decides the return to player (see
// slot-math.ts for its exact value); the theme only draws the symbols.
import { buildSlotModel, type SlotModel, type SlotModelDefinition } from './slot';

export const SLOT_MODEL_IDS = ['steady', 'classic', 'volatile'] as const;
export type SlotModelId = (typeof SLOT_MODEL_IDS)[number];

const reel = (W: number, H1: number, H2: number, H3: number, H4: number, A: number, K: number, Q: number, J: number, T: number) => ({
  W,
  H1,
  H2,
  H3,
  H4,
  A,
  K,
  Q,
  J,
  T,
});

export const SLOT_MODEL_DEFINITIONS: Record<SlotModelId, SlotModelDefinition> = {
  // Frequent small wins: more wilds, a flat pay table.
  steady: {
    reelCounts: Array.from({ length: 5 }, () => reel(3, 2, 3, 3, 4, 4, 4, 5, 5, 5)),
    pays: {
      H1: [30, 120, 500],
      H2: [25, 100, 300],
      H3: [20, 60, 200],
      H4: [15, 50, 150],
      A: [10, 30, 100],
      K: [8, 25, 80],
      Q: [7, 20, 70],
      J: [6, 18, 60],
      T: [6, 15, 50],
    },
  },
  // Fewer wilds on the outer reels, a taller top.
  classic: {
    reelCounts: [
      reel(2, 2, 3, 3, 4, 4, 4, 5, 5, 5),
      reel(3, 2, 3, 3, 4, 4, 4, 5, 5, 5),
      reel(3, 2, 3, 3, 4, 4, 4, 5, 5, 5),
      reel(3, 2, 3, 3, 4, 4, 4, 5, 5, 5),
      reel(2, 2, 3, 3, 4, 4, 4, 5, 5, 5),
    ],
    pays: {
      H1: [50, 250, 1000],
      H2: [30, 150, 500],
      H3: [20, 100, 250],
      H4: [15, 50, 200],
      A: [10, 30, 100],
      K: [8, 25, 80],
      Q: [6, 20, 70],
      J: [5, 20, 60],
      T: [5, 15, 50],
    },
  },
  // Rare, large wins: one top symbol per reel and a steep pay table.
  volatile: {
    reelCounts: Array.from({ length: 5 }, () => reel(2, 1, 2, 3, 4, 5, 5, 5, 6, 6)),
    pays: {
      H1: [100, 1000, 10000],
      H2: [60, 400, 2000],
      H3: [40, 150, 800],
      H4: [25, 80, 400],
      A: [12, 40, 150],
      K: [10, 30, 120],
      Q: [8, 25, 100],
      J: [8, 20, 80],
      T: [6, 20, 60],
    },
  },
};

export const SLOT_MODELS: Record<SlotModelId, SlotModel> = {
  steady: buildSlotModel(SLOT_MODEL_DEFINITIONS.steady),
  classic: buildSlotModel(SLOT_MODEL_DEFINITIONS.classic),
  volatile: buildSlotModel(SLOT_MODEL_DEFINITIONS.volatile),
};
