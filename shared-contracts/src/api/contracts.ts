// Schemas of the agent contract calls (issue 17 part 2; requirements §3 Contract rows, §4 Contracts, §7 Agent and
// contracts): an upline agent (or the house) offers a direct downline agent a dividend, daily-salary, hourly-salary
// or real-time-salary contract made of tier rows; the downline accepts or rejects it; either side asks to end an
// active one and the other answers; a downline asks its upline for a new one. The four named calls of §7
// (MCS2_processDividendReq, MCS2_processDailySalContract, MCS2_processContractHourSalary,
// MCSFE_processRealTimeSalaryContract) carry these actions, one call per kind, the action named in the body; the
// lists are GET calls. Rates are integer basis points (10,000 = 100%), amounts integer minor units (1/100 kip).
import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { PATHS } from './paths';
import { recordPageOf, recordPaging, recordText } from './money';

import { CONTRACT_KINDS, type ContractKind } from '../constants/contracts';

export { CONTRACT_KINDS, type ContractKind } from '../constants/contracts';

/** A dividend's settlement period (requirements §4 Salary periods). Salaries: daily, hourly, or every 5 minutes (real time). */
export const DIVIDEND_PERIODS = ['Daily', 'Weekly', 'Semimonthly', 'Monthly'] as const;
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];

/** offered → active | rejected | withdrawn (the upline took its offer back); active → terminated. */
export const CONTRACT_STATUSES = ['offered', 'active', 'rejected', 'withdrawn', 'terminated'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/**
 * Why an active contract ended: the other side accepted a termination request, a newer contract of its kind was
 * accepted, ops, or its upline's own contract was lowered below this one or ended ('upline-capped': a downline's rate
 * is never above its upline's, and a contract never outlives its upline's).
 */
export const TERMINATION_REASONS = ['request', 'superseded', 'ops', 'upline-capped'] as const;
export type TerminationReason = (typeof TERMINATION_REASONS)[number];

export const CONTRACT_REQUEST_TYPES = ['new', 'termination'] as const;
export type ContractRequestType = (typeof CONTRACT_REQUEST_TYPES)[number];
export const CONTRACT_REQUEST_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type ContractRequestStatus = (typeof CONTRACT_REQUEST_STATUSES)[number];

/** The caller's side of a contract: given (the caller is its upline) or received (its downline). */
export const CONTRACT_SIDES = ['given', 'received'] as const;
export type ContractSide = (typeof CONTRACT_SIDES)[number];
/** A request the caller received (must answer) or sent. */
export const CONTRACT_REQUEST_BOXES = ['received', 'sent'] as const;

export const CONTRACT_LIMITS = {
  maxTiers: 10,
  /** 100%. */
  maxRateBp: 10_000,
  maxAmountMinor: 100_000_000_000_000,
  maxActiveMembers: 1_000_000,
} as const;

/** Failure codes of the contract calls, beside unauthorized, trial-account, bad-request, non-agent and not-in-your-team. */
export const CONTRACT_ERROR_CODES = [
  /** Offers go to a direct downline only. */
  'not-direct-downline',
  /** The downline is not an agent (types 1, 2, 41, 42). */
  'downline-not-agent',
  /** The upline holds no active contract of this kind, so it has nothing to pass down. */
  'no-own-contract',
  /** A rate of the offer is above the upline's own rate of the same kind. */
  'rate-above-upline',
  /** The downline's active contract of this kind has a higher rate: resend with agreeToTerminate to proceed (requirements §4). */
  'downline-has-higher-rate',
  /** The downline already has a pending offer of this kind. */
  'offer-pending',
  /** A request of this sort is already pending. */
  'request-pending',
  /** The contract or request is no longer in a state that allows this (answered, ended, or another answer came first). */
  'contract-state',
  /** The action belongs to the other side of the contract or request. */
  'not-your-call',
  /** A new-contract request is accepted by offering a contract with its requestId, not by answerRequest. */
  'answer-with-offer',
] as const;
export type ContractErrorCode = (typeof CONTRACT_ERROR_CODES)[number];

const rateBp = (name: string) =>
  z
    .int(`${name} must be a whole number of basis points`)
    .check(
      z.minimum(0, `${name} must be at least 0`),
      z.maximum(CONTRACT_LIMITS.maxRateBp, `${name} must be at most ${CONTRACT_LIMITS.maxRateBp}`),
    );
const positiveRateBp = (name: string) => rateBp(name).check(z.minimum(1, `${name} must be at least 1`));
const amount = (name: string) =>
  z
    .int(`${name} must be a whole number of minor units`)
    .check(
      z.minimum(0, `${name} must be at least 0`),
      z.maximum(CONTRACT_LIMITS.maxAmountMinor, `${name} must be at most ${CONTRACT_LIMITS.maxAmountMinor} minor units`),
    );
const activeMembers = z
  .int('activeMembers must be a whole number')
  .check(z.minimum(0, 'activeMembers must be at least 0'), z.maximum(CONTRACT_LIMITS.maxActiveMembers, 'activeMembers is too large'));

// ── Tier rows (requirements §3 Contract rows) ───────────────────────────────────────────────────────────────

/** Dividend: signing ratio of the team's period loss, reached with active members, valid bet and team loss (P&L) of the period. */
export const dividendTierSchema = z.strictObject({
  rateBp: positiveRateBp('rateBp'),
  activeMembers,
  periodValidBet: amount('periodValidBet'),
  /** The team's loss over the period (the house's profit from it) at least this much. */
  periodProfitLoss: amount('periodProfitLoss'),
});
/** Daily salary: rate of the team's valid bet of the day, with active members and the day's bet amount reached. */
export const dailySalaryTierSchema = z.strictObject({ rateBp: positiveRateBp('rateBp'), activeMembers, dailyBet: amount('dailyBet') });
/** Hourly salary: as the daily one, per hour. */
export const hourlySalaryTierSchema = z.strictObject({ rateBp: positiveRateBp('rateBp'), activeMembers, hourlyBet: amount('hourlyBet') });
/** Real-time salary: of each settled bet of the team staking at least singleBet, its stake × profitRateBp when the player won, × lossRateBp when it lost. */
export const realtimeSalaryTierSchema = z.strictObject({
  /** Rate of a bet the team won (the player's profit). */
  profitRateBp: rateBp('profitRateBp'),
  /** Rate of a bet the team lost. */
  lossRateBp: rateBp('lossRateBp'),
  singleBet: amount('singleBet'),
});

export type DividendTier = z.infer<typeof dividendTierSchema>;
export type DailySalaryTier = z.infer<typeof dailySalaryTierSchema>;
export type HourlySalaryTier = z.infer<typeof hourlySalaryTierSchema>;
export type RealtimeSalaryTier = z.infer<typeof realtimeSalaryTierSchema>;

/** The columns of each kind's rows, in the order a table shows them. */
export const CONTRACT_TIER_FIELDS = {
  dividend: ['rateBp', 'activeMembers', 'periodValidBet', 'periodProfitLoss'],
  dailySalary: ['rateBp', 'activeMembers', 'dailyBet'],
  hourlySalary: ['rateBp', 'activeMembers', 'hourlyBet'],
  realtimeSalary: ['profitRateBp', 'lossRateBp', 'singleBet'],
} as const satisfies Record<ContractKind, readonly string[]>;

/** Rows' rates and their thresholds (the fields not ending in Bp). */
const isRate = (field: string) => field.endsWith('Bp');

/**
 * The rows in order: each reaches for more than the one before (no threshold lower, at least one higher) and pays
 * no less (no rate lower), so the highest tier a period reaches is unambiguous.
 */
export function tiersInOrder(tiers: readonly Record<string, number>[]): boolean {
  for (let i = 1; i < tiers.length; i++) {
    const before = tiers[i - 1]!;
    const row = tiers[i]!;
    let higher = false;
    for (const field of Object.keys(row)) {
      const now = row[field]!;
      const was = before[field]!;
      if (now < was) return false;
      if (!isRate(field) && now > was) higher = true;
    }
    if (!higher) return false;
  }
  return true;
}

const tierList = <T extends z.ZodMiniType<Record<string, number>>>(tier: T) =>
  z.array(tier).check(
    z.minLength(1, 'tiers needs at least one row'),
    z.maxLength(CONTRACT_LIMITS.maxTiers, `tiers may have at most ${CONTRACT_LIMITS.maxTiers} rows`),
    z.refine((tiers) => tiersInOrder(tiers as Record<string, number>[]), {
      message: 'Each tier row needs a higher threshold than the row before (none lower) and a rate no lower',
    }),
  );

/** The highest rate of a contract's rows: what the upline's cap and the higher-rate rule compare (real time: profit and loss rates both). */
export function topRateBp(tiers: readonly Record<string, number>[]): number {
  let top = 0;
  for (const row of tiers) for (const [field, value] of Object.entries(row)) if (isRate(field) && value > top) top = value;
  return top;
}

// ── Read shapes ─────────────────────────────────────────────────────────────────────────────────────────────

/** One tier row as read: the columns of its kind (CONTRACT_TIER_FIELDS) are set, the others null. */
export const contractTierSchema = z.object({
  rateBp: z.nullable(z.int()),
  activeMembers: z.nullable(z.int()),
  periodValidBet: z.nullable(z.int()),
  periodProfitLoss: z.nullable(z.int()),
  dailyBet: z.nullable(z.int()),
  hourlyBet: z.nullable(z.int()),
  profitRateBp: z.nullable(z.int()),
  lossRateBp: z.nullable(z.int()),
  singleBet: z.nullable(z.int()),
});
export type ContractTier = z.infer<typeof contractTierSchema>;

const isoTime = z.string();
const id = recordText(64).check(z.minLength(1, 'id is required'));
const account = recordText(50).check(z.minLength(1, 'account is required'));

export const contractSchema = z.object({
  id: z.string(),
  kind: z.enum(CONTRACT_KINDS),
  status: z.enum(CONTRACT_STATUSES),
  /** The caller's side. */
  side: z.enum(CONTRACT_SIDES),
  /** The upline's account; null is the house. */
  upline: z.nullable(z.string()),
  downline: z.string(),
  /** Dividends only. */
  period: z.nullable(z.enum(DIVIDEND_PERIODS)),
  tiers: z.array(contractTierSchema),
  topRateBp: z.int(),
  /** The upline agreed that accepting ends the downline's current contract of a higher rate. */
  uplineAgreed: z.boolean(),
  createdAt: isoTime,
  answeredAt: z.nullable(isoTime),
  terminatedAt: z.nullable(isoTime),
  terminationReason: z.nullable(z.enum(TERMINATION_REASONS)),
  /** A pending termination request of this contract and which side sent it. */
  pendingTermination: z.nullable(z.object({ requestId: z.string(), requestedBy: z.enum(['upline', 'downline']) })),
});
export type Contract = z.infer<typeof contractSchema>;
export const contractPageSchema = recordPageOf(contractSchema);

export const contractRequestSchema = z.object({
  id: z.string(),
  type: z.enum(CONTRACT_REQUEST_TYPES),
  kind: z.enum(CONTRACT_KINDS),
  status: z.enum(CONTRACT_REQUEST_STATUSES),
  /** Termination: the contract concerned. */
  contractId: z.nullable(z.string()),
  /** Whether the caller received (answers) or sent it. */
  box: z.enum(CONTRACT_REQUEST_BOXES),
  from: z.string(),
  /** Null is the house. */
  to: z.nullable(z.string()),
  createdAt: isoTime,
  answeredAt: z.nullable(isoTime),
});
export type ContractRequest = z.infer<typeof contractRequestSchema>;
export const contractRequestPageSchema = recordPageOf(contractRequestSchema);

/** What an action changed: the contract it offered, answered or asked to end, and the request it made or answered. */
export const contractActionResultSchema = z.object({ contract: z.nullable(contractSchema), request: z.nullable(contractRequestSchema) });
export type ContractActionResult = z.infer<typeof contractActionResultSchema>;

// ── Lists ───────────────────────────────────────────────────────────────────────────────────────────────────

export const contractListInputSchema = z.object({
  side: z.enum(CONTRACT_SIDES),
  kind: z.optional(z.enum(CONTRACT_KINDS)),
  status: z.optional(z.enum(CONTRACT_STATUSES)),
  /** Given side: one downline's contracts (in the caller's subtree, else not-in-your-team). */
  account: z.optional(account),
  ...recordPaging,
});
export const contractDetailInputSchema = z.object({ id });
export const contractRequestListInputSchema = z.object({
  box: z.enum(CONTRACT_REQUEST_BOXES),
  status: z.optional(z.enum(CONTRACT_REQUEST_STATUSES)),
  kind: z.optional(z.enum(CONTRACT_KINDS)),
  ...recordPaging,
});

// ── Actions: the body of the four named calls ───────────────────────────────────────────────────────────────

const offerFields = {
  action: z.literal('offer'),
  /** A direct downline agent of the caller. */
  account,
  /** Proceed although the downline's active contract of this kind has a higher rate; accepting ends that one (requirements §4). */
  agreeToTerminate: z._default(z.boolean(), false),
  /** The downline's pending new-contract request this offer answers. */
  requestId: z.optional(id),
};
const acceptAction = z.strictObject({ action: z.literal('accept'), contractId: id });
const rejectAction = z.strictObject({ action: z.literal('reject'), contractId: id });
/** The upline takes back its offer while it still waits for the downline's answer. */
const withdrawAction = z.strictObject({ action: z.literal('withdraw'), contractId: id });
/** Asks the other side to end an active contract (a termination request). */
const terminateAction = z.strictObject({ action: z.literal('terminate'), contractId: id });
/** A downline asks its upline for a new contract of the call's kind. */
const requestNewAction = z.strictObject({ action: z.literal('requestNew') });
/** Accepts (termination requests only) or rejects a request addressed to the caller. */
const answerRequestAction = z.strictObject({ action: z.literal('answerRequest'), requestId: id, accept: z.boolean() });
const answers = [acceptAction, rejectAction, withdrawAction, terminateAction, requestNewAction, answerRequestAction] as const;

export const dividendActionSchema = z.discriminatedUnion('action', [
  z.strictObject({ ...offerFields, period: z.enum(DIVIDEND_PERIODS), tiers: tierList(dividendTierSchema) }),
  ...answers,
]);
export const dailySalaryActionSchema = z.discriminatedUnion('action', [
  z.strictObject({ ...offerFields, tiers: tierList(dailySalaryTierSchema) }),
  ...answers,
]);
export const hourlySalaryActionSchema = z.discriminatedUnion('action', [
  z.strictObject({ ...offerFields, tiers: tierList(hourlySalaryTierSchema) }),
  ...answers,
]);
export const realtimeSalaryActionSchema = z.discriminatedUnion('action', [
  z.strictObject({ ...offerFields, tiers: tierList(realtimeSalaryTierSchema) }),
  ...answers,
]);
export type DividendAction = z.output<typeof dividendActionSchema>;
export type DailySalaryAction = z.output<typeof dailySalaryActionSchema>;
export type HourlySalaryAction = z.output<typeof hourlySalaryActionSchema>;
export type RealtimeSalaryAction = z.output<typeof realtimeSalaryActionSchema>;
export type ContractAction = DividendAction | DailySalaryAction | HourlySalaryAction | RealtimeSalaryAction;
export const CONTRACT_ACTIONS = ['offer', 'accept', 'reject', 'withdraw', 'terminate', 'requestNew', 'answerRequest'] as const;

export const contractEndpoints = {
  /** MCS2_processDividendReq. */
  dividend: endpoint({
    method: 'POST',
    path: PATHS.contracts.dividend,
    access: 'token',
    input: dividendActionSchema,
    output: contractActionResultSchema,
  }),
  /** MCS2_processDailySalContract. */
  dailySalary: endpoint({
    method: 'POST',
    path: PATHS.contracts.dailySalary,
    access: 'token',
    input: dailySalaryActionSchema,
    output: contractActionResultSchema,
  }),
  /** MCS2_processContractHourSalary. */
  hourlySalary: endpoint({
    method: 'POST',
    path: PATHS.contracts.hourSalary,
    access: 'token',
    input: hourlySalaryActionSchema,
    output: contractActionResultSchema,
  }),
  /** MCSFE_processRealTimeSalaryContract. */
  realtimeSalary: endpoint({
    method: 'POST',
    path: PATHS.contracts.realtimeSalary,
    access: 'token',
    input: realtimeSalaryActionSchema,
    output: contractActionResultSchema,
  }),
  /** The caller's contracts, given (as upline) or received (as downline), newest first. */
  list: endpoint({
    method: 'GET',
    path: PATHS.contracts.list,
    access: 'token',
    input: contractListInputSchema,
    output: contractPageSchema,
  }),
  /** One contract the caller is a party to. */
  detail: endpoint({
    method: 'GET',
    path: PATHS.contracts.detail,
    access: 'token',
    input: contractDetailInputSchema,
    output: contractSchema,
  }),
  /** Requests the caller received or sent, newest first. */
  requests: endpoint({
    method: 'GET',
    path: PATHS.contracts.requests,
    access: 'token',
    input: contractRequestListInputSchema,
    output: contractRequestPageSchema,
  }),
};

/** The named call of each kind. */
export const CONTRACT_ENDPOINT_OF_KIND = {
  dividend: contractEndpoints.dividend,
  dailySalary: contractEndpoints.dailySalary,
  hourlySalary: contractEndpoints.hourlySalary,
  realtimeSalary: contractEndpoints.realtimeSalary,
} as const;
