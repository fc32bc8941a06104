// Reward centre calls (issue 16): the member's centre (envelopes, wheels with tickets, spins, the count to act on),
// opening an envelope and spinning a wheel. Only real (not trial) members; each sees and moves only its own.
import { rewardEndpoints } from '@mekong/contracts/rewards';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../serve-endpoint';
import { announce, realMember } from '../cashier/member-checks';
import { rewardCentre } from '../../modules/rewards/reward-centre';
import { openEnvelope } from '../../modules/rewards/envelopes';
import { spinWheel } from '../../modules/rewards/wheels';
import { cryptoRandomInt } from '../../modules/rewards/draw';

export default async function rewardRoutes(fastify: FastifyInstance) {
  const { db } = fastify;
  // The draws' random source: crypto (the pure draws take it injected, so their tests fix it).
  const random = cryptoRandomInt;

  serveEndpoint(fastify, rewardEndpoints.centre, async ({ language }, request) =>
    rewardCentre(db, realMember(request), language, new Date()),
  );

  serveEndpoint(fastify, rewardEndpoints.openEnvelope, async ({ id, idempotencyKey }, request) => {
    const { value, notices } = await openEnvelope(db, realMember(request).id, id, idempotencyKey, new Date(), random);
    await announce(fastify, notices);
    return value;
  });

  serveEndpoint(fastify, rewardEndpoints.spin, async ({ wheelId, idempotencyKey }, request) => {
    const { value, notices } = await spinWheel(db, realMember(request).id, wheelId, idempotencyKey, new Date(), random);
    await announce(fastify, notices);
    return value;
  });
}
