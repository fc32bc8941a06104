// Schemas of the agent centre's calls (issue 17, requirements §1 agent features, §2 agent-centre pages, §6 Agent):
// team overview per period, team management (the downline list and one downline's detail), team betting, user loss
// (P&L per downline), downline transaction details, agent announcements, the accounts a referral link brought, and
// creating an account for a downline. Every call answers about the caller's own subtree only; amounts are integer minor units (1/100 kip).
import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { PATHS } from './paths';
import { encryptedEndpoint } from './auth';
import { BET_STATUSES, betTotalsSchema, businessDaySchema, LEDGER_ENTRY_KINDS, recordPageOf, recordPaging, recordText } from './money';
import { GAME_TYPES } from '../constants/games';
import { noticeSchema } from './system';
import { wholeNumber } from './query';

/** Failure codes of the agent calls, beside unauthorized, trial-account and bad-request. */
export const AGENT_ERROR_CODES = [
  /** The caller is not an agent (types 1, 2, 41, 42). */
  'non-agent',
  /** The account named is not in the caller's subtree — or does not exist: the two read the same. */
  'not-in-your-team',
  'username-taken',
] as const;

/** The periods of the team overview; 'custom' takes startDate and endDate (business days of Asia/Vientiane). */
export const TEAM_PERIODS = ['today', 'yesterday', 'thisWeek', 'thisMonth', 'custom'] as const;
export type TeamPeriod = (typeof TEAM_PERIODS)[number];

/** Direct downlines only, or every level below the caller. */
export const TEAM_SCOPES = ['all', 'direct'] as const;

const minor = z.int();
const isoTime = z.string();
const account = recordText(50).check(z.minLength(1, 'account must not be empty'));
const dateRange = { startDate: businessDaySchema, endDate: businessDaySchema };

export const teamPeriodInputSchema = z.object({
  period: z._default(z.enum(TEAM_PERIODS), 'today'),
  startDate: z.optional(businessDaySchema),
  endDate: z.optional(businessDaySchema),
});

export const teamOverviewSchema = z.object({
  /** The business days the figures cover, both included. */
  startDate: businessDaySchema,
  endDate: businessDaySchema,
  /** Members below the caller registered by the end of the period. */
  teamSize: z.int(),
  directCount: z.int(),
  /** Members of the team with a standing bet in the period. */
  activeMembers: z.int(),
  /** Members of the team registered in the period. */
  newMembers: z.int(),
  deposits: minor,
  /** Withdrawals requested, less those rejected or refunded. */
  withdrawals: minor,
  betCount: z.int(),
  /** Stakes of the team's standing (not rolled-back) bets. */
  validBets: minor,
  win: minor,
  /** The team's win − stake (negative: the team lost). */
  profit: minor,
});

export const downlinesInputSchema = z.object({
  scope: z._default(z.enum(TEAM_SCOPES), 'all'),
  /** One account (case-insensitive), when searched. */
  account: z.optional(account),
  ...recordPaging,
});

export const downlineSchema = z.object({
  id: z.string(),
  account: z.string(),
  type: z.int(),
  isAgent: z.boolean(),
  /** Levels below the caller: 1 a direct downline. */
  level: z.int(),
  /** The downline's own upline (the caller for a direct downline). */
  upline: z.nullable(z.string()),
  registeredAt: isoTime,
  lastLoginAt: z.nullable(isoTime),
  balance: minor,
  /** Members below this downline. */
  teamSize: z.int(),
});
export const downlinePageSchema = recordPageOf(downlineSchema);

export const downlineDetailInputSchema = z.object({ account, ...dateRange });
export const downlineDetailSchema = z.extend(downlineSchema, {
  directCount: z.int(),
  /** Over the range asked: the downline's own bets and money (its team's are not added). */
  betCount: z.int(),
  validBets: minor,
  win: minor,
  profit: minor,
  deposits: minor,
  withdrawals: minor,
});

/** Where a page of team bets starts: the `nextCursor` of the page before it (the placing time and id of its last bet). */
const BET_CURSOR = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z\|.{1,200}$/;
const betCursorMessage = 'cursor must be the nextCursor of the page before';
/** The cursor's instant is one the calendar has (hour 25 or day 45 fit the form but are no instant: the server would fail on them). */
const isRealInstant = (cursor: string): boolean => {
  const time = Date.parse(cursor.slice(0, 24));
  return Number.isFinite(time) && new Date(time).toISOString() === cursor.slice(0, 24);
};
export const teamBetsInputSchema = z.object({
  ...dateRange,
  account: z.optional(account),
  gameType: z.optional(z.enum(GAME_TYPES)),
  ...recordPaging,
  /**
   * Keyset paging: the bets older than this key (the previous page's nextCursor), however deep, as cheap as page 1.
   * pageNo is then only echoed (the client counts its pages); total and totalPages are the range's as always.
   */
  cursor: z.optional(
    z.string({ error: betCursorMessage }).check(z.regex(BET_CURSOR, betCursorMessage), z.refine(isRealInstant, betCursorMessage)),
  ),
});
export const teamBetSchema = z.object({
  id: z.string(),
  account: z.string(),
  gameName: z.string(),
  vassalage: z.string(),
  gameType: z.enum(GAME_TYPES),
  stake: minor,
  win: minor,
  profit: minor,
  status: z.enum(BET_STATUSES),
  placedAt: isoTime,
  settledAt: z.nullable(isoTime),
});
export const teamBetPageSchema = z.extend(recordPageOf(teamBetSchema), {
  totals: betTotalsSchema,
  /** The cursor of the next page (the key of this page's last bet), null when this page is the last. */
  nextCursor: z.nullable(z.string()),
});

export const userLossInputSchema = z.object({
  ...dateRange,
  account: z.optional(account),
  scope: z._default(z.enum(TEAM_SCOPES), 'all'),
  ...recordPaging,
});
export const userLossRowSchema = z.object({
  account: z.string(),
  level: z.int(),
  betCount: z.int(),
  stake: minor,
  /** Stakes that count: those of standing bets (a rolled-back bet returned its stake). */
  validBet: minor,
  win: minor,
  /** The downline's win − stake. */
  profit: minor,
});
export const userLossPageSchema = z.extend(recordPageOf(userLossRowSchema), { totals: betTotalsSchema });

export const teamTransactionsInputSchema = z.object({
  ...dateRange,
  kind: z.optional(z.enum(LEDGER_ENTRY_KINDS)),
  account: z.optional(account),
  ...recordPaging,
});
export const teamTransactionSchema = z.object({
  entryId: z.string(),
  account: z.string(),
  kind: z.enum(LEDGER_ENTRY_KINDS),
  /** Signed change of the downline's wallet. */
  amount: minor,
  balanceAfter: minor,
  reference: z.nullable(z.string()),
  createdAt: isoTime,
});
export const teamTransactionPageSchema = z.extend(recordPageOf(teamTransactionSchema), { totalAmount: minor });

export const referralsInputSchema = z.object({ ...recordPaging });
export const referralSchema = z.object({ account: z.string(), registeredAt: isoTime, lastLoginAt: z.nullable(isoTime) });
export const referralPageSchema = recordPageOf(referralSchema);

/** Requirements §9: announcement pages of 8. */
export const AGENT_ANNOUNCEMENT_PAGE_SIZE = 8;
export const agentAnnouncementsInputSchema = z.object({
  pageNo: recordPaging.pageNo,
  pageSize: wholeNumber('pageSize', 1, 50, AGENT_ANNOUNCEMENT_PAGE_SIZE),
});
export const agentAnnouncementPageSchema = recordPageOf(noticeSchema);

/** The form of the register center's create-account (the site's register field rules apply to each field). */
export const createDownlinePayloadSchema = z.object({
  username: z.string().check(z.maxLength(100)),
  password: z.string().check(z.maxLength(100)),
  confirmPassword: z.string().check(z.maxLength(100)),
});
export type CreateDownlinePayload = z.infer<typeof createDownlinePayloadSchema>;
export const createdDownlineSchema = z.object({ id: z.string(), account: z.string(), registeredAt: isoTime });

export const agentEndpoints = {
  teamOverview: endpoint({
    method: 'GET',
    path: PATHS.agent.teamOverview,
    access: 'token',
    input: teamPeriodInputSchema,
    output: teamOverviewSchema,
  }),
  downlines: endpoint({
    method: 'GET',
    path: PATHS.agent.downlines,
    access: 'token',
    input: downlinesInputSchema,
    output: downlinePageSchema,
  }),
  downline: endpoint({
    method: 'GET',
    path: PATHS.agent.downline,
    access: 'token',
    input: downlineDetailInputSchema,
    output: downlineDetailSchema,
  }),
  teamBets: endpoint({ method: 'GET', path: PATHS.agent.teamBets, access: 'token', input: teamBetsInputSchema, output: teamBetPageSchema }),
  userLoss: endpoint({
    method: 'GET',
    path: PATHS.agent.userLoss,
    access: 'token',
    input: userLossInputSchema,
    output: userLossPageSchema,
  }),
  teamTransactions: endpoint({
    method: 'GET',
    path: PATHS.agent.teamTransactions,
    access: 'token',
    input: teamTransactionsInputSchema,
    output: teamTransactionPageSchema,
  }),
  /** In the caller's language (Accept-Language, as the other calls), newest first. */
  announcements: endpoint({
    method: 'GET',
    path: PATHS.agent.announcements,
    access: 'token',
    input: agentAnnouncementsInputSchema,
    output: agentAnnouncementPageSchema,
  }),
  referrals: endpoint({
    method: 'GET',
    path: PATHS.agent.referrals,
    access: 'token',
    input: referralsInputSchema,
    output: referralPageSchema,
  }),
  /** Encrypted like registration; the new member's upline is the caller. Failures: username-taken, bad-request. */
  createDownline: encryptedEndpoint({
    method: 'PUT',
    path: PATHS.agent.downlines,
    access: 'token',
    payload: createDownlinePayloadSchema,
    output: createdDownlineSchema,
  }),
};
