// How every call that checks a guessable secret runs the check: the guess claims its place in the limits first
// (refused when the key is locked or its guesses are all being checked), a captcha is demanded when due, and only
// then is the secret checked; the claim is settled by the outcome. Password hashes pass the hash admission gate.
// A lock taken, and one a password reset releases, go into the audit trail (modules/accounts/guess-locks.ts).
import type { FastifyRequest } from 'fastify';
import { clientIp } from '../client-ip';
import { ApiFailure } from '../../plugins/app/errors';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { spendSmsCode } from '../../modules/accounts/sms';
import { findMemberByMobile, type MemberRow } from '../../modules/accounts/members.repository';
import { recordGuessLock, recordGuessUnlock } from '../../modules/accounts/guess-locks';
import { accountLocked, tooManyRequests } from './login-answer';
import { requireCaptcha, smsCodeFailure } from './checks';

/** A wrong guess, with the refusal to answer; `captcha` says whether the next guess needs one. */
export class WrongGuess {
  constructor(readonly refusal: (captcha: boolean) => ApiFailure) {}
}

export const wrongGuess = (refusal: (captcha: boolean) => ApiFailure): WrongGuess => new WrongGuess(refusal);

/** The `{ captcha: true }` value of a refusal once the next guess needs a captcha. */
export const captchaValue = (captcha: boolean) => (captcha ? { captcha: true } : null);

export interface GuessOptions {
  /**
   * The captcha the call carries, demanded once due. Calls that cannot carry one (token calls, whose session is proof
   * already, and a registration that solved its own) leave it out: their guesses are held by the lock alone.
   */
  captcha?: { captchaId?: string | undefined; captcha?: string | undefined };
}

/**
 * Claims a guess of `key` from the request's IP, then runs `check`, which answers the value or a WrongGuess. A
 * wrong guess keeps its place (and may lock the key); a right one gives back only its own place, so a success inside
 * a burst never lifts the captcha or the lock the burst's failures raised. A refusal before the check (captcha,
 * hash gate, a closed challenge) gives the place back: only checked guesses count.
 */
export async function checkGuess<T>(
  request: FastifyRequest,
  key: string,
  options: GuessOptions,
  check: () => Promise<T | WrongGuess>,
): Promise<T> {
  const claim = await request.server.accounts.limits.claimGuess(key, clientIp(request));
  if (claim.kind === 'locked') throw accountLocked(claim.lockedUntil);
  if (claim.kind === 'busy') throw tooManyRequests(claim.retryAfterSeconds);
  let result: T | WrongGuess;
  try {
    if (claim.captchaDue && options.captcha) await requireCaptcha(request.server.db, options.captcha.captchaId, options.captcha.captcha);
    result = await check();
  } catch (error) {
    await claim.withdrawn();
    throw error;
  }
  if (result instanceof WrongGuess) {
    const state = await claim.failed();
    if (state.lockedUntil) {
      await recordLock(request, key, state.lockedUntil);
      throw accountLocked(state.lockedUntil);
    }
    throw result.refusal(state.captchaRequired);
  }
  await claim.succeeded();
  return result;
}

/** The lock is taken whatever happens here: an entry that cannot be written is logged, and the answer stays the lock's. */
async function recordLock(request: FastifyRequest, key: string, lockedUntil: Date): Promise<void> {
  try {
    await recordGuessLock(request.server.db, key, clientIp(request), lockedUntil);
  } catch (error) {
    request.log.error({ err: error, key }, 'audit: could not record a failed-guess lock');
  }
}

/**
 * Forgets the failed guesses of the member's password once it was replaced (they were guesses of the old one), ending
 * their captcha and lock; a lock so released early is recorded. Called after the reset committed.
 */
export async function forgetPasswordGuesses(request: FastifyRequest, member: { id: string; account: string }): Promise<void> {
  const { limits } = request.server.accounts;
  const ip = clientIp(request);
  const { lockedUntil } = await limits.guessState(member.account, ip);
  await limits.forget(member.account);
  if (lockedUntil) await recordGuessUnlock(request.server.db, member.id, ip, lockedUntil);
}

/**
 * A password (or withdraw password) check through the hash admission gate, so a flood of guesses cannot queue every
 * other member's login behind it; `account` is whose hashes these are (a username or member id).
 */
export function passwordMatches(request: FastifyRequest, account: string, given: string, stored: string | null): Promise<boolean> {
  const { hashAdmission, scryptCost } = request.server.accounts;
  return hashAdmission.run({ ip: clientIp(request), account }, () => verifyPassword(given, stored, scryptCost));
}

/** A new password's hash, through the same gate. */
export function admittedHash(request: FastifyRequest, account: string | undefined, password: string): Promise<string> {
  const { hashAdmission, scryptCost } = request.server.accounts;
  return hashAdmission.run({ ip: clientIp(request), account }, () => hashPassword(password, scryptCost));
}

/** A code checked for `mobile:<number>`: counted alike whether or not the number has an account. */
export async function spendPhoneCode(
  request: FastifyRequest,
  mobile: string,
  code: string,
  captcha: GuessOptions['captcha'],
): Promise<MemberRow> {
  const { db } = request.server;
  return checkGuess(request, `mobile:${mobile}`, { captcha }, async () => {
    const check = await spendSmsCode(db, mobile, 'noLogin', code);
    const member = check === 'ok' ? await findMemberByMobile(db, mobile) : undefined;
    return member ?? wrongGuess((due) => smsCodeFailure(check === 'ok' ? 'invalid-verification-code' : check, captchaValue(due)));
  });
}
