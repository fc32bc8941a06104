// A member's play limits (issue 20, docs/requirements.md "Player protection"): deposit, net-loss and wager limits per
// business day, week and month that the member sets. Lowering a limit (or setting a first one) applies at once; raising
// or removing one is scheduled PLAY_LIMIT_COOLING_OFF_HOURS ahead and can be cancelled until then. A raise whose time
// has come is in force from that instant (enforcement and every read compute it so), and is written (with its
// `limits.raise-applied` audit entry, dated when it applied) by the next change of the member's limits, or by the next
// read that finds one due (one conditional statement per due raise; a read with none due writes nothing and takes no
// lock). Every change is recorded in the audit trail in its own transaction.
//
// Enforcement (requireWithinPlayLimits) runs inside the transaction that moves the money, after the movement is
// written (consume before check), holding the member's wallet row: every other movement of that member waits for it
// on PostgreSQL and SQLite runs one transaction at a time, so concurrent bets or deposits cannot pass a limit together.
import { hostname } from 'node:os';
import {
  PLAY_LIMIT_COOLING_OFF_HOURS,
  PLAY_LIMIT_FAILURES,
  PLAY_LIMIT_KINDS,
  PLAY_LIMIT_PERIODS,
  type PlayLimit,
  type PlayLimitChange,
  type PlayLimitKind,
  type PlayLimitPeriod,
  type PlayLimits,
  type SetPlayLimitInput,
} from '@mekong/contracts/play-limits';
import { isPostgres, type Db } from '../../db/database';
import { claimWallet } from '../ledger';
import { appendAuditEntry, changedValues, type AuditActor } from '../audit/audit-trail';
import { DomainFailure } from '../failure';
import type { PlayLimitsTable } from './play-limits.table';
import { limitPeriodOf, usageOf } from './usage';

const HOUR_MS = 3_600_000;

/** Who writes a raise whose cooling-off ended: no person did, the passing of time did. */
const SYSTEM_ACTOR: AuditActor = { kind: 'system', name: 'play-limits', node: hostname() };

interface InForce {
  limit: number | null;
  pending: { limit: number | null; effectiveAt: string } | null;
}

/** A row's limit at `now`: a raise or removal whose time has come is in force, whether or not it was written yet. */
export function inForce(row: Pick<PlayLimitsTable, 'limitMinor' | 'pendingLimitMinor' | 'pendingAt'> | undefined, now: Date): InForce {
  if (!row) return { limit: null, pending: null };
  const limit = row.limitMinor === null ? null : Number(row.limitMinor);
  const pendingLimit = row.pendingLimitMinor === null ? null : Number(row.pendingLimitMinor);
  if (row.pendingAt === null) return { limit, pending: null };
  if (row.pendingAt <= now.toISOString()) return { limit: pendingLimit, pending: null };
  return { limit, pending: { limit: pendingLimit, effectiveAt: row.pendingAt } };
}

const rowsOf = (db: Db, memberId: string) => db.selectFrom('play_limits').selectAll().where('memberId', '=', memberId).execute();

/** Whether the row's raise or removal has come due (it is in force, written or not). */
const isDue = (row: PlayLimitsTable, now: Date) => row.pendingAt !== null && row.pendingAt <= now.toISOString();

/** Writes the raises and removals whose cooling-off ended, each once (a conditional write) with its audit entry. */
async function writeDueRaises(trx: Db, memberId: string, rows: readonly PlayLimitsTable[], now: Date): Promise<void> {
  for (const row of rows) {
    if (row.pendingAt === null || !isDue(row, now)) continue;
    const done =
      row.pendingLimitMinor === null
        ? await trx
            .deleteFrom('play_limits')
            .where('memberId', '=', memberId)
            .where('kind', '=', row.kind)
            .where('period', '=', row.period)
            .where('pendingAt', '=', row.pendingAt)
            .executeTakeFirst()
            .then((result) => Number(result.numDeletedRows))
        : await trx
            .updateTable('play_limits')
            .set({ limitMinor: row.pendingLimitMinor, pendingLimitMinor: null, pendingAt: null, updatedAt: row.pendingAt })
            .where('memberId', '=', memberId)
            .where('kind', '=', row.kind)
            .where('period', '=', row.period)
            .where('pendingAt', '=', row.pendingAt)
            .executeTakeFirst()
            .then((result) => Number(result.numUpdatedRows));
    if (done === 0) continue;
    await appendAuditEntry(trx, {
      actor: SYSTEM_ACTOR,
      subjectMemberId: memberId,
      action: 'limits.raise-applied',
      before: { kind: row.kind, period: row.period, limit: row.limitMinor === null ? null : Number(row.limitMinor) },
      after: { kind: row.kind, period: row.period, limit: row.pendingLimitMinor === null ? null : Number(row.pendingLimitMinor) },
      occurredAt: row.pendingAt,
    });
  }
}

/**
 * Runs `fn` in a transaction that holds the member's wallet row (PostgreSQL; SQLite runs one transaction at a time), with
 * the raises that came due written first: a member's limit changes and money checks happen one after the other.
 */
function withLimitsHeld<T>(db: Db, memberId: string, now: Date, fn: (trx: Db, rows: PlayLimitsTable[]) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) await claimWallet(trx, memberId, now.toISOString());
    await writeDueRaises(trx, memberId, await rowsOf(trx, memberId), now);
    return fn(trx, await rowsOf(trx, memberId));
  });
}

const findRow = (rows: readonly PlayLimitsTable[], kind: PlayLimitKind, period: PlayLimitPeriod) =>
  rows.find((row) => row.kind === kind && row.period === period);

async function stateOf(trx: Db, memberId: string, rows: readonly PlayLimitsTable[], now: Date): Promise<PlayLimits> {
  const usage = await usageOf(trx, memberId, PLAY_LIMIT_KINDS, now);
  const limits: PlayLimit[] = PLAY_LIMIT_KINDS.flatMap((kind) =>
    PLAY_LIMIT_PERIODS.map((period) => ({
      kind,
      period,
      ...inForce(findRow(rows, kind, period), now),
      used: usage[kind][period],
      periodEndsAt: limitPeriodOf(period, now).to,
    })),
  );
  return { limits, coolingOffHours: PLAY_LIMIT_COOLING_OFF_HOURS };
}

/**
 * The member's nine limits with this period's usage and the raises waiting: a read, holding no lock. A raise that
 * came due is shown in force either way (inForce); only when one is due is it written, by writeDueRaises' conditional
 * statements, which need no wallet lock: a change racing them holds the row and finds the raise already written, or
 * writes it itself, and either way exactly one entry is recorded.
 */
export async function playLimitsState(db: Db, memberId: string, now: Date): Promise<PlayLimits> {
  const rows = await rowsOf(db, memberId);
  if (!rows.some((row) => isDue(row, now))) return stateOf(db, memberId, rows, now);
  await db.transaction().execute((trx) => writeDueRaises(trx, memberId, rows, now));
  return stateOf(db, memberId, await rowsOf(db, memberId), now);
}

/** What a row says, as the audit trail records it. */
const recorded = (row: InForce) => ({
  limit: row.limit,
  pendingLimit: row.pending?.limit ?? null,
  pendingAt: row.pending?.effectiveAt ?? null,
});

/**
 * Sets one limit: a lower value than the one in force (or a first limit) applies at once and drops any raise waiting;
 * a higher value, or none (removal), is scheduled after the cooling-off. Asking again for the raise already waiting
 * changes nothing (its time does not start again).
 */
export function setPlayLimit(db: Db, memberId: string, input: SetPlayLimitInput, actor: AuditActor, now: Date): Promise<PlayLimitChange> {
  return withLimitsHeld(db, memberId, now, async (trx, rows) => {
    const { kind, period, limit: wanted } = input;
    const current = inForce(findRow(rows, kind, period), now);
    const lowers = wanted !== null && (current.limit === null || wanted <= current.limit);
    let next: InForce;
    let action: string;
    if (lowers) {
      next = { limit: wanted, pending: null };
      action = 'limits.set';
    } else if (current.limit === null || current.pending?.limit === wanted) {
      // Removing no limit, or asking for the raise already waiting.
      next = current;
      action = 'limits.set';
    } else {
      next = {
        limit: current.limit,
        pending: { limit: wanted, effectiveAt: new Date(now.getTime() + PLAY_LIMIT_COOLING_OFF_HOURS * HOUR_MS).toISOString() },
      };
      action = 'limits.raise-scheduled';
    }
    const change = changedValues(recorded(current), recorded(next));
    if (change) {
      const values = {
        limitMinor: next.limit,
        pendingLimitMinor: next.pending?.limit ?? null,
        pendingAt: next.pending?.effectiveAt ?? null,
        updatedAt: now.toISOString(),
      };
      await trx
        .insertInto('play_limits')
        .values({ memberId, kind, period, ...values })
        .onConflict((oc) => oc.columns(['memberId', 'kind', 'period']).doUpdateSet(values))
        .execute();
      await appendAuditEntry(trx, {
        actor,
        subjectMemberId: memberId,
        action,
        before: { kind, period, ...change.before },
        after: { kind, period, ...change.after },
        occurredAt: now.toISOString(),
      });
    }
    const outcome = !change ? 'unchanged' : action === 'limits.raise-scheduled' ? 'scheduled' : 'applied';
    return { outcome, state: await stateOf(trx, memberId, await rowsOf(trx, memberId), now) };
  });
}

/** Cancels the raise or removal waiting on one limit: the limit in force stays. */
export function cancelPlayLimitRaise(
  db: Db,
  memberId: string,
  target: { kind: PlayLimitKind; period: PlayLimitPeriod },
  actor: AuditActor,
  now: Date,
): Promise<PlayLimits> {
  return withLimitsHeld(db, memberId, now, async (trx, rows) => {
    const current = inForce(findRow(rows, target.kind, target.period), now);
    if (!current.pending)
      throw new DomainFailure(409, PLAY_LIMIT_FAILURES.noPendingRaise, `No raise of the ${target.period} ${target.kind} limit is waiting`);
    await trx
      .updateTable('play_limits')
      .set({ pendingLimitMinor: null, pendingAt: null, updatedAt: now.toISOString() })
      .where('memberId', '=', memberId)
      .where('kind', '=', target.kind)
      .where('period', '=', target.period)
      .execute();
    await appendAuditEntry(trx, {
      actor,
      subjectMemberId: memberId,
      action: 'limits.raise-cancelled',
      before: { kind: target.kind, period: target.period, pendingLimit: current.pending.limit, pendingAt: current.pending.effectiveAt },
      after: { kind: target.kind, period: target.period, pendingLimit: null, pendingAt: null },
      occurredAt: now.toISOString(),
    });
    return stateOf(trx, memberId, await rowsOf(trx, memberId), now);
  });
}

/** Whose limit a movement is checked against: the member moving its own money, or the receiver of a transfer. */
export type LimitedParty = 'own' | 'receiver';

/**
 * Refuses (throws, so the caller's transaction writes nothing) when a movement already written in `trx` took the
 * member past a limit in force: `moved` is what the movement added to each kind. Holds the member's wallet row first
 * (PostgreSQL), so the usage read includes every earlier movement of the member and no later one can pass with it.
 * A member without limits costs one indexed read.
 */
export async function requireWithinPlayLimits(
  trx: Db,
  memberId: string,
  moved: Partial<Record<PlayLimitKind, number>>,
  now: Date,
  party: LimitedParty = 'own',
): Promise<void> {
  const kinds = PLAY_LIMIT_KINDS.filter((kind) => moved[kind] !== undefined);
  const read = () => trx.selectFrom('play_limits').selectAll().where('memberId', '=', memberId).where('kind', 'in', kinds).execute();
  let rows = await read();
  if (!rows.some((row) => inForce(row, now).limit !== null)) return;
  if (isPostgres(trx)) {
    await claimWallet(trx, memberId, now.toISOString());
    // Read again under the lock: a change of the limits committed meanwhile (changes hold the same row) counts.
    rows = await read();
  }
  const usage = await usageOf(trx, memberId, kinds, now);
  for (const row of rows) {
    const { limit } = inForce(row, now);
    const used = usage[row.kind][row.period];
    if (limit === null || used <= limit) continue;
    if (party === 'receiver')
      throw new DomainFailure(409, PLAY_LIMIT_FAILURES.receiverReached, 'The receiving account cannot take this amount now');
    throw new DomainFailure(
      409,
      PLAY_LIMIT_FAILURES.reached,
      `This would pass your ${row.period} ${row.kind} limit of ${limit} (used ${used - (moved[row.kind] ?? 0)} before it)`,
      { kind: row.kind, period: row.period, limit, used: used - (moved[row.kind] ?? 0) },
    );
  }
}

/** Every limit row of a member as it stands at `now` (ops' view): what is in force and what waits. */
export async function limitsForOps(db: Db, memberId: string, now: Date): Promise<PlayLimits> {
  return stateOf(db, memberId, await rowsOf(db, memberId), now);
}
