// Sessions: a random token is handed out once and only its SHA-256 hash is kept; each session has an
// absolute expiry and an idle expiry measured from its last use.
import type { Db } from '../../db/database';
import { preparedQuery } from '../../db/prepared';
import { newSecret, sha256Hex } from '../../security/tokens';
import type { ForcedChangeReason } from '@mekong/contracts';
import type { MemberRow } from './members.repository';
import { owedPasswordChange, type PasswordColumns } from './password-change';
import { breakInForce } from '../play-breaks/play-breaks';
import { appendAuditEntry, type AuditActor } from '../audit/audit-trail';

export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
}

export const DEFAULT_SESSION_POLICY: SessionPolicy = { idleMinutes: 120, absoluteHours: 24 };

/** Writes of last-use are skipped within this window, so a busy page does not write on every call. */
const TOUCH_EVERY_MS = 60_000;

/** The user agent kept with a session: what the member's session list shows, cut to a sane length. */
const DEVICE_MAX = 200;

export async function createSession(db: Db, memberId: string, ip: string, policy: SessionPolicy, device = ''): Promise<string> {
  const token = newSecret(32);
  const now = new Date();
  await db
    .insertInto('sessions')
    .values({
      tokenHash: sha256Hex(token),
      // Not derived from the token: knowing it gives nothing towards the token.
      publicId: newSecret(12),
      device: device.slice(0, DEVICE_MAX),
      memberId,
      ip,
      createdAt: now.toISOString(),
      lastSeenAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + policy.absoluteHours * 3_600_000).toISOString(),
    })
    .execute();
  return token;
}

export interface ActiveSession {
  tokenHash: string;
  member: MemberRow;
  /** Why the member must change the password before anything else (the session may then only do that or log out). */
  passwordChangeOwed: ForcedChangeReason | null;
}

/** The live session of a token and its member, refreshing its last use; undefined when unknown or expired. */
export function resolveSession(db: Db, token: string, policy: SessionPolicy): Promise<ActiveSession | undefined> {
  return resolveSessionHash(db, sha256Hex(token), policy);
}

/** What judging a session needs of its row and its member's (read together with whatever the caller reads). */
export interface SessionRead {
  tokenHash: string;
  lastSeenAt: string;
  expiresAt: string;
  /** With when the member's break ends: a session of a member on a break is over (issue 20). */
  member: PasswordColumns & Pick<MemberRow, 'breakEndsAt'>;
}

/**
 * Judges a session read by the caller: one past its absolute or idle expiry, or of a member on a break from play, is
 * deleted (undefined; the break deleted its sessions already, this closes a login that raced it); a live one has
 * its last use refreshed (at most once a minute) and says what password change its member owes.
 */
export async function judgeSession(
  db: Db,
  read: SessionRead,
  policy: SessionPolicy,
): Promise<{ passwordChangeOwed: ForcedChangeReason | null } | undefined> {
  const now = Date.now();
  const idleSince = Date.parse(read.lastSeenAt);
  if (now >= Date.parse(read.expiresAt) || now - idleSince >= policy.idleMinutes * 60_000 || breakInForce(read.member.breakEndsAt, now)) {
    await db.deleteFrom('sessions').where('tokenHash', '=', read.tokenHash).execute();
    return undefined;
  }
  if (now - idleSince >= TOUCH_EVERY_MS) {
    await db
      .updateTable('sessions')
      .set({ lastSeenAt: new Date(now).toISOString() })
      .where('tokenHash', '=', read.tokenHash)
      .execute();
  }
  return { passwordChangeOwed: await owedPasswordChange(db, read.member, now) };
}

/**
 * The session and its member in one query: every token call runs this first, so a second round trip was on all of
 * them; prepared, as it is the statement every token call runs.
 */
const sessionWithMemberQuery = preparedQuery((db: Db, v: { tokenHash: string }) =>
  db
    .selectFrom('sessions')
    .innerJoin('members', 'members.id', 'sessions.memberId')
    .selectAll('members')
    .select(['sessions.lastSeenAt as sessionLastSeenAt', 'sessions.expiresAt as sessionExpiresAt'])
    .where('sessions.tokenHash', '=', v.tokenHash),
);

/** resolveSession by the token's hash. */
export async function resolveSessionHash(db: Db, tokenHash: string, policy: SessionPolicy): Promise<ActiveSession | undefined> {
  const [row] = (await sessionWithMemberQuery(db, { tokenHash })).rows;
  if (!row) return undefined;
  const { sessionLastSeenAt, sessionExpiresAt, ...member } = row;
  const judged = await judgeSession(db, { tokenHash, lastSeenAt: sessionLastSeenAt, expiresAt: sessionExpiresAt, member }, policy);
  return judged && { tokenHash, member, passwordChangeOwed: judged.passwordChangeOwed };
}

/**
 * Which of these sessions are still live, without touching them: a check made for an open socket is not the
 * member's activity, so it must not extend the idle expiry as resolveSession does.
 */
export async function liveSessionHashes(db: Db, tokenHashes: readonly string[], policy: SessionPolicy): Promise<Set<string>> {
  if (tokenHashes.length === 0) return new Set();
  const rows = await db
    .selectFrom('sessions')
    .innerJoin('members', 'members.id', 'sessions.memberId')
    .select(['sessions.tokenHash', 'sessions.expiresAt', 'sessions.lastSeenAt', 'members.breakEndsAt'])
    .where('sessions.tokenHash', 'in', [...tokenHashes])
    .execute();
  const now = Date.now();
  return new Set(
    rows
      .filter(
        (row) =>
          now < Date.parse(row.expiresAt) &&
          now - Date.parse(row.lastSeenAt) < policy.idleMinutes * 60_000 &&
          !breakInForce(row.breakEndsAt, now),
      )
      .map((row) => row.tokenHash),
  );
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('tokenHash', '=', tokenHash).execute();
}

/** After a password change or reset: every other session of the member ends. */
export async function deleteSessionsOf(db: Db, memberId: string, exceptTokenHash: string | null = null): Promise<void> {
  let query = db.deleteFrom('sessions').where('memberId', '=', memberId);
  if (exceptTokenHash) query = query.where('tokenHash', '!=', exceptTokenHash);
  await query.execute();
}

export interface SessionListing {
  publicId: string;
  tokenHash: string;
  ip: string;
  device: string;
  createdAt: string;
  lastSeenAt: string;
}

/** The member's live sessions, latest used first (sessions older than the public id are listed under their hash's start). */
export async function listLiveSessions(db: Db, memberId: string, policy: SessionPolicy): Promise<SessionListing[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['publicId', 'tokenHash', 'ip', 'device', 'createdAt', 'lastSeenAt', 'expiresAt'])
    .where('memberId', '=', memberId)
    .orderBy('lastSeenAt', 'desc')
    .execute();
  const now = Date.now();
  return rows
    .filter((row) => now < Date.parse(row.expiresAt) && now - Date.parse(row.lastSeenAt) < policy.idleMinutes * 60_000)
    .map(({ expiresAt: _expiresAt, publicId, ...row }) => ({ ...row, publicId: publicId ?? '' }))
    .filter((row) => row.publicId !== '');
}

/** Which sessions a sign-out ended, as the audit trail keeps them: their public id, IP and device, never a token. */
const endedSessions = (rows: { publicId: string | null; ip: string; device: string }[]) =>
  rows.map((row) => ({ id: row.publicId, ip: row.ip, device: row.device }));

/** Ends the member's sessions `which` picks and records them under `action` when any ended; how many ended. */
async function endSessions(
  db: Db,
  memberId: string,
  which: { publicId: string } | { allBut: string },
  action: string,
  actor: AuditActor,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let query = trx.deleteFrom('sessions').where('memberId', '=', memberId);
    query = 'publicId' in which ? query.where('publicId', '=', which.publicId) : query.where('tokenHash', '!=', which.allBut);
    const ended = await query.returning(['publicId', 'ip', 'device']).execute();
    if (ended.length > 0)
      await appendAuditEntry(trx, { actor, subjectMemberId: memberId, action, before: { sessions: endedSessions(ended) }, after: null });
    return ended.length;
  });
}

/** Ends one session of the member named by its public id, recorded as `session.sign-out`; false when there is none. */
export async function deleteSessionByPublicId(db: Db, memberId: string, publicId: string, actor: AuditActor): Promise<boolean> {
  return (await endSessions(db, memberId, { publicId }, 'session.sign-out', actor)) === 1;
}

/** Ends every session of the member but this one, recorded as `session.sign-out-others` when any ended; how many ended. */
export function deleteOtherSessions(db: Db, memberId: string, keepTokenHash: string, actor: AuditActor): Promise<number> {
  return endSessions(db, memberId, { allBut: keepTokenHash }, 'session.sign-out-others', actor);
}
