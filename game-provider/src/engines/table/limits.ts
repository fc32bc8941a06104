// The table games' stakes: the chips a player bets with, and what one round may stake in all (minor units).
/** ₭10, ₭50, ₭100, ₭500 and ₭1,000: every chip a multiple of 20 units, so a banker's 5 % commission is whole. */
export const TABLE_CHIPS = [1_000, 5_000, 10_000, 50_000, 100_000] as const;
/** A bet on one spot is a whole number of the smallest chip. */
export const TABLE_BET_UNIT = TABLE_CHIPS[0];
/** ₭20,000 staked in one round, over all its bets. */
export const TABLE_MAX_STAKE = 2_000_000;
/** Default seconds of betting before the dealer deals (spins, rolls). */
export const TABLE_BET_SECONDS = 15;
