// Who may make an agent call (requirements §6 Agent): a signed-in real account of an agent type (1, 2, 41, 42) —
// trial accounts get trial-account, other members non-agent — and which downline a call names: only an account
// inside the caller's own subtree, otherwise the same refusal whether the account exists elsewhere or not, so the
// calls cannot be used to find accounts or read another tree (docs/security.md, agents).
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { requireRealAccount, sessionOf } from '../../plugins/app/accounts';
import { ApiFailure } from '../../plugins/app/errors';
import { findMemberByAccount, isAgent, type MemberRow } from '../../modules/accounts/members.repository';
import { isInSubtree } from '../../modules/agents/tree';

export function requireAgent(member: MemberRow): MemberRow {
  requireRealAccount(member);
  if (!isAgent(member.type)) throw new ApiFailure(403, 'non-agent', 'Only agents can use the agent centre');
  return member;
}

export const agentOf = (request: FastifyRequest): MemberRow => requireAgent(sessionOf(request).member);

const notInYourTeam = () => new ApiFailure(404, 'not-in-your-team', 'No such account in your team');

/** The member of `account` when it is strictly below the agent; not-in-your-team otherwise, existing or not. */
export async function teamMemberByAccount(db: Db, agent: MemberRow, account: string): Promise<MemberRow> {
  const member = await findMemberByAccount(db, account);
  if (!member || !(await isInSubtree(db, agent.id, member.id))) throw notInYourTeam();
  return member;
}

/** The id of an optional account filter, checked to be in the team. */
export async function teamMemberIdOf(db: Db, agent: MemberRow, account: string | undefined): Promise<string | undefined> {
  return account === undefined ? undefined : (await teamMemberByAccount(db, agent, account)).id;
}
