// Schemas of the provider's own calls (between the game page and the API; not spec calls, so they live here,
// not in the contracts): what the page sends, and what it gets back. Amounts are minor units (1/100 kip).
import { z } from 'zod';
import { LANGUAGES } from '@mekong/contracts';
import { HAND_CATEGORIES } from './engines/poker/poker';
import { BACCARAT_WINNERS } from './engines/baccarat/baccarat';
import { SYMBOLS } from './engines/slot/slot';
import { ENGINES } from './variant';

/** A retry of a call with the same roundId replays the round instead of playing a new one. */
const roundId = z.uuid({ error: 'roundId must be a UUID' });
const minor = z.number().int().nonnegative();
const betInput = (name: string) =>
  z
    .number({ error: `${name} must be a whole number of minor units` })
    .int({ error: `${name} must be a whole number of minor units` })
    .positive();

export const spinInputSchema = z.object({ roundId: roundId.optional(), lineBet: betInput('lineBet') });
export type SpinInput = z.infer<typeof spinInputSchema>;
export const scratchInputSchema = z.object({ roundId: roundId.optional(), price: betInput('price') });
export type ScratchInput = z.infer<typeof scratchInputSchema>;
export const dealInputSchema = z.object({ roundId: roundId.optional(), bet: betInput('bet') });
export type DealInput = z.infer<typeof dealInputSchema>;
export const drawInputSchema = z.object({
  roundId,
  holds: z
    .array(z.boolean(), { error: 'holds must be five true/false values' })
    .length(5, { error: 'holds must be five true/false values' }),
});
export type DrawInput = z.infer<typeof drawInputSchema>;

/** A table round: the bets placed during the countdown, at most one on each spot (the page adds chips up per spot). */
export const tableInputSchema = z.object({
  roundId: roundId.optional(),
  bets: z
    .array(z.object({ spot: z.string().min(1).max(40), amount: betInput('amount') }), { error: 'bets must be a list of { spot, amount }' })
    .min(1, { error: 'Place at least one bet' })
    .max(200, { error: 'At most 200 bets a round' }),
});
export type TableInput = z.infer<typeof tableInputSchema>;

const roundBase = { roundId: z.string(), bet: minor, win: minor, balance: minor };

export const spinResultSchema = z.object({
  ...roundBase,
  /** grid[reel][row]: symbol ids. */
  grid: z.array(z.array(z.enum(SYMBOLS))),
  lineWins: z.array(z.object({ line: z.number().int(), symbol: z.enum(SYMBOLS), count: z.number().int(), win: minor })),
});
export type SpinResult = z.infer<typeof spinResultSchema>;

export const scratchResultSchema = z.object({
  ...roundBase,
  /** The amount each cell shows. */
  cells: z.array(minor),
  winningCells: z.array(z.number().int()),
});
export type ScratchResult = z.infer<typeof scratchResultSchema>;

const bestHoldSchema = z.object({ holds: z.array(z.boolean()), expectedWin: minor });
export const pokerResultSchema = z.object({
  ...roundBase,
  status: z.enum(['DEALT', 'DRAWN']),
  /** Card codes such as 'AS', 'TD'. */
  cards: z.array(z.string()),
  /** DEALT: the hold with the best expected win, offered as a hint. */
  hint: bestHoldSchema.nullable(),
  /** DRAWN: what was held, and the paying hand (null for none). */
  holds: z.array(z.boolean()).nullable(),
  hand: z.enum(HAND_CATEGORIES).nullable(),
});
export type PokerResult = z.infer<typeof pokerResultSchema>;

const count = z.number().int().nonnegative();
export const tableOutcomeSchema = z.discriminatedUnion('game', [
  z.object({
    game: z.literal('baccarat'),
    /** Card codes in the order dealt to each hand. */
    player: z.array(z.string()),
    banker: z.array(z.string()),
    playerTotal: count,
    bankerTotal: count,
    winner: z.enum(BACCARAT_WINNERS),
    playerPair: z.boolean(),
    bankerPair: z.boolean(),
  }),
  z.object({ game: z.literal('roulette'), number: count, color: z.enum(['RED', 'BLACK', 'GREEN']) }),
  z.object({ game: z.literal('sicbo'), dice: z.array(count).length(3), total: count, triple: z.boolean() }),
]);
export type TableOutcome = z.infer<typeof tableOutcomeSchema>;

export const tableResultSchema = z.object({
  ...roundBase,
  /** Each bet with what it got back, stake included (0 lost, the stake on a push). */
  bets: z.array(z.object({ spot: z.string(), amount: minor, win: minor })),
  outcome: tableOutcomeSchema,
});
export type TableResult = z.infer<typeof tableResultSchema>;

const tableInfoSchema = z.object({
  /** Seconds of betting before the dealer deals, spins or rolls. */
  betSeconds: z.number().int().positive(),
  chips: z.array(minor),
  /** Every bet is a whole number of this unit. */
  betUnit: minor,
  /** At most this much staked in one round. */
  maxStake: minor,
  spots: z.array(z.object({ id: z.string(), kind: z.string(), pays: z.number(), rtp: z.number(), numbers: z.array(count).optional() })),
  /** Outcomes of this session's last rounds, oldest first (the baccarat road). */
  history: z.array(tableOutcomeSchema),
});

const paytableRow = z.object({
  /** Slot: symbol id; scratch: 'x<multiplier>'; poker: hand category; tables: the kind of bet. */
  key: z.string(),
  /** In stakes: slot 3/4/5 in a row; scratch and poker one pay. */
  pays: z.array(z.number()),
  /** Scratch: probability of the prize per ticket. */
  chance: z.number().nullable(),
});
export const sessionInfoSchema = z.object({
  mode: z.enum(['REAL', 'DEMO']),
  language: z.enum(LANGUAGES),
  balance: minor,
  expiresAt: z.string(),
  game: z.object({ name: z.string(), nodeId: z.string(), vassalage: z.string(), engine: z.enum(ENGINES), model: z.string() }),
  theme: z.object({
    id: z.string(),
    colors: z.object({ background: z.string(), surface: z.string(), accent: z.string(), text: z.string(), symbols: z.array(z.string()) }),
    shapes: z.array(z.string()),
  }),
  /** Allowed stakes: line bets (slot), ticket prices (scratch), bets (poker) or chips (tables). */
  betOptions: z.array(minor),
  /** Slot: rows of each payline. */
  paylines: z.array(z.array(z.number().int())),
  /** Pays in stakes: slot symbols for 3/4/5 in a row; scratch prizes; poker hands. */
  paytable: z.array(paytableRow),
  /** Exact return to player of the model (poker: with the best holds; tables: the best bet). */
  rtp: z.number(),
  /** Poker: a hand dealt and not yet drawn, to finish after a reload. */
  openHand: pokerResultSchema.nullable(),
  /** Baccarat, roulette, sic bo: the table, its countdown and recent outcomes. */
  table: tableInfoSchema.nullable(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;
