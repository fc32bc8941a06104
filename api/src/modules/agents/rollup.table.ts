// Tables of the agent rollup per agent and business day (migration 20251203130000_agent_rollup): written by the rollup
// job (rollup.ts) for closed days, read by the team reports; `agent_rollup_days` says which days are current. And
// today's (migration 20251205120000_agent_today): the change logs and the live sums the today job folds them into. And
// the team's registrations per day (migration 20251206100000_agent_team_size), kept by trigger with the closure rows.
import type { Generated } from 'kysely';

export interface AgentRollupDaysTable {
  day: string;
  /** Changes of the day's per-member totals since the row exists (kept by the database's triggers). */
  changes: number | string;
  /** `changes` when the job last rolled the day; null when not rolled. Current while equal to `changes`. */
  rolledChanges: number | string | null;
  rolledAt: string | null;
  /** The run rolling the day now (a random token), null before any: only that run writes its chunks. */
  roller: string | null;
}

/** The bets of an agent's whole subtree (not the agent) on one business day, by game type. */
export interface AgentDayBetsTable {
  agentId: string;
  day: string;
  gameType: string;
  bets: number | string;
  standing: number | string;
  stakeMinor: number | string;
  winMinor: number | string;
}

/** The postings of the subtree's wallets on one business day, by entry kind. */
export interface AgentDayPostingsTable {
  agentId: string;
  day: string;
  kind: string;
  postings: number | string;
  amountMinor: number | string;
}

/** How many of the subtree's members were active on `day` with `prevDay` as their previous active day ('' for none). */
export interface AgentDayActiveTable {
  agentId: string;
  day: string;
  prevDay: string;
  members: number | string;
}

/** A member whose activity on a rolled day changed since (a standing bet came or went): kept by triggers. */
export interface AgentRollupTouchedTable {
  day: string;
  memberId: string;
}

/** A change of a member's day totals (new minus old), appended by trigger until the today job folds it (today.ts). */
export interface AgentBetLogTable {
  seq: Generated<number | string>;
  memberId: string;
  day: string;
  gameType: string;
  bets: number | string;
  standing: number | string;
  stakeMinor: number | string;
  winMinor: number | string;
}

/** A change of a member wallet's day postings, appended by trigger until folded. */
export interface AgentPostingLogTable {
  seq: Generated<number | string>;
  accountId: string;
  day: string;
  kind: string;
  postings: number | string;
  amountMinor: number | string;
}

/** The day the live sums are for (one row at most). */
export interface AgentLiveDaysTable {
  day: string;
}

/** A member folded as active on the live day, with its previous active day ('' for none). */
export interface AgentLiveMembersTable {
  day: string;
  memberId: string;
  prevDay: string;
}

/**
 * The members registered below an agent (at any level) on one business day, and how many of them directly: one count
 * per closure row, added by the database's trigger in the statement that writes the row (team.repository.ts reads it).
 */
export interface AgentTeamDaysTable {
  agentId: string;
  day: string;
  members: number | string;
  direct: number | string;
}

export interface AgentRollupTables {
  agent_rollup_days: AgentRollupDaysTable;
  agent_day_bets: AgentDayBetsTable;
  agent_day_postings: AgentDayPostingsTable;
  agent_day_active: AgentDayActiveTable;
  agent_rollup_touched: AgentRollupTouchedTable;
  agent_bet_log: AgentBetLogTable;
  agent_posting_log: AgentPostingLogTable;
  agent_live_days: AgentLiveDaysTable;
  agent_live_bets: AgentDayBetsTable;
  agent_live_postings: AgentDayPostingsTable;
  agent_live_members: AgentLiveMembersTable;
  agent_live_active: AgentDayActiveTable;
  agent_team_days: AgentTeamDaysTable;
}
