// Ops command of issue 20's play limits: `limits <account>` shows a member's nine limits as they stand now — in force,
// this period's usage, and the raises or removals waiting with the time each applies. Read only: ops cannot set, raise
// or lift a member's own limits (only the member can, and a raise waits out its cooling-off).
import { CURRENCY_SYMBOL, formatMoney } from '@mekong/contracts';
import type { Db } from '../db/database';
import { findMemberByAccount } from '../modules/accounts/members.repository';
import { limitsForOps } from '../modules/play-limits';
import { printed } from './printable';

export const LIMIT_USAGE = `  limits <account>                 Show a member's play limits: in force, used this period, raises waiting and when they apply`;

export type LimitOpsCommand = { kind: 'limits'; account: string };

export function isLimitCommand(command: { kind: string }): command is LimitOpsCommand {
  return command.kind === 'limits';
}

/** A command this part knows, the reason its arguments are wrong, or null for a command it does not know. */
export function parseLimitCommand(command: string, rest: string[]): LimitOpsCommand | { error: string } | null {
  if (command !== 'limits') return null;
  const [account] = rest;
  if (account === undefined || account === '') return { error: `'limits' needs a member's account` };
  if (rest.length > 1) return { error: printed`Unexpected argument '${rest[1]}'` };
  return { kind: 'limits', account };
}

const money = (minor: number | null) => (minor === null ? 'none' : formatMoney(minor, CURRENCY_SYMBOL));

export async function runLimitCommand(db: Db, command: LimitOpsCommand, options: { now: () => Date }): Promise<string> {
  const member = await findMemberByAccount(db, command.account);
  if (!member) return printed`No member ${command.account}`;
  const { limits } = await limitsForOps(db, member.id, options.now());
  const set = limits.filter((limit) => limit.limit !== null || limit.pending !== null);
  const header = printed`play limits of ${member.account}:`;
  if (set.length === 0) return `${header} (none)`;
  const lines = set.map((limit) => {
    const pending = limit.pending ? `  raise waiting: ${money(limit.pending.limit)} from ${limit.pending.effectiveAt}` : '';
    return `${limit.kind.padEnd(7)} ${limit.period.padEnd(5)} limit ${money(limit.limit)}  used ${money(limit.used)} (period ends ${limit.periodEndsAt})${pending}`;
  });
  return [header, ...lines].join('\n');
}
