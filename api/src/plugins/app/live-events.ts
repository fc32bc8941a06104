// Live events for open pages: money code publishes a push for a member after its transaction commits, the manifest
// watch broadcasts a push to every page, and the WebSocket route forwards them to the sockets. In one process this
// is an in-memory fan-out; with REDIS_URL every push goes through one Redis channel, which each node subscribes to
// once and fans out to its own sockets, so a deposit confirmed on one node reaches the member's page on another.
import { EventEmitter } from 'node:events';
import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { socketPushSchema } from '@mekong/contracts/socket';

import type { LiveEvents, LiveListener } from '../../modules/live-events';

export type { LiveEvents, LiveListener } from '../../modules/live-events';

declare module 'fastify' {
  interface FastifyInstance {
    liveEvents: LiveEvents;
  }
}

/** Site-wide pushes travel under this key, which no member id can equal (ids are numeric strings). */
const EVERYONE = '*';
/** Ended sessions travel under this key: a signal to the socket route, never a push to a page. */
const SESSIONS_ENDED = 'sessions-ended';

export function createMemoryLiveEvents(): LiveEvents {
  const emitter = new EventEmitter();
  // One listener per open socket: many pages of many members are expected, not a leak.
  emitter.setMaxListeners(0);
  const subscribe = (key: string, listener: LiveListener) => {
    emitter.on(key, listener);
    return () => void emitter.off(key, listener);
  };
  return {
    publish: (memberId, push) => void emitter.emit(memberId, push),
    subscribe,
    broadcast: (push) => void emitter.emit(EVERYONE, push),
    subscribeBroadcasts: (listener) => subscribe(EVERYONE, listener),
    sessionsEnded: (memberId) => void emitter.emit(SESSIONS_ENDED, memberId),
    subscribeSessionEnds: (listener) => {
      emitter.on(SESSIONS_ENDED, listener);
      return () => void emitter.off(SESSIONS_ENDED, listener);
    },
  };
}

/** The channel every node of one site listens to. */
export const liveChannel = (keyPrefix: string): string => `${keyPrefix}live`;

/** A member's push names the member; a site-wide push has `memberId: null`; ended sessions name their member. */
const wireSchema = z.union([
  z.object({ memberId: z.string().nullable(), push: socketPushSchema }),
  z.object({ sessionsEndedOf: z.string() }),
]);

/**
 * Pushes over Redis pub/sub: `publish` sends to the channel (this node hears its own pushes back like any other),
 * and the node's one subscription hands each to the local fan-out. Publishing never throws: the money has moved by
 * then, so a lost push is logged (the page catches up on its next balance call).
 */
export function createRedisLiveEvents(client: Redis, subscriber: Redis, channel: string, log: FastifyBaseLogger): LiveEvents {
  const local = createMemoryLiveEvents();
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    try {
      const wire = wireSchema.parse(JSON.parse(message));
      if ('sessionsEndedOf' in wire) local.sessionsEnded(wire.sessionsEndedOf);
      else if (wire.memberId === null) local.broadcast(wire.push);
      else local.publish(wire.memberId, wire.push);
    } catch (error) {
      log.warn({ err: error }, 'live events: unreadable message on the redis channel');
    }
  });
  const send = (wire: z.infer<typeof wireSchema>) => {
    client
      .publish(channel, JSON.stringify(wire))
      .catch((error: unknown) =>
        log.warn({ err: error, wire: 'push' in wire ? wire.push.type : 'sessions-ended' }, 'live events: redis publish failed'),
      );
  };
  return {
    publish: (memberId, push) => send({ memberId, push }),
    subscribe: local.subscribe,
    broadcast: (push) => send({ memberId: null, push }),
    subscribeBroadcasts: local.subscribeBroadcasts,
    // A lost signal is not lost protection: the socket route's heartbeat finds the ended session on its next round.
    sessionsEnded: (memberId) => send({ sessionsEndedOf: memberId }),
    subscribeSessionEnds: local.subscribeSessionEnds,
  };
}

export default fp(
  async (fastify) => {
    const { redis } = fastify;
    if (!redis) {
      fastify.decorate('liveEvents', createMemoryLiveEvents());
      return;
    }
    const subscriber = await redis.subscriber();
    const channel = liveChannel(redis.keyPrefix);
    await subscriber.subscribe(channel);
    fastify.decorate('liveEvents', createRedisLiveEvents(redis.client, subscriber, channel, fastify.log));
    fastify.addHook('onClose', async () => void (await subscriber.quit()));
  },
  { name: 'live-events', dependencies: ['redis'] },
);
