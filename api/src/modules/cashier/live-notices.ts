// What a committed money movement tells members' open pages: whose wallet changed and which messages were written.
// Module functions collect these on their transaction; whoever ran them (a route, an ops command through the
// server's ops channel) publishes them after the commit, reading the balance and messages as they now stand.
import { z } from 'zod';
import { CURRENCY_SYMBOL } from '@mekong/contracts';
import type { Db } from '../../db/database';
import type { LiveEvents } from '../live-events';
import { getBalanceMinor } from '../accounts/members.repository';
import { countUnread, findMessages } from '../messages/messages.repository';

export const liveNoticesSchema = z.object({
  /** Members whose wallet balance changed. */
  wallets: z.array(z.string().min(1)).max(1000),
  /** Messages written, with their owner. */
  messages: z.array(z.object({ memberId: z.string().min(1), messageId: z.string().min(1) })).max(1000),
});
export type LiveNotices = z.infer<typeof liveNoticesSchema>;

/** A module call's answer and the notices of what it moved (none when it replayed an earlier answer). */
export interface Moved<T> {
  value: T;
  notices: LiveNotices;
}

export const noNotices = (): LiveNotices => ({ wallets: [], messages: [] });

export const isEmptyNotices = (notices: LiveNotices): boolean => notices.wallets.length === 0 && notices.messages.length === 0;

/** Pushes the current balance of each changed wallet, then each new message with the unread count after it. */
export async function publishNotices(db: Db, live: LiveEvents, notices: LiveNotices): Promise<void> {
  for (const memberId of new Set(notices.wallets)) {
    live.publish(memberId, { type: 'balance', payload: { balance: await getBalanceMinor(db, memberId), currencySymbol: CURRENCY_SYMBOL } });
  }
  const idsByMember = new Map<string, string[]>();
  for (const { memberId, messageId } of notices.messages) idsByMember.set(memberId, [...(idsByMember.get(memberId) ?? []), messageId]);
  for (const [memberId, ids] of idsByMember) {
    const [messages, unread] = await Promise.all([findMessages(db, memberId, ids), countUnread(db, memberId)]);
    for (const message of messages) live.publish(memberId, { type: 'message', payload: { message, unread } });
  }
}
