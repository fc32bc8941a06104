// The promotions' ops commands (issue 16): save categories and promotions from JSON definitions, schedule, publish,
// end, and review applications — an operator runs a campaign without touching the database. Approvals and
// rejections hand their notices (the bonus's balance, the member's message) to `notify`, as the cashier's commands do.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CURRENCY_SYMBOL, formatMoney } from '@mekong/contracts';
import type { Db } from '../db/database';
import type { LiveNotices } from '../modules/cashier/live-notices';
import { findMemberById } from '../modules/accounts/members.repository';
import {
  endPromotion,
  getApplication,
  listApplications,
  listPromotionsForOps,
  publishPromotion,
  reviewApplication,
  saveCategory,
  savePromotion,
  schedulePromotion,
} from '../modules/promotions/promotion-admin';
import { printed } from './printable';

export const PROMOTION_USAGE = `  promotions                       List promotions: mode, type, draft or published, times, claims, applications waiting
  promotion-category-save <file>   Create or update a promotion category from a JSON file (api/README.md shows one)
  promotion-save <file>            Create or update a promotion from a JSON file (a new one is a draft unless "published": true)
  promotion-schedule <id> <start|now> <end|long-term>  Set a promotion's times (ISO 8601), e.g. now 2026-12-31T17:00:00Z
  promotion-publish <id>           Show a promotion on the site
  promotion-unpublish <id>         Hide a promotion (back to draft)
  promotion-end <id>               End a promotion now (waiting applications can still be reviewed)
  promotion-applications [<id>]    List applications waiting for review, oldest first
  promotion-application <applicationId> [<dir>]  Show an application and its comment, and write its images to files
                                   in <dir> (default: a new folder under the system's temp folder) to look at them
  promotion-approve <applicationId>  Approve an application: pay its bonus, tell the member
  promotion-reject <applicationId> <reason>  Reject an application with a reason, tell the member`;

export type PromotionOpsCommand =
  | { kind: 'promotions' }
  | { kind: 'promotion-category-save'; file: string }
  | { kind: 'promotion-save'; file: string }
  | { kind: 'promotion-schedule'; id: string; startsAt: string | null; endsAt: string | null }
  | { kind: 'promotion-publish'; id: string }
  | { kind: 'promotion-unpublish'; id: string }
  | { kind: 'promotion-end'; id: string }
  | { kind: 'promotion-applications'; promotionId: string | null }
  | { kind: 'promotion-application'; id: string; dir: string | null }
  | { kind: 'promotion-approve'; id: string }
  | { kind: 'promotion-reject'; id: string; reason: string };

const KINDS = new Set<string>([
  'promotions',
  'promotion-category-save',
  'promotion-save',
  'promotion-schedule',
  'promotion-publish',
  'promotion-unpublish',
  'promotion-end',
  'promotion-applications',
  'promotion-application',
  'promotion-approve',
  'promotion-reject',
]);

const REASON_MAX = 200;

export function isPromotionCommand(command: { kind: string }): command is PromotionOpsCommand {
  return KINDS.has(command.kind);
}

/** An ISO time, or null for the given keyword; undefined when it is neither. */
function timeOrKeyword(value: string, keyword: string): string | null | undefined {
  if (value === keyword) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** A command the promotions part knows, the reason its arguments are wrong, or null for a command it does not know. */
export function parsePromotionCommand(command: string, rest: string[]): PromotionOpsCommand | { error: string } | null {
  if (!KINDS.has(command)) return null;
  const exactly = (count: number, what: string): { error: string } | null => {
    if (rest.length < count) return { error: `'${command}' needs ${what}` };
    if (rest.length > count) return { error: `Unexpected argument '${rest[count]}'` };
    return null;
  };
  const [first = '', second = ''] = rest;
  switch (command) {
    case 'promotions':
      return exactly(0, 'nothing') ?? { kind: command };
    case 'promotion-category-save':
    case 'promotion-save':
      return exactly(1, 'a JSON file') ?? { kind: command, file: first };
    case 'promotion-publish':
    case 'promotion-unpublish':
    case 'promotion-end':
      return exactly(1, 'a promotion id') ?? { kind: command, id: first };
    case 'promotion-applications':
      return rest.length > 1 ? { error: `Unexpected argument '${second}'` } : { kind: command, promotionId: rest[0] ?? null };
    case 'promotion-application':
      if (rest.length === 0) return { error: `'promotion-application' needs an application id` };
      return rest.length > 2 ? { error: `Unexpected argument '${rest[2]}'` } : { kind: command, id: first, dir: rest[1] ?? null };
    case 'promotion-approve':
      return exactly(1, 'an application id') ?? { kind: command, id: first };
    case 'promotion-reject': {
      const reason = rest.slice(1).join(' ').trim();
      if (rest.length === 0) return { error: `'promotion-reject' needs an application id and a reason` };
      if (reason === '') return { error: `'promotion-reject' needs a reason after the application id` };
      if (reason.length > REASON_MAX) return { error: `The reason may be at most ${REASON_MAX} characters` };
      return { kind: command, id: first, reason };
    }
    default: {
      const missing = exactly(3, 'a promotion id, a start (or now) and an end (or long-term)');
      if (missing) return missing;
      const startsAt = timeOrKeyword(rest[1] ?? '', 'now');
      const endsAt = timeOrKeyword(rest[2] ?? '', 'long-term');
      if (startsAt === undefined) return { error: `'${rest[1]}' is not a start: use now or an ISO time, e.g. 2026-12-01T00:00:00Z` };
      if (endsAt === undefined) return { error: `'${rest[2]}' is not an end: use long-term or an ISO time, e.g. 2026-12-31T17:00:00Z` };
      return { kind: 'promotion-schedule', id: first, startsAt, endsAt };
    }
  }
}

export interface PromotionOpsOptions {
  notify: (notices: LiveNotices) => Promise<string>;
  now: () => Date;
}

/** A JSON definition file, or an error saying why it cannot be read (the reward commands read theirs so too). */
export function readDefinition(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`Cannot read '${file}'`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`'${file}' is not JSON`);
  }
}

const money = (minor: number) => formatMoney(minor, CURRENCY_SYMBOL);
const lines = (...parts: string[]): string => parts.filter((part) => part !== '').join('\n');

async function describePromotions(db: Db): Promise<string> {
  const rows = await listPromotionsForOps(db);
  if (rows.length === 0) return '(no promotions)';
  return rows
    .map((p) => {
      const stock = p.prizeStock === null ? '' : `  claimed ${p.claimedCount}/${p.prizeStock}`;
      const applying = p.applying > 0 ? `  applications waiting: ${p.applying}` : '';
      return (
        printed`${p.id}  ${p.published ? 'published' : 'draft'}  ${p.mode}  ${p.promotionType}  ${p.startsAt ?? 'from the start'} → ${p.endsAt ?? 'long-term'}  '${p.title}'` +
        stock +
        applying
      );
    })
    .join('\n');
}

async function describeApplications(db: Db, promotionId: string | null): Promise<string> {
  const rows = await listApplications(db, promotionId);
  if (rows.length === 0) return '(no applications waiting for review)';
  return rows
    .map((a) => printed`${a.id}  ${a.promotionId}  ${a.account}  images: ${a.images}  applied ${a.createdAt}  comment: ${a.comment ?? '-'}`)
    .join('\n');
}

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

/**
 * The application, then each image written as <application id>-<n>.<png|jpg> in `dir`: the files are named here,
 * never after the member's file name (which could name another folder); that name is only printed.
 */
async function describeApplication(db: Db, id: string, dir: string | null): Promise<string> {
  const application = await getApplication(db, id);
  const heading = [
    printed`Application ${application.id} of ${application.account} for ${application.promotionId} '${application.promotionTitle}'`,
    printed`status: ${application.status}  applied ${application.createdAt}`,
    printed`comment: ${application.comment ?? '-'}`,
    application.reviewReason === null ? '' : printed`review reason: ${application.reviewReason}`,
  ];
  if (application.images.length === 0) return lines(...heading, 'images: none');
  let folder: string;
  if (dir === null) folder = mkdtempSync(path.join(tmpdir(), 'mekong-application-'));
  else {
    mkdirSync(dir, { recursive: true });
    folder = dir;
  }
  const written = application.images.map((image, index) => {
    const file = path.join(folder, `${application.id}-${index + 1}.${EXTENSIONS[image.mimeType] ?? 'img'}`);
    writeFileSync(file, image.bytes);
    return printed`  ${file}  (${image.mimeType}, ${image.bytes.length} bytes, sent as '${image.name}')`;
  });
  return lines(...heading, `images: ${application.images.length}, written to:`, ...written);
}

async function accountOf(db: Db, memberId: string): Promise<string> {
  return (await findMemberById(db, memberId))?.account ?? memberId;
}

export async function runPromotionCommand(db: Db, command: PromotionOpsCommand, options: PromotionOpsOptions): Promise<string> {
  const now = options.now();
  switch (command.kind) {
    case 'promotions':
      return describePromotions(db);
    case 'promotion-category-save': {
      const done = await saveCategory(db, readDefinition(command.file));
      return `Promotion category ${done}.`;
    }
    case 'promotion-save': {
      const done = await savePromotion(db, readDefinition(command.file));
      return `Promotion ${done}.\n${await describePromotions(db)}`;
    }
    case 'promotion-schedule':
      await schedulePromotion(db, command.id, command.startsAt, command.endsAt);
      return printed`Promotion ${command.id} runs ${command.startsAt ?? 'from now'} → ${command.endsAt ?? 'long-term'}.`;
    case 'promotion-publish':
    case 'promotion-unpublish':
      await publishPromotion(db, command.id, command.kind === 'promotion-publish');
      return printed`Promotion ${command.id} ${command.kind === 'promotion-publish' ? 'published' : 'back to draft'}.`;
    case 'promotion-end':
      await endPromotion(db, command.id, now);
      return printed`Promotion ${command.id} ended at ${now.toISOString()}.`;
    case 'promotion-applications':
      return describeApplications(db, command.promotionId);
    case 'promotion-application':
      return describeApplication(db, command.id, command.dir);
    case 'promotion-approve': {
      const { value, notices } = await reviewApplication(db, command.id, { approve: true }, now);
      const who = await accountOf(db, value.memberId);
      const paid = value.bonusMinor === null ? 'no bonus to pay' : `${money(value.bonusMinor)} bonus paid`;
      const turnover = value.turnoverMinor > 0 ? `, turnover required ${money(value.turnoverMinor)}` : '';
      return lines(
        printed`Application ${value.id} of ${who} for ${value.promotionId} approved: ${paid}${turnover}.`,
        await options.notify(notices),
      );
    }
    case 'promotion-reject': {
      const { value, notices } = await reviewApplication(db, command.id, { approve: false, reason: command.reason }, now);
      return lines(
        printed`Application ${value.id} of ${await accountOf(db, value.memberId)} for ${value.promotionId} rejected: ${command.reason}`,
        await options.notify(notices),
      );
    }
  }
}
