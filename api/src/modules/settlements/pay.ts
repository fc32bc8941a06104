// What a contract pays for a period (requirements §3 Contract rows): the highest tier row the period reaches — rows are
// stored in ascending order (contracts.ts tiersInOrder), so the last row whose every threshold is met — and its rate
// applied to the base of its kind. Dividend: the signing ratio of the team's loss (its P&L turned round; nothing when
// the team won), reached by active members, period valid bet and period loss. Daily / hourly salary: the rate of the
// day's / hour's valid bet, reached by active members and that bet amount. Real-time salary pays per bet: each settled
// bet of at least a row's single bet earns the highest such row's profit rate (the player won: win > stake) or loss
// rate (the player lost: win < stake) of its stake; a push (win = stake: the stake came back, the house neither won
// nor lost) earns nothing and does not count as a qualifying bet. Amounts round down to whole minor units once, over the sum of the products (BigInt:
// a large base times a rate passes 2^53).
import type { ContractKind } from '@mekong/contracts';
import type { ContractTier } from '@mekong/contracts/agents';
import type { TeamFigures } from './team-figures';

export interface Pay {
  rateBp: number | null;
  amount: number;
  qualifyingBets: number;
  profitStake: number;
  lossStake: number;
}

const BP = 10_000n;
const atLeast = (value: number, threshold: number | null) => value >= Number(threshold ?? 0);
const none: Pay = { rateBp: null, amount: 0, qualifyingBets: 0, profitStake: 0, lossStake: 0 };

/** The last row (ascending) whose thresholds the period reaches. */
function reachedRow(
  kind: Exclude<ContractKind, 'realtimeSalary'>,
  tiers: readonly ContractTier[],
  figures: TeamFigures,
): ContractTier | undefined {
  const loss = -figures.profit;
  const reached = tiers.filter((row) => {
    if (!atLeast(figures.activeMembers, row.activeMembers)) return false;
    if (kind === 'dividend') return atLeast(figures.validBet, row.periodValidBet) && atLeast(loss, row.periodProfitLoss);
    return atLeast(figures.validBet, kind === 'dailySalary' ? row.dailyBet : row.hourlyBet);
  });
  return reached.at(-1);
}

export function periodPay(kind: Exclude<ContractKind, 'realtimeSalary'>, tiers: readonly ContractTier[], figures: TeamFigures): Pay {
  const row = reachedRow(kind, tiers, figures);
  if (!row || row.rateBp === null) return none;
  const base = kind === 'dividend' ? Math.max(0, -figures.profit) : figures.validBet;
  return { ...none, rateBp: row.rateBp, amount: Number((BigInt(base) * BigInt(row.rateBp)) / BP) };
}

export function realtimePay(tiers: readonly ContractTier[], bets: readonly { stake: number; win: number }[]): Pay {
  let products = 0n;
  let qualifyingBets = 0;
  let profitStake = 0;
  let lossStake = 0;
  for (const bet of bets) {
    const row = tiers.filter((tier) => atLeast(bet.stake, tier.singleBet)).at(-1);
    // A push moved no money between player and house: neither rate applies.
    if (!row || bet.win === bet.stake) continue;
    const won = bet.win > bet.stake;
    qualifyingBets += 1;
    if (won) profitStake += bet.stake;
    else lossStake += bet.stake;
    products += BigInt(bet.stake) * BigInt((won ? row.profitRateBp : row.lossRateBp) ?? 0);
  }
  return { rateBp: null, amount: Number(products / BP), qualifyingBets, profitStake, lossStake };
}
