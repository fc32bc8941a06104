// The live channel at /wps/ws (docs/architecture.md §4 Real time): what the client sends to sign in, and what the server
// pushes to a member's open pages. The shell owns the socket and re-emits each push on the bus.
import * as z from 'zod/mini';
import { memberMessageSchema } from './money';
import { chatMessageSchema } from './chat';
import { CONTRACT_KINDS } from '../constants/contracts';

/** The first frame the client sends; the server closes with SOCKET_CLOSE_CODES.unauthorized when the token is not live. */
export const socketAuthSchema = z.object({ type: z.literal('auth'), token: z.string().check(z.minLength(1)) });
export type SocketAuth = z.infer<typeof socketAuthSchema>;

export const socketPushSchema = z.discriminatedUnion('type', [
  /** Accepted the auth frame. */
  z.object({ type: z.literal('ready'), payload: z.object({ memberId: z.string() }) }),
  /** The wallet balance changed (deposit, withdrawal, transfer, a bet or a win). Minor units. */
  z.object({ type: z.literal('balance'), payload: z.object({ balance: z.int(), currencySymbol: z.string() }) }),
  /** A new internal message, with the unread count after it. */
  z.object({ type: z.literal('message'), payload: z.object({ message: memberMessageSchema, unread: z.int().check(z.nonnegative()) }) }),
  /** The unread count changed (messages read on another page). */
  z.object({ type: z.literal('unread'), payload: z.object({ count: z.int().check(z.nonnegative()) }) }),
  /** The remotes manifest changed (a release, a rollback, maintenance on or off): fetch /remotes.json again. Sent to
   * every open page; `version` names the manifest's content, so a page can tell a repeat from a new change. */
  z.object({ type: z.literal('manifest'), payload: z.object({ version: z.string() }) }),
  /** A message in a chat room the member is in (its `mine` says whether this member sent it). */
  z.object({ type: z.literal('chat'), payload: chatMessageSchema }),
  /** The other party of one of the member's agent contracts acted (an offer, an answer, a request): fetch the
   * consolidated contract info and the contract lists again. */
  z.object({ type: z.literal('contract'), payload: z.object({ kind: z.enum(CONTRACT_KINDS) }) }),
]);
export type SocketPush = z.infer<typeof socketPushSchema>;

export const SOCKET_CLOSE_CODES = {
  /** No auth frame in time, or its token is not a live session. */
  unauthorized: 4401,
  /** The session ended (logout or expiry). */
  sessionEnded: 4403,
  /** The session owes a forced password change (PASSWORD_CHANGE_REQUIRED): no socket until it is made. */
  passwordChangeRequired: 4428,
  /** The session (or its IP) holds as many signed-in sockets as allowed (several tabs' worth): a place frees up only
   * when another of its pages closes, so a client should try again slowly, not at once. */
  tooManySockets: 4429,
} as const;
