// What every cashier, wallet and message call checks of its caller: a real (not trial) member, its withdraw password
// with wrong guesses counted by the login limiter, and the live pushes after a committed movement.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireRealAccount, sessionOf } from '../../plugins/app/accounts';
import { ApiFailure } from '../../plugins/app/errors';
import type { MemberRow } from '../../modules/accounts/members.repository';
import { verifyPassword } from '../../security/passwords';
import { hasWithdrawPassword, withdrawPasswordLimitKey } from '../../modules/cashier/withdraw-password';
import { isEmptyNotices, publishNotices, type LiveNotices } from '../../modules/cashier/live-notices';
import { clientIp } from '../client-ip';
import { accountLocked } from '../accounts/login-answer';

/** The caller of a token call; trial accounts are refused every money call (spec §6). */
export const realMember = (request: FastifyRequest): MemberRow => requireRealAccount(sessionOf(request).member);

/**
 * Checks the withdraw password before any money moves (and outside any transaction: scrypt is slow on purpose).
 * Wrong guesses count like failed logins (per member on a key of their own, and per IP), and lock the same way.
 */
export async function checkWithdrawPassword(request: FastifyRequest, member: MemberRow, given: string): Promise<void> {
  if (!hasWithdrawPassword(member)) throw new ApiFailure(403, 'withdraw-password-required', 'Set a withdraw password in the account centre first');
  const { limits, scryptCost } = request.server.accounts;
  const key = withdrawPasswordLimitKey(member);
  const ip = clientIp(request);
  const state = await limits.loginState(key, ip);
  if (state.lockedUntil) throw accountLocked(state.lockedUntil);
  if (await verifyPassword(given, member.withdrawPasswordHash, scryptCost)) {
    await limits.loginSucceeded(key);
    return;
  }
  const after = await limits.loginFailed(key, ip);
  if (after.lockedUntil) throw accountLocked(after.lockedUntil);
  throw new ApiFailure(400, 'withdraw-password-wrong', 'The withdraw password is wrong');
}

/** Publishes a committed movement's pushes. The money has moved by now, so a failure here is logged, not answered. */
export async function announce(fastify: FastifyInstance, notices: LiveNotices): Promise<void> {
  if (isEmptyNotices(notices)) return;
  try {
    await publishNotices(fastify.db, fastify.liveEvents, notices);
  } catch (error) {
    fastify.log.warn({ err: error }, 'live pushes of a committed movement failed');
  }
}

/** The login password as proof of the person (setting the first withdraw password); wrong guesses count as failed logins. */
export async function checkLoginPassword(request: FastifyRequest, member: MemberRow, given: string): Promise<void> {
  const { limits, scryptCost } = request.server.accounts;
  const ip = clientIp(request);
  const state = await limits.loginState(member.account, ip);
  if (state.lockedUntil) throw accountLocked(state.lockedUntil);
  if (await verifyPassword(given, member.passwordHash, scryptCost)) return;
  const after = await limits.loginFailed(member.account, ip);
  if (after.lockedUntil) throw accountLocked(after.lockedUntil);
  throw new ApiFailure(400, 'wrong-old-password', 'The login password is wrong');
}
