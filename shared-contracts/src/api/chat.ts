// The chat room (requirements §2 Other popups, GLS2_roomList): the rooms with their member counts, a room's recent
// history, joining and leaving, a member's message, and the live push that carries a message to the room's members.
import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { PATHS } from './paths';
import { LANGUAGES } from '../constants/site';

export const CHAT_LIMITS = {
  /** Characters (code points) of one message, after the server's clean-up. */
  messageMax: 200,
  /** Messages one member may send in one window; the next is refused until the window ends. */
  messagesPerWindow: 5,
  windowSeconds: 10,
  /** Messages are kept a day: older ones are never answered and the job deletes them. */
  keepHours: 24,
  /** Messages a room's history answers (the newest). */
  historySize: 50,
  /** A member counts as in a room this long after joining or refreshing; an open room refreshes every half of it. */
  presenceSeconds: 120,
  /** Open rooms (browser tabs, windows) one member is present with in one room; joining with more drops the oldest. */
  presencesPerMember: 8,
} as const;

/** The stable codes a chat call may refuse with, beside unauthorized, trial-account and bad-request. */
export const CHAT_FAILURES = {
  roomNotFound: 'chat-room-not-found',
  /** Nothing left to send once control and invisible characters are removed. */
  emptyMessage: 'chat-message-empty',
  tooLong: 'chat-message-too-long',
  /** The member's messages of this window are used up; the value says when to try again (retryAfterSeconds). */
  tooFast: 'chat-too-fast',
} as const;

export const chatRoomSchema = z.object({
  roomId: z.string(),
  /** In the asked language. */
  name: z.string(),
  /** The room's language when it is a room of one language; null for a room of every language (the lottery room). */
  language: z.nullable(z.enum(LANGUAGES)),
  /** Members in the room now (joined and still present). */
  memberCount: z.int().check(z.nonnegative()),
});
export type ChatRoom = z.infer<typeof chatRoomSchema>;

export const chatMessageSchema = z.object({
  id: z.string(),
  roomId: z.string(),
  /** The author's account, masked as on the winner board ('de***r'). */
  author: z.string(),
  /** Plain text: never HTML, and shown as text. */
  text: z.string(),
  sentAt: z.string(),
  /** Sent by the member this answer or push is for. */
  mine: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

const roomIdInput = z.string().check(z.trim(), z.minLength(1), z.maxLength(40));
/**
 * One open room on one device (a browser tab): a member may be in a room from several, and leaving in one keeps the
 * others in it. Made by the client at random, for each time it opens the room.
 */
const presenceIdInput = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/));

export const chatEndpoints = {
  /** GLS2_roomList: every open room, the asked language's general room first. Public: visitors see the rooms too. */
  roomList: endpoint({
    method: 'GET',
    path: PATHS.games.roomList,
    access: 'public',
    input: z.object({ language: z._default(z.enum(LANGUAGES), 'LO') }),
    output: z.object({ list: z.array(chatRoomSchema) }),
  }),
  /** A room's last messages of the day, oldest first. Public: visitors and trial accounts read (and poll) it. */
  messages: endpoint({
    method: 'GET',
    path: PATHS.chat.messages,
    access: 'public',
    input: z.object({ roomId: roomIdInput }),
    output: z.object({ roomId: z.string(), list: z.array(chatMessageSchema) }),
  }),
  /** Enters a room (or says the member is still there): its live messages come over the socket from now on. */
  join: endpoint({
    method: 'POST',
    path: PATHS.chat.join,
    access: 'token',
    input: z.object({ roomId: roomIdInput, presenceId: presenceIdInput, language: z._default(z.enum(LANGUAGES), 'LO') }),
    output: z.object({ room: chatRoomSchema, list: z.array(chatMessageSchema) }),
  }),
  /** Ends the presence of this open room only: the member's other tabs in the room go on hearing it. */
  leave: endpoint({
    method: 'POST',
    path: PATHS.chat.leave,
    access: 'token',
    input: z.object({ roomId: roomIdInput, presenceId: presenceIdInput }),
    output: z.object({ roomId: z.string() }),
  }),
  /**
   * A real member's message (trial accounts are refused: trial-account). The text's clean-up and length are the
   * server's. Sending keeps the member's presences in the room fresh but never makes one: only joining does.
   */
  send: endpoint({
    method: 'POST',
    path: PATHS.chat.messages,
    access: 'token',
    // Generous here: the length that counts is the cleaned text's, checked by the server with its own code.
    input: z.object({ roomId: roomIdInput, text: z.string().check(z.maxLength(CHAT_LIMITS.messageMax * 8)) }),
    output: chatMessageSchema,
  }),
};
