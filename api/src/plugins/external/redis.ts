// Decorates the app with `redis` when REDIS_URL is set (docs/architecture.md §4 Scale: rate limits and live pushes shared by the
// API nodes), or null for the in-memory single-node mode. Connected before any route runs, so a wrong or unreachable
// Redis stops the start with a clear error instead of surfacing on the first login; closed with the app.
import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { RedisSettings } from '../../config';

export interface RedisConnection {
  /** Commands (rate limits, publishing); a connection in subscriber mode cannot run them, see `subscriber`. */
  client: Redis;
  /** Put before every key and channel name. */
  keyPrefix: string;
  /** A further connection of its own for a subscriber, connected; the caller quits it. */
  subscriber(): Promise<Redis>;
}

declare module 'fastify' {
  interface FastifyInstance {
    redis: RedisConnection | null;
  }
}

/** Connects, logging later connection errors (ioredis reconnects on its own); a first failure is thrown. */
async function connect(redis: Redis, url: string, log: FastifyBaseLogger): Promise<Redis> {
  let lastError: unknown = null;
  redis.on('error', (error: Error) => {
    lastError = error;
    if (redis.status === 'ready' || redis.status === 'reconnecting') log.warn({ err: error }, 'redis connection error');
  });
  try {
    await redis.connect();
    return redis;
  } catch (error) {
    redis.disconnect();
    const cause = lastError ?? error;
    // The URL may carry a password: only its host is named.
    throw new Error(`Redis at ${new URL(url).host} is not reachable: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

export default fp<{ redis?: RedisSettings | null }>(
  async (fastify, opts) => {
    const settings = opts.redis ?? null;
    if (!settings) {
      fastify.decorate('redis', null);
      return;
    }
    // No offline queue: while the link is down a command fails at once, and the limiters fall back to memory
    // (rate-limiter-flexible's advice) rather than hang a login.
    const client = await connect(new Redis(settings.url, { lazyConnect: true, enableOfflineQueue: false }), settings.url, fastify.log);
    fastify.decorate('redis', {
      client,
      keyPrefix: settings.keyPrefix,
      subscriber: () => connect(client.duplicate({ lazyConnect: true }), settings.url, fastify.log),
    });
    fastify.addHook('onClose', async () => void (await client.quit()));
    fastify.log.info(`redis ready: ${new URL(settings.url).host}, prefix ${settings.keyPrefix}`);
  },
  { name: 'redis' },
);
