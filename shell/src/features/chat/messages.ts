// The messages a room shows: what the history, the socket and the sender's own answer brought, each once, in order.
import { CHAT_LIMITS, type ChatMessage } from '@mekong/contracts/socket';

/** How many a room keeps on screen: the history's size and as many again that arrived while it was open. */
const SHOWN_MAX = CHAT_LIMITS.historySize * 2;

/** `known` with `arrived` added: one of each id (the later copy wins), oldest first, the newest SHOWN_MAX. */
export function mergeMessages(known: readonly ChatMessage[], arrived: readonly ChatMessage[]): ChatMessage[] {
  if (arrived.length === 0) return [...known];
  const byId = new Map(known.map((message) => [message.id, message]));
  for (const message of arrived) byId.set(message.id, message);
  const sorted = [...byId.values()].sort((a, b) => a.sentAt.localeCompare(b.sentAt) || a.id.localeCompare(b.id));
  return sorted.slice(-SHOWN_MAX);
}

/** Characters as the server counts them (code points: an emoji is one). */
export const characterCount = (text: string): number => [...text].length;
