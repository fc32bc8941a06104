// Schemas of the money calls (issue 5): wallet and public state, deposits, withdrawals and their confirmation,
// transfers along the member's tree, internal messages, and the records (bets, account movements, profit and
// loss, bonuses). Amounts are integer minor units (1/100 kip) everywhere; every money-moving call carries an
// idempotencyKey that the client makes once per submission and keeps for its retries.
import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { PATHS } from './paths';
import { wholeNumber } from './query';
import { GAME_TYPES } from '../constants/games';
import { freeText } from '../field-rules/free-text';
import { parseImageDataUrl } from '../field-rules/image-data-url';

/** Money limits and timings of the cashier (requirements §9 leaves the withdrawal auto-receive minutes to the site). */
export const MONEY_LIMITS = {
  depositMinMinor: 1_000_000,
  depositMaxMinor: 10_000_000_000,
  withdrawMinMinor: 5_000_000,
  withdrawMaxMinor: 5_000_000_000,
  transferMinMinor: 100,
  transferMaxMinor: 10_000_000_000,
  /** Default; the API's WITHDRAWAL_AUTO_RECEIVE_MINUTES overrides it and withdrawInfo reports the value in force. */
  withdrawalAutoReceiveMinutes: 30,
  proofImagesMax: 3,
  proofImageMaxBytes: 5 * 1024 * 1024,
  proofImageTypes: ['image/png', 'image/jpeg'],
  recordPageSize: 20,
  recordPageSizeMax: 100,
  /** The longest range a record query may span. */
  recordRangeMaxDays: 92,
} as const;

/** A withdraw password is six digits. */
export const WITHDRAW_PASSWORD_PATTERN = /^\d{6}$/;

const minor = z.int();
// `z.int(message)`: a number that must be whole, the one message for both (classic `z.number({ error }).int(error)`).
const positiveMinor = (name: string, min: number, max: number) =>
  z
    .int(`${name} must be a whole number of minor units`)
    .check(z.minimum(min, `${name} must be at least ${min} minor units`), z.maximum(max, `${name} must be at most ${max} minor units`));
/** Text a member types (names, bank fields, file names, filters): trimmed, bounded, and under the free-text rule. */
const text = (max: number) => freeText(z.string().check(z.trim(), z.maxLength(max, `must be at most ${max} characters`)));
const isoTime = z.string();
const paging = {
  pageNo: wholeNumber('pageNo', 1, Number.MAX_SAFE_INTEGER, 1),
  pageSize: wholeNumber('pageSize', 1, MONEY_LIMITS.recordPageSizeMax, MONEY_LIMITS.recordPageSize),
};
const pageOf = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    list: z.array(item),
    pageNo: z.int(),
    totalPages: z.int().check(z.nonnegative()),
    total: z.int().check(z.nonnegative()),
  });

/** Made by the client once per submission (a UUID) and sent again on retries: the server moves money once. */
export const idempotencyKeySchema = freeText(
  z
    .string()
    .check(
      z.trim(),
      z.minLength(8, 'idempotencyKey must be 8 to 100 characters'),
      z.maxLength(100, 'idempotencyKey must be 8 to 100 characters'),
    ),
);
export const withdrawPasswordSchema = z.string().check(z.regex(WITHDRAW_PASSWORD_PATTERN, 'The withdraw password is 6 digits'));

// ── Wallet and public state ────────────────────────────────────────────────────────────────────────────────

/** Requirements §3 Public state. */
export const publicStateSchema = z.object({
  balance: minor,
  currencySymbol: z.string(),
  hasVip: z.boolean(),
  vipLabelName: z.string(),
  vipRankLevel: z.int(),
  availablePromoCount: z.int().check(z.nonnegative()),
  unreadMessage: z.int().check(z.nonnegative()),
  availablePromo: z.object({ REFERRAL: z.object({ enabled: z.boolean() }) }),
});
export type PublicState = z.infer<typeof publicStateSchema>;

/** GCS_merchantWallet: one seamless main wallet (isSingle), so there are no game sub-wallets to move money between. */
export const merchantWalletSchema = z.object({
  isSingle: z.boolean(),
  wallets: z.array(z.object({ code: z.string(), balance: minor })),
});

/**
 * funds/consolidated: the money of the account and the consolidated contract info of requirements §3. Each …reqtype
 * (dailysalreqtype daily salary, divtypereq dividend, contracthoursalreq hourly salary, realtimesalreqtype real-time
 * salary) names what awaits the caller's answer in that kind: 'new' (an offer, or a downline's new-contract request),
 * 'termination' (a termination request), or null. The flags: the caller is a party (either side) to a contract of the
 * kind that is or was active — hasSalaryContract is the real-time salary (docs/architecture.md §4 Contracts).
 */
export const consolidatedFundsSchema = z.object({
  balance: minor,
  /** Held by withdrawals waiting for review. */
  heldBalance: minor,
  currencySymbol: z.string(),
  dailysalreqtype: z.nullable(z.string()),
  divtypereq: z.nullable(z.string()),
  contracthoursalreq: z.nullable(z.string()),
  realtimesalreqtype: z.nullable(z.string()),
  hasDailySalaryContract: z.boolean(),
  hasHourSalaryContract: z.boolean(),
  hasSalaryContract: z.boolean(),
  hasDividendContract: z.boolean(),
});

// ── Transfers along the tree ───────────────────────────────────────────────────────────────────────────────

export const transferOptionsSchema = z.object({
  /** The direct upline's account, or null for a top-level account. */
  upline: z.nullable(z.string()),
  hasWithdrawPassword: z.boolean(),
});

export const transferUplineInputSchema = z.object({
  amount: positiveMinor('amount', MONEY_LIMITS.transferMinMinor, MONEY_LIMITS.transferMaxMinor),
  withdrawPassword: withdrawPasswordSchema,
  idempotencyKey: idempotencyKeySchema,
});

/** GCS_walletTransfer: to an account on the caller's own tree (its uplines, or its downline for agents). */
export const walletTransferInputSchema = z.extend(transferUplineInputSchema, {
  toAccount: text(50).check(z.minLength(1, 'toAccount is required')),
});

export const transferResultSchema = z.object({
  entryId: z.string(),
  toAccount: z.string(),
  amount: minor,
  balance: minor,
  createdAt: isoTime,
});
export type TransferResult = z.infer<typeof transferResultSchema>;

// ── Deposits ───────────────────────────────────────────────────────────────────────────────────────────────

export const DEPOSIT_CHANNELS = ['DEMO_GATEWAY', 'BANK_TRANSFER'] as const;
export type DepositChannel = (typeof DEPOSIT_CHANNELS)[number];
export const DEPOSIT_STATUSES = ['PENDING', 'PAID', 'FAILED', 'REJECTED'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const depositChannelSchema = z.object({
  code: z.enum(DEPOSIT_CHANNELS),
  minAmount: minor,
  maxAmount: minor,
  /** The site's receiving account, for manual bank transfer. */
  bank: z.nullable(z.object({ bankName: z.string(), accountNo: z.string(), accountName: z.string() })),
});
export const depositChannelsSchema = z.object({ channels: z.array(depositChannelSchema) });

export const createDepositInputSchema = z.object({
  channel: z.enum(DEPOSIT_CHANNELS, { error: `channel must be one of ${DEPOSIT_CHANNELS.join(', ')}` }),
  amount: positiveMinor('amount', MONEY_LIMITS.depositMinMinor, MONEY_LIMITS.depositMaxMinor),
  /** Bank transfer: the name on the sending account, so ops can match the transfer. */
  depositorName: z.optional(text(100)),
  idempotencyKey: idempotencyKeySchema,
});

export const depositOrderSchema = z.object({
  id: z.string(),
  channel: z.enum(DEPOSIT_CHANNELS),
  amount: minor,
  status: z.enum(DEPOSIT_STATUSES),
  depositorName: z.nullable(z.string()),
  /** Demo gateway: the payment page to open; null for bank transfer and once the order is completed. */
  payUrl: z.nullable(z.string()),
  createdAt: isoTime,
  completedAt: z.nullable(isoTime),
});
export type DepositOrder = z.infer<typeof depositOrderSchema>;

// ── Withdrawals ────────────────────────────────────────────────────────────────────────────────────────────

export const WITHDRAWAL_STATUSES = [
  'PENDING',
  'REJECTED',
  'APPROVED',
  'RECEIVED',
  'AUTO_RECEIVED',
  'NOT_RECEIVED',
  'PARTIAL',
  'REFUNDED',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
/** Requirements §4 Withdrawal confirmation. */
export const WITHDRAWAL_ANSWERS = ['RECEIVED', 'NOT_RECEIVED', 'PARTIAL'] as const;
export type WithdrawalAnswer = (typeof WITHDRAWAL_ANSWERS)[number];

export const setWithdrawPasswordInputSchema = z.object({
  /** Setting the first withdraw password asks for the login password. */
  loginPassword: z.optional(z.string().check(z.maxLength(100))),
  /** Changing it asks for the current withdraw password. */
  oldWithdrawPassword: z.optional(z.string().check(z.maxLength(100))),
  newWithdrawPassword: withdrawPasswordSchema,
  confirmWithdrawPassword: z.string().check(z.maxLength(100)),
});

export const withdrawalOrderSchema = z.object({
  id: z.string(),
  amount: minor,
  status: z.enum(WITHDRAWAL_STATUSES),
  bankName: z.string(),
  /** Masked but for the last four digits. */
  bankAccountNo: z.string(),
  accountName: z.string(),
  createdAt: isoTime,
  reviewedAt: z.nullable(isoTime),
  rejectReason: z.nullable(z.string()),
  /** APPROVED: when it counts as received without an answer. */
  confirmDeadline: z.nullable(isoTime),
  receivedAmount: z.nullable(minor),
  /** What the member says did not arrive (NOT_RECEIVED: all of it; PARTIAL: the remainder). */
  disputedAmount: z.nullable(minor),
  confirmedAt: z.nullable(isoTime),
});
export type WithdrawalOrder = z.infer<typeof withdrawalOrderSchema>;

export const withdrawInfoSchema = z.object({
  hasWithdrawPassword: z.boolean(),
  balance: minor,
  minAmount: minor,
  maxAmount: minor,
  /** The bank-account real name on file (registration payeeName); the withdrawal's account name must match it when set. */
  payeeName: z.nullable(z.string()),
  autoReceiveMinutes: z.int().check(z.positive()),
  /** Approved withdrawals waiting for the member's answer. */
  awaitingConfirmation: z.array(withdrawalOrderSchema),
});

export const requestWithdrawalInputSchema = z.object({
  amount: positiveMinor('amount', MONEY_LIMITS.withdrawMinMinor, MONEY_LIMITS.withdrawMaxMinor),
  withdrawPassword: withdrawPasswordSchema,
  /**
   * One of the member's bound bank accounts (issue 19): the withdrawal goes to it, and the three fields below are
   * then taken from it. Without it they must all be given, and name a bound account when the member has any.
   */
  bankAccountId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
  bankName: z.optional(text(60).check(z.minLength(1, 'bankName is required'))),
  bankAccountNo: z.optional(z.string().check(z.trim(), z.regex(/^\d{6,30}$/, 'bankAccountNo must be 6 to 30 digits'))),
  accountName: z.optional(text(100).check(z.minLength(1, 'accountName is required'))),
  idempotencyKey: idempotencyKeySchema,
});

/** A proof image as a data URL (png or jpeg, at most 5 MB decoded). */
export const proofImageSchema = z.object({
  name: text(200).check(z.minLength(1)),
  dataUrl: z.string().check(z.refine((value) => parseImageDataUrl(value) !== null, 'Proof images must be png or jpg')),
});

export const confirmWithdrawalInputSchema = z.object({
  id: z.string().check(z.minLength(1)),
  answer: z.enum(WITHDRAWAL_ANSWERS, { error: `answer must be one of ${WITHDRAWAL_ANSWERS.join(', ')}` }),
  /** PARTIAL: the amount that arrived (more than 0, less than the withdrawal). */
  receivedAmount: z.optional(minor),
  /** NOT_RECEIVED and PARTIAL: one to three images. */
  proofImages: z.optional(
    z.array(proofImageSchema).check(z.maxLength(MONEY_LIMITS.proofImagesMax, `At most ${MONEY_LIMITS.proofImagesMax} proof images`)),
  ),
  idempotencyKey: idempotencyKeySchema,
});

// ── Internal messages ──────────────────────────────────────────────────────────────────────────────────────

/** Requirements §1 internal messages, and the transfer a member receives. Texts are the client's, by kind. */
export const MESSAGE_KINDS = [
  'DEPOSIT_ARRIVAL',
  'DEPOSIT_FAILED',
  'WITHDRAWAL_APPROVED',
  'WITHDRAWAL_REJECTED',
  'WITHDRAWAL_REFUNDED',
  'TRANSFER_RECEIVED',
  'PROMOTION_APPROVED',
  'PROMOTION_REJECTED',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const memberMessageSchema = z.object({
  id: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  /** What the text needs: the amount, the order id, a reason, the other account. */
  params: z.object({
    amount: z.optional(minor),
    orderId: z.optional(z.string()),
    reason: z.optional(z.string()),
    account: z.optional(z.string()),
    /** The promotion an application was reviewed for. */
    promotionId: z.optional(z.string()),
  }),
  createdAt: isoTime,
  readAt: z.nullable(isoTime),
});
export type MemberMessage = z.infer<typeof memberMessageSchema>;

export const messageListSchema = z.extend(pageOf(memberMessageSchema), { unread: z.int().check(z.nonnegative()) });
export const markMessagesReadInputSchema = z
  .object({ ids: z.optional(z.array(z.string()).check(z.maxLength(100))), all: z.optional(z.boolean()) })
  .check(z.refine((input) => (input.ids?.length ?? 0) > 0 || input.all === true, 'Give the ids of the messages to mark, or all: true'));
export const unreadCountSchema = z.object({
  count: z.int().check(z.nonnegative()),
  /** With CSP_unreadCount: unopened red envelopes plus unspent wheel tickets (the rewardCenter badge). */
  rewardCount: z.optional(z.int().check(z.nonnegative())),
  /** Mission rewards waiting to be claimed this period (the missionLeaderboard badge); absent when not counted. */
  missionsClaimable: z.optional(z.int().check(z.nonnegative())),
});

// ── Records ────────────────────────────────────────────────────────────────────────────────────────────────

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD'));
/** Business days in Asia/Vientiane, both ends included; the range may not exceed recordRangeMaxDays. */
const dateRange = { startDate: day, endDate: day };

/** The records' date range, for the other record-like calls (points details; paging and page shape below). */
export { dateRange as recordDateRange };

export const BET_STATUSES = ['OPEN', 'SETTLED', 'ROLLED_BACK'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

export const betRecordInputSchema = z.object({
  ...dateRange,
  gameType: z.optional(z.enum(GAME_TYPES)),
  vassalage: z.optional(text(40).check(z.minLength(1))),
  ...paging,
});
export const betRecordSchema = z.object({
  id: z.string(),
  gameName: z.string(),
  vassalage: z.string(),
  gameType: z.enum(GAME_TYPES),
  stake: minor,
  win: minor,
  /** win − stake, from the member's side. */
  profit: minor,
  status: z.enum(BET_STATUSES),
  placedAt: isoTime,
  settledAt: z.nullable(isoTime),
});
const betTotalsSchema = z.object({ betCount: z.int(), stake: minor, win: minor, profit: minor });
export const betRecordPageSchema = z.extend(pageOf(betRecordSchema), { totals: betTotalsSchema });

/** Shared with the agent centre's reports (agents.ts) and the points details (points.ts): a business day, a page's fields and shape, bet totals. */
export { day as businessDaySchema, paging as recordPaging, pageOf as recordPageOf, betTotalsSchema, text as recordText };

export const LEDGER_ENTRY_KINDS = [
  'OPENING',
  'DEPOSIT',
  'WITHDRAWAL_HOLD',
  'WITHDRAWAL_RELEASE',
  'WITHDRAWAL_PAYOUT',
  'WITHDRAWAL_REFUND',
  'TRANSFER',
  'BET',
  'WIN',
  'BET_ROLLBACK',
  'BONUS',
  /** A dividend or salary an upline (or the house) pays under an agent contract (contract-settlements.ts). */
  'CONTRACT_SETTLEMENT',
  /** Points mall (issue 18): an item's paid amount, a cash or bonus item paid out, a rejected redeem's amount returned. */
  'POINTS_MALL',
  /** Points converted to money at the redeem ratio. */
  'POINTS_CONVERT',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

export const transactionRecordInputSchema = z.object({ ...dateRange, kind: z.optional(z.enum(LEDGER_ENTRY_KINDS)), ...paging });
export const transactionRecordSchema = z.object({
  entryId: z.string(),
  kind: z.enum(LEDGER_ENTRY_KINDS),
  /** Signed change of the member's wallet. */
  amount: minor,
  balanceAfter: minor,
  /** The order, round or counterparty account the movement belongs to. */
  reference: z.nullable(z.string()),
  createdAt: isoTime,
});
export const transactionRecordPageSchema = pageOf(transactionRecordSchema);

export const profitInputSchema = z.object({ ...dateRange });
export const profitReportSchema = z.object({
  byGameType: z.array(z.extend(betTotalsSchema, { gameType: z.enum(GAME_TYPES) })),
  byDay: z.array(z.extend(betTotalsSchema, { day })),
  total: betTotalsSchema,
});

export const bonusInputSchema = z.object({ ...dateRange, ...paging });
/** A bonus's turnover requirement: settled valid bets asked, those counted towards it, and what is left. */
export const bonusTurnoverSchema = z.object({ required: minor, counted: minor, outstanding: minor });
export const bonusRecordSchema = z.object({
  entryId: z.string(),
  amount: minor,
  reason: z.string(),
  createdAt: isoTime,
  /** Null for a bonus paid without a turnover requirement. */
  turnover: z.nullable(bonusTurnoverSchema),
});
export const bonusPageSchema = z.extend(pageOf(bonusRecordSchema), {
  totalAmount: minor,
  /** All the member's bonus requirements together (not only this page's); withdrawals wait while any is outstanding. */
  turnover: z.extend(bonusTurnoverSchema, { withdrawalLocked: z.boolean() }),
});

/** Failure codes of the money calls. */
export const MONEY_ERROR_CODES = [
  'insufficient-balance',
  'idempotency-conflict',
  'withdraw-password-required',
  'withdraw-password-wrong',
  'not-on-your-tree',
  'no-upline',
  'order-not-found',
  'order-state',
  'trial-account',
  /** A promotion bonus's turnover is not met yet: the value's `outstanding` is the settled betting left, in minor units. */
  'turnover-not-met',
  /** The account owes its downlines dividends (contract-settlements.ts): the value's `owed` is the sum, in minor units. */
  'account-frozen',
] as const;

const empty = z.object({});

export const moneyEndpoints = {
  publicState: endpoint({ method: 'GET', path: PATHS.member.publicState, access: 'token', input: empty, output: publicStateSchema }),
  merchantWallet: endpoint({
    method: 'GET',
    path: PATHS.wallet.merchantWallet,
    access: 'token',
    input: empty,
    output: merchantWalletSchema,
  }),
  consolidatedFunds: endpoint({
    method: 'GET',
    path: PATHS.member.fundsConsolidated,
    access: 'token',
    input: empty,
    output: consolidatedFundsSchema,
  }),
  transferOptions: endpoint({
    method: 'GET',
    path: PATHS.wallet.transferOptions,
    access: 'token',
    input: empty,
    output: transferOptionsSchema,
  }),
  transferUpline: endpoint({
    method: 'POST',
    path: PATHS.wallet.transferUpline,
    access: 'token',
    input: transferUplineInputSchema,
    output: transferResultSchema,
  }),
  walletTransfer: endpoint({
    method: 'POST',
    path: PATHS.wallet.walletTransfer,
    access: 'token',
    input: walletTransferInputSchema,
    output: transferResultSchema,
  }),
  depositChannels: endpoint({
    method: 'GET',
    path: PATHS.cashier.depositChannels,
    access: 'token',
    input: empty,
    output: depositChannelsSchema,
  }),
  createDeposit: endpoint({
    method: 'POST',
    path: PATHS.cashier.deposits,
    access: 'token',
    input: createDepositInputSchema,
    output: depositOrderSchema,
  }),
  deposits: endpoint({
    method: 'GET',
    path: PATHS.cashier.deposits,
    access: 'token',
    input: z.object(paging),
    output: pageOf(depositOrderSchema),
  }),
  setWithdrawPassword: endpoint({
    method: 'POST',
    path: PATHS.member.withdrawPassword,
    access: 'token',
    input: setWithdrawPasswordInputSchema,
    output: z.null(),
  }),
  withdrawInfo: endpoint({ method: 'GET', path: PATHS.cashier.withdrawInfo, access: 'token', input: empty, output: withdrawInfoSchema }),
  requestWithdrawal: endpoint({
    method: 'POST',
    path: PATHS.cashier.withdrawals,
    access: 'token',
    input: requestWithdrawalInputSchema,
    output: withdrawalOrderSchema,
  }),
  withdrawals: endpoint({
    method: 'GET',
    path: PATHS.cashier.withdrawals,
    access: 'token',
    input: z.object(paging),
    output: pageOf(withdrawalOrderSchema),
  }),
  confirmWithdrawal: endpoint({
    method: 'POST',
    path: PATHS.cashier.confirmWithdrawal,
    access: 'token',
    input: confirmWithdrawalInputSchema,
    output: withdrawalOrderSchema,
  }),
  messages: endpoint({ method: 'GET', path: PATHS.messages.list, access: 'token', input: z.object(paging), output: messageListSchema }),
  markMessagesRead: endpoint({
    method: 'POST',
    path: PATHS.messages.read,
    access: 'token',
    input: markMessagesReadInputSchema,
    output: unreadCountSchema,
  }),
  unreadCount: endpoint({ method: 'GET', path: PATHS.wallet.unreadCount, access: 'token', input: empty, output: unreadCountSchema }),
  betRecords: endpoint({
    method: 'GET',
    path: PATHS.records.bets,
    access: 'token',
    input: betRecordInputSchema,
    output: betRecordPageSchema,
  }),
  transactionRecords: endpoint({
    method: 'GET',
    path: PATHS.records.transactions,
    access: 'token',
    input: transactionRecordInputSchema,
    output: transactionRecordPageSchema,
  }),
  profit: endpoint({ method: 'GET', path: PATHS.records.profit, access: 'token', input: profitInputSchema, output: profitReportSchema }),
  bonuses: endpoint({ method: 'GET', path: PATHS.records.bonuses, access: 'token', input: bonusInputSchema, output: bonusPageSchema }),
};
