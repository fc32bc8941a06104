// Red envelopes (issue 16): a campaign shares a budget among a number of envelopes; each member of its audience gets
// one by themselves (or ops grant more), and opening one draws its amount on the server and pays it from the bonuses
// account. The envelope is marked opened first (a conditional update: once, however many ask at once), then the amount
// is taken from the budget by one conditional update that can never overspend it, then paid — all on one transaction.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { type Language } from '@mekong/contracts';
import { REWARD_FAILURES, type OpenedEnvelope, type RedEnvelope } from '@mekong/contracts/rewards';
import type { Db } from '../../db/database';
import { pickLanguage } from '../columns';
import { DomainFailure } from '../failure';
import { runIdempotent } from '../ledger';
import { noNotices, type Moved } from '../cashier/live-notices';
import { payBonusWithTurnover } from '../promotions/bonus-payment';
import { drawEnvelopeAmount, type RandomInt } from './draw';

/** How many opened envelopes the reward centre lists. */
const OPENED_LISTED = 20;
/** Redraws after a concurrent opening took budget between the read and the update; the last try asks only the min. */
const BUDGET_TRIES = 5;

export const AUTO_SOURCE = 'AUTO';

const notFound = () => new DomainFailure(404, REWARD_FAILURES.envelopeNotFound, 'There is no such red envelope');

/** Campaigns running at `now` (started, not ended). */
function running(db: Db, now: Date) {
  const at = now.toISOString();
  return db.selectFrom('envelope_campaigns').where('startsAt', '<=', at).where('endsAt', '>', at);
}

/**
 * Gives the member the envelope of each running auto-grant campaign of its audience it does not have yet. The unique
 * (campaign, member, source) makes it once, however many pages ask at once.
 */
export async function grantDueEnvelopes(db: Db, member: { id: string; vipLevel: number }, now: Date): Promise<void> {
  const due = await running(db, now)
    .select('id')
    .where('autoGrant', '=', 1)
    .where('vipLevelMin', '<=', member.vipLevel)
    .whereRef('openedCount', '<', 'envelopeCount')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('red_envelopes as e')
            .select('e.id')
            .whereRef('e.campaignId', '=', 'envelope_campaigns.id')
            .where('e.memberId', '=', member.id)
            .where('e.source', '=', AUTO_SOURCE),
        ),
      ),
    )
    .execute();
  if (due.length === 0) return;
  await db
    .insertInto('red_envelopes')
    .values(
      due.map((c) => ({ id: randomUUID(), campaignId: c.id, memberId: member.id, source: AUTO_SOURCE, createdAt: now.toISOString() })),
    )
    .onConflict((oc) => oc.columns(['campaignId', 'memberId', 'source']).doNothing())
    .execute();
}

/** Unopened envelopes the member can open now: their campaign runs and has envelopes left. */
function openable(db: Db, memberId: string, now: Date) {
  const at = now.toISOString();
  return db
    .selectFrom('red_envelopes as e')
    .innerJoin('envelope_campaigns as c', 'c.id', 'e.campaignId')
    .where('e.memberId', '=', memberId)
    .where('e.status', '=', 'UNOPENED')
    .where('c.startsAt', '<=', at)
    .where('c.endsAt', '>', at)
    .whereRef('c.openedCount', '<', 'c.envelopeCount');
}

export async function countOpenableEnvelopes(db: Db, memberId: string, now: Date): Promise<number> {
  const row = await openable(db, memberId, now)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The envelopes to open, oldest first, then the latest opened ones. */
export async function listEnvelopes(db: Db, memberId: string, language: Language, now: Date): Promise<RedEnvelope[]> {
  const columns = [
    'e.id',
    'e.campaignId',
    'e.status',
    'e.amountMinor',
    'e.openedAt',
    'c.endsAt',
    'c.titleLo',
    'c.titleEn',
    'c.titleCn',
  ] as const;
  const [toOpen, opened] = await Promise.all([
    openable(db, memberId, now).select(columns).orderBy('e.createdAt').orderBy('e.id').execute(),
    db
      .selectFrom('red_envelopes as e')
      .innerJoin('envelope_campaigns as c', 'c.id', 'e.campaignId')
      .select(columns)
      .where('e.memberId', '=', memberId)
      .where('e.status', '=', 'OPENED')
      .orderBy('e.openedAt', 'desc')
      .orderBy('e.id')
      .limit(OPENED_LISTED)
      .execute(),
  ]);
  return [...toOpen, ...opened].map((row) => ({
    id: row.id,
    campaignId: row.campaignId,
    title: pickLanguage(row, 'title', language),
    status: row.status,
    amount: row.amountMinor === null ? null : Number(row.amountMinor),
    endsAt: row.endsAt,
    openedAt: row.openedAt,
  }));
}

/**
 * Takes an amount from the campaign's budget: drawn from what is left, then claimed by one conditional update that
 * holds only while the budget still covers it and the min of every envelope left after it. A concurrent opening
 * that changed the campaign in between makes it fail; then it draws again from the new state. Null: nothing left.
 */
async function takeFromBudget(trx: Db, campaignId: string, random: RandomInt): Promise<number | null> {
  for (let attempt = 1; attempt <= BUDGET_TRIES; attempt += 1) {
    const pool = await trx
      .selectFrom('envelope_campaigns')
      .select(['budgetMinor', 'spentMinor', 'envelopeCount', 'openedCount', 'minMinor', 'maxMinor'])
      .where('id', '=', campaignId)
      .executeTakeFirstOrThrow();
    const numbers = {
      budgetMinor: Number(pool.budgetMinor),
      spentMinor: Number(pool.spentMinor),
      envelopeCount: pool.envelopeCount,
      openedCount: pool.openedCount,
      minMinor: Number(pool.minMinor),
      maxMinor: Number(pool.maxMinor),
    };
    const drawn = drawEnvelopeAmount(numbers, random);
    if (drawn === null) return null;
    const amount = attempt === BUDGET_TRIES ? numbers.minMinor : drawn;
    const taken = await trx
      .updateTable('envelope_campaigns')
      .set((eb) => ({ spentMinor: eb('spentMinor', '+', amount), openedCount: eb('openedCount', '+', 1) }))
      .where('id', '=', campaignId)
      .whereRef('openedCount', '<', 'envelopeCount')
      .where(sql<boolean>`spent_minor + ${amount} + (envelope_count - opened_count - 1) * min_minor <= budget_minor`)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 1) return amount;
  }
  return null;
}

/** Opens the member's envelope once: draws its amount, pays it (with the campaign's turnover), once per idempotency key. */
export async function openEnvelope(
  db: Db,
  memberId: string,
  envelopeId: string,
  idempotencyKey: string,
  now: Date,
  random: RandomInt,
): Promise<Moved<OpenedEnvelope>> {
  const value = await runIdempotent(
    db,
    { scope: `member:${memberId}`, key: idempotencyKey, request: { call: 'openEnvelope', envelopeId } },
    async (trx) => {
      // Another member's envelope is as unknown as one that does not exist.
      const envelope = await trx
        .selectFrom('red_envelopes as e')
        .innerJoin('envelope_campaigns as c', 'c.id', 'e.campaignId')
        .select(['e.id', 'e.status', 'c.id as campaignId', 'c.startsAt', 'c.endsAt', 'c.turnoverMultiple', 'c.titleEn'])
        .where('e.id', '=', envelopeId)
        .where('e.memberId', '=', memberId)
        .executeTakeFirst();
      if (!envelope) throw notFound();
      const opened = () => new DomainFailure(409, REWARD_FAILURES.envelopeOpened, 'This red envelope has already been opened');
      if (envelope.status === 'OPENED') throw opened();
      const at = now.toISOString();
      if (envelope.startsAt > at || envelope.endsAt <= at)
        throw new DomainFailure(409, REWARD_FAILURES.campaignNotRunning, 'This red envelope campaign is not running');
      // Consume before the draw: of concurrent openings only one moves the envelope.
      const marked = await trx
        .updateTable('red_envelopes')
        .set({ status: 'OPENED', openedAt: at })
        .where('id', '=', envelopeId)
        .where('status', '=', 'UNOPENED')
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) === 0) throw opened();
      const amount = await takeFromBudget(trx, envelope.campaignId, random);
      // Thrown, so the envelope's opening rolls back with it.
      if (amount === null)
        throw new DomainFailure(409, REWARD_FAILURES.campaignExhausted, 'Every red envelope of this campaign has been opened');
      const paid = await payBonusWithTurnover(trx, {
        memberId,
        amountMinor: amount,
        reason: envelope.titleEn,
        reference: `envelope:${envelopeId}`,
        promotionId: null,
        turnoverMultiple: envelope.turnoverMultiple,
        now,
      });
      await trx.updateTable('red_envelopes').set({ amountMinor: amount, entryId: paid.entryId }).where('id', '=', envelopeId).execute();
      return { id: envelopeId, amount };
    },
  );
  return { value, notices: { ...noNotices(), wallets: [memberId] } };
}
