// Session calls: public key, captcha, login (username or SMS), the unregistered-IP second step, free play,
// logout and first login.
import { authEndpoints, FEATURES, TRIAL_TYPE, type LoginAnswer, type LoginPayload } from '@mekong/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { serveEndpoint } from '../serve-endpoint';
import { clientIp } from '../client-ip';
import { sessionOf } from '../../plugins/app/accounts';
import { ApiFailure } from '../../plugins/app/errors';
import { needsRehash } from '../../security/passwords';
import { safeEqualText } from '../../security/tokens';
import { verifyTotp } from '../../security/totp';
import { captchaDataUrl, createCaptcha } from '../../modules/accounts/captcha';
import { sendSmsCode, spendSmsCode } from '../../modules/accounts/sms';
import { deleteSession } from '../../modules/accounts/sessions.repository';
import {
  claimChallengeTry,
  closeChallenge,
  createChallenge,
  findOpenChallenge,
  secondFactorMethods,
} from '../../modules/accounts/challenges.repository';
import {
  acceptTotpStep,
  createMember,
  findMemberByAccount,
  findMemberById,
  isKnownIp,
  markFirstLogin,
  normalizeAccount,
  upgradePasswordHash,
  type MemberRow,
} from '../../modules/accounts/members.repository';
import { getSiteSettings } from '../../modules/site/site.repository';
import { checkEntrance, completeLogin, tooManyRequests } from './login-answer';
import { refuseOnBreak } from '../../modules/play-breaks/play-breaks';
import { checkCodeGiven, checkMobile, requireFeature, smsCodeFailure } from './checks';
import { admittedHash, captchaValue, checkGuess, passwordMatches, spendPhoneCode, wrongGuess } from './guesses';

type UsernameLogin = Extract<LoginPayload, { type: 'username' }>;
type SmsLogin = Extract<LoginPayload, { type: 'sms' }>;

/** A login from an IP the account never used, with the factor on, answers a challenge instead of a session. */
async function finishLogin(request: FastifyRequest, member: MemberRow, allowSecondFactor: boolean): Promise<LoginAnswer> {
  const { db } = request.server;
  // Before any second factor is asked: a member on a break is refused with its end, whatever else the login needs.
  refuseOnBreak(member);
  if (allowSecondFactor && member.secondFactorOnNewIp === 1 && !(await isKnownIp(db, member.id, clientIp(request)))) {
    const methods = secondFactorMethods(member);
    if (methods.length > 0) {
      const challengeId = await createChallenge(db, member.id, clientIp(request), methods);
      throw new ApiFailure(401, 'second-factor-required', 'This device is new to your account: please complete verification first', {
        challengeId,
        methods,
      });
    }
  }
  return completeLogin(request, member);
}

const wrongCredentials = wrongGuess(
  (captcha) => new ApiFailure(401, 'wrong-credentials', 'Wrong account or password', captchaValue(captcha)),
);

/** Unknown accounts are guessed like known ones (same key, same counts, a dummy hash), so answers never tell them apart. */
async function usernameLogin(request: FastifyRequest, payload: UsernameLogin & { entrance: 'member' | 'agent' }): Promise<LoginAnswer> {
  const { db, accounts } = request.server;
  const key = normalizeAccount(payload.username);
  if (!key || !payload.password) throw new ApiFailure(400, 'bad-request', 'Username and password are required');
  const member = await checkGuess(request, key, { captcha: payload }, async () => {
    const found = await findMemberByAccount(db, key);
    const matches = await passwordMatches(request, key, payload.password, found?.passwordHash ?? null);
    return found && matches ? found : wrongCredentials;
  });
  if (needsRehash(member.passwordHash, accounts.scryptCost)) {
    await upgradePasswordHash(db, member.id, member.passwordHash, await admittedHash(request, key, payload.password));
  }
  checkEntrance(member, payload.entrance);
  return finishLogin(request, member, true);
}

/** The SMS code proves the phone, so an SMS login skips the unregistered-IP factor (and remembers the IP). */
async function smsLogin(request: FastifyRequest, payload: SmsLogin & { entrance: 'member' | 'agent' }): Promise<LoginAnswer> {
  const { db } = request.server;
  await requireFeature(db, FEATURES.smsLogin);
  const mobile = await checkMobile(db, payload.mobileNum);
  const code = checkCodeGiven(payload.verificationCode);
  const member = await spendPhoneCode(request, mobile, code, payload);
  checkEntrance(member, payload.entrance);
  return finishLogin(request, member, false);
}

const normalizeName = (name: string) => name.trim().replace(/\s+/g, ' ').toUpperCase();

const INVALID_SECOND_FACTOR = 'Verification failed, please check and try again';

/** Undefined when the answer is right; otherwise the refusal to give. */
async function secondFactorFailure(
  request: FastifyRequest,
  member: MemberRow,
  method: string,
  value: string,
): Promise<ApiFailure | undefined> {
  const { db } = request.server;
  const wrong = new ApiFailure(401, 'invalid-second-factor', INVALID_SECOND_FACTOR);
  switch (method) {
    case 'totp': {
      if (!member.totpSecret) return wrong;
      const step = verifyTotp(member.totpSecret, value.trim(), Date.now(), member.totpLastStep);
      return step !== null && (await acceptTotpStep(db, member.id, step)) ? undefined : wrong;
    }
    case 'sms': {
      if (!member.mobileNum) return wrong;
      const check = await spendSmsCode(db, member.mobileNum, 'secondFactor', value.trim());
      if (check === 'code-expired') return smsCodeFailure(check);
      return check === 'ok' ? undefined : wrong;
    }
    case 'email':
      return member.email !== null && safeEqualText(value.trim().toLowerCase(), member.email.toLowerCase()) ? undefined : wrong;
    case 'bankName':
      return member.payeeName !== null && safeEqualText(normalizeName(value), normalizeName(member.payeeName)) ? undefined : wrong;
    default:
      return wrong;
  }
}

const CHALLENGE_GONE = 'This verification has expired, please log in again';

export default async function sessionRoutes(fastify: FastifyInstance) {
  const { db, accounts } = fastify;

  serveEndpoint(fastify, authEndpoints.publicKey, async () => ({
    keyId: accounts.serverKey.keyId,
    publicKeyPem: accounts.serverKey.publicKeyPem,
  }));

  serveEndpoint(fastify, authEndpoints.captcha, async () => {
    const { id, answer } = await createCaptcha(db);
    return { captchaId: id, image: captchaDataUrl(answer) };
  });

  serveEndpoint(fastify, authEndpoints.login, (payload, request) =>
    payload.type === 'username' ? usernameLogin(request, payload) : smsLogin(request, payload),
  );

  // Counted on the account's key, like its password; each answer also claims one of the challenge's 5 tries first.
  serveEndpoint(fastify, authEndpoints.loginVerify, async ({ challengeId, method, value }, request) => {
    const challenge = await findOpenChallenge(db, challengeId, clientIp(request));
    if (!challenge) throw new ApiFailure(401, 'challenge-expired', CHALLENGE_GONE);
    if (!challenge.methods.includes(method))
      throw new ApiFailure(400, 'bad-request', `Verification by ${method} is not available for this account`);
    const member = await findMemberById(db, challenge.memberId);
    if (!member) throw new ApiFailure(401, 'challenge-expired', CHALLENGE_GONE);
    await checkGuess(request, member.account, {}, async () => {
      if (!(await claimChallengeTry(db, challenge.idHash, clientIp(request))))
        throw new ApiFailure(401, 'challenge-expired', CHALLENGE_GONE);
      const failure = await secondFactorFailure(request, member, method, value);
      return failure ? wrongGuess(() => failure) : true;
    });
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
    const member = await createMember(
      db,
      {
        account: `trial${suffix}`,
        nickname: `Guest ${suffix.slice(0, 4).toUpperCase()}`,
        type: TRIAL_TYPE,
        passwordHash: '',
        passwordIsDefault: false,
        registerIp: clientIp(request),
      },
      { kind: 'self', ip: clientIp(request) },
    );
    return completeLogin(request, member);
  });

  serveEndpoint(fastify, authEndpoints.logout, async (_input, request) => {
    const session = sessionOf(request);
    await deleteSession(db, session.tokenHash);
    // The member's other pages on this session (more tabs) are signed out at once too.
    fastify.liveEvents.sessionsEnded(session.member.id);
    return null;
  });

  serveEndpoint(fastify, authEndpoints.firstLogin, async (_input, request) => ({
    firstLoginAt: await markFirstLogin(db, sessionOf(request).member.id),
  }));
}
