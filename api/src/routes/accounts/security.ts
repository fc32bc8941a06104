// The member's account centre (issue 19, securityCenter): the overview, the profile, binding a mobile number or email
// with a code sent to the new address, bank accounts for withdrawals, the authenticator's set-up and removal, the
// unregistered-IP factor's choice, and signing out sessions. Real (not trial) members only; each call reads and
// changes only the caller's own rows (another member's bank account or session id is answered as unknown).
import { matchesFieldPattern, SECOND_FACTOR_METHODS } from '@mekong/contracts';
import { accountEndpoints, ACCOUNT_FAILURES, ACCOUNT_LIMITS, type BindingChannel } from '@mekong/contracts/account';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serveEndpoint } from '../serve-endpoint';
import { clientIp } from '../client-ip';
import { sessionOf } from '../../plugins/app/accounts';
import { ApiFailure } from '../../plugins/app/errors';
import { realMember, checkLoginPassword } from '../cashier/member-checks';
import { fromFlag, toFlag } from '../../modules/columns';
import { newTotpSecret, verifyTotp } from '../../security/totp';
import { acceptTotpStep, type MemberRow } from '../../modules/accounts/members.repository';
import { secondFactorMethods } from '../../modules/accounts/challenges.repository';
import { deleteOtherSessions, deleteSessionByPublicId, listLiveSessions } from '../../modules/accounts/sessions.repository';
import { readProfile, updateProfile } from '../../modules/accounts/profile';
import { addBankAccount, listBankAccounts, removeBankAccount } from '../../modules/accounts/bank-accounts';
import { bindAddress, issueBindingCode, normalizeAddress, spendBindingCode } from '../../modules/accounts/bindings';
import { sendBindingCodeMail } from '../../modules/accounts/mail';
import { tooManyRequests } from './login-answer';
import { checkMobile } from './checks';
import { checkGuess, wrongGuess } from './guesses';
import { maskEmail, maskMobile } from './member';
import { memberActor } from '../audit-actor';
import { appendAuditEntry, changedValues } from '../../modules/audit/audit-trail';

const ISSUER = 'Mekong';

/** The otpauth URI authenticator apps read from the QR code (Key Uri Format). */
export const otpauthUri = (account: string, secret: string): string =>
  `otpauth://totp/${encodeURIComponent(`${ISSUER}:${account}`)}?secret=${secret}&issuer=${ISSUER}&algorithm=SHA1&digits=6&period=30`;

const totpInvalid = () => new ApiFailure(400, ACCOUNT_FAILURES.totpInvalid, 'The authenticator code is wrong or already used');
const totpState = (message: string) => new ApiFailure(409, ACCOUNT_FAILURES.totpState, message);

/** A 6-digit authenticator code, guessed on a key of the member's own (claimed before it is checked, locks like a login). */
async function checkTotpGuess(request: FastifyRequest, member: MemberRow, secret: string, code: string): Promise<number> {
  return checkGuess(request, `totp:${member.id}`, {}, async () => {
    const step = verifyTotp(secret, code, Date.now(), member.totpLastStep);
    return step === null ? wrongGuess(totpInvalid) : step;
  });
}

/** The address checked by the channel's own rule: a number of the site's digits, an email of the email pattern. */
async function checkAddress(request: FastifyRequest, channel: BindingChannel, address: string): Promise<string> {
  if (channel === 'mobile') return checkMobile(request.server.db, address);
  const email = normalizeAddress('email', address);
  if (!matchesFieldPattern('email', email))
    throw new ApiFailure(400, 'bad-request', 'address: Wrong email format', {
      fields: { address: 'Wrong email format' },
      field: 'address',
    });
  return email;
}

/** The authenticator turned on or off: the entry says which, never the secret. */
const authenticatorEntry = (request: FastifyRequest, memberId: string, on: boolean) => ({
  actor: memberActor(request, memberId),
  subjectMemberId: memberId,
  action: on ? 'authenticator.on' : 'authenticator.off',
  before: { authenticator: !on },
  after: { authenticator: on },
});

export default async function securityRoutes(fastify: FastifyInstance) {
  const { db, accounts } = fastify;

  serveEndpoint(fastify, accountEndpoints.overview, async (_input, request) => {
    const session = sessionOf(request);
    const member = realMember(request);
    const sessions = await listLiveSessions(db, member.id, accounts.sessionPolicy);
    return {
      account: member.account,
      profile: readProfile(member),
      mobileNum: member.mobileNum ? maskMobile(member.mobileNum) : null,
      email: member.email ? maskEmail(member.email) : null,
      payeeName: member.payeeName,
      bankAccounts: await listBankAccounts(db, member.id),
      maxBankAccounts: ACCOUNT_LIMITS.maxBankAccounts,
      totpEnabled: member.totpSecret !== null,
      secondFactorOnNewIp: fromFlag(member.secondFactorOnNewIp),
      secondFactorFirst: SECOND_FACTOR_METHODS.find((method) => method === member.secondFactorFirst) ?? null,
      secondFactorMethods: secondFactorMethods(member),
      // The place is the IP place provider's (a country code, LOCAL for a non-public address, null when unknown).
      lastLogin: { at: member.lastLoginAt, ip: member.lastLoginIp, location: fastify.accounts.ipPlaces.placeOf(member.lastLoginIp) },
      sessions: sessions.map((listed) => ({
        id: listed.publicId,
        ip: listed.ip,
        device: listed.device,
        createdAt: listed.createdAt,
        lastSeenAt: listed.lastSeenAt,
        current: listed.tokenHash === session.tokenHash,
      })),
    };
  });

  serveEndpoint(fastify, accountEndpoints.updateProfile, async (input, request) => {
    const member = realMember(request);
    return updateProfile(db, member, input, memberActor(request, member.id));
  });

  // The code goes to the NEW address. The login password is asked for a first binding too, not only for a change: a
  // bound address resets the password, so a stolen session must not be able to bind its own. Whether another account
  // holds the address is said only at binding, to whoever proved it with the code (as registration does). Throttled
  // like SMS codes, per address and per IP.
  serveEndpoint(fastify, accountEndpoints.sendBindingCode, async ({ channel, address, password }, request) => {
    const member = realMember(request);
    const target = await checkAddress(request, channel, address);
    if (!password) throw new ApiFailure(400, ACCOUNT_FAILURES.passwordRequired, 'Enter your login password to bind an address');
    await checkLoginPassword(request, member, password);
    const wait = await accounts.limits.smsRequest(`${channel}:${target}`, clientIp(request));
    if (wait !== null) throw tooManyRequests(wait);
    const code = await issueBindingCode(db, member.id, channel, target);
    const minutes = ACCOUNT_LIMITS.bindingCodeMinutes;
    if (channel === 'mobile')
      await accounts.sms.send(
        target,
        `Mekong verification code: ${code}. It binds this number to your account and expires in ${minutes} minutes.`,
      );
    else await sendBindingCodeMail(db, target, code, minutes);
    return { expiredMinutes: minutes };
  });

  serveEndpoint(fastify, accountEndpoints.confirmBinding, async ({ channel, address, code }, request) => {
    const member = realMember(request);
    const target = await checkAddress(request, channel, address);
    await spendBindingCode(db, member.id, channel, target, code);
    await bindAddress(db, member.id, channel, target, memberActor(request, member.id));
    return null;
  });

  serveEndpoint(fastify, accountEndpoints.bankAccounts, async (_input, request) => listBankAccounts(db, realMember(request).id));

  serveEndpoint(fastify, accountEndpoints.addBankAccount, async (input, request) => {
    const member = realMember(request);
    return addBankAccount(db, member.id, input, memberActor(request, member.id));
  });

  serveEndpoint(fastify, accountEndpoints.removeBankAccount, async ({ id }, request) => {
    const member = realMember(request);
    await removeBankAccount(db, member.id, id, memberActor(request, member.id));
    return null;
  });

  // A new secret waits until a code of it confirms the app holds it; asking again replaces the waiting one.
  serveEndpoint(fastify, accountEndpoints.totpSetup, async (_input, request) => {
    const member = realMember(request);
    if (member.totpSecret !== null) throw totpState('The authenticator is already on; turn it off first');
    const secret = newTotpSecret();
    await db.updateTable('members').set({ totpPendingSecret: secret }).where('id', '=', member.id).execute();
    return { secret, uri: otpauthUri(member.account, secret) };
  });

  serveEndpoint(fastify, accountEndpoints.totpEnable, async ({ code }, request) => {
    const member = realMember(request);
    const pending = member.totpPendingSecret;
    if (member.totpSecret !== null || pending === null) throw totpState('Start the authenticator set-up first');
    const step = await checkTotpGuess(request, member, pending, code);
    // Conditional on the same waiting secret and no authenticator yet: of racing confirmations one turns it on.
    await db.transaction().execute(async (trx) => {
      const enabled = await trx
        .updateTable('members')
        .set({ totpSecret: pending, totpPendingSecret: null, totpLastStep: step })
        .where('id', '=', member.id)
        .where('totpPendingSecret', '=', pending)
        .where('totpSecret', 'is', null)
        .executeTakeFirst();
      if (Number(enabled.numUpdatedRows) !== 1) throw totpInvalid();
      // That it is on, never its secret.
      await appendAuditEntry(trx, authenticatorEntry(request, member.id, true));
    });
    return null;
  });

  serveEndpoint(fastify, accountEndpoints.totpDisable, async ({ code }, request) => {
    const member = realMember(request);
    const secret = member.totpSecret;
    if (secret === null) throw totpState('The authenticator is not on');
    const step = await checkTotpGuess(request, member, secret, code);
    // The step is taken once (a replayed code loses), then the secret goes; the last step stays against replays.
    if (!(await acceptTotpStep(db, member.id, step))) throw totpInvalid();
    await db.transaction().execute(async (trx) => {
      const removed = await trx
        .updateTable('members')
        .set({ totpSecret: null })
        .where('id', '=', member.id)
        .where('totpSecret', '=', secret)
        .executeTakeFirst();
      if (Number(removed.numUpdatedRows) === 1) await appendAuditEntry(trx, authenticatorEntry(request, member.id, false));
    });
    return null;
  });

  serveEndpoint(fastify, accountEndpoints.secondFactor, async ({ enabled, first }, request) => {
    const member = realMember(request);
    if (first !== null && !secondFactorMethods(member).includes(first))
      throw new ApiFailure(400, 'bad-request', `first: ${first} is not set up for this account`, { field: 'first' });
    await db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('members')
        .select(['secondFactorOnNewIp', 'secondFactorFirst'])
        .where('id', '=', member.id)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('members')
        .set({ secondFactorOnNewIp: toFlag(enabled), secondFactorFirst: first })
        .where('id', '=', member.id)
        .execute();
      const changed = changedValues(
        { secondFactorOnNewIp: fromFlag(before.secondFactorOnNewIp), secondFactorFirst: before.secondFactorFirst },
        { secondFactorOnNewIp: enabled, secondFactorFirst: first },
      );
      if (changed)
        await appendAuditEntry(trx, {
          actor: memberActor(request, member.id),
          subjectMemberId: member.id,
          action: 'second-factor.set',
          ...changed,
        });
    });
    return null;
  });

  serveEndpoint(fastify, accountEndpoints.revokeSession, async ({ id }, request) => {
    const member = realMember(request);
    if (!(await deleteSessionByPublicId(db, member.id, id, memberActor(request, member.id))))
      throw new ApiFailure(404, ACCOUNT_FAILURES.sessionNotFound, 'No such session');
    fastify.liveEvents.sessionsEnded(member.id);
    return null;
  });

  serveEndpoint(fastify, accountEndpoints.revokeOtherSessions, async (_input, request) => {
    const session = sessionOf(request);
    const member = realMember(request);
    const signedOut = await deleteOtherSessions(db, member.id, session.tokenHash, memberActor(request, member.id));
    if (signedOut > 0) fastify.liveEvents.sessionsEnded(member.id);
    return { signedOut };
  });
}
