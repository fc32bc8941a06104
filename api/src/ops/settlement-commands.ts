// Contract settlement ops commands (issue 17): run a kind's settlement now — every period that ended by a given time
// (default now), as the job would, paying each (contract, period) once however often it is run — and collect what
// uplines owe. For tests and ops (a node that was down, a period to settle by hand).
import { CONTRACT_KINDS, type ContractKind } from '@mekong/contracts';
import type { Db } from '../db/database';
import { collectDebts } from '../modules/settlements/debts';
import { settleContracts } from '../modules/settlements/settle';

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

export async function runSettlementCommand(db: Db, command: SettlementOpsCommand): Promise<string> {
  if (command.kind === 'settlement-collect') return `Collected ${(await collectDebts(db, new Date())).collected} owed settlement(s).`;
  const lines = [];
  for (const kind of command.kinds) {
    const run = await settleContracts(db, kind, command.at);
    lines.push(
      `${kind}: ${run.settled} settlement(s) up to ${command.at.toISOString()} — ${run.paid} paid, ${run.owed} owed, ` +
        `${run.collected} owed collected`,
    );
  }
  return lines.join('\n');
}
