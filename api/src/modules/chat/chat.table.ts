// Tables of the chat room: its rooms, who is in which room now, and the messages of the last day.
import type { Flag, Localized } from '../columns';

export interface ChatRoomsTable extends Localized<'name'> {
  id: string;
  language: 'LO' | 'EN' | 'CN' | null;
  sortOrder: number;
  enabled: Flag;
}

export interface ChatRoomMembersTable {
  roomId: string;
  memberId: string;
  /** One open room of the member's (a browser tab); the member is in the room while any of them is present. */
  presenceId: string;
  seenAt: string;
}

export interface ChatMessagesTable {
  id: string;
  roomId: string;
  memberId: string;
  body: string;
  createdAt: string;
}

export interface ChatTables {
  chat_rooms: ChatRoomsTable;
  chat_room_members: ChatRoomMembersTable;
  chat_messages: ChatMessagesTable;
}
