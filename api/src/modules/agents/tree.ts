// The downline tree (closure table `member_tree`, docs/architecture.md §4 Agents): written with each member in the
// transaction that creates it, and the two questions every agent call goes through — is this account inside the
// caller's subtree (isInSubtree), and the caller's subtree as a join source (subtreeOf). An agent's reports are driven
// from the subtree's index range, so their cost follows the size of the team asked about, never of the site. A team's
// size and new members are read from its registration days (teamCounts), which the database keeps with the rows.
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { businessDaysOf, type InstantRange } from '../records/business-days';
import { whole } from '../records/records.repository';

/**
 * Writes the member's rows of the tree: its own (depth 0) and one per upline at every level, copied from the parent's
 * rows one level further. `db` must be the transaction that inserts the member, so no member exists without its rows.
 */
export async function addToTree(trx: Db, member: { id: string; parentId: string | null; createdAt: string }): Promise<void> {
  const { id, parentId, createdAt } = member;
  await trx.insertInto('member_tree').values({ ancestorId: id, descendantId: id, depth: 0, descendantCreatedAt: createdAt }).execute();
  if (!parentId) return;
  await trx
    .insertInto('member_tree')
    .columns(['ancestorId', 'descendantId', 'depth', 'descendantCreatedAt'])
    .expression((eb) =>
      eb
        .selectFrom('member_tree')
        .select([
          'ancestorId',
          sql<string>`cast(${id} as text)`.as('descendantId'),
          sql<number>`depth + 1`.as('depth'),
          sql<string>`cast(${createdAt} as text)`.as('descendantCreatedAt'),
        ])
        .where('descendantId', '=', parentId),
    )
    .execute();
}

export interface SubtreeScope {
  /** Only the direct downlines (depth 1); otherwise every level below. */
  directOnly?: boolean;
}

/**
 * The members below `ancestorId` (the ancestor itself never), with their depth under it: a derived table
 * (`descendantId`, `depth`) to join the members, bets or postings on. One index range of member_tree.
 */
export function subtreeOf(db: Db, ancestorId: string, scope: SubtreeScope = {}) {
  return db
    .selectFrom('member_tree')
    .select(['member_tree.descendantId', 'member_tree.depth'])
    .where('member_tree.ancestorId', '=', ancestorId)
    .where('member_tree.depth', scope.directOnly ? '=' : '>', scope.directOnly ? 1 : 0);
}

/** Whether `memberId` is strictly below `ancestorId` (at any level); its depth there, or null. One key probe. */
export async function depthInSubtree(db: Db, ancestorId: string, memberId: string): Promise<number | null> {
  const row = await db
    .selectFrom('member_tree')
    .select('depth')
    .where('ancestorId', '=', ancestorId)
    .where('descendantId', '=', memberId)
    .where('depth', '>', 0)
    .executeTakeFirst();
  return row ? Number(row.depth) : null;
}

export const isInSubtree = async (db: Db, ancestorId: string, memberId: string): Promise<boolean> =>
  (await depthInSubtree(db, ancestorId, memberId)) !== null;

export interface TeamCounts {
  /** Members below the agent at the end of the range (every level). */
  teamSize: number;
  /** Of them, its direct downlines. */
  direct: number;
  /** Members below it registered in the range. */
  newMembers: number;
}

/**
 * The agent's team at the end of the range and its members registered in it, from the agent's registration days
 * (`agent_team_days`: one count per closure row, added by trigger in the statement that writes the row, migration
 * 20251206100000_agent_team_size) — a read of the agent's own days up to the range's end, never of its team's rows, so
 * as cheap for a 100,000-member team as for one member, and exact at every moment (the counts commit with the rows).
 * The range is whole business days, the days the counts are kept by.
 */
export async function teamCounts(db: Db, agentId: string, range: InstantRange): Promise<TeamCounts> {
  const { first, afterLast } = businessDaysOf(range);
  const row = await db
    .selectFrom('agent_team_days')
    .select((eb) => [
      eb.fn.sum<string | number>('members').as('teamSize'),
      eb.fn.sum<string | number>('direct').as('direct'),
      eb.fn.sum<string | number>(eb.case().when('day', '>=', first).then(eb.ref('members')).else(0).end()).as('newMembers'),
    ])
    .where('agentId', '=', agentId)
    .where('day', '<', afterLast)
    .executeTakeFirst();
  return { teamSize: whole(row?.teamSize), direct: whole(row?.direct), newMembers: whole(row?.newMembers) };
}
