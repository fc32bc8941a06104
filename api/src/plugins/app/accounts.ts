// Decorates the app with what accounts and sessions need: the enc key pair, password cost, session policy,
// limits, the SMS provider and the IP place provider; and each request with its session (`request.auth`, set for token calls).
import fp from 'fastify-plugin';
import { authEndpoints, PASSWORD_CHANGE_REQUIRED, type ForcedChangeReason } from '@mekong/contracts';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { loadServerKey, type ServerKey } from '../../security/payload-crypto';
import { createLimits, type Limits } from '../../security/limits';
import { OWASP_SCRYPT_COST, type ScryptCost } from '../../security/passwords';
import { createHashAdmission, type HashAdmission, type HashAdmissionOptions } from '../../security/hash-admission';
import { DEFAULT_SESSION_POLICY, resolveSession, type ActiveSession, type SessionPolicy } from '../../modules/accounts/sessions.repository';
import { outboxSmsProvider, type SmsProvider } from '../../modules/accounts/sms';
import { offlineIpPlaces, type IpPlaceProvider } from '../../modules/accounts/ip-places';
import { isTrial, type MemberRow } from '../../modules/accounts/members.repository';
import { ApiFailure } from './errors';

export interface SecurityOptions {
  /** PEM (PKCS#8) of the enc key pair; otherwise one is created on first start and kept in the database. */
  rsaPrivateKeyPem?: string | null;
  /** Lowered only by the test helpers, to keep suites fast; the server always runs at OWASP's cost. */
  scryptCost?: ScryptCost;
  sessionPolicy?: SessionPolicy;
  smsProvider?: (db: Db, log: FastifyBaseLogger) => SmsProvider;
  /** Where an IP is (the last login's place); the built-in offline country table otherwise. */
  ipPlaces?: IpPlaceProvider;
  /** Bounds of password hashing (per IP, per account, concurrency, queue); defaults suit the server. */
  hashAdmission?: HashAdmissionOptions;
}

export interface Accounts {
  serverKey: ServerKey;
  scryptCost: ScryptCost;
  sessionPolicy: SessionPolicy;
  limits: Limits;
  sms: SmsProvider;
  ipPlaces: IpPlaceProvider;
  /** Every password hash of a request runs through `hashAdmission.run({ ip, account }, () => hash…)`. */
  hashAdmission: HashAdmission;
}

declare module 'fastify' {
  interface FastifyInstance {
    accounts: Accounts;
  }
  interface FastifyRequest {
    auth: ActiveSession | null;
  }
}

export const NOT_LOGGED_IN = 'You are not logged in, please login';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

function sessionOfToken(request: FastifyRequest): Promise<ActiveSession | undefined> {
  const token = bearerToken(request);
  return token ? resolveSession(request.server.db, token, request.server.accounts.sessionPolicy) : Promise.resolve(undefined);
}

/** All a session that owes a forced password change may do (requirements §4: the change cannot be skipped). */
const OPEN_WHILE_CHANGE_OWED = [authEndpoints.changePassword, authEndpoints.logout];

export const passwordChangeRequired = (reason: ForcedChangeReason): ApiFailure =>
  new ApiFailure(403, PASSWORD_CHANGE_REQUIRED, 'Please change your password before you continue', { reason });

/**
 * Resolves the request's bearer token into `request.auth`, or refuses with 'unauthorized'; a session that owes a
 * forced password change is refused every call but the change and logout.
 */
export async function authenticate(request: FastifyRequest): Promise<void> {
  const session = await sessionOfToken(request);
  if (!session) throw new ApiFailure(401, 'unauthorized', NOT_LOGGED_IN);
  const { method, url } = request.routeOptions;
  const open = OPEN_WHILE_CHANGE_OWED.some((endpoint) => endpoint.method === method && endpoint.path === url);
  if (session.passwordChangeOwed && !open) throw passwordChangeRequired(session.passwordChangeOwed);
  request.auth = session;
}

/**
 * For public calls that give members more (a game list of their favourites, a real-money launch): sets and returns
 * the session of a live bearer token, or null for a visitor (no token, or one that has expired). A part that needs
 * the member then asks `sessionOf`, which refuses a visitor as not logged in. A session that owes a forced password
 * change is refused outright rather than served as a visitor, so its page learns what it owes.
 */
export async function optionalSession(request: FastifyRequest): Promise<ActiveSession | null> {
  const session = await sessionOfToken(request);
  if (session?.passwordChangeOwed) throw passwordChangeRequired(session.passwordChangeOwed);
  request.auth = session ?? null;
  return request.auth;
}

/** The session of a token call (serveEndpoint authenticated it already). */
export function sessionOf(request: FastifyRequest): ActiveSession {
  if (!request.auth) throw new ApiFailure(401, 'unauthorized', NOT_LOGGED_IN);
  return request.auth;
}

/** Trial (free-play) accounts are refused member-only actions (requirements §6, in_need_true_account). */
export function requireRealAccount(member: MemberRow): MemberRow {
  if (isTrial(member.type))
    throw new ApiFailure(403, 'trial-account', 'A trial account cannot do this; please register a real account (in_need_true_account)');
  return member;
}

export default fp<SecurityOptions>(
  async (fastify, opts) => {
    const accounts: Accounts = {
      serverKey: await loadServerKey(fastify.db, opts.rsaPrivateKeyPem ?? null),
      scryptCost: opts.scryptCost ?? OWASP_SCRYPT_COST,
      sessionPolicy: opts.sessionPolicy ?? DEFAULT_SESSION_POLICY,
      limits: createLimits(
        fastify.redis ? { kind: 'redis', client: fastify.redis.client, keyPrefix: fastify.redis.keyPrefix } : { kind: 'memory' },
      ),
      sms: (opts.smsProvider ?? outboxSmsProvider)(fastify.db, fastify.log),
      ipPlaces: opts.ipPlaces ?? offlineIpPlaces(),
      hashAdmission: createHashAdmission(opts.hashAdmission),
    };
    fastify.decorate('accounts', accounts);
    fastify.decorateRequest('auth', null);
  },
  { name: 'accounts', dependencies: ['database', 'redis'] },
);
