// What every successful login answers (password, SMS, second factor, free play, register, reset by phone):
// a new session and the flags the shell acts on; plus the shared refusals of logins.
import type { LoginAnswer, MemberInfo, Entrance } from '@mekong/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { clientIp } from '../client-ip';
import { createSession } from '../../modules/accounts/sessions.repository';
import { findMemberById, isAgent, MEMBER_TYPE, recordLogin, rememberIp, type MemberRow } from '../../modules/accounts/members.repository';
import { onBreakFailure, refuseOnBreak } from '../../modules/play-breaks/play-breaks';
import { PERMANENT_BREAK_ENDS_AT } from '@mekong/contracts/play-breaks';
import { isPasswordExpired as passwordExpired } from '../../modules/accounts/password-change';
import { fromFlag } from '../../modules/columns';
import { ApiFailure } from '../../plugins/app/errors';

export const memberInfoOf = (member: MemberRow): MemberInfo => ({
  id: member.id,
  account: member.account,
  nickname: member.nickname,
  type: member.type,
});

export function isPasswordExpired(request: FastifyRequest, member: MemberRow, db: Db = request.server.db): Promise<boolean> {
  return passwordExpired(db, member);
}

/**
 * Opens a session for the member from this request's IP, which becomes a known IP; `db` may be a transaction. A
 * member on a break from play is refused, naming its end (issue 20): the login is recorded first, conditionally, and
 * the session opened in the same transaction, so no session outlives a break that starts at the same instant.
 */
export async function completeLogin(request: FastifyRequest, member: MemberRow, db: Db = request.server.db): Promise<LoginAnswer> {
  const { accounts } = request.server;
  const ip = clientIp(request);
  refuseOnBreak(member);
  const open = async (trx: Db) => {
    if (!(await recordLogin(trx, member.id, ip))) {
      const current = await findMemberById(trx, member.id);
      throw onBreakFailure(current?.breakEndsAt ?? PERMANENT_BREAK_ENDS_AT);
    }
    const opened = await createSession(trx, member.id, ip, accounts.sessionPolicy, request.headers['user-agent'] ?? '');
    await rememberIp(trx, member.id, ip);
    return opened;
  };
  const token = db.isTransaction ? await open(db) : await db.transaction().execute(open);
  return {
    token,
    firstTimeLogin: member.firstLoginAt === null,
    passwordExpired: await isPasswordExpired(request, member, db),
    defaultPassword: fromFlag(member.passwordIsDefault),
    memberInfo: memberInfoOf(member),
  };
}

/** Requirements §6: the member entrance takes members and agents (agents play too); the agent entrance only agents. */
export function checkEntrance(member: MemberRow, entrance: Entrance): void {
  if (entrance === 'agent' && !isAgent(member.type)) throw new ApiFailure(403, 'non-agent', 'Non-agents cannot log in');
  if (entrance === 'member' && member.type !== MEMBER_TYPE && !isAgent(member.type))
    throw new ApiFailure(403, 'non-member', 'Non-member account unable to login');
}

export function accountLocked(lockedUntil: Date): ApiFailure {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - Date.now()) / 60_000));
  return new ApiFailure(
    423,
    'account-locked',
    `Too many failed attempts: this account is locked until ${lockedUntil.toISOString()} (about ${minutes} minutes)`,
    {
      lockedUntil: lockedUntil.toISOString(),
    },
  );
}

export function tooManyRequests(retryAfterSeconds: number): ApiFailure {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const after = retryAfterSeconds < 60 ? 'in a few seconds' : `after ${minutes} minute${minutes === 1 ? '' : 's'}`;
  return new ApiFailure(429, 'too-many-requests', `Too many requests, please try again ${after}`, { retryAfterSeconds });
}
