// Manual rebate (member centre `manualRebate`, whitelabel toggle MANUALREBATE3; issue 19): a member claims, when it
// chooses, ops' rate per game type of its settled valid stakes not claimed before. A claim counts its bets by
// inserting one manual_rebate_bets row per bet, whose primary key (the bet) makes each bet count in exactly one claim:
// of two claims at once the second finds the first's rows (PostgreSQL makes it wait for the first's commit) and counts
// nothing, so it is refused as below the minimum. The rebate is a bonus from the bonuses account with the settings'
// turnover multiple, as the rebate promotions pay theirs (promotions/payouts.ts).
// Bets a rebate promotion counted (rebate_bets) are left out: one bet earns one rebate.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { FEATURES, GAME_TYPES } from '@mekong/contracts';
import { MANUAL_REBATE_FAILURES, type ManualRebate, type RebateClaim, type RebateLine } from '@mekong/contracts/member-extras';
import { isPostgres, type Db } from '../../db/database';
import { DomainFailure } from '../failure';
import { isFeatureEnabled } from '../features/features.repository';
import { runIdempotent } from '../ledger';
import { payBonusWithTurnover } from '../promotions/bonus-payment';
import { noNotices, type Moved } from '../cashier/live-notices';

const HISTORY_SIZE = 20;
const BP = 10_000n;
/** Bigint sums come back as numbers (SQLite) or strings (PostgreSQL); null over no rows. */
const whole = (value: string | number | bigint | null | undefined): number => Number(value ?? 0);

/** Refuses every manual rebate call while MANUALREBATE3 (or its group) is off. */
export async function requireManualRebate(db: Db): Promise<void> {
  if (!(await isFeatureEnabled(db, FEATURES.manualRebate)))
    throw new DomainFailure(403, MANUAL_REBATE_FAILURES.disabled, 'Manual rebate is not available');
}

export interface RebateSettings {
  minClaimMinor: number;
  turnoverMultiple: number;
}

export async function getRebateSettings(db: Db): Promise<RebateSettings> {
  const row = await db
    .selectFrom('manual_rebate_settings')
    .select(['minClaimMinor', 'turnoverMultiple'])
    .where('id', '=', 1)
    .executeTakeFirst();
  return { minClaimMinor: whole(row?.minClaimMinor), turnoverMultiple: whole(row?.turnoverMultiple) };
}

/**
 * Makes a manual claim and a rebate promotion's count of one member's bets wait for each other on PostgreSQL: each
 * leaves out the bets the other counted, which it sees only once the other has committed. SQLite runs one writer.
 */
export async function lockMemberRebates(trx: Db, memberId: string): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(hashtext(${`rebates:${memberId}`}))`.execute(trx);
}

/** The member's settled bets no claim and no rebate promotion counted yet, of game types with a rate above zero. */
function unclaimedBets(db: Db, memberId: string) {
  return db
    .selectFrom('bets as b')
    .innerJoin('manual_rebate_rates as r', 'r.gameType', 'b.gameType')
    .where('b.memberId', '=', memberId)
    .where('b.status', '=', 'SETTLED')
    .where('r.rateBp', '>', 0)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('manual_rebate_bets as m').select('m.betId').whereRef('m.betId', '=', 'b.id'))),
    )
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('rebate_bets as p').select('p.betId').whereRef('p.betId', '=', 'b.id').where('p.deductedIn', 'is', null))),
    );
}

/** Lines in the order of the game types; each line's amount rounds down, the total is the lines' sum. */
function toLines(rows: readonly { gameType: string; turnover: string | number | null; rateBp: number }[]): RebateLine[] {
  const order = (type: string) => {
    const at = (GAME_TYPES as readonly string[]).indexOf(type);
    return at < 0 ? GAME_TYPES.length : at;
  };
  return rows
    .map((row) => {
      const turnover = whole(row.turnover);
      return { gameType: row.gameType, turnover, rateBp: row.rateBp, amount: Number((BigInt(turnover) * BigInt(row.rateBp)) / BP) };
    })
    .sort((a, b) => order(a.gameType) - order(b.gameType) || a.gameType.localeCompare(b.gameType));
}

const sumOf = (lines: readonly RebateLine[], key: 'turnover' | 'amount') => lines.reduce((total, line) => total + line[key], 0);

async function claimLines(db: Db, claimIds: readonly string[]): Promise<Map<string, RebateLine[]>> {
  const byClaim = new Map<string, RebateLine[]>();
  if (claimIds.length === 0) return byClaim;
  const rows = await db
    .selectFrom('manual_rebate_bets')
    .select(['claimId', 'gameType', 'rateBp', sql<string | number>`sum(stake_minor)`.as('turnover')])
    .where('claimId', 'in', claimIds)
    .groupBy(['claimId', 'gameType', 'rateBp'])
    .execute();
  for (const id of claimIds) byClaim.set(id, toLines(rows.filter((row) => row.claimId === id)));
  return byClaim;
}

/** What the member may claim now, by game type, and its claims, newest first. */
export async function manualRebateState(db: Db, memberId: string): Promise<ManualRebate> {
  await requireManualRebate(db);
  const [rows, settings, claims] = await Promise.all([
    unclaimedBets(db, memberId)
      .select(['b.gameType', 'r.rateBp', sql<string | number>`sum(b.stake_minor)`.as('turnover')])
      .groupBy(['b.gameType', 'r.rateBp'])
      .execute(),
    getRebateSettings(db),
    db
      .selectFrom('manual_rebate_claims')
      .select(['id', 'stakeMinor', 'amountMinor', 'createdAt'])
      .where('memberId', '=', memberId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(HISTORY_SIZE)
      .execute(),
  ]);
  const lines = toLines(rows);
  const claimed = await claimLines(
    db,
    claims.map((c) => c.id),
  );
  return {
    lines,
    turnover: sumOf(lines, 'turnover'),
    amount: sumOf(lines, 'amount'),
    minClaim: settings.minClaimMinor,
    turnoverMultiple: settings.turnoverMultiple,
    history: claims.map((c) => ({
      id: c.id,
      turnover: whole(c.stakeMinor),
      amount: whole(c.amountMinor),
      lines: claimed.get(c.id) ?? [],
      createdAt: c.createdAt,
    })),
  };
}

/**
 * Claims the member's rebate now: counts every unclaimed bet into a new claim and pays the claim, all on one
 * transaction; refused (and nothing written) when the claim would pay less than the minimum (or nothing).
 */
export async function claimManualRebate(db: Db, memberId: string, idempotencyKey: string, now: Date): Promise<Moved<RebateClaim>> {
  await requireManualRebate(db);
  let paid = false;
  const value = await runIdempotent(
    db,
    { scope: `member:${memberId}`, key: idempotencyKey, request: { call: 'claimManualRebate' } },
    async (trx) => {
      await lockMemberRebates(trx, memberId);
      const settings = await getRebateSettings(trx);
      const id = randomUUID();
      const createdAt = now.toISOString();
      await trx
        .insertInto('manual_rebate_claims')
        .values({ id, memberId, stakeMinor: 0, amountMinor: 0, entryId: null, createdAt })
        .execute();
      const fresh = unclaimedBets(trx, memberId).select([
        'b.id as betId',
        sql<string>`cast(${id} as text)`.as('claimId'),
        'b.memberId',
        'b.gameType',
        'b.stakeMinor',
        'r.rateBp',
      ]);
      await trx
        .insertInto('manual_rebate_bets')
        .columns(['betId', 'claimId', 'memberId', 'gameType', 'stakeMinor', 'rateBp'])
        .expression(fresh)
        .onConflict((oc) => oc.column('betId').doNothing())
        .execute();
      const lines = (await claimLines(trx, [id])).get(id) ?? [];
      const amount = sumOf(lines, 'amount');
      const turnover = sumOf(lines, 'turnover');
      const minimum = Math.max(1, settings.minClaimMinor);
      // Thrown inside the transaction: the claim and its bets' rows roll back, so the bets stay claimable.
      if (amount < minimum)
        throw new DomainFailure(
          409,
          MANUAL_REBATE_FAILURES.belowMinimum,
          `Nothing to claim: the rebate is ${amount}, the minimum ${minimum}`,
          {
            amount,
            minClaim: minimum,
          },
        );
      const { entryId } = await payBonusWithTurnover(trx, {
        memberId,
        amountMinor: amount,
        reason: 'Manual rebate',
        reference: `manual-rebate:${id}`,
        promotionId: null,
        turnoverMultiple: settings.turnoverMultiple,
        now,
      });
      await trx
        .updateTable('manual_rebate_claims')
        .set({ stakeMinor: turnover, amountMinor: amount, entryId })
        .where('id', '=', id)
        .execute();
      paid = true;
      return { id, turnover, amount, lines, createdAt };
    },
  );
  return { value, notices: paid ? { ...noNotices(), wallets: [memberId] } : noNotices() };
}

// ── Ops ──────────────────────────────────────────────────────────────────────────────────────────────────────

export async function listRebateRates(db: Db): Promise<{ gameType: string; rateBp: number }[]> {
  const rows = await db.selectFrom('manual_rebate_rates').select(['gameType', 'rateBp']).execute();
  return toLines(rows.map((r) => ({ ...r, turnover: 0 }))).map(({ gameType, rateBp }) => ({ gameType, rateBp }));
}

/** Sets a game type's rate (0 stops its bets from counting); bets already claimed keep the rate they were claimed at. */
export async function setRebateRate(db: Db, gameType: string, rateBp: number, now: Date): Promise<void> {
  await db
    .insertInto('manual_rebate_rates')
    .values({ gameType, rateBp, updatedAt: now.toISOString() })
    .onConflict((oc) => oc.column('gameType').doUpdateSet({ rateBp, updatedAt: now.toISOString() }))
    .execute();
}

export async function setRebateSettings(db: Db, settings: RebateSettings, now: Date): Promise<void> {
  await db
    .updateTable('manual_rebate_settings')
    .set({ ...settings, updatedAt: now.toISOString() })
    .where('id', '=', 1)
    .execute();
}
