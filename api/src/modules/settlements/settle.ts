// Settles agent contracts (issue 17; requirements §4 Contracts, §9 salary timing): for each contract of a kind, every
// period that ended since its last settlement (from the period it was accepted in, up to its termination) is computed
// from the team's settled bets (team-figures.ts, pay.ts) and paid by its upline — or the house, from house:contracts —
// into the downline's wallet. One row per (contract, period) under a UNIQUE key, written in the transaction that
// posts the money, which also claims the ledger idempotency key of that (contract, period): a run killed mid-way and
// run again, or two runs at once, pay each period once. An upline short of money owes it (debts.ts): the row is kept
// as `owed`, and an owed dividend freezes the upline until collected. Each run first collects what is owed.
import { randomUUID } from 'node:crypto';
import type { ContractKind } from '@mekong/contracts';
import type { ContractTier, DividendPeriod } from '@mekong/contracts/agents';
import type { Db } from '../../db/database';
import { InsufficientBalance, isUniqueViolation, runIdempotent } from '../ledger';
import { businessDayOf } from '../records/business-days';
import { collectDebts } from './debts';
import { postSettlement, settlementKey, SETTLEMENT_KEY_SCOPE } from './posting';
import { tiersOf } from '../contracts/contracts.repository';
import { periodPay, realtimePay, type Pay } from './pay';
import { nextPeriod, periodHolding, type Period } from './periods';
import { teamBetList, teamFigures, type Interval, type TeamFigures } from './team-figures';
import type { ContractSettlementsTable } from './settlements.table';

/** A period is settled this long after it ends, so a bet committing just as it ended is in it (its settledAt is earlier). */
export const SETTLE_GRACE_MS = 30_000;
/** Periods of one contract settled per run (a node that was down catches up over a few runs). */
const MAX_PERIODS_PER_RUN = 300;
/** Terminated contracts still owed their last periods are looked at this long after they ended. */
const TERMINATED_LOOKBACK_MS = 64 * 86_400_000;

export interface ContractRow {
  id: string;
  kind: ContractKind;
  uplineId: string | null;
  downlineId: string;
  period: DividendPeriod | null;
  answeredAt: string | null;
  terminatedAt: string | null;
  /** The end of its last settled period (null: none yet). */
  lastEnd: string | null;
}

export interface SettlementRun {
  /** Settlements written this run (paid, owed, or of nothing when no row was reached). */
  settled: number;
  paid: number;
  owed: number;
  /** Owed settlements collected this run. */
  collected: number;
  /** Members whose wallet moved (for the live balance notices). */
  wallets: string[];
  /** A contract has ended periods left over (it met the cap of a run): run again soon. */
  more: boolean;
}

/**
 * The contracts of a kind with periods to settle (of one upline, when named), each with the end of its last settled
 * period — one query, each contract's last period one probe of the (contract, period start) key, so the freeze check
 * of a top agent with a thousand contracts and years of periods stays one indexed read (bench:freeze).
 */
export async function contractsToSettle(db: Db, kind: ContractKind, now: Date, uplineId?: string): Promise<ContractRow[]> {
  const since = new Date(now.getTime() - TERMINATED_LOOKBACK_MS).toISOString();
  return db
    .selectFrom('agent_contracts as c')
    .select(['c.id', 'c.kind', 'c.uplineId', 'c.downlineId', 'c.period', 'c.answeredAt', 'c.terminatedAt'])
    .select((eb) =>
      eb
        .selectFrom('contract_settlements as s')
        .select('s.periodEnd')
        .whereRef('s.contractId', '=', 'c.id')
        .orderBy('s.periodStart', 'desc')
        .limit(1)
        .as('lastEnd'),
    )
    .where('c.kind', '=', kind)
    .$if(uplineId !== undefined, (qb) => qb.where('c.uplineId', '=', uplineId!))
    .where('c.answeredAt', 'is not', null)
    .where((eb) => eb.or([eb('c.status', '=', 'active'), eb.and([eb('c.status', '=', 'terminated'), eb('c.terminatedAt', '>', since)])]))
    .orderBy('c.id')
    .execute();
}

/**
 * The first period not settled yet: after the contract's last settlement, else the one it was accepted in. Periods
 * tile time, so the last one by start is the one that ends last.
 */
export const firstOpenPeriod = (contract: ContractRow): Period =>
  periodHolding(contract.kind, contract.period, contract.lastEnd ?? contract.answeredAt!);

async function payOf(
  db: Db,
  contract: ContractRow,
  tiers: readonly ContractTier[],
  interval: Interval,
): Promise<{ figures: TeamFigures; pay: Pay }> {
  const figures = await teamFigures(db, contract.downlineId, interval);
  if (contract.kind !== 'realtimeSalary') return { figures, pay: periodPay(contract.kind, tiers, figures) };
  return { figures, pay: realtimePay(tiers, await teamBetList(db, contract.downlineId, interval)) };
}

type Outcome = 'paid' | 'owed' | 'nothing' | 'done-elsewhere';

/** Settles one period of one contract; another run that settled it first leaves it as it is. */
export async function settlePeriod(
  db: Db,
  contract: ContractRow,
  tiers: readonly ContractTier[],
  period: Period,
  now: Date,
): Promise<Outcome> {
  // Only the part of the period the contract was in force counts (accepted, or terminated, mid-period).
  const interval = {
    from: contract.answeredAt! > period.start ? contract.answeredAt! : period.start,
    to: contract.terminatedAt && contract.terminatedAt < period.end ? contract.terminatedAt : period.end,
  };
  const { figures, pay } = await payOf(db, contract, tiers, interval);
  const row = (status: 'paid' | 'owed', entryId: string | null): ContractSettlementsTable => ({
    id: randomUUID(),
    contractId: contract.id,
    kind: contract.kind,
    uplineId: contract.uplineId,
    downlineId: contract.downlineId,
    periodType: period.type,
    periodStart: period.start,
    periodEnd: period.end,
    businessDay: businessDayOf(period.start),
    activeMembers: figures.activeMembers,
    validBetMinor: figures.validBet,
    profitMinor: figures.profit,
    rateBp: pay.rateBp,
    qualifyingBets: pay.qualifyingBets,
    profitStakeMinor: pay.profitStake,
    lossStakeMinor: pay.lossStake,
    amountMinor: pay.amount,
    status,
    entryId,
    createdAt: now.toISOString(),
    paidAt: status === 'paid' ? now.toISOString() : null,
  });
  const key = settlementKey(contract.id, period.start);
  try {
    if (pay.amount === 0) {
      await db.insertInto('contract_settlements').values(row('paid', null)).execute();
      return 'nothing';
    }
    let ran = false;
    await runIdempotent(db, { scope: SETTLEMENT_KEY_SCOPE, key, request: { key } }, async (trx) => {
      // The row first: of two runs at once, the second waits on its key here and then fails, before any money moves.
      const settlement = row('paid', null);
      await trx.insertInto('contract_settlements').values(settlement).execute();
      const entryId = await postSettlement(trx, settlement, pay.amount);
      await trx.updateTable('contract_settlements').set({ entryId }).where('id', '=', settlement.id).execute();
      ran = true;
      return { entryId };
    });
    return ran ? 'paid' : 'done-elsewhere';
  } catch (error) {
    if (isUniqueViolation(error)) return 'done-elsewhere';
    if (!(error instanceof InsufficientBalance)) throw error;
  }
  // The upline is short: the period is owed (and collected by a later run, debts.ts).
  try {
    await db.insertInto('contract_settlements').values(row('owed', null)).execute();
    return 'owed';
  } catch (error) {
    if (isUniqueViolation(error)) return 'done-elsewhere';
    throw error;
  }
}

/** A period of a contract is due once it ended (before `before`) and began while the contract was in force. */
export const isDue = (contract: ContractRow, period: Period, before: string): boolean =>
  period.end <= before && !(contract.terminatedAt && period.start >= contract.terminatedAt);

/** Settles the ended periods of one contract (at most MAX_PERIODS_PER_RUN), counting them into `run`. */
async function settleContract(db: Db, contract: ContractRow, now: Date, run: SettlementRun): Promise<void> {
  const settledBefore = new Date(now.getTime() - SETTLE_GRACE_MS).toISOString();
  let period = firstOpenPeriod(contract);
  let tiers: ContractTier[] | null = null;
  for (let n = 0; isDue(contract, period, settledBefore); n++) {
    if (n === MAX_PERIODS_PER_RUN) {
      run.more = true;
      break;
    }
    tiers ??= (await tiersOf(db, [contract.id])).get(contract.id) ?? [];
    const outcome = await settlePeriod(db, contract, tiers, period, now);
    if (outcome !== 'done-elsewhere') run.settled += 1;
    if (outcome === 'paid') {
      run.paid += 1;
      run.wallets.push(contract.downlineId, ...(contract.uplineId ? [contract.uplineId] : []));
    }
    if (outcome === 'owed') run.owed += 1;
    period = nextPeriod(contract.kind, contract.period, period);
  }
}

const emptyRun = (): SettlementRun => ({ settled: 0, paid: 0, owed: 0, collected: 0, wallets: [], more: false });

/** One run for a kind at `now`: collects what is owed, then settles every ended period of every contract of the kind. */
export async function settleContracts(db: Db, kind: ContractKind, now: Date): Promise<SettlementRun> {
  const collected = await collectDebts(db, now);
  const run: SettlementRun = { ...emptyRun(), collected: collected.collected, wallets: [...collected.wallets] };
  for (const contract of await contractsToSettle(db, kind, now)) await settleContract(db, contract, now, run);
  run.wallets = [...new Set(run.wallets)];
  return run;
}

/**
 * Settles the ended dividend periods of the contracts an upline pays, as the job would (the same settleContract):
 * asked before the upline's money leaves (withdrawal, transfer), so the window between a period's end and the job's
 * run cannot empty the account (freeze.ts).
 */
export async function settleDueDividendsOf(db: Db, uplineId: string, now: Date): Promise<SettlementRun> {
  const run = emptyRun();
  for (const contract of await contractsToSettle(db, 'dividend', now, uplineId)) await settleContract(db, contract, now, run);
  run.wallets = [...new Set(run.wallets)];
  return run;
}
