// Tables of the manual rebate (issue 19): ops' rates per game type and settings, the claims, and each bet a claim counted.
export interface ManualRebateRatesTable {
  gameType: string;
  rateBp: number;
  updatedAt: string;
}

export interface ManualRebateSettingsTable {
  /** Always 1: one row. */
  id: number;
  minClaimMinor: number;
  turnoverMultiple: number;
  updatedAt: string;
}

export interface ManualRebateClaimsTable {
  id: string;
  memberId: string;
  stakeMinor: number;
  amountMinor: number;
  entryId: string | null;
  createdAt: string;
}

export interface ManualRebateBetsTable {
  /** The primary key: a bet is counted by one claim, ever. */
  betId: string;
  claimId: string;
  memberId: string;
  gameType: string;
  stakeMinor: number;
  rateBp: number;
}

export interface ManualRebateTables {
  manual_rebate_rates: ManualRebateRatesTable;
  manual_rebate_settings: ManualRebateSettingsTable;
  manual_rebate_claims: ManualRebateClaimsTable;
  manual_rebate_bets: ManualRebateBetsTable;
}
