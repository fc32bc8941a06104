// Live events over a real Redis (TEST_REDIS_URL, default 127.0.0.1:6379), as two API nodes use them: a push and a
// sessions-ended signal sent on one node reach the listeners of the other (issue 20: a break taken through node A
// closes the member's sockets on node B at once).
import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { SocketPush } from '@mekong/contracts/socket';
import { createRedisLiveEvents, liveChannel } from './live-events';

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
/** Only a lost publish or an unreadable message would log: a warning here fails nothing but is visible. */
const log = { warn: (...args: unknown[]) => console.warn(...args) } as unknown as FastifyBaseLogger;

describe('live events over Redis', () => {
  const clients: Redis[] = [];
  const connect = async () => {
    const client = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    clients.push(client);
    await client.connect();
    return client;
  };
  afterAll(() => Promise.all(clients.map((client) => client.quit())));

  async function node(channel: string) {
    const subscriber = await connect();
    await subscriber.subscribe(channel);
    return createRedisLiveEvents(await connect(), subscriber, channel, log);
  }

  it("carries a member's push and a sessions-ended signal from one node to the other", async () => {
    const channel = liveChannel(`mekong-test:${randomUUID()}:`);
    const [a, b] = [await node(channel), await node(channel)];
    const ended = new Promise<string>((resolve) => b.subscribeSessionEnds(resolve));
    const pushed = new Promise<SocketPush>((resolve) => b.subscribe('42', resolve));
    a.sessionsEnded('41');
    a.publish('42', { type: 'unread', payload: { count: 3 } });
    expect(await ended).toBe('41');
    expect(await pushed).toEqual({ type: 'unread', payload: { count: 3 } });
  });
});
