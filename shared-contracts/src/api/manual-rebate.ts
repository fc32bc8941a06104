// Schemas of the manual rebate (member centre `manualRebate`, feature toggle MANUALREBATE3; issue 19): what the member
// may claim now — its settled valid turnover by game type since its last claim, at ops' rate per game type — the
// claim (paid once through the ledger), and the claims made.
import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { PATHS } from './paths';
import { idempotencyKeySchema } from './money';

/** Why a manual rebate call was refused. Texts are the client's, by code. */
export const MANUAL_REBATE_FAILURES = {
  /** The whitelabel toggle MANUALREBATE3 is off. */
  disabled: 'manual-rebate-disabled',
  /** Nothing (or less than the minimum) to claim. */
  belowMinimum: 'manual-rebate-below-minimum',
} as const;

export const rebateLineSchema = z.object({
  gameType: z.string(),
  /** Settled valid stakes not claimed yet, minor units. */
  turnover: z.int(),
  /** Basis points (100 = 1%). */
  rateBp: z.int(),
  /** floor(turnover × rate), minor units. */
  amount: z.int(),
});
export type RebateLine = z.infer<typeof rebateLineSchema>;

export const rebateClaimSchema = z.object({
  id: z.string(),
  turnover: z.int(),
  amount: z.int(),
  lines: z.array(rebateLineSchema),
  createdAt: z.string(),
});
export type RebateClaim = z.infer<typeof rebateClaimSchema>;

export const manualRebateSchema = z.object({
  /** Per game type with a rate, in the order of the game types. */
  lines: z.array(rebateLineSchema),
  turnover: z.int(),
  /** What a claim now pays: the lines' amounts summed. */
  amount: z.int(),
  minClaim: z.int(),
  /** Valid bets of this many times the rebate before it may be withdrawn; 0 is none. */
  turnoverMultiple: z.int(),
  /** The newest claims first (at most 20). */
  history: z.array(rebateClaimSchema),
});
export type ManualRebate = z.infer<typeof manualRebateSchema>;

export const manualRebateEndpoints = {
  state: endpoint({ method: 'GET', path: PATHS.manualRebate.state, access: 'token', input: z.object({}), output: manualRebateSchema }),
  claim: endpoint({
    method: 'POST',
    path: PATHS.manualRebate.claim,
    access: 'token',
    input: z.object({ idempotencyKey: idempotencyKeySchema }),
    output: rebateClaimSchema,
  }),
};
