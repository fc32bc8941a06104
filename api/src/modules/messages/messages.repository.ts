// Internal messages of a member (requirements §1: deposit arrival, withdrawal approved or rejected, deposit failed, and
// the refunds and transfers a member receives): written on the transaction of the movement they announce, listed
// newest first, counted while unread, marked read only by their owner.
import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import { memberMessageSchema, type MemberMessage, type MessageKind } from '@mekong/contracts/money';
import type { Db } from '../../db/database';
import type { MemberMessagesTable } from './messages.table';

export type MessageParams = MemberMessage['params'];

const paramsSchema = memberMessageSchema.shape.params;

function toMemberMessage(row: Selectable<MemberMessagesTable>): MemberMessage {
  return { id: row.id, kind: row.kind, params: paramsSchema.parse(JSON.parse(row.params)), createdAt: row.createdAt, readAt: row.readAt };
}

/**
 * Writes a message on the caller's transaction, so it exists exactly when the movement it announces does. A member on
 * a break from play (issue 20) is sent no message: the insert is conditional on the member's row, and null says none
 * was written (so there is nothing to push either).
 */
export async function addMessage(
  trx: Db,
  memberId: string,
  kind: MessageKind,
  params: MessageParams,
  now = new Date(),
): Promise<MemberMessage | null> {
  const row = { id: randomUUID(), memberId, kind, params: JSON.stringify(params), createdAt: now.toISOString(), readAt: null };
  const inserted = await trx
    .insertInto('member_messages')
    .columns(['id', 'memberId', 'kind', 'params', 'createdAt', 'readAt'])
    .expression((eb) =>
      eb
        .selectFrom('members')
        .select([
          eb.val(row.id).as('id'),
          'members.id as memberId',
          eb.val(kind).as('kind'),
          eb.val(row.params).as('params'),
          eb.val(row.createdAt).as('createdAt'),
          sql<null>`null`.as('readAt'),
        ])
        .where('members.id', '=', memberId)
        .where((w) => w.or([w('members.breakEndsAt', 'is', null), w('members.breakEndsAt', '<=', row.createdAt)])),
    )
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 ? toMemberMessage(row) : null;
}

/** The notice of a message written, none when the member was sent none. */
export const messageNotices = (message: MemberMessage | null, memberId: string): Array<{ memberId: string; messageId: string }> =>
  message ? [{ memberId, messageId: message.id }] : [];

export async function countUnread(db: Db, memberId: string): Promise<number> {
  const row = await db
    .selectFrom('member_messages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('memberId', '=', memberId)
    .where('readAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface MessagePage {
  list: MemberMessage[];
  pageNo: number;
  totalPages: number;
  total: number;
  unread: number;
}

export async function listMessages(db: Db, memberId: string, pageNo: number, pageSize: number): Promise<MessagePage> {
  const [rows, counted, unread] = await Promise.all([
    db
      .selectFrom('member_messages')
      .selectAll()
      .where('memberId', '=', memberId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute(),
    db
      .selectFrom('member_messages')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('memberId', '=', memberId)
      .executeTakeFirstOrThrow(),
    countUnread(db, memberId),
  ]);
  const total = Number(counted.total);
  return { list: rows.map(toMemberMessage), pageNo, totalPages: Math.ceil(total / pageSize), total, unread };
}

/** The member's own messages among `ids` (others' ids are silently absent). */
export async function findMessages(db: Db, memberId: string, ids: readonly string[]): Promise<MemberMessage[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('member_messages')
    .selectAll()
    .where('memberId', '=', memberId)
    .where('id', 'in', [...ids])
    .orderBy('createdAt')
    .execute();
  return rows.map(toMemberMessage);
}

/**
 * Marks the member's unread messages among `ids` (or all of them) read and returns the unread count after. Ids of
 * other members' messages match nothing, so a member can neither mark nor learn of them.
 */
export async function markMessagesRead(
  db: Db,
  memberId: string,
  target: { ids?: readonly string[]; all?: boolean },
  now = new Date(),
): Promise<number> {
  const ids = target.all ? null : [...(target.ids ?? [])];
  if (ids === null || ids.length > 0) {
    await db
      .updateTable('member_messages')
      .set({ readAt: now.toISOString() })
      .where('memberId', '=', memberId)
      .where('readAt', 'is', null)
      .$if(ids !== null, (qb) => qb.where('id', 'in', ids ?? []))
      .execute();
  }
  return countUnread(db, memberId);
}
