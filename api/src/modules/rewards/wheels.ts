// Prize wheels (issue 16): weighted segments an operator defines, tickets ops grant (or a deposit earns), and the spin:
// one ticket spent first by a conditional update (never twice, however many spins race), then a segment drawn on the
// server by weight with crypto randomness, its prize paid from the bonuses account and the spin recorded — on one
// transaction, once per idempotency key.
import { randomUUID } from 'node:crypto';
import { type Language } from '@mekong/contracts';
import { REWARD_FAILURES, type PrizeWheel, type SpinResult, type WheelSpin } from '@mekong/contracts/rewards';
import type { Db } from '../../db/database';
import { pickLanguage } from '../columns';
import { DomainFailure } from '../failure';
import { runIdempotent } from '../ledger';
import { noNotices, type Moved } from '../cashier/live-notices';
import { payBonusWithTurnover } from '../promotions/bonus-payment';
import { drawSegment, type RandomInt } from './draw';

/** How many spins the history lists. */
const SPINS_LISTED = 20;

const wheelNotFound = () => new DomainFailure(404, REWARD_FAILURES.wheelNotFound, 'There is no such prize wheel');

async function countTickets(db: Db, memberId: string, wheelId?: string): Promise<Map<string, number>> {
  let query = db
    .selectFrom('wheel_tickets as t')
    .innerJoin('prize_wheels as w', 'w.id', 't.wheelId')
    .select(['t.wheelId', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('t.memberId', '=', memberId)
    .where('t.status', '=', 'UNSPENT')
    .where('w.active', '=', 1)
    .groupBy('t.wheelId');
  if (wheelId) query = query.where('t.wheelId', '=', wheelId);
  return new Map((await query.execute()).map((row) => [row.wheelId, Number(row.count)]));
}

/** Unspent tickets of active wheels. */
export async function countUnspentTickets(db: Db, memberId: string): Promise<number> {
  return [...(await countTickets(db, memberId)).values()].reduce((sum, count) => sum + count, 0);
}

/** The active wheels with their segments and the member's tickets of each. */
export async function listWheels(db: Db, memberId: string, language: Language): Promise<PrizeWheel[]> {
  const wheels = await db.selectFrom('prize_wheels').selectAll().where('active', '=', 1).orderBy('createdAt').orderBy('id').execute();
  if (wheels.length === 0) return [];
  const [segments, tickets] = await Promise.all([
    db
      .selectFrom('prize_wheel_segments')
      .selectAll()
      .where(
        'wheelId',
        'in',
        wheels.map((w) => w.id),
      )
      .orderBy('position')
      .execute(),
    countTickets(db, memberId),
  ]);
  return wheels.map((wheel) => ({
    id: wheel.id,
    title: pickLanguage(wheel, 'title', language),
    segments: segments
      .filter((s) => s.wheelId === wheel.id)
      .map((s) => ({ index: s.position, label: pickLanguage(s, 'label', language), prize: Number(s.prizeMinor) })),
    tickets: tickets.get(wheel.id) ?? 0,
  }));
}

export async function listSpins(db: Db, memberId: string, language: Language): Promise<WheelSpin[]> {
  const rows = await db
    .selectFrom('wheel_spins as s')
    .innerJoin('prize_wheels as w', 'w.id', 's.wheelId')
    .innerJoin('prize_wheel_segments as g', (join) => join.onRef('g.wheelId', '=', 's.wheelId').onRef('g.position', '=', 's.position'))
    .select([
      's.id',
      's.wheelId',
      's.position',
      's.prizeMinor',
      's.createdAt',
      'w.titleLo',
      'w.titleEn',
      'w.titleCn',
      'g.labelLo',
      'g.labelEn',
      'g.labelCn',
    ])
    .where('s.memberId', '=', memberId)
    .orderBy('s.createdAt', 'desc')
    .orderBy('s.id')
    .limit(SPINS_LISTED)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    wheelId: row.wheelId,
    wheelTitle: pickLanguage(row, 'title', language),
    segmentIndex: row.position,
    label: pickLanguage(row, 'label', language),
    prize: Number(row.prizeMinor),
    createdAt: row.createdAt,
  }));
}

/**
 * Spends one of the member's unspent tickets of the wheel: picks one and marks it spent only if it still is. A
 * concurrent spin that took the same one makes the update miss; then it picks again. Null: no ticket left.
 * No cap on the picks: an update misses only once the spin that took the ticket has committed (PostgreSQL waits for
 * it), so each miss leaves one ticket fewer and the loop ends. A cap of 5 refused spins of a member still holding
 * tickets when many spins raced (48 of 50 spins with 50 tickets went through on PostgreSQL).
 */
async function spendTicket(trx: Db, memberId: string, wheelId: string, now: Date): Promise<string | null> {
  for (;;) {
    const ticket = await trx
      .selectFrom('wheel_tickets')
      .select('id')
      .where('memberId', '=', memberId)
      .where('wheelId', '=', wheelId)
      .where('status', '=', 'UNSPENT')
      .orderBy('createdAt')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!ticket) return null;
    const spent = await trx
      .updateTable('wheel_tickets')
      .set({ status: 'SPENT', spentAt: now.toISOString() })
      .where('id', '=', ticket.id)
      .where('status', '=', 'UNSPENT')
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) === 1) return ticket.id;
  }
}

export async function spinWheel(
  db: Db,
  memberId: string,
  wheelId: string,
  idempotencyKey: string,
  now: Date,
  random: RandomInt,
): Promise<Moved<SpinResult>> {
  let paid = false;
  const value = await runIdempotent(
    db,
    { scope: `member:${memberId}`, key: idempotencyKey, request: { call: 'spinWheel', wheelId } },
    async (trx) => {
      const wheel = await trx.selectFrom('prize_wheels').selectAll().where('id', '=', wheelId).where('active', '=', 1).executeTakeFirst();
      if (!wheel) throw wheelNotFound();
      const segments = await trx
        .selectFrom('prize_wheel_segments')
        .selectAll()
        .where('wheelId', '=', wheelId)
        .orderBy('position')
        .execute();
      // Consume before the draw: the ticket is spent, or the spin does not happen.
      const ticketId = await spendTicket(trx, memberId, wheelId, now);
      if (!ticketId) throw new DomainFailure(409, REWARD_FAILURES.noTicket, 'You have no ticket for this prize wheel');
      const drawn =
        segments[
          drawSegment(
            segments.map((s) => s.weight),
            random,
          )
        ]!;
      const prize = Number(drawn.prizeMinor);
      const entry =
        prize > 0
          ? await payBonusWithTurnover(trx, {
              memberId,
              amountMinor: prize,
              reason: `${wheel.titleEn}: ${drawn.labelEn}`,
              reference: `wheel:${wheelId}`,
              promotionId: null,
              turnoverMultiple: wheel.turnoverMultiple,
              now,
            })
          : null;
      paid = entry !== null;
      const id = randomUUID();
      await trx
        .insertInto('wheel_spins')
        .values({
          id,
          ticketId,
          wheelId,
          memberId,
          position: drawn.position,
          prizeMinor: prize,
          entryId: entry?.entryId ?? null,
          createdAt: now.toISOString(),
        })
        .execute();
      const ticketsLeft = (await countTickets(trx, memberId, wheelId)).get(wheelId) ?? 0;
      return { id, wheelId, segmentIndex: drawn.position, prize, ticketsLeft };
    },
  );
  return { value, notices: paid ? { ...noNotices(), wallets: [memberId] } : noNotices() };
}

/** Gives the member `count` tickets of an active wheel, named by `source` (a second grant of the same source adds none). */
export async function grantTickets(db: Db, wheelId: string, memberId: string, count: number, source: string, now: Date): Promise<number> {
  const wheel = await db.selectFrom('prize_wheels').select('id').where('id', '=', wheelId).where('active', '=', 1).executeTakeFirst();
  if (!wheel) throw wheelNotFound();
  const inserted = await db
    .insertInto('wheel_tickets')
    .values(
      Array.from({ length: count }, (_, n) => ({
        id: randomUUID(),
        wheelId,
        memberId,
        source: `${source}:${n + 1}`,
        createdAt: now.toISOString(),
      })),
    )
    .onConflict((oc) => oc.columns(['wheelId', 'memberId', 'source']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0);
}

/** A paid deposit earns one ticket of each active wheel whose deposit threshold it reaches; once per deposit (its order names it). */
export async function earnDepositTickets(trx: Db, memberId: string, depositMinor: number, orderId: string, now: Date): Promise<void> {
  const wheels = await trx
    .selectFrom('prize_wheels')
    .select('id')
    .where('active', '=', 1)
    .where('depositTicketMinMinor', 'is not', null)
    .where('depositTicketMinMinor', '<=', depositMinor)
    .execute();
  if (wheels.length === 0) return;
  await trx
    .insertInto('wheel_tickets')
    .values(wheels.map((w) => ({ id: randomUUID(), wheelId: w.id, memberId, source: `deposit:${orderId}`, createdAt: now.toISOString() })))
    .onConflict((oc) => oc.columns(['wheelId', 'memberId', 'source']).doNothing())
    .execute();
}
