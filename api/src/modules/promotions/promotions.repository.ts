// Promotions as the site reads them (each with the caller's activity status) and a member's own moves: join, apply
// and claim. Each move asks the state machine first, then writes under conditions the database enforces — one
// participation per member and promotion (a unique constraint), a raffle's stock taken by a conditional update — so
// concurrent moves cannot both pass, and a refused move writes nothing.
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { type Language } from '@mekong/contracts';
import {
  OFF_PAGE_CATEGORY_TYPES,
  PROMOTION_FAILURES,
  type ActivityStatus,
  type Promotion,
  type PromotionCategory,
  type PromotionMode,
} from '@mekong/contracts/promotions';
import type { Db } from '../../db/database';
import { pickLanguage } from '../columns';
import { DomainFailure } from '../failure';
import { runIdempotent } from '../ledger';
import { noNotices, type Moved } from '../cashier/live-notices';
import type { ProofImage } from '../cashier/proof-images';
import {
  activityStatus,
  promotionWindow,
  transition,
  type ParticipationStatus,
  type PromotionEvent,
  type PromotionRefusal,
  type PromotionState,
} from './activity-status';
import { parseRules } from './promotion-rules';
import { payBonusWithTurnover } from './bonus-payment';
import type { PromotionParticipationsTable, PromotionsTable } from './promotions.table';
import { localizedImageUrl } from '../image-urls';

type PromotionRow = Selectable<PromotionsTable>;
type ParticipationRow = Selectable<PromotionParticipationsTable>;

/** Who asks: a visitor (null) or a signed-in member. Audience and statuses follow it. */
export type Viewer = { memberId: string } | null;

const REFUSAL_TEXT: Record<PromotionRefusal, string> = {
  'promotion-not-started': 'This promotion has not started yet',
  'promotion-ended': 'This promotion has ended',
  'promotion-sold-out': 'All prizes of this promotion have been claimed',
  'promotion-wrong-mode': 'This promotion does not take part this way',
  'promotion-already-taken-part': 'You have already taken part in this promotion',
  'promotion-not-applying': 'There is no application waiting for review',
  'promotion-not-joined': 'The member has not joined this promotion',
  'promotion-not-in-process': "This promotion's bonus is not waiting for turnover",
};

export const promotionRefused = (refusal: PromotionRefusal): DomainFailure => new DomainFailure(409, refusal, REFUSAL_TEXT[refusal]);

const notFound = () => new DomainFailure(404, PROMOTION_FAILURES.notFound, 'There is no such promotion');

const modeOf = (row: PromotionRow): PromotionMode => row.mode as PromotionMode;

const soldOut = (row: PromotionRow): boolean => row.prizeStock !== null && row.claimedCount >= row.prizeStock;

export function stateOf(row: PromotionRow, participation: ParticipationStatus | null, now: Date): PromotionState {
  return { mode: modeOf(row), window: promotionWindow(row, now), participation, soldOut: soldOut(row) };
}

/** The promotion rows the viewer may see: published, and for its audience. */
function visibleTo(db: Db, viewer: Viewer) {
  return db
    .selectFrom('promotions')
    .selectAll()
    .where('published', '=', 1)
    .where('audience', 'in', ['ALL', viewer ? 'MEMBERS' : 'VISITORS']);
}

async function participationsOf(db: Db, viewer: Viewer, promotionIds: string[]): Promise<Map<string, ParticipationRow>> {
  if (!viewer || promotionIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('promotion_participations')
    .selectAll()
    .where('memberId', '=', viewer.memberId)
    .where('promotionId', 'in', promotionIds)
    .execute();
  return new Map(rows.map((row) => [row.promotionId, row]));
}

function toPromotion(
  row: PromotionRow,
  categories: ReadonlyMap<string, { type: string }>,
  participation: ParticipationRow | undefined,
  language: Language,
  now: Date,
): Promotion {
  const images = [
    { url: row.cardImageUrl, sequence: 1 },
    { url: row.dialogImageUrl, sequence: 2 },
  ]
    .filter((image): image is { url: string; sequence: number } => image.url !== null)
    .map((image) => ({ ...image, url: localizedImageUrl(image.url, language) }));
  return {
    id: row.id,
    title: pickLanguage(row, 'title', language),
    content: pickLanguage(row, 'content', language),
    category: row.categoryId,
    categoryType: row.categoryId ? (categories.get(row.categoryId)?.type ?? null) : null,
    promotionType: row.promotionType,
    promoAnnouncementCategoryIds: row.categoryId ? [row.categoryId] : [],
    announcementImages: images,
    startTime: row.startsAt,
    endTime: row.endsAt,
    longTerm: row.endsAt === null,
    mode: modeOf(row),
    activityStatus: activityStatus(stateOf(row, participation?.status ?? null, now)),
    bonus: participation?.bonusMinor ?? null,
  };
}

async function categoryMap(db: Db, language: Language): Promise<{ list: PromotionCategory[]; byId: Map<string, { type: string }> }> {
  const rows = await db.selectFrom('promotion_categories').selectAll().orderBy('sequence').execute();
  return {
    list: rows.map((r) => ({ id: r.id, title: pickLanguage(r, 'title', language), type: r.type })),
    byId: new Map(rows.map((r) => [r.id, { type: r.type }])),
  };
}

/** Every promotion the viewer may see, in order, with the categories (the page leaves out gaming and lotto_promo). */
export async function listPromotions(
  db: Db,
  language: Language,
  viewer: Viewer,
  now: Date,
): Promise<{ promotions: Promotion[]; categories: PromotionCategory[] }> {
  const [rows, categories] = await Promise.all([
    visibleTo(db, viewer).orderBy('sequence').orderBy('id').execute(),
    categoryMap(db, language),
  ]);
  const taken = await participationsOf(
    db,
    viewer,
    rows.map((r) => r.id),
  );
  return { promotions: rows.map((r) => toPromotion(r, categories.byId, taken.get(r.id), language, now)), categories: categories.list };
}

export async function getPromotion(db: Db, id: string, language: Language, viewer: Viewer, now: Date): Promise<Promotion> {
  const row = await visibleTo(db, viewer).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  const [categories, taken] = await Promise.all([categoryMap(db, language), participationsOf(db, viewer, [id])]);
  return toPromotion(row, categories.byId, taken.get(id), language, now);
}

/**
 * The side menu's promotion list (MCSFE_getListAnnouncements type PR): the promotions page's own, in order — those the
 * viewer may see (published, its audience), less the gaming and lotto_promo categories — so none leads to a draft, a
 * promotion of the other audience, or one the page does not show.
 */
export async function listPromotionSummaries(db: Db, language: Language, viewer: Viewer): Promise<{ id: string; title: string }[]> {
  const rows = await visibleTo(db, viewer)
    .where((eb) =>
      eb.or([
        eb('categoryId', 'is', null),
        eb(
          'categoryId',
          'not in',
          eb
            .selectFrom('promotion_categories')
            .select('id')
            .where('type', 'in', [...OFF_PAGE_CATEGORY_TYPES]),
        ),
      ]),
    )
    .orderBy('sequence')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, title: pickLanguage(r, 'title', language) }));
}

export interface ParticipationResult {
  id: string;
  activityStatus: ActivityStatus;
  bonus: number | null;
}

/**
 * Starts the member's participation on `trx`: the promotion must be visible to members and the event allowed; the
 * insert is the guard (one row per member and promotion), so of two racing starts the second is refused.
 */
async function startParticipation(
  trx: Db,
  memberId: string,
  promotionId: string,
  event: PromotionEvent,
  now: Date,
  extra: { comment?: string | null } = {},
): Promise<{ row: PromotionRow; participation: ParticipationRow }> {
  const row = await visibleTo(trx, { memberId }).where('id', '=', promotionId).executeTakeFirst();
  if (!row) throw notFound();
  const existing = await trx
    .selectFrom('promotion_participations')
    .select('status')
    .where('promotionId', '=', promotionId)
    .where('memberId', '=', memberId)
    .executeTakeFirst();
  const step = transition(stateOf(row, existing?.status ?? null, now), event);
  if (!step.ok) throw promotionRefused(step.refusal);
  const at = now.toISOString();
  const participation: ParticipationRow = {
    id: randomUUID(),
    promotionId,
    memberId,
    status: step.next,
    comment: extra.comment ?? null,
    bonusMinor: null,
    entryId: null,
    reviewReason: null,
    createdAt: at,
    updatedAt: at,
  };
  const inserted = await trx
    .insertInto('promotion_participations')
    .values(participation)
    .onConflict((oc) => oc.columns(['promotionId', 'memberId']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw promotionRefused('promotion-already-taken-part');
  return { row, participation };
}

const resultOf = (row: PromotionRow, participation: ParticipationRow, now: Date): ParticipationResult => ({
  id: row.id,
  // A participation always shows a status (the machine returns null only for one that does not exist).
  activityStatus: activityStatus(stateOf(row, participation.status, now)) ?? 'Close',
  bonus: participation.bonusMinor,
});

export async function joinPromotion(db: Db, memberId: string, promotionId: string, now: Date): Promise<ParticipationResult> {
  return db.transaction().execute(async (trx) => {
    const { row, participation } = await startParticipation(trx, memberId, promotionId, { type: 'join' }, now);
    return resultOf(row, participation, now);
  });
}

/** An application with its comment and checked images (readProofImages), written whole or not at all. */
export async function applyForPromotion(
  db: Db,
  memberId: string,
  promotionId: string,
  application: { comment: string | null; images: readonly ProofImage[] },
  now: Date,
): Promise<ParticipationResult> {
  return db.transaction().execute(async (trx) => {
    const { row, participation } = await startParticipation(trx, memberId, promotionId, { type: 'apply' }, now, {
      comment: application.comment,
    });
    if (application.images.length > 0) {
      await trx
        .insertInto('promotion_application_images')
        .values(
          application.images.map((image, position) => ({
            participationId: participation.id,
            position,
            name: image.name,
            mimeType: image.mimeType,
            data: image.data,
          })),
        )
        .execute();
    }
    return resultOf(row, participation, now);
  });
}

/**
 * Pays a participation's bonus (the fixed one, or `amountMinor`) on `trx` from the bonuses account, records it (and its turnover requirement) on the
 * participation, and moves it to `next`. The update is conditional on the status the caller started from.
 */
export async function payParticipationBonus(
  trx: Db,
  row: PromotionRow,
  participation: { id: string; memberId: string; status: ParticipationStatus },
  next: ParticipationStatus,
  now: Date,
  amountMinor?: number,
): Promise<{ bonusMinor: number | null; turnoverMinor: number }> {
  const rules = parseRules(row.rules);
  // The promotion's fixed bonus, unless the caller worked out another (a share of a deposit).
  const amount = amountMinor ?? rules.bonusFixedMinor ?? 0;
  const bonusMinor = amount > 0 ? amount : null;
  const paid = bonusMinor
    ? await payBonusWithTurnover(trx, {
        memberId: participation.memberId,
        amountMinor: bonusMinor,
        reason: pickLanguage(row, 'title', 'EN'),
        reference: `promotion:${row.id}`,
        promotionId: row.id,
        turnoverMultiple: rules.turnoverMultiple,
        now,
      })
    : null;
  const moved = await trx
    .updateTable('promotion_participations')
    .set({ status: next, bonusMinor, entryId: paid?.entryId ?? null, updatedAt: now.toISOString() })
    .where('id', '=', participation.id)
    .where('status', '=', participation.status)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) throw promotionRefused('promotion-not-applying');
  const turnoverMinor = paid?.turnoverMinor ?? 0;
  return { bonusMinor, turnoverMinor };
}

/**
 * MCS2_claimRafflePromotion: takes one prize of the stock (a conditional update: never more claims than prizes),
 * starts the claimed participation (never twice per member) and pays the prize, all on one transaction, once per
 * idempotency key.
 */
export async function claimPromotion(
  db: Db,
  memberId: string,
  promotionId: string,
  idempotencyKey: string,
  now: Date,
): Promise<Moved<ParticipationResult>> {
  let paid = false;
  const value = await runIdempotent(
    db,
    { scope: `member:${memberId}`, key: idempotencyKey, request: { call: 'claimRafflePromotion', promotionId } },
    async (trx) => {
      const { row, participation } = await startParticipation(trx, memberId, promotionId, { type: 'claim' }, now);
      // Then the stock, as one conditional statement: of racing claimants only as many as there are prizes pass; a
      // refused one rolls its participation back with it.
      const taken = await trx
        .updateTable('promotions')
        .set((eb) => ({ claimedCount: eb('claimedCount', '+', 1) }))
        .where('id', '=', promotionId)
        .where((eb) => eb.or([eb('prizeStock', 'is', null), eb('claimedCount', '<', eb.ref('prizeStock'))]))
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 0) throw promotionRefused('promotion-sold-out');
      const { bonusMinor } = await payParticipationBonus(trx, row, participation, 'CLAIMED', now);
      paid = bonusMinor !== null;
      return resultOf(row, { ...participation, bonusMinor }, now);
    },
  );
  return { value, notices: paid ? { ...noNotices(), wallets: [memberId] } : noNotices() };
}

/** The public state's availablePromoCount: promotions on the page the member can join or claim now. */
export async function countAvailablePromotions(db: Db, memberId: string, now: Date): Promise<number> {
  const { promotions } = await listPromotions(db, 'EN', { memberId }, now);
  return promotions.filter(
    (p) => (p.activityStatus === 'Join' || p.activityStatus === 'Claim') && !OFF_PAGE_CATEGORY_TYPES.includes(p.categoryType ?? ''),
  ).length;
}
