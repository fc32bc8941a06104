// Feedback and complaints (requirements §3 Feedback, §5, §7 PUT /wps/feedback; issue 19): a member's question type,
// content within the word limits and up to three png/jpeg images, checked by their bytes (magic number and a header
// that decodes to a plausible size; cashier/proof-images.ts checks the type and size) before anything is written.
// Submissions are limited per member and window by one conditional upsert taken on the submission's transaction.
// A member reads only its own feedback and images; ops list them and reply (ops/feedback-commands.ts).
import { randomUUID } from 'node:crypto';
import {
  countWords,
  FEEDBACK_FAILURES,
  FEEDBACK_LIMITS,
  feedbackSchema,
  type Feedback,
  type FeedbackQuestionType,
} from '@mekong/contracts/member-extras';
import type { Db } from '../../db/database';
import { DomainFailure } from '../failure';
import { readProofImages } from '../cashier/proof-images';
import { offsetOf, pageOf, whole, type Page, type Paging } from '../records/records.repository';
import { imageDimensions } from './image-dimensions';
import type { FeedbackImagesTable } from './feedback.table';

export interface FeedbackSubmission {
  questionType: FeedbackQuestionType;
  content: string;
  images: readonly { name: string; dataUrl: string }[];
}

type CheckedImage = Pick<FeedbackImagesTable, 'mimeType' | 'width' | 'height' | 'data'>;

const imageRefused = (index: number, reason: string) =>
  new DomainFailure(400, FEEDBACK_FAILURES.image, `Image ${index + 1} is refused: ${reason}`, { index });

/** The images checked by content; throws feedback-image naming the first bad one. */
function checkImages(images: FeedbackSubmission['images']): CheckedImage[] {
  if (images.length > FEEDBACK_LIMITS.imagesMax)
    throw imageRefused(FEEDBACK_LIMITS.imagesMax, `at most ${FEEDBACK_LIMITS.imagesMax} images`);
  return images.map((image, index) => {
    let checked;
    try {
      [checked] = readProofImages([image], 'images');
    } catch (error) {
      if (error instanceof DomainFailure) throw imageRefused(index, 'it must be a png or jpg image of at most 5 MB');
      throw error;
    }
    if (!checked) throw imageRefused(index, 'no image');
    const size = imageDimensions(Buffer.from(checked.data, 'base64'), checked.mimeType);
    const plausible = (side: number) => side >= FEEDBACK_LIMITS.imageMinSide && side <= FEEDBACK_LIMITS.imageMaxSide;
    if (!size || !plausible(size.width) || !plausible(size.height)) throw imageRefused(index, 'the image does not decode');
    return { mimeType: checked.mimeType, data: checked.data, ...size };
  });
}

/** Refuses content outside the word limits (§5), with the limits for the client's text. */
function checkWords(content: string): void {
  const words = countWords(content);
  if (words < FEEDBACK_LIMITS.minWords || words > FEEDBACK_LIMITS.maxWords)
    throw new DomainFailure(
      400,
      FEEDBACK_FAILURES.words,
      `Feedback content must be between ${FEEDBACK_LIMITS.minWords} and ${FEEDBACK_LIMITS.maxWords} words`,
      { words, min: FEEDBACK_LIMITS.minWords, max: FEEDBACK_LIMITS.maxWords },
    );
}

const windowStartOf = (now: Date): string => {
  const windowMs = FEEDBACK_LIMITS.windowMinutes * 60_000;
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs).toISOString();
};

/** Takes one submission of the member's window on `trx`; false when the window's are all used. */
async function takeSubmission(trx: Db, memberId: string, now: Date): Promise<boolean> {
  const taken = await trx
    .insertInto('feedback_quota')
    .values({ memberId, windowStart: windowStartOf(now), used: 1 })
    .onConflict((oc) =>
      oc
        .columns(['memberId', 'windowStart'])
        .doUpdateSet((eb) => ({ used: eb('feedback_quota.used', '+', 1) }))
        .where('feedback_quota.used', '<', FEEDBACK_LIMITS.submissionsPerWindow),
    )
    .returning('used')
    .executeTakeFirst();
  return taken !== undefined;
}

async function toFeedback(
  db: Db,
  rows: readonly { id: string; questionType: string; content: string; reply: string | null; repliedAt: string | null; createdAt: string }[],
): Promise<Feedback[]> {
  const images =
    rows.length === 0
      ? []
      : await db
          .selectFrom('feedback_images')
          .select(['id', 'feedbackId', 'width', 'height'])
          .where(
            'feedbackId',
            'in',
            rows.map((r) => r.id),
          )
          .orderBy('sequence')
          .execute();
  return rows.map((row) =>
    feedbackSchema.parse({
      ...row,
      images: images.filter((i) => i.feedbackId === row.id).map(({ id, width, height }) => ({ id, width, height })),
    }),
  );
}

/** Checks and stores the member's feedback; refused with nothing written on bad content or images, or over the limit. */
export async function submitFeedback(db: Db, memberId: string, submission: FeedbackSubmission, now: Date): Promise<Feedback> {
  checkWords(submission.content);
  const images = checkImages(submission.images);
  const id = randomUUID();
  const createdAt = now.toISOString();
  await db.transaction().execute(async (trx) => {
    if (!(await takeSubmission(trx, memberId, now)))
      throw new DomainFailure(
        429,
        FEEDBACK_FAILURES.tooMany,
        `At most ${FEEDBACK_LIMITS.submissionsPerWindow} feedback per ${FEEDBACK_LIMITS.windowMinutes} minutes`,
        {
          limit: FEEDBACK_LIMITS.submissionsPerWindow,
          minutes: FEEDBACK_LIMITS.windowMinutes,
        },
      );
    await trx
      .insertInto('feedback')
      .values({ id, memberId, questionType: submission.questionType, content: submission.content, reply: null, repliedAt: null, createdAt })
      .execute();
    if (images.length > 0)
      await trx
        .insertInto('feedback_images')
        .values(images.map((image, sequence) => ({ id: randomUUID(), feedbackId: id, memberId, sequence, ...image })))
        .execute();
  });
  const [stored] = await toFeedback(db, [
    { id, questionType: submission.questionType, content: submission.content, reply: null, repliedAt: null, createdAt },
  ]);
  if (!stored) throw new Error(`Feedback ${id} was not stored`);
  return stored;
}

const FEEDBACK_COLUMNS = ['id', 'questionType', 'content', 'reply', 'repliedAt', 'createdAt'] as const;

/** The member's own feedback, newest first. */
export async function listFeedback(db: Db, memberId: string, paging: Paging): Promise<Page<Feedback>> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('feedback')
      .select(FEEDBACK_COLUMNS)
      .where('memberId', '=', memberId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(paging.pageSize)
      .offset(offsetOf(paging))
      .execute(),
    db
      .selectFrom('feedback')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('memberId', '=', memberId)
      .executeTakeFirst(),
  ]);
  return pageOf(await toFeedback(db, rows), whole(count?.n), paging);
}

/** An image's bytes for its owner (memberId) or for ops (memberId null); undefined for anyone else or none. */
export async function readFeedbackImage(
  db: Db,
  imageId: string,
  memberId: string | null,
): Promise<{ mimeType: FeedbackImagesTable['mimeType']; bytes: Buffer } | undefined> {
  const row = await db
    .selectFrom('feedback_images')
    .select(['mimeType', 'data'])
    .where('id', '=', imageId)
    .$if(memberId !== null, (qb) => qb.where('memberId', '=', memberId ?? ''))
    .executeTakeFirst();
  return row && { mimeType: row.mimeType, bytes: Buffer.from(row.data, 'base64') };
}

// ── Ops ──────────────────────────────────────────────────────────────────────────────────────────────────────

export interface FeedbackForOps extends Feedback {
  account: string;
}

/** The newest feedback, unanswered only unless `all`. */
export async function listFeedbackForOps(db: Db, all: boolean, limit = 50): Promise<FeedbackForOps[]> {
  const rows = await db
    .selectFrom('feedback as f')
    .innerJoin('members as m', 'm.id', 'f.memberId')
    .select(['f.id', 'f.questionType', 'f.content', 'f.reply', 'f.repliedAt', 'f.createdAt', 'm.account'])
    .$if(!all, (qb) => qb.where('f.reply', 'is', null))
    .orderBy('f.createdAt', 'desc')
    .limit(limit)
    .execute();
  const feedback = await toFeedback(db, rows);
  return feedback.map((f, index) => ({ ...f, account: rows[index]?.account ?? '' }));
}

/** Sets ops' reply (a later reply replaces it); false when there is no such feedback. */
export async function replyToFeedback(db: Db, id: string, reply: string, now: Date): Promise<boolean> {
  const updated = await db.updateTable('feedback').set({ reply, repliedAt: now.toISOString() }).where('id', '=', id).executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}
