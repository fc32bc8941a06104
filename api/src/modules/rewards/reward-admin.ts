// What ops do to the reward centre (issue 16): create red envelope campaigns (checked: the budget covers every
// envelope's min) and end them, grant envelopes, create prize wheels (segments with labels, prizes and weights) and
// switch them off, grant tickets (each grant once per reference), and list them all with what has been spent.
import { isOnBreak } from '../play-breaks/play-breaks';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { localizedColumns, type Translations } from '../columns';
import { DomainFailure } from '../failure';
import { definitionId as id, isoTimeField as isoTime, translationsField as translations } from '../definition-fields';
import { grantOnce, type Granted } from './grant-reference';
import { grantTickets } from './wheels';

/** 100,000,000.00 kip: far above any real budget, well inside safe integers even multiplied by a turnover multiple. */
const MINOR_MAX = 10_000_000_000;
const minor = z.number().int().min(0).max(MINOR_MAX);
const turnoverMultiple = z.number().int().min(0).max(100).default(0);

export const campaignDefinitionSchema = z
  .object({
    id,
    title: translations(100),
    startsAt: isoTime,
    endsAt: isoTime,
    budgetMinor: minor.min(1),
    envelopeCount: z.number().int().min(1).max(1_000_000),
    minMinor: minor.min(1),
    maxMinor: minor.min(1),
    /** 0: all members; n: VIP level n and above. */
    vipLevelMin: z.number().int().min(0).max(100).default(0),
    /** Each member of the audience gets one envelope by themselves; false: only `envelope-grant` gives them. */
    autoGrant: z.boolean().default(true),
    turnoverMultiple,
  })
  .strict()
  .refine((c) => c.startsAt < c.endsAt, { message: 'startsAt must be before endsAt' })
  .refine((c) => c.minMinor <= c.maxMinor, { message: 'minMinor must not be above maxMinor' })
  .refine((c) => c.envelopeCount * c.minMinor <= c.budgetMinor, { message: 'the budget must cover envelopeCount × minMinor' });
export type CampaignDefinition = z.input<typeof campaignDefinitionSchema>;

export const wheelDefinitionSchema = z
  .object({
    id,
    title: translations(100),
    segments: z
      .array(z.object({ label: translations(40), prizeMinor: minor, weight: z.number().int().min(0).max(1_000_000) }).strict())
      .min(2)
      .max(16),
    turnoverMultiple,
    /** A paid deposit of at least this many minor units earns one ticket; null: ops grant tickets only. */
    depositTicketMinMinor: minor.min(1).nullable().default(null),
  })
  .strict()
  .refine((w) => w.segments.some((s) => s.weight > 0), { message: 'at least one segment needs a weight above 0' });
export type WheelDefinition = z.input<typeof wheelDefinitionSchema>;

function parseDefinition<S extends z.ZodTypeAny>(schema: S, given: unknown): z.output<S> {
  const parsed = schema.safeParse(given);
  if (!parsed.success)
    throw new DomainFailure(
      400,
      'bad-request',
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(definition)'}: ${issue.message}`).join('; '),
    );
  return parsed.data as z.output<S>;
}

const exists = (what: string, key: string) =>
  new DomainFailure(409, 'conflict', `${what} '${key}' exists already: money may have moved under it, so create another id`);

/** Creates a campaign. An existing one is never rewritten: its envelopes were drawn under its budget. */
export async function createCampaign(db: Db, given: unknown, now: Date): Promise<void> {
  const c = parseDefinition(campaignDefinitionSchema, given);
  const inserted = await db
    .insertInto('envelope_campaigns')
    .values({
      id: c.id,
      startsAt: c.startsAt,
      endsAt: c.endsAt,
      budgetMinor: c.budgetMinor,
      envelopeCount: c.envelopeCount,
      minMinor: c.minMinor,
      maxMinor: c.maxMinor,
      vipLevelMin: c.vipLevelMin,
      autoGrant: c.autoGrant ? 1 : 0,
      turnoverMultiple: c.turnoverMultiple,
      createdAt: now.toISOString(),
      ...localizedColumns('title', c.title as Translations),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw exists('Campaign', c.id);
}

const campaignNotFound = (key: string) => new DomainFailure(404, 'not-found', `There is no campaign '${key}'`);
const wheelNotFound = (key: string) => new DomainFailure(404, 'not-found', `There is no prize wheel '${key}'`);

/** Ends a campaign now: its unopened envelopes can no longer be opened. */
export async function endCampaign(db: Db, campaignId: string, now: Date): Promise<void> {
  const at = now.toISOString();
  const ended = await db
    .updateTable('envelope_campaigns')
    .set((eb) => ({ endsAt: eb.case().when('endsAt', '>', at).then(at).else(eb.ref('endsAt')).end() }))
    .where('id', '=', campaignId)
    .executeTakeFirst();
  if (Number(ended.numUpdatedRows) === 0) throw campaignNotFound(campaignId);
}

/**
 * Gives a member `count` envelopes of a campaign (beyond its own automatic one), once per grant reference: the same
 * reference again gives none (grant-reference.ts).
 */
export async function grantEnvelopes(
  db: Db,
  campaignId: string,
  memberId: string,
  count: number,
  reference: string,
  now: Date,
): Promise<Granted<number>> {
  return grantOnce(db, reference, { grant: 'envelopes', campaignId, memberId, count }, async (trx) => {
    const campaign = await trx.selectFrom('envelope_campaigns').select('id').where('id', '=', campaignId).executeTakeFirst();
    if (!campaign) throw campaignNotFound(campaignId);
    // A member on a break from play (issue 20) is given no rewards.
    if (await isOnBreak(trx, memberId, now)) return 0;
    const inserted = await trx
      .insertInto('red_envelopes')
      .values(
        Array.from({ length: count }, (_, n) => ({
          id: randomUUID(),
          campaignId,
          memberId,
          source: `grant:${reference}:${n + 1}`,
          createdAt: now.toISOString(),
        })),
      )
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0);
  });
}

/** Creates a wheel. An existing one is never rewritten: its spins name its segments. */
export async function createWheel(db: Db, given: unknown, now: Date): Promise<void> {
  const w = parseDefinition(wheelDefinitionSchema, given);
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('prize_wheels')
      .values({
        id: w.id,
        turnoverMultiple: w.turnoverMultiple,
        depositTicketMinMinor: w.depositTicketMinMinor,
        createdAt: now.toISOString(),
        ...localizedColumns('title', w.title as Translations),
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw exists('Prize wheel', w.id);
    await trx
      .insertInto('prize_wheel_segments')
      .values(
        w.segments.map((s, position) => ({
          wheelId: w.id,
          position,
          prizeMinor: s.prizeMinor,
          weight: s.weight,
          ...localizedColumns('label', s.label as Translations),
        })),
      )
      .execute();
  });
}

/** Switches a wheel on or off: off, it is not shown and its tickets cannot be spent. */
export async function setWheelActive(db: Db, wheelId: string, active: boolean): Promise<void> {
  const moved = await db
    .updateTable('prize_wheels')
    .set({ active: active ? 1 : 0 })
    .where('id', '=', wheelId)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) throw wheelNotFound(wheelId);
}

/** Gives a member `count` tickets of an active wheel, once per grant reference (grant-reference.ts). */
export function grantWheelTickets(
  db: Db,
  wheelId: string,
  memberId: string,
  count: number,
  reference: string,
  now: Date,
): Promise<Granted<number>> {
  return grantOnce(db, reference, { grant: 'wheel-tickets', wheelId, memberId, count }, async (trx) =>
    (await isOnBreak(trx, memberId, now)) ? 0 : grantTickets(trx, wheelId, memberId, count, `grant:${reference}`, now),
  );
}

export interface CampaignSummary {
  id: string;
  title: string;
  startsAt: string;
  endsAt: string;
  budgetMinor: number;
  spentMinor: number;
  envelopeCount: number;
  openedCount: number;
  minMinor: number;
  maxMinor: number;
  vipLevelMin: number;
  autoGrant: boolean;
}

export interface WheelSummary {
  id: string;
  title: string;
  active: boolean;
  segments: { label: string; prizeMinor: number; weight: number }[];
  unspentTickets: number;
  spins: number;
  paidMinor: number;
}

export async function listRewardsForOps(db: Db): Promise<{ campaigns: CampaignSummary[]; wheels: WheelSummary[] }> {
  const [campaigns, wheels, segments, tickets, spins] = await Promise.all([
    db.selectFrom('envelope_campaigns').selectAll().orderBy('createdAt').orderBy('id').execute(),
    db.selectFrom('prize_wheels').selectAll().orderBy('createdAt').orderBy('id').execute(),
    db.selectFrom('prize_wheel_segments').selectAll().orderBy('position').execute(),
    db
      .selectFrom('wheel_tickets')
      .select(['wheelId', (eb) => eb.fn.countAll<number | string>().as('count')])
      .where('status', '=', 'UNSPENT')
      .groupBy('wheelId')
      .execute(),
    db
      .selectFrom('wheel_spins')
      .select([
        'wheelId',
        (eb) => eb.fn.countAll<number | string>().as('count'),
        (eb) => eb.fn.sum<number | string>('prizeMinor').as('paid'),
      ])
      .groupBy('wheelId')
      .execute(),
  ]);
  return {
    campaigns: campaigns.map((c) => ({
      id: c.id,
      title: c.titleEn,
      startsAt: c.startsAt,
      endsAt: c.endsAt,
      budgetMinor: Number(c.budgetMinor),
      spentMinor: Number(c.spentMinor),
      envelopeCount: c.envelopeCount,
      openedCount: c.openedCount,
      minMinor: Number(c.minMinor),
      maxMinor: Number(c.maxMinor),
      vipLevelMin: c.vipLevelMin,
      autoGrant: c.autoGrant === 1,
    })),
    wheels: wheels.map((w) => {
      const spun = spins.find((s) => s.wheelId === w.id);
      return {
        id: w.id,
        title: w.titleEn,
        active: w.active === 1,
        segments: segments
          .filter((s) => s.wheelId === w.id)
          .map((s) => ({ label: s.labelEn, prizeMinor: Number(s.prizeMinor), weight: s.weight })),
        unspentTickets: Number(tickets.find((t) => t.wheelId === w.id)?.count ?? 0),
        spins: Number(spun?.count ?? 0),
        paidMinor: Number(spun?.paid ?? 0),
      };
    }),
  };
}
