// Plays rounds of a session's game: checks the stake, moves it through the session's wallet, draws the outcome
// from the server's CSPRNG and writes the round, step by step (round-money.ts): DEMO rounds on the caller's
// transaction, REAL rounds recoverably against the seamless wallet. A repeated roundId replays the stored round
// instead of playing again. A table round carries several bets: one debit of their sum, one credit of their wins.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { DomainFailure } from '@mekong/contracts/server';
import type { ProviderDb as Db } from './db/database';
import { bestHold } from './engines/poker/draw-tables';
import { DECK_SIZE, HAND_SIZE, POKER_PAYS, cardCode, classifyHand, dealHand, drawHand } from './engines/poker/poker';
import { cryptoRandom } from './engines/random';
import { buyTicket } from './engines/scratch/scratch';
import { PAYLINES, spinReels } from './engines/slot/slot';
import { pokerDrawTables, slotModel } from './game-math';
import type { ProviderRoundsTable } from './db/provider.table';
import {
  pokerResultSchema,
  scratchResultSchema,
  spinResultSchema,
  tableOutcomeSchema,
  tableResultSchema,
  type DealInput,
  type DrawInput,
  type PokerResult,
  type ScratchInput,
  type ScratchResult,
  type SpinInput,
  type SpinResult,
  type TableInput,
  type TableOutcome,
  type TableResult,
} from './schemas';
import type { ProviderSession } from './sessions.repository';
import { isTableGame, type EngineName, type TableGame } from './variant';
import { TABLE_BET_UNIT, TABLE_CHIPS, TABLE_MAX_STAKE } from './engines/table/limits';
import { playTableRound, tableSpots } from './table-games';
import type { GameWallet } from './wallet';
import { openRound, payWin, takeStake } from './round-money';

/** Stakes in minor units: line bets (×20 lines), ticket prices, poker bets, the tables' chips. */
export const BET_OPTIONS: Readonly<Record<EngineName, readonly number[]>> = {
  slot: [100, 200, 500, 1_000, 2_000, 5_000],
  scratch: [1_000, 2_000, 5_000, 10_000, 20_000],
  poker: [1_000, 2_000, 5_000, 10_000, 20_000, 50_000],
  baccarat: TABLE_CHIPS,
  roulette: TABLE_CHIPS,
  sicbo: TABLE_CHIPS,
};

const ENGINE_LABELS: Record<EngineName, string> = {
  slot: 'a reel slot',
  scratch: 'a scratch card',
  poker: 'video poker',
  baccarat: 'baccarat',
  roulette: 'roulette',
  sicbo: 'sic bo',
};

function requireEngine(session: ProviderSession, engine: EngineName): void {
  if (session.engine !== engine) {
    throw new DomainFailure(
      409,
      'wrong-game',
      `This game session plays ${ENGINE_LABELS[session.engine as EngineName] ?? session.engine}, not ${ENGINE_LABELS[engine]}`,
    );
  }
}

function requireStake(engine: EngineName, field: string, amount: number): void {
  const options = BET_OPTIONS[engine];
  if (!options.includes(amount)) {
    throw new DomainFailure(
      400,
      'bad-request',
      `Invalid body field '${field}': ${amount} is not an allowed stake; choose one of ${options.join(', ')}`,
    );
  }
}

type RoundRow = ProviderRoundsTable;

/** The round of this id, when it belongs to this session and game; another session's id is refused. */
async function findOwnRound(db: Db, session: ProviderSession, roundId: string): Promise<RoundRow | undefined> {
  const round = await db.selectFrom('provider_rounds').selectAll().where('id', '=', roundId).executeTakeFirst();
  if (round && (round.sessionId !== session.id || round.engine !== session.engine)) {
    throw new DomainFailure(409, 'conflict', `Round ${roundId} belongs to another game`);
  }
  return round;
}

/** The stored outcome holds the answer without the balance, which is read fresh. Rounds without an outcome cannot replay. */
function storedAnswer(round: RoundRow, balance: number): unknown {
  if (round.status === 'DEBITING')
    throw new DomainFailure(409, 'round-in-progress', `Round ${round.id} is still being played; try again shortly`);
  if (round.status === 'VOID') throw new DomainFailure(409, 'round-cancelled', `Round ${round.id} was cancelled and its bet given back`);
  return { ...(JSON.parse(round.outcome) as object), balance };
}

/** A round that settles at once: what its engine drew for a stake, as the answer (less the balance) to store. */
interface SettledOutcome {
  bet: number;
  win: number;
}

/**
 * The steps of every round that settles at once (a spin, a ticket, a table round), its game and stake checked by the
 * caller: a repeated roundId replays the stored answer;
 * otherwise the round is written and its stake taken, the engine draws, and the win is paid. When the wallet does
 * not answer the win, the outcome still stands (paid later) and the balance shown is the one after the stake.
 */
async function playSettledRound<A extends SettledOutcome>(
  db: Db,
  session: ProviderSession,
  wallet: GameWallet,
  { bet, roundId: givenRoundId }: { bet: number; roundId?: string },
  schema: z.ZodType<A & { balance: number }>,
  draw: (roundId: string) => A,
): Promise<A & { balance: number }> {
  const roundId = givenRoundId ?? randomUUID();
  const earlier = await findOwnRound(db, session, roundId);
  if (earlier) return schema.parse(storedAnswer(earlier, await wallet.balance()));

  const afterStake = await takeStake(db, wallet, session, roundId, bet);
  const answer = draw(roundId);
  const balance = (await payWin(db, wallet, roundId, 'DEBITING', answer)) ?? afterStake;
  return { ...answer, balance };
}

export function playSpin(db: Db, session: ProviderSession, wallet: GameWallet, input: SpinInput): Promise<SpinResult> {
  requireEngine(session, 'slot');
  requireStake('slot', 'lineBet', input.lineBet);
  const bet = input.lineBet * PAYLINES.length;
  return playSettledRound(db, session, wallet, { bet, roundId: input.roundId }, spinResultSchema, (roundId) => {
    const spin = spinReels(slotModel(session.model), cryptoRandom);
    return {
      roundId,
      bet,
      win: spin.pay * input.lineBet,
      grid: spin.grid,
      lineWins: spin.lineWins.map((line) => ({ line: line.line, symbol: line.symbol, count: line.count, win: line.pay * input.lineBet })),
    };
  });
}

export function playScratch(db: Db, session: ProviderSession, wallet: GameWallet, input: ScratchInput): Promise<ScratchResult> {
  const { price } = input;
  requireEngine(session, 'scratch');
  requireStake('scratch', 'price', price);
  return playSettledRound(db, session, wallet, { bet: price, roundId: input.roundId }, scratchResultSchema, (roundId) => {
    const ticket = buyTicket(cryptoRandom);
    return {
      roundId,
      bet: price,
      win: ticket.multiplier * price,
      cells: ticket.cells.map((multiplier) => multiplier * price),
      winningCells: ticket.winningCells,
    };
  });
}

function requireTable(session: ProviderSession): TableGame {
  if (isTableGame(session.engine)) return session.engine;
  throw new DomainFailure(
    409,
    'wrong-game',
    `This game session plays ${ENGINE_LABELS[session.engine as EngineName] ?? session.engine}, not a table game`,
  );
}

/** Every bet on a spot of this table, once, in whole units of the smallest chip, and the round within the table limit. */
function requireTableBets(game: TableGame, bets: TableInput['bets']): number {
  const spots = new Set(tableSpots(game).map((spot) => spot.id));
  const seen = new Set<string>();
  bets.forEach(({ spot, amount }, index) => {
    const refuse = (field: string, why: string) => {
      throw new DomainFailure(400, 'bad-request', `Invalid body field 'bets.${index}.${field}': ${why}`);
    };
    if (!spots.has(spot)) refuse('spot', `this ${ENGINE_LABELS[game]} table has no spot '${spot}'`);
    if (seen.has(spot)) refuse('spot', `'${spot}' is bet twice; put the whole amount on it once`);
    seen.add(spot);
    if (amount % TABLE_BET_UNIT !== 0) refuse('amount', `${amount} is not a whole number of the smallest chip (${TABLE_BET_UNIT})`);
  });
  const stake = bets.reduce((sum, bet) => sum + bet.amount, 0);
  if (stake > TABLE_MAX_STAKE)
    throw new DomainFailure(
      400,
      'bad-request',
      `Invalid body field 'bets': ${stake} staked in all, more than the table limit of ${TABLE_MAX_STAKE}`,
    );
  return stake;
}

/** A table round: the bets of the countdown, one debit of their sum, the outcome, one credit of everything they won. */
export function playTable(db: Db, session: ProviderSession, wallet: GameWallet, input: TableInput): Promise<TableResult> {
  const game = requireTable(session);
  const stake = requireTableBets(game, input.bets);
  return playSettledRound(db, session, wallet, { bet: stake, roundId: input.roundId }, tableResultSchema, (roundId) => {
    const round = playTableRound(game, cryptoRandom, input.bets);
    return { roundId, bet: round.stake, win: round.win, bets: round.bets, outcome: round.outcome };
  });
}

/** How many past outcomes a table shows (its road). */
export const TABLE_HISTORY = 60;

/** The outcomes of the session's last table rounds, oldest first. */
export async function recentTableOutcomes(db: Db, session: ProviderSession): Promise<TableOutcome[]> {
  const rows = await db
    .selectFrom('provider_rounds')
    .select('outcome')
    .where('sessionId', '=', session.id)
    .where('status', 'in', ['CREDITING', 'SETTLED'])
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .limit(TABLE_HISTORY)
    .execute();
  return rows.map((row) => tableOutcomeSchema.parse((JSON.parse(row.outcome) as { outcome: unknown }).outcome)).reverse();
}

/** What an open poker round keeps between deal and draw: the dealt cards. */
const dealtStateSchema = z.object({
  cards: z
    .array(
      z
        .number()
        .int()
        .min(0)
        .max(DECK_SIZE - 1),
    )
    .length(HAND_SIZE),
});
type DealtState = z.infer<typeof dealtStateSchema>;

export async function dealPoker(db: Db, session: ProviderSession, wallet: GameWallet, input: DealInput): Promise<PokerResult> {
  requireEngine(session, 'poker');
  requireStake('poker', 'bet', input.bet);
  const roundId = input.roundId ?? randomUUID();
  const earlier = await findOwnRound(db, session, roundId);
  if (earlier) return pokerResultSchema.parse(storedAnswer(earlier, await wallet.balance()));
  if (await findOpenRound(db, session))
    throw new DomainFailure(409, 'hand-in-progress', 'Draw the hand already dealt before dealing a new one');

  const balance = await takeStake(db, wallet, session, roundId, input.bet);
  const cards = dealHand(cryptoRandom);
  const hint = bestHold(pokerDrawTables(), cards);
  const answer = {
    roundId,
    bet: input.bet,
    win: 0,
    status: 'DEALT' as const,
    cards: cards.map(cardCode),
    hint: { holds: hint.holds, expectedWin: Math.round(hint.expectedPay * input.bet) },
    holds: null,
    hand: null,
  };
  const state: DealtState = { cards };
  await openRound(db, roundId, answer, state);
  return { ...answer, balance };
}

export async function drawPoker(db: Db, session: ProviderSession, wallet: GameWallet, input: DrawInput): Promise<PokerResult> {
  requireEngine(session, 'poker');
  const round = await findOwnRound(db, session, input.roundId);
  if (!round) throw new DomainFailure(409, 'no-dealt-hand', 'There is no dealt hand with this roundId: deal first, then draw');
  if (round.status !== 'OPEN') return pokerResultSchema.parse(storedAnswer(round, await wallet.balance()));

  const { cards } = dealtStateSchema.parse(JSON.parse(round.state ?? 'null'));
  const final = drawHand(cards, input.holds, cryptoRandom);
  const [c0 = 0, c1 = 0, c2 = 0, c3 = 0, c4 = 0] = final;
  const hand = classifyHand(c0, c1, c2, c3, c4);
  const win = hand ? POKER_PAYS[hand] * round.betMinor : 0;
  const answer = {
    roundId: round.id,
    bet: round.betMinor,
    win,
    status: 'DRAWN' as const,
    cards: final.map(cardCode),
    hint: null,
    holds: input.holds,
    hand,
  };
  // Only one draw settles a hand: a concurrent second draw finds it no longer open and changes nothing.
  const balance = (await payWin(db, wallet, round.id, 'OPEN', answer)) ?? (await wallet.balance());
  return { ...answer, balance };
}

function findOpenRound(db: Db, session: ProviderSession): Promise<RoundRow | undefined> {
  return db.selectFrom('provider_rounds').selectAll().where('sessionId', '=', session.id).where('status', '=', 'OPEN').executeTakeFirst();
}

/** The session's dealt and undrawn poker hand, as the deal answered it, with the balance now. */
export async function findOpenHand(db: Db, session: ProviderSession, balance: number): Promise<PokerResult | null> {
  const round = await findOpenRound(db, session);
  return round ? pokerResultSchema.parse(storedAnswer(round, balance)) : null;
}
