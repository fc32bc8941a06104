// Mission and VIP calls (issue 16): the mission summary (my missions of this day and week with progress), a
// mission reward's claim, the leaderboard of the period, and the VIP levels with my level. Only real (not trial)
// members: every call is about the caller's own money and play.
import { missionEndpoints } from '@mekong/contracts/missions';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../serve-endpoint';
import { announce, realMember } from '../cashier/member-checks';
import { claimMission, missionSummary } from '../../modules/missions/missions.repository';
import { leaderboard } from '../../modules/missions/leaderboard';
import { vipState } from '../../modules/vip/vip.repository';

export default async function missionRoutes(fastify: FastifyInstance) {
  const { db } = fastify;

  serveEndpoint(fastify, missionEndpoints.summary, async ({ language }, request) =>
    missionSummary(db, realMember(request).id, language, new Date()),
  );

  serveEndpoint(fastify, missionEndpoints.leaderboard, async ({ period }, request) =>
    leaderboard(db, realMember(request).id, period, new Date()),
  );

  serveEndpoint(fastify, missionEndpoints.claim, async ({ id, idempotencyKey }, request) => {
    const { value, notices } = await claimMission(db, realMember(request).id, id, idempotencyKey, new Date());
    await announce(fastify, notices);
    return value;
  });

  serveEndpoint(fastify, missionEndpoints.vip, async ({ language }, request) => {
    const { value, notices } = await vipState(db, realMember(request).id, language, new Date());
    await announce(fastify, notices);
    return value;
  });
}
