// Tables of the records' per business day totals (migration 20251127110000_record_totals), kept by the database's
// triggers in the same transaction as the bet or posting they count; read only here, never written by the app.

/** One member's bets of one business day, game type and vendor. */
export interface BetDayTotalsTable {
  memberId: string;
  /** Business day in Asia/Vientiane, YYYY-MM-DD. */
  day: string;
  gameType: string;
  vassalage: string;
  /** Every bet record, rolled back too (the list's total). */
  bets: number | string;
  /** Bets that stand (not rolled back), and their stakes and wins. */
  standing: number | string;
  stakeMinor: number | string;
  winMinor: number | string;
}

/** The postings of one member wallet on one business day, by the kind of their entry. */
export interface WalletDayPostingsTable {
  accountId: string;
  day: string;
  kind: string;
  postings: number | string;
  amountMinor: number | string;
}

export type RecordTables = {
  bet_day_totals: BetDayTotalsTable;
  wallet_day_postings: WalletDayPostingsTable;
};
