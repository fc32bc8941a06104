// Schemas of the contract settlements' records (issue 17, requirements §2 agent-centre pages, §4 Contracts and Salary
// periods, §9 salary timing): my income (agentRevenueReport), dividend records (agentDividendRecordCopy2), daily wages
// (agentDailyWages2), hourly salary (agentHourSalary), real-time salary (agentRealtimeSalary), and the caller's frozen
// state (dividends it owes its downlines). A settlement is one contract's pay for one period, paid by the contract's
// upline (or the house) to its downline; the caller sees the settlements it received, or those it paid, never another's.
// Amounts are integer minor units (1/100 kip); rates are basis points (1/10,000). A frozen account's withdrawals and
// transfers fail with the money code 'account-frozen' (money.ts).
import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { PATHS } from './paths';
import { businessDaySchema, recordPageOf, recordPaging, recordText } from './money';
import { CONTRACT_KINDS, DIVIDEND_PERIODS } from './contracts';

/** The caller's side of a settlement: paid to it by its upline, or paid by it to a downline. */
export const SETTLEMENT_DIRECTIONS = ['received', 'paid'] as const;
export type SettlementDirection = (typeof SETTLEMENT_DIRECTIONS)[number];

/** `owed`: a dividend its upline could not pay at period end (the upline is frozen until it is collected). */
export const SETTLEMENT_STATUSES = ['paid', 'owed'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

const minor = z.int();
const isoTime = z.string();
const account = recordText(50).check(z.minLength(1, 'account must not be empty'));

/**
 * The records calls: settlements whose period starts in the business days startDate..endDate (both included; the
 * pages' presets of requirements §9 — last 7 / 30 days — are ranges like any other), newest first, a page at a time.
 * `account` narrows to one counterparty: a direct downline the caller paid, or (received) the caller's own upline.
 */
export const settlementRecordsInputSchema = z.object({
  startDate: businessDaySchema,
  endDate: businessDaySchema,
  direction: z._default(z.enum(SETTLEMENT_DIRECTIONS), 'received'),
  account: z.optional(account),
  ...recordPaging,
});
export type SettlementRecordsInput = z.infer<typeof settlementRecordsInputSchema>;

/** What every settlement shows: who paid whom, for which period, the team figures the tier row was chosen by, the pay. */
export const settlementRecordSchema = z.object({
  id: z.string(),
  contractId: z.string(),
  kind: z.enum(CONTRACT_KINDS),
  /** The paying upline's account; null when the house pays (a top agent's contract). */
  upline: z.nullable(z.string()),
  downline: z.string(),
  /** The period settled: its first instant and the first instant after it (UTC ISO). */
  periodStart: isoTime,
  periodEnd: isoTime,
  /** The business day (Asia/Vientiane) the period starts on. */
  businessDay: businessDaySchema,
  /** Members of the downline's team (the downline and everyone below it) with a settled bet in the period. */
  activeMembers: z.int(),
  /** Stakes of the team's settled, standing bets in the period (the period's valid bet, daily or hourly bet amount). */
  validBet: minor,
  /** The team's win − stake over the period (negative: the team lost). */
  profit: minor,
  /** The signing ratio/rate of the tier row chosen, in basis points; null when no row was met or (real time) per bet. */
  rateBp: z.nullable(z.int()),
  amount: minor,
  status: z.enum(SETTLEMENT_STATUSES),
  /** When the amount moved (null while owed). */
  paidAt: z.nullable(isoTime),
});
export type SettlementRecord = z.infer<typeof settlementRecordSchema>;

export const dividendRecordSchema = z.extend(settlementRecordSchema, { periodType: z.enum(DIVIDEND_PERIODS) });
export type DividendRecord = z.infer<typeof dividendRecordSchema>;

/** Real-time salary pays per bet: each settled bet of at least a row's single bet earns that row's profit or loss rate. */
export const realtimeSalaryRecordSchema = z.extend(settlementRecordSchema, {
  /** Bets of the window that met a row's single bet. */
  qualifyingBets: z.int(),
  /** Stakes of the qualifying bets the team won (paid at the profit rate) and lost (paid at the loss rate). */
  profitStake: minor,
  lossStake: minor,
});
export type RealtimeSalaryRecord = z.infer<typeof realtimeSalaryRecordSchema>;

const pageWithTotal = <T extends z.ZodMiniType>(row: T) => z.extend(recordPageOf(row), { totalAmount: minor });
export const dividendRecordPageSchema = pageWithTotal(dividendRecordSchema);
export const salaryRecordPageSchema = pageWithTotal(settlementRecordSchema);
export const realtimeSalaryRecordPageSchema = pageWithTotal(realtimeSalaryRecordSchema);

/**
 * My income (agentRevenueReport; issue 17: commissions, dividends, salaries): per business day of the range, what the
 * caller received and paid under contracts, by kind, and its referral commissions.
 */
export const incomeReportInputSchema = z.object({ startDate: businessDaySchema, endDate: businessDaySchema, ...recordPaging });
const byKind = z.object({ dividend: minor, dailySalary: minor, hourlySalary: minor, realtimeSalary: minor });
export const incomeDaySchema = z.object({
  businessDay: businessDaySchema,
  received: byKind,
  paid: byKind,
  /** Referral commissions: the REFERRAL promotion's rewards paid to the caller as a referrer that day. */
  commission: minor,
  /** Received − paid, every kind, + commission. */
  net: minor,
});
export type IncomeDay = z.infer<typeof incomeDaySchema>;
/** Days with a settlement or a commission only, newest first; `totals` covers the whole range. */
export const incomeReportSchema = z.extend(recordPageOf(incomeDaySchema), {
  totals: z.object({ received: byKind, paid: byKind, commission: minor, net: minor }),
});

/** The caller's frozen state: dividends it owes (requirements §4) keep withdrawals and transfers refused until collected. */
export const contractDebtSchema = z.object({
  settlementId: z.string(),
  downline: z.string(),
  periodType: z.enum(DIVIDEND_PERIODS),
  periodStart: isoTime,
  periodEnd: isoTime,
  amount: minor,
  /** When the dividend fell due and could not be paid. */
  owedSince: isoTime,
});
export const contractDebtsSchema = z.object({
  frozen: z.boolean(),
  /** The sum owed, minor units (0 when not frozen). */
  owed: minor,
  debts: z.array(contractDebtSchema),
});
export type ContractDebts = z.infer<typeof contractDebtsSchema>;

export const contractSettlementEndpoints = {
  income: endpoint({
    method: 'GET',
    path: PATHS.agentSettlements.income,
    access: 'token',
    input: incomeReportInputSchema,
    output: incomeReportSchema,
  }),
  dividendRecords: endpoint({
    method: 'GET',
    path: PATHS.agentSettlements.dividends,
    access: 'token',
    input: settlementRecordsInputSchema,
    output: dividendRecordPageSchema,
  }),
  dailyWages: endpoint({
    method: 'GET',
    path: PATHS.agentSettlements.dailyWages,
    access: 'token',
    input: settlementRecordsInputSchema,
    output: salaryRecordPageSchema,
  }),
  hourlySalary: endpoint({
    method: 'GET',
    path: PATHS.agentSettlements.hourlySalary,
    access: 'token',
    input: settlementRecordsInputSchema,
    output: salaryRecordPageSchema,
  }),
  realtimeSalary: endpoint({
    method: 'GET',
    path: PATHS.agentSettlements.realtimeSalary,
    access: 'token',
    input: settlementRecordsInputSchema,
    output: realtimeSalaryRecordPageSchema,
  }),
  /** Any signed-in member (not only agents): the shell asks it to show the frozen notice. */
  contractDebts: endpoint({
    method: 'GET',
    path: PATHS.agentSettlements.debts,
    access: 'token',
    input: z.object({}),
    output: contractDebtsSchema,
  }),
};
