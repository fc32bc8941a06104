// The chat room's calls (requirements §2 Other popups): the rooms (GLS2_roomList) and a room's history for everyone,
// joining and leaving for a signed-in account, and sending for a real member only (trial accounts and visitors read).
// A message is cleaned, then takes its place in the member's rate limit before it is stored (so a burst cannot slip
// past the limit), then goes over the live socket to every member in the room, each told whether it is their own.
import { CHAT_FAILURES, chatEndpoints } from '@mekong/contracts/socket';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../serve-endpoint';
import { optionalSession, requireRealAccount, sessionOf } from '../../plugins/app/accounts';
import { ApiFailure } from '../../plugins/app/errors';
import { cleanChatText } from '../../modules/chat/chat-text';
import { addChatMessage, joinRoom, leaveRoom, listRooms, openRoom, roomHistory } from '../../modules/chat/chat.repository';

export default async function chatRoutes(fastify: FastifyInstance) {
  const { db } = fastify;

  serveEndpoint(fastify, chatEndpoints.roomList, async ({ language }) => ({ list: await listRooms(db, language) }));

  serveEndpoint(fastify, chatEndpoints.messages, async ({ roomId }, request) => {
    const session = await optionalSession(request);
    await openRoom(db, roomId);
    return { roomId, list: await roomHistory(db, roomId, session?.member.id ?? null) };
  });

  // Trial accounts may be in a room (they read it); only sending is a real member's.
  serveEndpoint(fastify, chatEndpoints.join, async ({ roomId, presenceId, language }, request) =>
    joinRoom(db, { roomId, presenceId, memberId: sessionOf(request).member.id }, language),
  );

  serveEndpoint(fastify, chatEndpoints.leave, async ({ roomId, presenceId }, request) => {
    await leaveRoom(db, { roomId, presenceId, memberId: sessionOf(request).member.id });
    return { roomId };
  });

  serveEndpoint(fastify, chatEndpoints.send, async ({ roomId, text }, request) => {
    const member = requireRealAccount(sessionOf(request).member);
    await openRoom(db, roomId);
    const clean = cleanChatText(text);
    const wait = await fastify.accounts.limits.chatMessage(member.id);
    if (wait !== null) {
      request.log.warn({ member: member.id, roomId }, 'chat: refused a message, the member sends too fast');
      throw new ApiFailure(429, CHAT_FAILURES.tooFast, `Too many messages, please wait ${wait} s`, { retryAfterSeconds: wait });
    }
    const sent = await addChatMessage(db, member, roomId, clean);
    for (const recipient of sent.recipients) fastify.liveEvents.publish(recipient, { type: 'chat', payload: sent.forRecipient(recipient) });
    return sent.message;
  });
}
