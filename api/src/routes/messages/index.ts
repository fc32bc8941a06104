// Internal messages: the member's list (newest first, with the unread count), marking its own messages read (its
// other open pages get the new count live), and the unread count of the messageV2 badge (CSP_unreadCount),
// with the rewardCenter badge's count beside it.
import { moneyEndpoints } from '@mekong/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../serve-endpoint';
import { countUnread, listMessages, markMessagesRead } from '../../modules/messages/messages.repository';
import { realMember } from '../cashier/member-checks';
import { countRewardsToActOn } from '../../modules/rewards/reward-centre';

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

  // With the reward centre's count: the member centre's badges come from this one call.
  serveEndpoint(fastify, moneyEndpoints.unreadCount, async (_input, request) => {
    const member = realMember(request);
    const [count, rewardCount] = await Promise.all([countUnread(db, member.id), countRewardsToActOn(db, member, new Date())]);
    return { count, rewardCount };
  });
}
