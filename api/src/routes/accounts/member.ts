// Member calls: info, avatar, balance, password change, password reset by email (the mail, then its link) and by
// phone, affiliate check (and an agent's own invitation code and link).
import { authEndpoints, CURRENCY_SYMBOL, DEFAULT_LANGUAGE, FEATURES, LIMITS } from '@mekong/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../serve-endpoint';
import { clientIp } from '../client-ip';
import { optionalSession, requireRealAccount, sessionOf } from '../../plugins/app/accounts';
import { ApiFailure } from '../../plugins/app/errors';
import { safeEqualText } from '../../security/tokens';
import { avatarUrl } from '../../modules/image-urls';
import { fromFlag } from '../../modules/columns';
import { getSiteSettings } from '../../modules/site/site.repository';
import { sendPasswordResetMail, spendPasswordReset } from '../../modules/accounts/mail';
import { refuseOnBreak } from '../../modules/play-breaks/play-breaks';
import {
  findMemberByAccount,
  findMemberById,
  getBalanceMinor,
  isAgent,
  isTrial,
  setPassword,
} from '../../modules/accounts/members.repository';
import { vipLabelOf } from '../../modules/vip/vip.repository';
import { ensureAffiliateCode, referralLink } from '../../modules/agents/referrals';
import { findReferrerByCode } from '../../modules/member-referral/member-referral';
import { requireAgent } from '../agents/access';
import { memberActor } from '../audit-actor';
import { requestLanguage } from '../../modules/accept-language';
import { checkEntrance, completeLogin, isPasswordExpired, memberInfoOf, tooManyRequests } from './login-answer';
import { checkCodeGiven, checkMobile, checkNewPassword, failOnIssues, requireFeature } from './checks';
import { admittedHash, checkGuess, forgetPasswordGuesses, passwordMatches, spendPhoneCode, wrongGuess } from './guesses';

/** '2055512345' → '205*****45': enough for the owner to recognise, too little to harvest. */
export function maskMobile(mobile: string): string {
  return mobile.length <= 5 ? '*'.repeat(mobile.length) : `${mobile.slice(0, 3)}${'*'.repeat(mobile.length - 5)}${mobile.slice(-2)}`;
}

export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}${'*'.repeat(Math.max(1, name.length - 2))}@${domain}`;
}

const DEFAULT_PASSWORD_REFUSED = 'Please choose a password other than the default one';

export default async function memberRoutes(fastify: FastifyInstance) {
  const { db, accounts } = fastify;

  serveEndpoint(fastify, authEndpoints.memberInfo, async (_input, request) => {
    const { member } = sessionOf(request);
    return {
      ...memberInfoOf(member),
      isAgent: isAgent(member.type),
      isTrial: isTrial(member.type),
      // The label of the ops-defined level in the member's language (VIP<n> for a level without one).
      vipLabelName: await vipLabelOf(db, member.vipLevel, requestLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE),
      vipRankLevel: member.vipLevel,
      currencySymbol: CURRENCY_SYMBOL,
      avatarUrl: avatarUrl(member.avatarSeed),
      mobileNum: member.mobileNum ? maskMobile(member.mobileNum) : null,
      email: member.email ? maskEmail(member.email) : null,
      firstTimeLogin: member.firstLoginAt === null,
      passwordExpired: await isPasswordExpired(request, member),
      defaultPassword: fromFlag(member.passwordIsDefault),
      secondFactorOnNewIp: fromFlag(member.secondFactorOnNewIp),
      createdAt: member.createdAt,
    };
  });

  serveEndpoint(fastify, authEndpoints.infoIcon, async (_input, request) => ({ url: avatarUrl(sessionOf(request).member.avatarSeed) }));

  serveEndpoint(fastify, authEndpoints.balance, async (_input, request) => ({
    balance: await getBalanceMinor(db, sessionOf(request).member.id),
    currencySymbol: CURRENCY_SYMBOL,
  }));

  // The old password is guessed on the account's key, like a login; the session is proof enough to skip the captcha.
  serveEndpoint(fastify, authEndpoints.changePassword, async ({ oldPassword, newPassword, confirmNewPassword }, request) => {
    const session = sessionOf(request);
    const member = requireRealAccount(session.member);
    if (!oldPassword) failOnIssues([{ path: ['oldPassword'], message: 'This field is required' }]);
    const password = await checkNewPassword(db, 'newPassword', newPassword);
    if (confirmNewPassword.trim() !== password)
      failOnIssues([{ path: ['confirmNewPassword'], message: 'Does not match the new password' }]);
    if (password === LIMITS.defaultPassword) failOnIssues([{ path: ['newPassword'], message: DEFAULT_PASSWORD_REFUSED }]);
    await checkGuess(request, member.account, {}, async () =>
      (await passwordMatches(request, member.account, oldPassword, member.passwordHash))
        ? true
        : wrongGuess(() => new ApiFailure(400, 'wrong-old-password', 'The old password is wrong')),
    );
    // Whoever else held a session (perhaps the reason for the change) is signed out, with the change.
    await setPassword(db, member.id, await admittedHash(request, member.account, password), false, {
      actor: memberActor(request, member.id),
      action: 'password.change',
      endSessions: { except: session.tokenHash },
    });
    fastify.liveEvents.sessionsEnded(member.id);
    return null;
  });

  // Always the same answer, so the call cannot tell which username/email pairs exist.
  serveEndpoint(fastify, authEndpoints.passwordByEmail, async ({ username, email }, request) => {
    const wait = await accounts.limits.resetMail(clientIp(request));
    if (wait !== null) throw tooManyRequests(wait);
    const member = await findMemberByAccount(db, username);
    if (member?.email && !isTrial(member.type) && safeEqualText(member.email.toLowerCase(), email.trim().toLowerCase())) {
      const { mainDomain } = await getSiteSettings(db);
      await sendPasswordResetMail(db, { id: member.id, account: member.account, email: member.email }, `https://${mainDomain}`);
    }
    return null;
  });

  // The emailed link: spending it, the new password, the end of every other session and the new one commit together,
  // so a failure half-way leaves the link usable and the old password in place.
  serveEndpoint(fastify, authEndpoints.resetPasswordByToken, async ({ token, newPassword, confirmNewPassword }, request) => {
    const password = await checkNewPassword(db, 'newPassword', newPassword);
    if (confirmNewPassword.trim() !== password)
      failOnIssues([{ path: ['confirmNewPassword'], message: 'Does not match the new password' }]);
    if (password === LIMITS.defaultPassword) failOnIssues([{ path: ['newPassword'], message: DEFAULT_PASSWORD_REFUSED }]);
    const passwordHash = await admittedHash(request, undefined, password);
    const answer = await db.transaction().execute(async (trx) => {
      const memberId = await spendPasswordReset(trx, token);
      const member = memberId ? await findMemberById(trx, memberId) : undefined;
      if (!member) throw new ApiFailure(400, 'reset-link-invalid', 'This reset link is invalid or has expired. Please ask for a new one.');
      checkEntrance(member, 'member');
      await setPassword(trx, member.id, passwordHash, false, {
        actor: memberActor(request, member.id),
        action: 'password.reset',
        endSessions: { except: null },
      });
      return completeLogin(request, { ...member, passwordHash, passwordIsDefault: 0, passwordChangedAt: new Date().toISOString() }, trx);
    });
    // The failed guesses were of the old password: proving the mailbox ends their captcha and lock, as proving the
    // phone does (after the commit, so a rolled-back reset forgets nothing).
    fastify.liveEvents.sessionsEnded(answer.memberInfo.id);
    await forgetPasswordGuesses(request, answer.memberInfo);
    return answer;
  });

  // The code is guessed on `mobile:<number>` like an SMS login (captcha once due), alike for numbers without an account.
  serveEndpoint(fastify, authEndpoints.passwordByVerification, async (payload, request) => {
    await requireFeature(db, FEATURES.mobilePasswordReset);
    const mobile = await checkMobile(db, payload.mobileNum);
    const code = checkCodeGiven(payload.verificationCode);
    const password = await checkNewPassword(db, 'newPassword', payload.newPassword);
    if (password === LIMITS.defaultPassword) failOnIssues([{ path: ['newPassword'], message: DEFAULT_PASSWORD_REFUSED }]);
    const member = await spendPhoneCode(request, mobile, code, payload);
    checkEntrance(member, 'member');
    // Refused before the write: the login that ends this call would be refused during a break (issue 20), and a
    // refusal must change nothing.
    refuseOnBreak(member);
    await setPassword(db, member.id, await admittedHash(request, member.account, password), false, {
      actor: memberActor(request, member.id),
      action: 'password.reset',
      endSessions: { except: null },
    });
    // The failed guesses were of the old password: proving the phone ends their captcha and lock.
    fastify.liveEvents.sessionsEnded(member.id);
    await forgetPasswordGuesses(request, member);
    return completeLogin(request, { ...member, passwordIsDefault: 0, passwordChangedAt: new Date().toISOString() });
  });

  // With a code, the register popup's check of it (public); without one, the signed-in agent's own code and link
  // (the register center), given a code the first time when the agent has none.
  serveEndpoint(fastify, authEndpoints.affiliate, async ({ code }, request) => {
    const { mainDomain } = await getSiteSettings(db);
    if (code === undefined) {
      const session = await optionalSession(request);
      // A visitor must still name a code, as before the agent's own was served here.
      if (!session) throw new ApiFailure(400, 'bad-request', 'Give the invitation code to check');
      const own = await ensureAffiliateCode(db, requireAgent(session.member));
      return { valid: true as const, code: own, link: referralLink(mainDomain, own) };
    }
    // An agent's code, or a member's own (refer and earn, issue 19).
    const referrer = await findReferrerByCode(db, code);
    if (!referrer?.affiliateCode) throw new ApiFailure(400, 'invitation_code_error', 'Invalid invitation code');
    return { valid: true as const, code: referrer.affiliateCode, link: referralLink(mainDomain, referrer.affiliateCode) };
  });
}
