// Tables of the agent rollup per agent and business day (migration 20251203130000_agent_rollup): written by the rollup
// job (rollup.ts) for closed days, read by the team reports; `agent_rollup_days` says which days are current.

export interface AgentRollupDaysTable {
  day: string;
  /** Changes of the day's per-member totals since the row exists (kept by the database's triggers). */
  changes: number | string;
  /** `changes` when the job last rolled the day; null when not rolled. Current while equal to `changes`. */
  rolledChanges: number | string | null;
  rolledAt: string | null;
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

export interface AgentRollupTables {
  agent_rollup_days: AgentRollupDaysTable;
  agent_day_bets: AgentDayBetsTable;
  agent_day_postings: AgentDayPostingsTable;
  agent_day_active: AgentDayActiveTable;
  agent_rollup_touched: AgentRollupTouchedTable;
}
