// The visitor's IP as status and location report it: IPv4 clients on a dual-stack socket appear as ::ffff:a.b.c.d.
import type { FastifyRequest } from 'fastify';

export function clientIp(request: FastifyRequest): string {
  return request.ip.startsWith('::ffff:') ? request.ip.slice('::ffff:'.length) : request.ip;
}
