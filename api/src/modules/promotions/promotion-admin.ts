// What ops do to promotions: save a category or a promotion (from a JSON definition; content sanitised, rules
// checked), schedule, publish, end, list the applications waiting for review, and approve (paying the bonus from
// the bonuses account) or reject one, the member told by an internal message written on the same transaction.
import { z } from 'zod';
import { PROMOTION_MODES } from '@mekong/contracts/promotions';
import type { Db } from '../../db/database';
import { localizedColumns, type Translations } from '../columns';
import { DomainFailure } from '../failure';
import { definitionId as id, isoTimeField as isoTime, translationsField as translations } from '../definition-fields';
import { addMessage, messageNotices } from '../messages/messages.repository';
import { noNotices, type Moved } from '../cashier/live-notices';
import { transition } from './activity-status';
import { payParticipationBonus, promotionRefused, stateOf } from './promotions.repository';
import { sanitizePromotionHtml } from './content-html';
import { parseRules, promotionRulesSchema, PROMOTION_AUDIENCES, PROMOTION_TYPES } from './promotion-rules';

const imageUrl = z
  .string()
  .url()
  .max(500)
  .refine((url) => /^https?:\/\//.test(url), 'must be an http(s) URL');

export const categoryDefinitionSchema = z.object({
  id,
  /** gaming and lotto_promo categories stay off the promotions page. */
  type: z.string().regex(/^[a-z_]{1,32}$/),
  sequence: z.number().int().min(0).max(1_000_000).default(0),
  title: translations(100),
});
export type CategoryDefinition = z.input<typeof categoryDefinitionSchema>;

export const promotionDefinitionSchema = z
  .object({
    id,
    sequence: z.number().int().min(0).max(1_000_000).default(0),
    category: id.nullable().default(null),
    type: z.enum(PROMOTION_TYPES).default('GENERAL'),
    mode: z.enum(PROMOTION_MODES).default('NONE'),
    audience: z.enum(PROMOTION_AUDIENCES).default('ALL'),
    /** A new promotion is a draft unless told otherwise; publishing is a separate step. */
    published: z.boolean().default(false),
    startsAt: isoTime.nullable().default(null),
    /** Null is long-term. */
    endsAt: isoTime.nullable().default(null),
    cardImage: imageUrl.nullable().default(null),
    dialogImage: imageUrl.nullable().default(null),
    title: translations(200),
    content: translations(100_000),
    rules: promotionRulesSchema.default({ turnoverMultiple: 0 }),
    prizeStock: z.number().int().min(1).max(100_000_000).nullable().default(null),
  })
  .strict()
  .refine((p) => p.startsAt === null || p.endsAt === null || p.startsAt < p.endsAt, { message: 'startsAt must be before endsAt' });
export type PromotionDefinition = z.input<typeof promotionDefinitionSchema>;

const badDefinition = (error: z.ZodError) =>
  new DomainFailure(
    400,
    'bad-request',
    error.issues.map((issue) => `${issue.path.join('.') || '(definition)'}: ${issue.message}`).join('; '),
  );

function parseDefinition<S extends z.ZodTypeAny>(schema: S, given: unknown): z.output<S> {
  const parsed = schema.safeParse(given);
  if (!parsed.success) throw badDefinition(parsed.error);
  return parsed.data as z.output<S>;
}

export async function saveCategory(db: Db, given: unknown): Promise<'created' | 'updated'> {
  const c = parseDefinition(categoryDefinitionSchema, given);
  const row = { id: c.id, type: c.type, sequence: c.sequence, ...localizedColumns('title', c.title as Translations) };
  const existing = await db.selectFrom('promotion_categories').select('id').where('id', '=', c.id).executeTakeFirst();
  await db
    .insertInto('promotion_categories')
    .values(row)
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute();
  return existing ? 'updated' : 'created';
}

/** Creates or replaces a promotion; its participations and claimed count stay. */
export async function savePromotion(db: Db, given: unknown): Promise<'created' | 'updated'> {
  const p = parseDefinition(promotionDefinitionSchema, given);
  if (p.category !== null) {
    const category = await db.selectFrom('promotion_categories').select('id').where('id', '=', p.category).executeTakeFirst();
    if (!category) throw new DomainFailure(400, 'bad-request', `category: no category '${p.category}' (save it first)`);
  }
  const content = p.content as Translations;
  const row = {
    id: p.id,
    sequence: p.sequence,
    categoryId: p.category,
    promotionType: p.type,
    mode: p.mode,
    audience: p.audience,
    published: p.published ? 1 : 0,
    startsAt: p.startsAt,
    endsAt: p.endsAt,
    cardImageUrl: p.cardImage,
    dialogImageUrl: p.dialogImage,
    rules: JSON.stringify(p.rules),
    prizeStock: p.prizeStock,
    ...localizedColumns('title', p.title as Translations),
    ...localizedColumns('content', {
      LO: sanitizePromotionHtml(content.LO),
      EN: sanitizePromotionHtml(content.EN),
      CN: sanitizePromotionHtml(content.CN),
    }),
  };
  const existing = await db.selectFrom('promotions').select('id').where('id', '=', p.id).executeTakeFirst();
  await db
    .insertInto('promotions')
    .values(row)
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute();
  return existing ? 'updated' : 'created';
}

async function updatePromotion(db: Db, promotionId: string, set: { startsAt?: string | null; endsAt?: string | null; published?: number }) {
  const updated = await db.updateTable('promotions').set(set).where('id', '=', promotionId).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new DomainFailure(404, 'promotion-not-found', `No promotion '${promotionId}'`);
}

/** New times: a start of null starts it now-or-earlier, an end of null makes it long-term. */
export async function schedulePromotion(db: Db, promotionId: string, startsAt: string | null, endsAt: string | null): Promise<void> {
  if (startsAt !== null && endsAt !== null && Date.parse(startsAt) >= Date.parse(endsAt))
    throw new DomainFailure(400, 'bad-request', 'The start must be before the end');
  await updatePromotion(db, promotionId, { startsAt, endsAt });
}

export const publishPromotion = (db: Db, promotionId: string, published: boolean) =>
  updatePromotion(db, promotionId, { published: published ? 1 : 0 });

/** Ends a promotion now: no more joins, applications or claims; waiting applications can still be reviewed. */
export const endPromotion = (db: Db, promotionId: string, now: Date) => updatePromotion(db, promotionId, { endsAt: now.toISOString() });

export interface PromotionOverview {
  id: string;
  title: string;
  mode: string;
  promotionType: string;
  published: boolean;
  startsAt: string | null;
  endsAt: string | null;
  claimedCount: number;
  prizeStock: number | null;
  applying: number;
}

export async function listPromotionsForOps(db: Db): Promise<PromotionOverview[]> {
  const [rows, applying] = await Promise.all([
    db.selectFrom('promotions').selectAll().orderBy('sequence').orderBy('id').execute(),
    db
      .selectFrom('promotion_participations')
      .select(['promotionId', (eb) => eb.fn.countAll<number>().as('count')])
      .where('status', '=', 'APPLYING')
      .groupBy('promotionId')
      .execute(),
  ]);
  const waiting = new Map(applying.map((a) => [a.promotionId, Number(a.count)]));
  return rows.map((r) => ({
    id: r.id,
    title: r.titleEn,
    mode: r.mode,
    promotionType: r.promotionType,
    published: r.published === 1,
    startsAt: r.startsAt,
    endsAt: r.endsAt,
    claimedCount: r.claimedCount,
    prizeStock: r.prizeStock,
    applying: waiting.get(r.id) ?? 0,
  }));
}

export interface ApplicationOverview {
  id: string;
  promotionId: string;
  account: string;
  comment: string | null;
  images: number;
  createdAt: string;
}

/** Applications waiting for review, oldest first (of one promotion when given). */
export async function listApplications(db: Db, promotionId: string | null): Promise<ApplicationOverview[]> {
  const rows = await db
    .selectFrom('promotion_participations as p')
    .innerJoin('members as m', 'm.id', 'p.memberId')
    .leftJoin('promotion_application_images as i', 'i.participationId', 'p.id')
    .select(['p.id', 'p.promotionId', 'm.account', 'p.comment', 'p.createdAt', (eb) => eb.fn.count<number>('i.position').as('images')])
    .where('p.status', '=', 'APPLYING')
    .$if(promotionId !== null, (qb) => qb.where('p.promotionId', '=', promotionId ?? ''))
    .groupBy(['p.id', 'p.promotionId', 'm.account', 'p.comment', 'p.createdAt'])
    .orderBy('p.createdAt')
    .orderBy('p.id')
    .execute();
  return rows.map((r) => ({ ...r, images: Number(r.images) }));
}

export interface ApplicationDetail extends Omit<ApplicationOverview, 'images'> {
  promotionTitle: string;
  status: string;
  reviewReason: string | null;
  /** In the order the member attached them; `name` is the member's own file name (shown, never used as a path). */
  images: { position: number; name: string; mimeType: string; bytes: Buffer }[];
}

/** One application (waiting or reviewed) with its comment and images, so an operator can judge it before the review. */
export async function getApplication(db: Db, applicationId: string): Promise<ApplicationDetail> {
  const row = await db
    .selectFrom('promotion_participations as p')
    .innerJoin('members as m', 'm.id', 'p.memberId')
    .innerJoin('promotions as r', 'r.id', 'p.promotionId')
    .select(['p.id', 'p.promotionId', 'r.titleEn', 'm.account', 'p.status', 'p.comment', 'p.reviewReason', 'p.createdAt', 'r.mode'])
    .where('p.id', '=', applicationId)
    .executeTakeFirst();
  if (!row || row.mode !== 'APPLY') throw new DomainFailure(404, 'promotion-application-not-found', `No application '${applicationId}'`);
  const images = await db
    .selectFrom('promotion_application_images')
    .select(['position', 'name', 'mimeType', 'data'])
    .where('participationId', '=', applicationId)
    .orderBy('position')
    .execute();
  return {
    id: row.id,
    promotionId: row.promotionId,
    promotionTitle: row.titleEn,
    account: row.account,
    status: row.status,
    comment: row.comment,
    reviewReason: row.reviewReason,
    createdAt: row.createdAt,
    images: images.map((image) => ({
      position: image.position,
      name: image.name,
      mimeType: image.mimeType,
      bytes: Buffer.from(image.data, 'base64'),
    })),
  };
}

export interface ReviewedApplication {
  id: string;
  promotionId: string;
  memberId: string;
  bonusMinor: number | null;
  turnoverMinor: number;
}

/**
 * Approves or rejects an application on one transaction: the state machine decides, the update is conditional on
 * APPLYING (two reviews racing: one wins), an approval pays the promotion's fixed bonus, and the member's message is
 * written with it. The caller pushes the notices after the commit.
 */
export async function reviewApplication(
  db: Db,
  applicationId: string,
  decision: { approve: true } | { approve: false; reason: string },
  now: Date,
): Promise<Moved<ReviewedApplication>> {
  return db.transaction().execute(async (trx) => {
    const participation = await trx.selectFrom('promotion_participations').selectAll().where('id', '=', applicationId).executeTakeFirst();
    if (!participation) throw new DomainFailure(404, 'promotion-application-not-found', `No application '${applicationId}'`);
    const row = await trx.selectFrom('promotions').selectAll().where('id', '=', participation.promotionId).executeTakeFirstOrThrow();
    const rules = parseRules(row.rules);
    const turnover = rules.turnoverMultiple > 0 && (rules.bonusFixedMinor ?? 0) > 0;
    const step = transition(
      stateOf(row, participation.status, now),
      decision.approve ? { type: 'approve', withTurnover: turnover } : { type: 'reject' },
    );
    if (!step.ok) throw promotionRefused(step.refusal);
    let bonusMinor: number | null = null;
    let turnoverMinor = 0;
    if (decision.approve) {
      ({ bonusMinor, turnoverMinor } = await payParticipationBonus(trx, row, participation, step.next, now));
    } else {
      const moved = await trx
        .updateTable('promotion_participations')
        .set({ status: step.next, reviewReason: decision.reason, updatedAt: now.toISOString() })
        .where('id', '=', participation.id)
        .where('status', '=', 'APPLYING')
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) throw promotionRefused('promotion-not-applying');
    }
    const message = await addMessage(
      trx,
      participation.memberId,
      decision.approve ? 'PROMOTION_APPROVED' : 'PROMOTION_REJECTED',
      decision.approve
        ? { promotionId: row.id, ...(bonusMinor !== null ? { amount: bonusMinor } : {}) }
        : { promotionId: row.id, reason: decision.reason },
      now,
    );
    return {
      value: { id: participation.id, promotionId: row.id, memberId: participation.memberId, bonusMinor, turnoverMinor },
      notices: {
        ...noNotices(),
        wallets: bonusMinor !== null ? [participation.memberId] : [],
        messages: messageNotices(message, participation.memberId),
      },
    };
  });
}
