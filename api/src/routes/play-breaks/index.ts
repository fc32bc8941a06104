// Member calls of breaks from play (issue 20) under /wps/member/breaks: the reality-check interval and this login
// session's play, a time-out or self-exclusion started with the login password, and its lengthening by account and
// password (public: a member on a break has no session). Real (not trial) members only; each reads or writes the
// caller's own row only. The rules are the domain's (modules/play-breaks).
import { playBreakEndpoints, PLAY_BREAK_FAILURES } from '@mekong/contracts/play-breaks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serveEndpoint } from '../serve-endpoint';
import { clientIp } from '../client-ip';
import { realMember } from '../cashier/member-checks';
import { sessionOf } from '../../plugins/app/accounts';
import { ApiFailure } from '../../plugins/app/errors';
import { checkGuess, passwordMatches, wrongGuess } from '../accounts/guesses';
import { findMemberByAccount, isTrial, normalizeAccount } from '../../modules/accounts/members.repository';
import { playSession, setRealityCheck, startBreak } from '../../modules/play-breaks/play-breaks';
import type { AuditActor } from '../../modules/audit/audit-trail';

const memberActor = (request: FastifyRequest, memberId: string): AuditActor => ({ kind: 'member', memberId, ip: clientIp(request) });

/**
 * MEKONG_TEST_REALITY_CHECK_SECONDS: the browser journey's short reality-check interval, so it sees the popup without
 * waiting minutes. Ignored in production.
 */
function testIntervalSeconds(): number | null {
  if (process.env.NODE_ENV === 'production') return null;
  const seconds = Number(process.env.MEKONG_TEST_REALITY_CHECK_SECONDS ?? '');
  return Number.isInteger(seconds) && seconds > 0 ? seconds : null;
}

const wrongPassword = (what: string) => wrongGuess(() => new ApiFailure(400, PLAY_BREAK_FAILURES.wrongPassword, what));

export default async function playBreakRoutes(fastify: FastifyInstance) {
  const { db } = fastify;

  serveEndpoint(fastify, playBreakEndpoints.state, async (_input, request) => {
    const member = realMember(request);
    return {
      realityCheckMinutes: member.realityCheckMinutes,
      previousLogin: member.previousLoginAt
        ? { at: member.previousLoginAt, ip: member.previousLoginIp, place: fastify.accounts.ipPlaces.placeOf(member.previousLoginIp) }
        : null,
    };
  });

  serveEndpoint(fastify, playBreakEndpoints.setRealityCheck, async ({ minutes }, request) => {
    const member = realMember(request);
    return { realityCheckMinutes: await setRealityCheck(db, member.id, minutes, memberActor(request, member.id)) };
  });

  serveEndpoint(fastify, playBreakEndpoints.session, async (_input, request) => {
    const member = realMember(request);
    const session = await db
      .selectFrom('sessions')
      .select('createdAt')
      .where('tokenHash', '=', sessionOf(request).tokenHash)
      .executeTakeFirst();
    if (!session) throw new ApiFailure(401, 'unauthorized', 'You are not logged in, please login');
    return playSession(db, member, session.createdAt, testIntervalSeconds());
  });

  // The login password is guessed on the account's key, like a login's; the session is proof enough to skip the captcha.
  serveEndpoint(fastify, playBreakEndpoints.start, async ({ kind, period, password }, request) => {
    const member = realMember(request);
    await checkGuess(request, member.account, {}, async () =>
      (await passwordMatches(request, member.account, password, member.passwordHash)) ? true : wrongPassword('The login password is wrong'),
    );
    const started = await startBreak(db, member.id, { kind, period }, memberActor(request, member.id));
    // Every open page of the member is closed now, by its socket (which signs the page out with a message).
    fastify.liveEvents.sessionsEnded(member.id);
    return started;
  });

  // Unknown accounts are guessed like known ones (same key, same counts), so the answer never tells them apart.
  serveEndpoint(fastify, playBreakEndpoints.lengthen, async ({ username, kind, period, password }, request) => {
    const key = normalizeAccount(username);
    if (!key) throw new ApiFailure(400, 'bad-request', 'Username and password are required');
    const member = await checkGuess(request, key, {}, async () => {
      const found = await findMemberByAccount(db, key);
      const matches = await passwordMatches(request, key, password, found?.passwordHash ?? null);
      return found && matches && !isTrial(found.type) ? found : wrongPassword('Wrong account or password');
    });
    const lengthened = await startBreak(db, member.id, { kind, period }, memberActor(request, member.id));
    fastify.liveEvents.sessionsEnded(member.id);
    return lengthened;
  });
}
