// Tier rows of a contract (requirements §3 Contract rows) between their call shape (the fields of the contract's kind,
// CONTRACT_TIER_FIELDS) and their table row (typed columns, money in minor units, the other kinds' columns null), and
// the upline's rate cap: no rate of an offer above the upline's own highest rate of the same field.
import { type ContractKind } from '@mekong/contracts';
import { CONTRACT_TIER_FIELDS, type ContractTier } from '@mekong/contracts/agents';
import type { Insertable, Selectable } from 'kysely';
import type { AgentContractTiersTable } from './contracts.table';

/** A tier as offered: the fields of its kind, each a whole number. */
export type TierInput = Readonly<Record<string, number>>;
/** A tier whose rates a cap compares: as offered, or as stored (the other kinds' fields null). */
export type CapTier = Readonly<Partial<Record<string, number | null>>>;
type TierRow = Selectable<AgentContractTiersTable>;

/** Call field → column. */
const COLUMN_OF = {
  rateBp: 'rateBp',
  activeMembers: 'activeMembers',
  periodValidBet: 'periodValidBetMinor',
  periodProfitLoss: 'periodProfitLossMinor',
  dailyBet: 'dailyBetMinor',
  hourlyBet: 'hourlyBetMinor',
  profitRateBp: 'profitRateBp',
  lossRateBp: 'lossRateBp',
  singleBet: 'singleBetMinor',
} as const satisfies Record<keyof ContractTier, keyof TierRow>;

const EMPTY_ROW = {
  rateBp: null,
  activeMembers: null,
  periodValidBetMinor: null,
  periodProfitLossMinor: null,
  dailyBetMinor: null,
  hourlyBetMinor: null,
  profitRateBp: null,
  lossRateBp: null,
  singleBetMinor: null,
};

export function tierRowsOf(contractId: string, kind: ContractKind, tiers: readonly TierInput[]): Insertable<AgentContractTiersTable>[] {
  return tiers.map((tier, index) => {
    const row: Insertable<AgentContractTiersTable> = { ...EMPTY_ROW, contractId, position: index + 1 };
    for (const field of CONTRACT_TIER_FIELDS[kind]) row[COLUMN_OF[field]] = tier[field] ?? 0;
    return row;
  });
}

export function tierOf(row: TierRow): ContractTier {
  const tier = {} as Record<keyof ContractTier, number | null>;
  for (const [field, column] of Object.entries(COLUMN_OF) as [keyof ContractTier, keyof TierRow][]) {
    const value = row[column];
    tier[field] = value === null ? null : Number(value);
  }
  return tier;
}

/** The rate fields of a kind (signing ratio or rate; real time: profit and loss rates). */
const rateFields = (kind: ContractKind) => CONTRACT_TIER_FIELDS[kind].filter((field) => field.endsWith('Bp'));

const highest = (tiers: readonly Partial<Record<string, number | null>>[], field: string): number =>
  Math.max(0, ...tiers.map((tier) => tier[field] ?? 0));

/**
 * The first rate field of the offer above the upline's own highest of that field, or null when every rate is within
 * its upline's (requirements §4: a downline's rate never exceeds its upline's of the same kind).
 */
export function rateAboveCap(kind: ContractKind, offer: readonly CapTier[], upline: readonly ContractTier[]): string | null {
  for (const field of rateFields(kind)) if (highest(offer, field) > highest(upline, field)) return field;
  return null;
}
