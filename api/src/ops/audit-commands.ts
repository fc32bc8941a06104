// The `audit` ops command (issue 20): reads the audit trail, newest first, with filters, a page at a time. It only
// reads: nothing in the ops commands writes to the trail except the changes it records (the database refuses the rest).
import type { Db } from '../db/database';
import { findMemberByAccount, findMemberById } from '../modules/accounts/members.repository';
import { listAuditEntries, type AuditFilter } from '../modules/audit/audit-query';
import { printed } from './printable';

export const AUDIT_DEFAULT_LIMIT = 100;
const AUDIT_MAX_LIMIT = 1000;

export const AUDIT_USAGE = `  audit [--member <account|id>] [--action <prefix>] [--actor <who>] [--from <ISO>] [--to <ISO>] [--limit <n>]
        [--before <cursor>]        The audit trail, newest first (default ${AUDIT_DEFAULT_LIMIT}, at most ${AUDIT_MAX_LIMIT}); a full page ends with
                                   the --before cursor of the next one`;

export interface AuditOpsCommand {
  kind: 'audit';
  member: string | null;
  filter: Omit<AuditFilter, 'memberId'>;
}

export const isAuditCommand = (command: { kind: string }): command is AuditOpsCommand => command.kind === 'audit';

const OPTIONS = ['--member', '--action', '--actor', '--from', '--to', '--limit', '--before'] as const;
type Option = (typeof OPTIONS)[number];

/** A cursor is the last entry's time and id: `<ISO>/<id>`. */
const cursorOf = (entry: { occurredAt: string; id: string }) => `${entry.occurredAt}/${entry.id}`;

function isoTime(option: string, value: string): string | { error: string } {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return { error: printed`${option} '${value}' is not a time; use ISO 8601, e.g. 2026-12-01T10:00:00Z` };
  return new Date(time).toISOString();
}

/** The audit command, the reason its options are wrong, or null for another command. */
export function parseAuditCommand(command: string, rest: string[]): AuditOpsCommand | { error: string } | null {
  if (command !== 'audit') return null;
  const given = new Map<Option, string>();
  for (let i = 0; i < rest.length; i += 2) {
    const option = rest[i] ?? '';
    const value = rest[i + 1];
    if (!(OPTIONS as readonly string[]).includes(option)) return { error: printed`Unknown option '${option}' (${OPTIONS.join(', ')})` };
    if (value === undefined || value === '') return { error: `${option} needs a value` };
    if (given.has(option as Option)) return { error: `${option} is given twice` };
    given.set(option as Option, value);
  }
  const filter: AuditOpsCommand['filter'] = { limit: AUDIT_DEFAULT_LIMIT };
  const limit = given.get('--limit');
  if (limit !== undefined) {
    if (!/^\d{1,4}$/.test(limit) || Number(limit) < 1 || Number(limit) > AUDIT_MAX_LIMIT)
      return { error: printed`--limit '${limit}' is not a whole number from 1 to ${AUDIT_MAX_LIMIT}` };
    filter.limit = Number(limit);
  }
  for (const [option, key] of [
    ['--from', 'from'],
    ['--to', 'to'],
  ] as const) {
    const value = given.get(option);
    if (value === undefined) continue;
    const time = isoTime(option, value);
    if (typeof time !== 'string') return time;
    filter[key] = time;
  }
  const before = given.get('--before');
  if (before !== undefined) {
    const slash = before.indexOf('/');
    const occurredAt = before.slice(0, slash);
    if (slash < 0 || Number.isNaN(Date.parse(occurredAt)) || slash === before.length - 1)
      return { error: printed`--before '${before}' is not a cursor printed by a previous page (<time>/<id>)` };
    filter.before = { occurredAt, id: before.slice(slash + 1) };
  }
  const action = given.get('--action');
  if (action !== undefined) filter.actionPrefix = action;
  const actor = given.get('--actor');
  if (actor !== undefined) filter.actor = actor;
  return { kind: 'audit', member: given.get('--member') ?? null, filter };
}

/** The account named, or an id as it is (an account closed since still has its entries). */
async function memberIdOf(db: Db, member: string): Promise<string> {
  return (await findMemberByAccount(db, member))?.id ?? member;
}

export async function runAuditCommand(db: Db, command: AuditOpsCommand): Promise<string> {
  const memberId = command.member === null ? undefined : await memberIdOf(db, command.member);
  const { entries, more } = await listAuditEntries(db, { ...command.filter, memberId });
  if (entries.length === 0) return '(no audit entries match)';
  const accounts = new Map<string, string>();
  for (const id of new Set(entries.map((entry) => entry.subjectMemberId).filter((id): id is string => id !== null)))
    accounts.set(id, (await findMemberById(db, id))?.account ?? id);
  const lines = entries.map(
    (entry) =>
      printed`${entry.occurredAt}  ${entry.action}  member ${entry.subjectMemberId === null ? '-' : `${accounts.get(entry.subjectMemberId)} (${entry.subjectMemberId})`}  by ${entry.actorKind} ${entry.actor} from ${entry.source}  before ${entry.beforeJson ?? '-'}  after ${entry.afterJson ?? '-'}`,
  );
  const last = entries[entries.length - 1];
  if (more && last) lines.push(`More entries: add --before ${cursorOf(last)}`);
  return lines.join('\n');
}
