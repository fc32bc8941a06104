// Accounts and sessions: login and its second step, free play, logout, register, passwords, SMS codes,
// captcha, affiliate check, member info and balance, and the member's account centre (security.ts).
import type { FastifyInstance } from 'fastify';
import sessionRoutes from './session';
import memberRoutes from './member';
import registerRoutes from './register';
import verificationRoutes from './verification';
import securityRoutes from './security';

export default async function accountRoutes(fastify: FastifyInstance) {
  // Requirements §7 sends the reset-by-email form url-encoded.
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });
  await fastify.register(sessionRoutes);
  await fastify.register(memberRoutes);
  await fastify.register(registerRoutes);
  await fastify.register(verificationRoutes);
  await fastify.register(securityRoutes);
}
