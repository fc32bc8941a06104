// The missions' and VIP levels' ops commands (issue 16): save missions and levels from JSON definitions, end a
// mission, list both, and bring every member's VIP level up to its turnover (paying level-up rewards once).
import { CURRENCY_SYMBOL, formatMoney } from '@mekong/contracts';
import type { Db } from '../db/database';
import type { LiveNotices } from '../modules/cashier/live-notices';
import { endMission, listMissionsForOps, saveMission } from '../modules/missions/mission-admin';
import { listVipLevels, recomputeVipLevels } from '../modules/vip/vip.repository';
import { saveVipLevels } from '../modules/vip/vip-admin';
import { pickLanguage } from '../modules/columns';
import { printed } from './printable';
import { readDefinition } from './promotion-commands';

export const MISSION_USAGE = `  missions                         List missions: period, goal, target, reward, times, claims this period
  mission-save <file>              Create or update a mission from a JSON file (api/README.md shows one)
  mission-end <id>                 End a mission now (it leaves members' lists; claims made stay)
  vip-levels                       List the VIP levels: threshold (lifetime settled valid turnover), reward and its turnover, label
  vip-level-save <file>            Create or update VIP levels from a JSON file (one level or a list)
  vip-recompute                    Raise members' VIP levels to their turnover, paying each level-up reward once`;

export type MissionOpsCommand =
  | { kind: 'missions' }
  | { kind: 'mission-save'; file: string }
  | { kind: 'mission-end'; id: string }
  | { kind: 'vip-levels' }
  | { kind: 'vip-level-save'; file: string }
  | { kind: 'vip-recompute' };

const KINDS = new Set<string>(['missions', 'mission-save', 'mission-end', 'vip-levels', 'vip-level-save', 'vip-recompute']);

export function isMissionCommand(command: { kind: string }): command is MissionOpsCommand {
  return KINDS.has(command.kind);
}

/** A command the missions part knows, the reason its arguments are wrong, or null for a command it does not know. */
export function parseMissionCommand(command: string, rest: string[]): MissionOpsCommand | { error: string } | null {
  if (!KINDS.has(command)) return null;
  const needs =
    command === 'mission-save' || command === 'vip-level-save' ? 'a JSON file' : command === 'mission-end' ? 'a mission id' : null;
  const count = needs ? 1 : 0;
  if (rest.length < count) return { error: `'${command}' needs ${needs}` };
  if (rest.length > count) return { error: `Unexpected argument '${rest[count]}'` };
  const [first = ''] = rest;
  switch (command) {
    case 'mission-save':
    case 'vip-level-save':
      return { kind: command, file: first };
    case 'mission-end':
      return { kind: command, id: first };
    default:
      return { kind: command as 'missions' | 'vip-levels' | 'vip-recompute' };
  }
}

export interface MissionOpsOptions {
  notify: (notices: LiveNotices) => Promise<string>;
  now: () => Date;
}

const money = (minor: number) => formatMoney(minor, CURRENCY_SYMBOL);

async function describeMissions(db: Db, now: Date): Promise<string> {
  const rows = await listMissionsForOps(db, now);
  if (rows.length === 0) return '(no missions)';
  return rows
    .map((m) => {
      const target = m.goal === 'BET_COUNT' ? `${m.target} bets` : money(m.target);
      const turnover = m.turnoverMultiple > 0 ? ` (turnover x${m.turnoverMultiple})` : '';
      const ended = m.endsAt !== null && m.endsAt <= now.toISOString() ? '  ENDED' : '';
      return printed`${m.id}  ${m.period}  ${m.goal}${m.gameType ? ` ${m.gameType}` : ''}  target ${target}  reward ${money(m.rewardMinor)}${turnover}  ${m.startsAt ?? 'from the start'} → ${m.endsAt ?? 'until ended'}  claims this period: ${m.claimsThisPeriod}  '${m.title}'${ended}`;
    })
    .join('\n');
}

async function describeVipLevels(db: Db): Promise<string> {
  const rows = await listVipLevels(db);
  if (rows.length === 0) return '(no VIP levels)';
  return rows
    .map(
      (l) =>
        printed`level ${l.level}  from ${money(Number(l.thresholdMinor))} turnover  reward ${money(Number(l.rewardMinor))}${l.turnoverMultiple > 0 ? `, turnover ×${l.turnoverMultiple}` : ''}  '${pickLanguage(l, 'label', 'EN')}'`,
    )
    .join('\n');
}

export async function runMissionCommand(db: Db, command: MissionOpsCommand, options: MissionOpsOptions): Promise<string> {
  const now = options.now();
  switch (command.kind) {
    case 'missions':
      return describeMissions(db, now);
    case 'mission-save': {
      const done = await saveMission(db, readDefinition(command.file));
      return `Mission ${done}.\n${await describeMissions(db, now)}`;
    }
    case 'mission-end':
      await endMission(db, command.id, now);
      return printed`Mission ${command.id} ended at ${now.toISOString()} (or earlier).`;
    case 'vip-levels':
      return describeVipLevels(db);
    case 'vip-level-save': {
      const saved = await saveVipLevels(db, readDefinition(command.file));
      return `VIP level${saved.length > 1 ? 's' : ''} ${saved.join(', ')} saved.\n${await describeVipLevels(db)}`;
    }
    case 'vip-recompute': {
      const { value, notices } = await recomputeVipLevels(db, now);
      const pushed = await options.notify(notices);
      return [
        `${value.members} members with bets checked: ${value.rose} rose a level, ${money(value.paidMinor)} of level-up rewards paid.`,
        pushed,
      ]
        .filter(Boolean)
        .join('\n');
    }
  }
}
