// Contract settlement ops commands (issue 17): run a kind's settlement now — every period that ended by a given time
// (default now), as the job would, paying each (contract, period) once however often it is run — and collect what
// uplines owe. For tests and ops (a node that was down, a period to settle by hand). Like the job, it tells the running
// server whose wallets it moved, so the members' open pages show the salary or dividend at once.
import { CONTRACT_KINDS, type ContractKind } from '@mekong/contracts';
import type { Db } from '../db/database';
import { collectDebts } from '../modules/settlements/debts';
import { settleContracts } from '../modules/settlements/settle';
import type { LiveNotices } from '../modules/cashier/live-notices';

export const SETTLEMENT_USAGE = `  settlement-run <kind|all> [time] Settle every period of the kind's contracts (dividend, dailySalary, hourlySalary,
                                   realtimeSalary, or all) that ended by the time (ISO, default now); each once
  settlement-collect               Collect owed settlements from uplines whose balance now allows (releases frozen ones)`;

export type SettlementOpsCommand = { kind: 'settlement-run'; kinds: ContractKind[]; at: Date } | { kind: 'settlement-collect' };

const KINDS = new Set<string>(['settlement-run', 'settlement-collect']);

export function isSettlementCommand(command: { kind: string }): command is SettlementOpsCommand {
  return KINDS.has(command.kind);
}

export function parseSettlementCommand(command: string, rest: string[], now = new Date()): SettlementOpsCommand | { error: string } | null {
  if (!KINDS.has(command)) return null;
  if (command === 'settlement-collect') return rest.length === 0 ? { kind: command } : { error: `Unexpected argument '${rest[0]}'` };
  const [which, time, extra] = rest;
  if (which === undefined) return { error: `'settlement-run' needs a kind: ${CONTRACT_KINDS.join(', ')} or all` };
  if (extra !== undefined) return { error: `Unexpected argument '${extra}'` };
  const kinds = which === 'all' ? [...CONTRACT_KINDS] : CONTRACT_KINDS.filter((kind) => kind === which);
  if (kinds.length === 0) return { error: `Unknown contract kind '${which}': ${CONTRACT_KINDS.join(', ')} or all` };
  const at = time === undefined ? now : new Date(time);
  if (Number.isNaN(at.getTime())) return { error: `'${time}' is not a time (ISO 8601, e.g. 2026-11-28T17:00:00Z)` };
  return { kind: 'settlement-run', kinds, at };
}

/** `notify` tells the running server what moved (the ops channel) and answers a line for the output ('' for none). */
export async function runSettlementCommand(
  db: Db,
  command: SettlementOpsCommand,
  notify: (notices: LiveNotices) => Promise<string>,
): Promise<string> {
  const told = async (lines: string[], wallets: string[]) => {
    const line = wallets.length === 0 ? '' : await notify({ wallets: [...new Set(wallets)], messages: [] });
    return [...lines, ...(line ? [line] : [])].join('\n');
  };
  if (command.kind === 'settlement-collect') {
    const collected = await collectDebts(db, new Date());
    return told([`Collected ${collected.collected} owed settlement(s).`], collected.wallets);
  }
  const lines = [];
  const wallets: string[] = [];
  for (const kind of command.kinds) {
    const run = await settleContracts(db, kind, command.at);
    wallets.push(...run.wallets);
    lines.push(
      `${kind}: ${run.settled} settlement(s) up to ${command.at.toISOString()} — ${run.paid} paid, ${run.owed} owed, ` +
        `${run.collected} owed collected`,
    );
  }
  return told(lines, wallets);
}
