// The port through which the domain tells open pages what changed (a member's balance, a site-wide notice); the
// HTTP layer implements it (plugins/app/live-events.ts: in memory, or over Redis across nodes).
import type { SocketPush } from '@mekong/contracts/socket';

export type LiveListener = (push: SocketPush) => void;

export interface LiveEvents {
  /** Sends a push to every open page of the member; nobody listening is fine. */
  publish(memberId: string, push: SocketPush): void;
  /** Listens to one member's pushes; returns the function that stops listening. */
  subscribe(memberId: string, listener: LiveListener): () => void;
  /** Sends a push to every open page of the site, on every node. */
  broadcast(push: SocketPush): void;
  /** Listens to the site-wide pushes; returns the function that stops listening. */
  subscribeBroadcasts(listener: LiveListener): () => void;
  /**
   * Says, on every node, that sessions of the member ended (a logout, a password change, a sign-out, a break), so
   * the sockets of those sessions close at once rather than at their next session check. Call it after the commit.
   */
  sessionsEnded(memberId: string): void;
  /** Listens to `sessionsEnded`; returns the function that stops listening. */
  subscribeSessionEnds(listener: (memberId: string) => void): () => void;
}
