// Session calls: public key, captcha, login (username or SMS), the unregistered-IP second step, free play,
// logout and first login.
import { authEndpoints, FEATURES, TRIAL_TYPE, type LoginAnswer, type LoginPayload } from '@mekong/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { serveEndpoint } from '../serve-endpoint';
import { clientIp } from '../client-ip';
import { sessionOf } from '../../plugins/app/accounts';
import { ApiFailure } from '../../plugins/app/errors';
import { hashPassword, needsRehash, verifyPassword } from '../../security/passwords';
import { safeEqualText } from '../../security/tokens';
import { verifyTotp } from '../../security/totp';
import { captchaDataUrl, createCaptcha } from '../../modules/accounts/captcha';
import { sendSmsCode, spendSmsCode } from '../../modules/accounts/sms';
import { deleteSession } from '../../modules/accounts/sessions.repository';
import { closeChallenge, countChallengeTry, createChallenge, findOpenChallenge, secondFactorMethods } from '../../modules/accounts/challenges.repository';
import {
  acceptTotpStep,
  createMember,
  findMemberByAccount,
  findMemberById,
  findMemberByMobile,
  isKnownIp,
  markFirstLogin,
  normalizeAccount,
  upgradePasswordHash,
  type MemberRow,
} from '../../modules/accounts/members.repository';
import { getSiteSettings } from '../../modules/site/site.repository';
import { accountLocked, checkEntrance, completeLogin, tooManyRequests } from './login-answer';
import { checkCodeGiven, checkMobile, requireCaptcha, requireFeature, smsCodeFailure } from './checks';

type UsernameLogin = Extract<LoginPayload, { type: 'username' }>;
type SmsLogin = Extract<LoginPayload, { type: 'sms' }>;

/** Locked accounts are refused first; then a captcha is demanded once failures reach the threshold. */
async function guardAttempt(request: FastifyRequest, key: string, captchaId: string | undefined, captcha: string | undefined): Promise<void> {
  const state = await request.server.accounts.limits.loginState(key, clientIp(request));
  if (state.lockedUntil) throw accountLocked(state.lockedUntil);
  if (state.captchaRequired) await requireCaptcha(request.server.db, captchaId, captcha);
}

/** Counts the failure and answers it: locked once the limit is reached, else `failure` (with the captcha flag once due). */
async function failedAttempt(request: FastifyRequest, key: string, failure: (captcha: boolean) => ApiFailure): Promise<never> {
  const state = await request.server.accounts.limits.loginFailed(key, clientIp(request));
  if (state.lockedUntil) throw accountLocked(state.lockedUntil);
  throw failure(state.captchaRequired);
}

const captchaValue = (captcha: boolean) => (captcha ? { captcha: true } : null);

/** A login from an IP the account never used, with the factor on, answers a challenge instead of a session. */
async function finishLogin(request: FastifyRequest, member: MemberRow, allowSecondFactor: boolean): Promise<LoginAnswer> {
  const { db } = request.server;
  if (allowSecondFactor && member.secondFactorOnNewIp === 1 && !(await isKnownIp(db, member.id, clientIp(request)))) {
    const methods = secondFactorMethods(member);
    if (methods.length > 0) {
      const challengeId = await createChallenge(db, member.id, clientIp(request), methods);
      throw new ApiFailure(401, 'second-factor-required', 'This device is new to your account: please complete verification first', { challengeId, methods });
    }
  }
  return completeLogin(request, member);
}

async function usernameLogin(request: FastifyRequest, payload: UsernameLogin & { entrance: 'member' | 'agent' }): Promise<LoginAnswer> {
  const { db, accounts } = request.server;
  const key = normalizeAccount(payload.username);
  if (!key || !payload.password) throw new ApiFailure(400, 'bad-request', 'Username and password are required');
  await guardAttempt(request, key, payload.captchaId, payload.captcha);
  const member = await findMemberByAccount(db, key);
  const matches = await verifyPassword(payload.password, member?.passwordHash ?? null, accounts.scryptCost);
  if (!member || !matches) return failedAttempt(request, key, (captcha) => new ApiFailure(401, 'wrong-credentials', 'Wrong account or password', captchaValue(captcha)));
  if (needsRehash(member.passwordHash, accounts.scryptCost)) await upgradePasswordHash(db, member.id, member.passwordHash, await hashPassword(payload.password, accounts.scryptCost));
  checkEntrance(member, payload.entrance);
  return finishLogin(request, member, true);
}

/** The SMS code proves the phone, so an SMS login skips the unregistered-IP factor (and remembers the IP). */
async function smsLogin(request: FastifyRequest, payload: SmsLogin & { entrance: 'member' | 'agent' }): Promise<LoginAnswer> {
  const { db } = request.server;
  await requireFeature(db, FEATURES.smsLogin);
  const mobile = await checkMobile(db, payload.mobileNum);
  const code = checkCodeGiven(payload.verificationCode);
  const key = `mobile:${mobile}`;
  await guardAttempt(request, key, payload.captchaId, payload.captcha);
  const member = await findMemberByMobile(db, mobile);
  const check = member ? await spendSmsCode(db, mobile, 'noLogin', code) : 'invalid-verification-code';
  if (!member || check !== 'ok') return failedAttempt(request, key, (captcha) => smsCodeFailure(check === 'ok' ? 'invalid-verification-code' : check, captchaValue(captcha)));
  checkEntrance(member, payload.entrance);
  return finishLogin(request, member, false);
}

const normalizeName = (name: string) => name.trim().replace(/\s+/g, ' ').toUpperCase();

async function secondFactorMatches(request: FastifyRequest, member: MemberRow, method: string, value: string): Promise<boolean> {
  const { db } = request.server;
  switch (method) {
    case 'totp': {
      if (!member.totpSecret) return false;
      const step = verifyTotp(member.totpSecret, value.trim(), Date.now(), member.totpLastStep);
      return step !== null && (await acceptTotpStep(db, member.id, step));
    }
    case 'sms': {
      if (!member.mobileNum) return false;
      const check = await spendSmsCode(db, member.mobileNum, 'secondFactor', value.trim());
      if (check === 'code-expired') throw smsCodeFailure(check);
      return check === 'ok';
    }
    case 'email':
      return member.email !== null && safeEqualText(value.trim().toLowerCase(), member.email.toLowerCase());
    case 'bankName':
      return member.payeeName !== null && safeEqualText(normalizeName(value), normalizeName(member.payeeName));
    default:
      return false;
  }
}

const CHALLENGE_GONE = 'This verification has expired, please log in again';

export default async function sessionRoutes(fastify: FastifyInstance) {
  const { db, accounts } = fastify;

  serveEndpoint(fastify, authEndpoints.publicKey, async () => ({ keyId: accounts.serverKey.keyId, publicKeyPem: accounts.serverKey.publicKeyPem }));

  serveEndpoint(fastify, authEndpoints.captcha, async () => {
    const { id, answer } = await createCaptcha(db);
    return { captchaId: id, image: captchaDataUrl(answer) };
  });

  serveEndpoint(fastify, authEndpoints.login, (payload, request) => (payload.type === 'username' ? usernameLogin(request, payload) : smsLogin(request, payload)));

  serveEndpoint(fastify, authEndpoints.loginVerify, async ({ challengeId, method, value }, request) => {
    const challenge = await findOpenChallenge(db, challengeId, clientIp(request));
    if (!challenge) throw new ApiFailure(401, 'challenge-expired', CHALLENGE_GONE);
    if (!challenge.methods.includes(method)) throw new ApiFailure(400, 'bad-request', `Verification by ${method} is not available for this account`);
    const member = await findMemberById(db, challenge.memberId);
    if (!member) throw new ApiFailure(401, 'challenge-expired', CHALLENGE_GONE);
    const state = await accounts.limits.loginState(member.account, clientIp(request));
    if (state.lockedUntil) throw accountLocked(state.lockedUntil);
    if (!(await secondFactorMatches(request, member, method, value))) {
      await countChallengeTry(db, challenge.idHash);
      return failedAttempt(request, member.account, () => new ApiFailure(401, 'invalid-second-factor', 'Verification failed, please check and try again'));
    }
    if (!(await closeChallenge(db, challenge.idHash))) throw new ApiFailure(401, 'challenge-expired', CHALLENGE_GONE);
    return completeLogin(request, member);
  });

  serveEndpoint(fastify, authEndpoints.loginVerifySms, async ({ challengeId }, request) => {
    const challenge = await findOpenChallenge(db, challengeId, clientIp(request));
    const member = challenge?.methods.includes('sms') ? await findMemberById(db, challenge.memberId) : undefined;
    if (!member?.mobileNum) throw new ApiFailure(401, 'challenge-expired', CHALLENGE_GONE);
    const wait = await accounts.limits.smsRequest(member.mobileNum, clientIp(request));
    if (wait !== null) throw tooManyRequests(wait);
    const { smsExpiredMinutes } = await getSiteSettings(db);
    await sendSmsCode(db, accounts.sms, member.mobileNum, 'secondFactor', smsExpiredMinutes);
    return { expiredMinutes: smsExpiredMinutes };
  });

  serveEndpoint(fastify, authEndpoints.freeplay, async (_input, request) => {
    await requireFeature(db, FEATURES.freePlay);
    const wait = await accounts.limits.freeplay(clientIp(request));
    if (wait !== null) throw tooManyRequests(wait);
    const suffix = randomBytes(5).toString('hex');
    // No password: a trial account can only be entered through the session free play hands out.
    const member = await createMember(db, { account: `trial${suffix}`, nickname: `Guest ${suffix.slice(0, 4).toUpperCase()}`, type: TRIAL_TYPE, passwordHash: '', passwordIsDefault: false, registerIp: clientIp(request) });
    return completeLogin(request, member);
  });

  serveEndpoint(fastify, authEndpoints.logout, async (_input, request) => {
    await deleteSession(db, sessionOf(request).tokenHash);
    return null;
  });

  serveEndpoint(fastify, authEndpoints.firstLogin, async (_input, request) => ({ firstLoginAt: await markFirstLogin(db, sessionOf(request).member.id) }));
}

