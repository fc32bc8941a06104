// The audit trail's actor of a member's own call (issue 20): the member, from the IP the request came from.
import type { FastifyRequest } from 'fastify';
import type { AuditActor } from '../modules/audit/audit-trail';
import { clientIp } from './client-ip';

export const memberActor = (request: FastifyRequest, memberId: string): AuditActor => ({ kind: 'member', memberId, ip: clientIp(request) });
