// Agent ops commands (issue 17): publish, replace or remove an agent announcement (LO, EN and CN, from a JSON file:
// { "id": "ag-welcome", "title": { "LO": …, "EN": …, "CN": … }, "content": { … } }), and list them; roll the agent
// rollup's stale closed days now (after a restore, say), rather than on the job's next periods; make a member an agent.
import { AGENT_TYPES, LANGUAGES } from '@mekong/contracts';
import type { Db } from '../db/database';
import { listAgentAnnouncements, publishAgentAnnouncement, removeAgentAnnouncement } from '../modules/agents/announcements';
import { rollClosedDays } from '../modules/agents/rollup';
import { isAgentType, makeAgent, type AgentType } from '../modules/agents/agent-type';
import { readDefinition } from './promotion-commands';
import { printed } from './printable';

export const AGENT_USAGE = `  agent-announcements              List the agent announcements (EN titles), newest first
  agent-announcement-publish <file>  Publish an agent announcement from a JSON file (id, title and content in LO, EN, CN);
                                   the same id replaces it
  agent-announcement-remove <id>   Remove an agent announcement
  agent-rollup                     Roll the agent rollup's stale closed days now (the job rolls them every period)
  agent-make <account> <type>      Make a member an agent of a type (1, 2, 41 or 42), in the team it is in already,
                                   so its upline can offer it contracts; a trial account or an agent is left alone`;

export type AgentOpsCommand =
  | { kind: 'agent-announcements' }
  | { kind: 'agent-announcement-publish'; file: string }
  | { kind: 'agent-announcement-remove'; id: string }
  | { kind: 'agent-rollup' }
  | { kind: 'agent-make'; account: string; type: AgentType };

const KINDS = new Set<string>([
  'agent-announcements',
  'agent-announcement-publish',
  'agent-announcement-remove',
  'agent-rollup',
  'agent-make',
]);

export function isAgentCommand(command: { kind: string }): command is AgentOpsCommand {
  return KINDS.has(command.kind);
}

/** A command the agent part knows, the reason its arguments are wrong, or null for a command it does not know. */
export function parseAgentCommand(command: string, rest: string[]): AgentOpsCommand | { error: string } | null {
  if (!KINDS.has(command)) return null;
  if (command === 'agent-make') return parseMakeAgent(rest);
  const [first, extra] = rest;
  if (command === 'agent-announcements' || command === 'agent-rollup')
    return first === undefined ? { kind: command } : { error: `Unexpected argument '${first}'` };
  if (first === undefined) return { error: `'${command}' needs ${command === 'agent-announcement-publish' ? 'a JSON file' : 'an id'}` };
  if (extra !== undefined) return { error: `Unexpected argument '${extra}'` };
  return command === 'agent-announcement-publish' ? { kind: command, file: first } : { kind: 'agent-announcement-remove', id: first };
}

function parseMakeAgent([account, type, extra]: string[]): AgentOpsCommand | { error: string } {
  if (account === undefined || type === undefined) return { error: `'agent-make' needs an account and a type (${AGENT_TYPES.join(', ')})` };
  if (extra !== undefined) return { error: `Unexpected argument '${extra}'` };
  const value = Number(type);
  if (!/^\d+$/.test(type) || !isAgentType(value)) return { error: `'${type}' is not an agent type: ${AGENT_TYPES.join(', ')}` };
  return { kind: 'agent-make', account, type: value };
}

async function describe(db: Db): Promise<string> {
  const { list, total } = await listAgentAnnouncements(db, 'EN', { pageNo: 1, pageSize: 100 });
  if (total === 0) return 'No agent announcements.';
  return [`${total} agent announcement(s) in ${LANGUAGES.join(', ')}:`, ...list.map((row) => printed`${row.id}  '${row.title}'`)].join(
    '\n',
  );
}

/** Every stale closed day, a run at a time (a run stops at ROLLUP_DAYS_PER_RUN days). */
async function rollNow(db: Db): Promise<string> {
  const rolled: string[] = [];
  for (let more = true; more;) {
    const run = await rollClosedDays(db, new Date());
    rolled.push(...run.rolled);
    more = run.more;
  }
  return rolled.length === 0
    ? 'The agent rollup is current; nothing rolled.'
    : `Agent rollup: rolled ${rolled.length} day(s), ${rolled[0]} to ${rolled[rolled.length - 1]}.`;
}

export async function runAgentCommand(db: Db, command: AgentOpsCommand): Promise<string> {
  switch (command.kind) {
    case 'agent-rollup':
      return rollNow(db);
    case 'agent-make':
      return (await makeAgent(db, command.account, command.type))
        ? printed`${command.account} is now an agent of type ${String(command.type)}.`
        : printed`${command.account} is not a member account that can be made an agent (unknown, trial or an agent already); nothing changed.`;
    case 'agent-announcements':
      return describe(db);
    case 'agent-announcement-publish':
      return `Agent announcement ${await publishAgentAnnouncement(db, readDefinition(command.file))}.\n${await describe(db)}`;
    case 'agent-announcement-remove':
      return (await removeAgentAnnouncement(db, command.id))
        ? `Agent announcement ${command.id} removed.\n${await describe(db)}`
        : printed`No agent announcement ${command.id}; nothing changed.`;
  }
}
