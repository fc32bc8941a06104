// The ops command of breaks from play (issue 20): `exclusions` lists the time-outs and self-exclusions in force,
// `exclusions <account>` shows one member's history. It only reads: no command ends or shortens a break early.
import type { Db } from '../db/database';
import { findMemberByAccount } from '../modules/accounts/members.repository';
import { activeBreaks, breakHistory } from '../modules/play-breaks/play-breaks';
import { PERMANENT_BREAK_ENDS_AT, type PlayBreak } from '@mekong/contracts/play-breaks';
import { printed } from './printable';

export const EXCLUSION_USAGE = `  exclusions                       List the time-outs and self-exclusions in force (none can be lifted early)
  exclusions <account>             Show a member's breaks from play, latest first`;

export type ExclusionOpsCommand = { kind: 'exclusions'; account: string | null };

export const isExclusionCommand = (command: { kind: string }): command is ExclusionOpsCommand => command.kind === 'exclusions';

/** The command, the reason its arguments are wrong, or null for a command it does not know. */
export function parseExclusionCommand(command: string, rest: string[]): ExclusionOpsCommand | { error: string } | null {
  if (command !== 'exclusions') return null;
  if (rest.length > 1) return { error: printed`Unexpected argument '${rest[1]}'` };
  return { kind: 'exclusions', account: rest[0] ?? null };
}

const ends = (row: PlayBreak) => (row.permanent ? 'permanent' : `until ${row.endsAt}`);

export async function runExclusionCommand(db: Db, command: ExclusionOpsCommand, now: Date): Promise<string> {
  if (command.account === null) {
    const rows = await activeBreaks(db, now);
    if (rows.length === 0) return '(no break in force)';
    return rows.map((row) => printed`${row.account}  ${row.kind} ${row.period}  since ${row.startedAt}  ${ends(row)}`).join('\n');
  }
  const member = await findMemberByAccount(db, command.account);
  if (!member) return printed`No member ${command.account}`;
  const rows = await breakHistory(db, member.id);
  if (rows.length === 0) return printed`${member.account}: no break ever taken`;
  const inForce = member.breakEndsAt !== null && Date.parse(member.breakEndsAt) > now.getTime();
  const state = !inForce
    ? 'no break in force'
    : member.breakEndsAt === PERMANENT_BREAK_ENDS_AT
      ? 'on a break permanently'
      : `on a break until ${member.breakEndsAt}`;
  return [
    printed`${member.account}: ${state}`,
    ...rows.map((row) => printed`  ${row.startedAt}  ${row.kind} ${row.period}  ${ends(row)}`),
  ].join('\n');
}
