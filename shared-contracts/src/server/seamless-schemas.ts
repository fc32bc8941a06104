// Schemas of the seamless-wallet protocol (docs/architecture.md §4), shared by the wallet (the API) and the providers
// that call it (@mekong/game-provider). Amounts are integer minor units (1/100 kip); every money call names its own
// transactionId (idempotent per provider) and the provider's roundId.
import { z } from 'zod';

const MAX_AMOUNT_MINOR = 1_000_000_000_000;

const identifier = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(100, `${name} must be at most 100 characters`);
const amount = (min: 0 | 1) =>
  z
    .number({ error: 'amount must be a whole number of minor units' })
    .int('amount must be a whole number of minor units')
    .min(min, min === 1 ? 'amount must be more than 0' : 'amount must not be negative')
    .max(MAX_AMOUNT_MINOR, `amount must be at most ${MAX_AMOUNT_MINOR} minor units`);

/** The game session token the wallet issued at launch (the game page's token); a debit needs it live. */
const sessionToken = z.string({ error: 'sessionToken is required' }).min(1, 'sessionToken is required').max(200);

export const balanceRequestSchema = z.object({ sessionToken });
export type BalanceRequest = z.infer<typeof balanceRequestSchema>;

/** A bet: takes `amount` from the player of a live REAL session and opens the round's bet. */
export const debitRequestSchema = z.object({
  transactionId: identifier('transactionId'),
  roundId: identifier('roundId'),
  sessionToken,
  amount: amount(1),
});
export type DebitRequest = z.infer<typeof debitRequestSchema>;

/** A win (0 closes a losing round): settles the round's bet. Accepted after the session expired. */
export const creditRequestSchema = z.object({
  transactionId: identifier('transactionId'),
  roundId: identifier('roundId'),
  playerId: identifier('playerId'),
  amount: amount(0),
});
export type CreditRequest = z.infer<typeof creditRequestSchema>;

/** Gives back the debit `debitTransactionId` of the round. Accepted after the session expired, and before the debit arrived. */
export const rollbackRequestSchema = z.object({
  transactionId: identifier('transactionId'),
  roundId: identifier('roundId'),
  playerId: identifier('playerId'),
  debitTransactionId: identifier('debitTransactionId'),
});
export type RollbackRequest = z.infer<typeof rollbackRequestSchema>;

export const balanceAnswerSchema = z.object({ playerId: z.string(), balance: z.number().int() });
export type BalanceAnswer = z.infer<typeof balanceAnswerSchema>;

/** The answer of a debit, credit or rollback: the player's balance right after it (a replay answers the first). */
export const moveAnswerSchema = z.object({ transactionId: z.string(), balance: z.number().int() });
export type MoveAnswer = z.infer<typeof moveAnswerSchema>;

/** Failure codes of the protocol, beside the envelope's own (bad-request, unauthorized, session-expired, …). */
export const SEAMLESS_ERROR_CODES = [
  'session-not-found',
  'session-expired',
  'not-real-session',
  'password-change-required',
  'player-not-found',
  'insufficient-balance',
  'idempotency-conflict',
  'round-exists',
  'round-not-found',
  'round-settled',
  'round-rolled-back',
  'transaction-rolled-back',
  'transaction-mismatch',
  /** The stake would pass a play limit the player set (issue 20): nothing moved; the game says why. */
  'play-limit-reached',
] as const;
