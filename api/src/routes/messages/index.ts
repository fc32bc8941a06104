// Internal messages: the member's list (newest first, with the unread count), marking its own messages read (its
// other open pages get the new count live), and the counts of the member centre's badges (CSP_unreadCount): unread
// messages (messageV2), rewards to act on (rewardCenter) and mission rewards to claim (missionLeaderboard).
import { moneyEndpoints } from '@mekong/contracts/money';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../serve-endpoint';
import { countUnread, listMessages, markMessagesRead } from '../../modules/messages/messages.repository';
import { realMember } from '../cashier/member-checks';
import { countRewardsToActOn } from '../../modules/rewards/reward-centre';
import { missionSummary } from '../../modules/missions/missions.repository';

export default async function messageRoutes(fastify: FastifyInstance) {
  const { db } = fastify;

  serveEndpoint(fastify, moneyEndpoints.messages, async ({ pageNo, pageSize }, request) =>
    listMessages(db, realMember(request).id, pageNo, pageSize),
  );

  serveEndpoint(fastify, moneyEndpoints.markMessagesRead, async (target, request) => {
    const member = realMember(request);
    const count = await markMessagesRead(db, member.id, target);
    fastify.liveEvents.publish(member.id, { type: 'unread', payload: { count } });
    return { count };
  });

  // The member centre's badge counts, in one call: unread messages, rewards to act on, mission rewards to claim.
  serveEndpoint(fastify, moneyEndpoints.unreadCount, async (_input, request) => {
    const member = realMember(request);
    const now = new Date();
    const [count, rewardCount, missions] = await Promise.all([
      countUnread(db, member.id),
      countRewardsToActOn(db, member, now),
      missionSummary(db, member.id, 'EN', now),
    ]);
    return { count, rewardCount, missionsClaimable: missions.claimable };
  });
}
