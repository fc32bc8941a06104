// Live events for members' open pages: money code publishes a push for a member after its transaction commits,
// and the WebSocket route forwards it to that member's sockets. In one process this is an in-memory fan-out;
// with REDIS_URL (issue 6) the same interface carries pushes across API nodes.
import { EventEmitter } from 'node:events';
import fp from 'fastify-plugin';
import type { SocketPush } from '@mekong/contracts';

export type LiveListener = (push: SocketPush) => void;

export interface LiveEvents {
  /** Sends a push to every open page of the member; nobody listening is fine. */
  publish(memberId: string, push: SocketPush): void;
  /** Listens to one member's pushes; returns the function that stops listening. */
  subscribe(memberId: string, listener: LiveListener): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    liveEvents: LiveEvents;
  }
}

export function createMemoryLiveEvents(): LiveEvents {
  const emitter = new EventEmitter();
  // One listener per open socket: many pages of many members are expected, not a leak.
  emitter.setMaxListeners(0);
  return {
    publish: (memberId, push) => void emitter.emit(memberId, push),
    subscribe(memberId, listener) {
      emitter.on(memberId, listener);
      return () => void emitter.off(memberId, listener);
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('liveEvents', createMemoryLiveEvents());
  },
  { name: 'live-events' },
);
