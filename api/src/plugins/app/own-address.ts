// Where this server listens, as a URL it can call itself on: the demo gateway sends its callback there, and the ops
// channel tells ops commands where to find the server.
import type { FastifyInstance } from 'fastify';

/** null when the server does not listen, or listens on something other than TCP. */
export function ownAddress(fastify: FastifyInstance): string | null {
  if (!fastify.server.listening) return null;
  const address = fastify.server.address();
  if (!address || typeof address === 'string') return null;
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  return `http://${address.family === 'IPv6' ? `[${host}]` : host}:${address.port}`;
}
