// What every cashier, wallet and message call checks of its caller: a real (not trial) member, its withdraw password
// with each guess claimed in the login limits before it is checked, and the live pushes after a committed movement.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireRealAccount, sessionOf } from '../../plugins/app/accounts';
import { ApiFailure } from '../../plugins/app/errors';
import type { MemberRow } from '../../modules/accounts/members.repository';
import { hasWithdrawPassword, withdrawPasswordLimitKey } from '../../modules/cashier/withdraw-password';
import { isEmptyNotices, publishNotices, type LiveNotices } from '../../modules/cashier/live-notices';
import { checkGuess, passwordMatches, wrongGuess } from '../accounts/guesses';

/** The caller of a token call; trial accounts are refused every money call (requirements §6). */
export const realMember = (request: FastifyRequest): MemberRow => requireRealAccount(sessionOf(request).member);

/**
 * Checks the withdraw password before any money moves (and outside any transaction: scrypt is slow on purpose).
 * Each guess is claimed before it is checked, like a login's (per member on a key of their own, and per IP), and
 * locks the same way; the session is proof enough to skip the captcha.
 */
export async function checkWithdrawPassword(request: FastifyRequest, member: MemberRow, given: string): Promise<void> {
  if (!hasWithdrawPassword(member))
    throw new ApiFailure(403, 'withdraw-password-required', 'Set a withdraw password in the account centre first');
  await checkGuess(request, withdrawPasswordLimitKey(member), {}, async () =>
    (await passwordMatches(request, member.account, given, member.withdrawPasswordHash))
      ? true
      : wrongGuess(() => new ApiFailure(400, 'withdraw-password-wrong', 'The withdraw password is wrong')),
  );
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

/** The login password as proof of the person (setting the first withdraw password): guessed on the account's key, like a login. */
export async function checkLoginPassword(request: FastifyRequest, member: MemberRow, given: string): Promise<void> {
  await checkGuess(request, member.account, {}, async () =>
    (await passwordMatches(request, member.account, given, member.passwordHash))
      ? true
      : wrongGuess(() => new ApiFailure(400, 'wrong-old-password', 'The login password is wrong')),
  );
}
