// Migration frozen in time: the chat room (requirements §2 Other popups): its rooms (a general room per language and
// a lottery room, seeded here because every site has them, demo or not), who is in which room now, and the messages,
// kept a day.
// It must never import application types: later code changes must not change what it did.
import type { Kysely } from 'kysely';

const ROOMS = [
  { id: 'general-lo', language: 'LO', sort: 1, lo: 'ຫ້ອງລົມທົ່ວໄປ (ລາວ)', en: 'General (Lao)', cn: '综合聊天（老挝语）' },
  { id: 'general-en', language: 'EN', sort: 2, lo: 'ຫ້ອງລົມທົ່ວໄປ (ອັງກິດ)', en: 'General (English)', cn: '综合聊天（英语）' },
  { id: 'general-cn', language: 'CN', sort: 3, lo: 'ຫ້ອງລົມທົ່ວໄປ (ຈີນ)', en: 'General (Chinese)', cn: '综合聊天（中文）' },
  { id: 'lottery', language: null, sort: 4, lo: 'ລົມເລື່ອງຫວຍ', en: 'Lottery talk', cn: '彩票讨论' },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_rooms')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // LO, EN or CN for a room of one language; null for a room of every language.
    .addColumn('language', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('name_lo', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_cn', 'text', (c) => c.notNull())
    // 0 closes a room: it is no longer listed, joined or written to.
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  // Presence: a member counts in a room until seen_at is older than the presence window (joining and the open room's
  // refresh move it on); leaving deletes the row, and the job deletes stale ones.
  await db.schema
    .createTable('chat_room_members')
    .addColumn('room_id', 'text', (c) => c.notNull().references('chat_rooms.id'))
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id'))
    // One open room of the member's (a browser tab): leaving in one tab keeps the others in the room.
    .addColumn('presence_id', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('chat_room_members_pk', ['room_id', 'member_id', 'presence_id'])
    .execute();
  await db.schema.createIndex('chat_room_members_seen').on('chat_room_members').columns(['room_id', 'seen_at']).execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('room_id', 'text', (c) => c.notNull().references('chat_rooms.id'))
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id'))
    // The cleaned plain text (never HTML).
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chat_messages_room_time').on('chat_messages').columns(['room_id', 'created_at']).execute();
  await db.schema.createIndex('chat_messages_time').on('chat_messages').column('created_at').execute();

  await db
    .insertInto('chat_rooms' as never)
    .values(
      ROOMS.map((room) => ({
        id: room.id,
        language: room.language,
        sort_order: room.sort,
        name_lo: room.lo,
        name_en: room.en,
        name_cn: room.cn,
        enabled: 1,
      })) as never,
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_messages').execute();
  await db.schema.dropTable('chat_room_members').execute();
  await db.schema.dropTable('chat_rooms').execute();
}
