// The chat room's storage: the open rooms with their member counts, presence (join, refresh, leave), a room's
// messages of the last day, a new message with the members to tell of it, and the purge of what is past keeping.
import { randomUUID } from 'node:crypto';
import { type Language } from '@mekong/contracts';
import { CHAT_FAILURES, CHAT_LIMITS, type ChatMessage, type ChatRoom } from '@mekong/contracts/socket';
import type { Selectable } from 'kysely';
import { isPostgres, type Db } from '../../db/database';
import { pickLanguage } from '../columns';
import { DomainFailure } from '../failure';
import { maskAccount } from '../games/winners.repository';
import type { ChatRoomsTable } from './chat.table';

const secondsBefore = (now: Date, seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();
const presentSince = (now: Date) => secondsBefore(now, CHAT_LIMITS.presenceSeconds);
const keptSince = (now: Date) => secondsBefore(now, CHAT_LIMITS.keepHours * 3600);

function toChatRoom(row: Selectable<ChatRoomsTable>, language: Language, memberCount: number): ChatRoom {
  return { roomId: row.id, name: pickLanguage(row, 'name', language), language: row.language, memberCount };
}

async function countPresent(db: Db, now: Date, roomId?: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('chat_room_members')
    // A member present from several tabs counts once.
    .select(['roomId', (eb) => eb.fn.count<number | string>('memberId').distinct().as('count')])
    .where('seenAt', '>', presentSince(now))
    .$if(roomId !== undefined, (qb) => qb.where('roomId', '=', roomId ?? ''))
    .groupBy('roomId')
    .execute();
  return new Map(rows.map((row) => [row.roomId, Number(row.count)]));
}

/** Every open room: the general room of `language` first, then the rooms' own order. */
export async function listRooms(db: Db, language: Language, now = new Date()): Promise<ChatRoom[]> {
  const [rows, counts] = await Promise.all([
    db.selectFrom('chat_rooms').selectAll().where('enabled', '=', 1).orderBy('sortOrder').orderBy('id').execute(),
    countPresent(db, now),
  ]);
  const ownLanguageFirst = [...rows.filter((row) => row.language === language), ...rows.filter((row) => row.language !== language)];
  return ownLanguageFirst.map((row) => toChatRoom(row, language, counts.get(row.id) ?? 0));
}

/** An open room, or 404 chat-room-not-found (an unknown id, or a room ops closed). */
export async function openRoom(db: Db, roomId: string): Promise<Selectable<ChatRoomsTable>> {
  const row = await db.selectFrom('chat_rooms').selectAll().where('id', '=', roomId).where('enabled', '=', 1).executeTakeFirst();
  if (!row) throw new DomainFailure(404, CHAT_FAILURES.roomNotFound, 'There is no such chat room');
  return row;
}

/** One open room of a member's: the room, the member, and the tab (the client's presence id). */
export interface Presence {
  roomId: string;
  memberId: string;
  presenceId: string;
}

/**
 * Puts the member's tab in the room, or says it is still there (one upsert: joining twice is one presence), then drops
 * the member's oldest presences in the room beyond CHAT_LIMITS.presencesPerMember, so made-up ids pile up no rows.
 */
async function markPresent(db: Db, presence: Presence, now = new Date()): Promise<void> {
  const seenAt = now.toISOString();
  await db.transaction().execute(async (trx) => {
    // Joins of one member take turns (PostgreSQL; SQLite has one writer), so concurrent joins cannot each keep the
    // newest presences they see and together pass the cap.
    if (isPostgres(trx)) await trx.selectFrom('members').select('id').where('id', '=', presence.memberId).forUpdate().execute();
    await trx
      .insertInto('chat_room_members')
      .values({ ...presence, seenAt })
      .onConflict((oc) => oc.columns(['roomId', 'memberId', 'presenceId']).doUpdateSet({ seenAt }))
      .execute();
    const kept = trx
      .selectFrom('chat_room_members')
      .select('presenceId')
      .where('roomId', '=', presence.roomId)
      .where('memberId', '=', presence.memberId)
      .orderBy('seenAt', 'desc')
      .orderBy('presenceId')
      .limit(CHAT_LIMITS.presencesPerMember);
    await trx
      .deleteFrom('chat_room_members')
      .where('roomId', '=', presence.roomId)
      .where('memberId', '=', presence.memberId)
      .where('presenceId', 'not in', kept)
      .execute();
  });
}

export async function joinRoom(
  db: Db,
  presence: Presence,
  language: Language,
  now = new Date(),
): Promise<{ room: ChatRoom; list: ChatMessage[] }> {
  const { roomId, memberId } = presence;
  const row = await openRoom(db, roomId);
  await markPresent(db, presence, now);
  const [counts, list] = await Promise.all([countPresent(db, now, roomId), roomHistory(db, roomId, memberId, now)]);
  return { room: toChatRoom(row, language, counts.get(roomId) ?? 0), list };
}

/** Ends one tab's presence; the member stays in the room while another of its tabs is present. */
export async function leaveRoom(db: Db, presence: Presence): Promise<void> {
  await db
    .deleteFrom('chat_room_members')
    .where('roomId', '=', presence.roomId)
    .where('memberId', '=', presence.memberId)
    .where('presenceId', '=', presence.presenceId)
    .execute();
}

interface MessageRow {
  id: string;
  roomId: string;
  memberId: string;
  body: string;
  createdAt: string;
  account: string;
}

const toChatMessage = (row: MessageRow, viewerId: string | null): ChatMessage => ({
  id: row.id,
  roomId: row.roomId,
  author: maskAccount(row.account),
  text: row.body,
  sentAt: row.createdAt,
  mine: row.memberId === viewerId,
});

/** The room's newest messages of the last day, oldest first; `viewerId` (null for a visitor) marks its own. */
export async function roomHistory(db: Db, roomId: string, viewerId: string | null, now = new Date()): Promise<ChatMessage[]> {
  const rows = await db
    .selectFrom('chat_messages')
    .innerJoin('members', 'members.id', 'chat_messages.memberId')
    .select([
      'chat_messages.id',
      'chat_messages.roomId',
      'chat_messages.memberId',
      'chat_messages.body',
      'chat_messages.createdAt',
      'members.account',
    ])
    .where('chat_messages.roomId', '=', roomId)
    .where('chat_messages.createdAt', '>', keptSince(now))
    .orderBy('chat_messages.createdAt', 'desc')
    .orderBy('chat_messages.id', 'desc')
    .limit(CHAT_LIMITS.historySize)
    .execute();
  return rows.reverse().map((row) => toChatMessage(row, viewerId));
}

export interface SentMessage {
  /** The message as its author sees it. */
  message: ChatMessage;
  /** Members in the room now (the author among them), each to be told with its own `mine`. */
  recipients: string[];
  /** The message as a recipient sees it. */
  forRecipient(memberId: string): ChatMessage;
}

/**
 * Stores an already cleaned text (cleanChatText) and keeps the author's presences in the room fresh (sending never
 * puts a member in a room: only joining does); answers who is in the room to hear it. The rate limit is the caller's,
 * taken before this is called.
 */
export async function addChatMessage(
  db: Db,
  author: { id: string; account: string },
  roomId: string,
  text: string,
  now = new Date(),
): Promise<SentMessage> {
  const row: MessageRow = {
    id: randomUUID(),
    roomId,
    memberId: author.id,
    body: text,
    createdAt: now.toISOString(),
    account: author.account,
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('chat_messages')
      .values({ id: row.id, roomId, memberId: author.id, body: text, createdAt: row.createdAt })
      .execute();
    await trx
      .updateTable('chat_room_members')
      .set({ seenAt: row.createdAt })
      .where('roomId', '=', roomId)
      .where('memberId', '=', author.id)
      .where('seenAt', '>', presentSince(now))
      .execute();
  });
  const present = await db
    .selectFrom('chat_room_members')
    .select('memberId')
    .distinct()
    .where('roomId', '=', roomId)
    .where('seenAt', '>', presentSince(now))
    .execute();
  return {
    message: toChatMessage(row, author.id),
    recipients: present.map((member) => member.memberId),
    forRecipient: (memberId) => toChatMessage(row, memberId),
  };
}

/** Deletes messages past a day and presences past their window; answers how many of each went. */
export async function purgeChat(db: Db, now = new Date()): Promise<{ messages: number; presences: number }> {
  const messages = await db.deleteFrom('chat_messages').where('createdAt', '<=', keptSince(now)).executeTakeFirst();
  const presences = await db.deleteFrom('chat_room_members').where('seenAt', '<=', presentSince(now)).executeTakeFirst();
  return { messages: Number(messages.numDeletedRows), presences: Number(presences.numDeletedRows) };
}
