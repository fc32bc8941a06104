// The member's play limits (issue 20, member centre `gamingLimits`): read the nine limits with this period's usage,
// set one (lower at once, raise or remove after the cooling-off), cancel a raise waiting. Only real (not trial)
// members, each on its own limits only; every change is audited with the caller's IP. The clock is the app's (tests
// move it to see a raise apply).
import { playLimitEndpoints } from '@mekong/contracts/play-limits';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serveEndpoint } from '../serve-endpoint';
import { realMember } from '../cashier/member-checks';
import { clientIp } from '../client-ip';
import type { AuditActor } from '../../modules/audit/audit-trail';
import { cancelPlayLimitRaise, playLimitsState, setPlayLimit } from '../../modules/play-limits';

export default async function playLimitRoutes(fastify: FastifyInstance, opts: { now?: () => Date }) {
  const { db } = fastify;
  const now = opts.now ?? (() => new Date());
  const memberActor = (request: FastifyRequest, memberId: string): AuditActor => ({ kind: 'member', memberId, ip: clientIp(request) });

  serveEndpoint(fastify, playLimitEndpoints.state, async (_input, request) => playLimitsState(db, realMember(request).id, now()));

  serveEndpoint(fastify, playLimitEndpoints.set, async (input, request) => {
    const member = realMember(request);
    return setPlayLimit(db, member.id, input, memberActor(request, member.id), now());
  });

  serveEndpoint(fastify, playLimitEndpoints.cancel, async (input, request) => {
    const member = realMember(request);
    return cancelPlayLimitRaise(db, member.id, input, memberActor(request, member.id), now());
  });
}
