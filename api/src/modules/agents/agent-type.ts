// Making a member an agent (ops `agent-make`): a registered member, in the team of the agent whose link it used, is
// given an agent type so its upline can offer it contracts. One conditional UPDATE from the member type: a trial
// account, an agent already or an unknown account is left as it is, and two runs at once change the row once.
import { AGENT_TYPES } from '@mekong/contracts';
import type { Db } from '../../db/database';
import { MEMBER_TYPE, normalizeAccount } from '../accounts/members.repository';

export type AgentType = (typeof AGENT_TYPES)[number];

export const isAgentType = (value: number): value is AgentType => (AGENT_TYPES as readonly number[]).includes(value);

/** Whether the account was a member and is now an agent of the type (false: unknown, trial or not a plain member). */
export async function makeAgent(db: Db, account: string, type: AgentType): Promise<boolean> {
  const result = await db
    .updateTable('members')
    .set({ type })
    .where('account', '=', normalizeAccount(account))
    .where('type', '=', MEMBER_TYPE)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
