// The ops commands: read and flip the live switches (maintenance, region block) through the same repository
// functions the API reads, so a change shows on the very next status call; and the cashier's (money-commands.ts), the
// accounts' (account-commands.ts), the promotions' (promotion-commands.ts), the reward centre's (reward-commands.ts)
// the missions' and VIP levels' (mission-commands.ts), the agents' (agent-commands.ts), the agent contracts'
// (contract-commands.ts), the articles' (content-commands.ts) and the audit trail's reader (audit-commands.ts).
import { isIP } from 'node:net';
import type { Db } from '../db/database';
import { blockIp, getMaintenance, listBlockedIps, setMaintenance, unblockIp } from '../modules/site/site.repository';
import { lastSmsTo } from '../modules/accounts/sms';
import { captchaAnswer } from '../modules/accounts/captcha';
import { lastMailTo } from '../modules/accounts/mail';
import { MONEY_USAGE, parseMoneyCommand, runMoneyCommand, type MoneyOpsCommand, type MoneyOpsOptions } from './money-commands';
import {
  isPromotionCommand,
  parsePromotionCommand,
  PROMOTION_USAGE,
  runPromotionCommand,
  type PromotionOpsCommand,
} from './promotion-commands';
import { isRewardCommand, parseRewardCommand, REWARD_USAGE, runRewardCommand, type RewardOpsCommand } from './reward-commands';
import { isMissionCommand, MISSION_USAGE, parseMissionCommand, runMissionCommand, type MissionOpsCommand } from './mission-commands';
import { isPointsCommand, parsePointsCommand, POINTS_USAGE, runPointsCommand, type PointsOpsCommand } from './points-commands';
import { isMallCommand, MALL_USAGE, parseMallCommand, runMallCommand, type MallOpsCommand } from './mall-commands';
import { ACCOUNT_USAGE, isAccountCommand, parseAccountCommand, runAccountCommand, type AccountOpsCommand } from './account-commands';
import { AGENT_USAGE, isAgentCommand, parseAgentCommand, runAgentCommand, type AgentOpsCommand } from './agent-commands';
import { CONTRACT_USAGE, isContractCommand, parseContractCommand, runContractCommand, type ContractOpsCommand } from './contract-commands';
import {
  isSettlementCommand,
  parseSettlementCommand,
  runSettlementCommand,
  SETTLEMENT_USAGE,
  type SettlementOpsCommand,
} from './settlement-commands';
import {
  isMemberExtraCommand,
  MEMBER_EXTRA_USAGE,
  parseMemberExtraCommand,
  runMemberExtraCommand,
  type MemberExtraOpsCommand,
} from './member-extra-commands';
import { CONTENT_USAGE, isContentCommand, parseContentCommand, runContentCommand, type ContentOpsCommand } from './content-commands';
import { MONEY_LIMITS } from '@mekong/contracts/money';
import { isLimitCommand, LIMIT_USAGE, parseLimitCommand, runLimitCommand, type LimitOpsCommand } from './limit-commands';
import {
  EXCLUSION_USAGE,
  isExclusionCommand,
  parseExclusionCommand,
  runExclusionCommand,
  type ExclusionOpsCommand,
} from './exclusion-commands';
import { AUDIT_USAGE, isAuditCommand, parseAuditCommand, runAuditCommand, type AuditOpsCommand } from './audit-commands';
import { printableLines } from './printable';
import { opsActor } from './ops-actor';
import { isAuditedMoneyCommand, runAuditedMoneyCommand } from './audited-commands';
import type { AuditActor } from '../modules/audit/audit-trail';

export const USAGE = `Usage: pnpm --filter @mekong/api ops <command>

Commands:
  status                           Show maintenance and blocked IPs
  maintenance on [--until <ISO>]   Turn maintenance on (status 1); --until announces its end, e.g. 2025-12-01T10:00:00Z
  maintenance off                  Turn maintenance off
  region block <ip>                Block a visitor IP (status 2 for that visitor)
  region unblock <ip>              Unblock a visitor IP
  sms-outbox <mobile>              Print the last SMS code sent to a number (not in production)
  mail-outbox <email>              Print the body of the last mail sent to an address (not in production)
  captcha <captchaId>              Print a captcha's answer (not in production)
${MONEY_USAGE}
${ACCOUNT_USAGE}
${PROMOTION_USAGE}
${REWARD_USAGE}
${MISSION_USAGE}
${POINTS_USAGE}
${MALL_USAGE}
${AGENT_USAGE}
${CONTRACT_USAGE}
${SETTLEMENT_USAGE}
${MEMBER_EXTRA_USAGE}
${EXCLUSION_USAGE}
${CONTENT_USAGE}
${LIMIT_USAGE}
${AUDIT_USAGE}

Database: PostgreSQL when DATABASE_URL is set, else the SQLite file <root>/data/mekong.sqlite
(MEKONG_DATA_DIR moves the data folder), the same one the server uses.`;

export type OpsCommand =
  | { kind: 'help' }
  | { kind: 'status' }
  | { kind: 'maintenance'; enabled: boolean; until: string | null }
  | { kind: 'region'; block: boolean; ip: string }
  | { kind: 'sms-outbox'; mobileNum: string }
  | { kind: 'mail-outbox'; email: string }
  | { kind: 'captcha'; captchaId: string }
  | MoneyOpsCommand
  | AccountOpsCommand
  | PromotionOpsCommand
  | RewardOpsCommand
  | MissionOpsCommand
  | PointsOpsCommand
  | MallOpsCommand
  | AgentOpsCommand
  | ContractOpsCommand
  | SettlementOpsCommand
  | MemberExtraOpsCommand
  | ContentOpsCommand
  | LimitOpsCommand
  | ExclusionOpsCommand
  | AuditOpsCommand;

/** Commands that reveal secrets meant for a phone or an eye: browser tests use them, production never. */
const TEST_ONLY = ['sms-outbox', 'mail-outbox', 'captcha'];

/** A command, or the reason the arguments are not one. */
export function parseOpsCommand(args: string[], production = process.env.NODE_ENV === 'production'): OpsCommand | { error: string } {
  const [command, ...rest] = args;
  if (production && command !== undefined && TEST_ONLY.includes(command)) return { error: `'${command}' is not available in production` };
  const extra = (expected: number) => (rest.length > expected ? { error: `Unexpected argument '${rest[expected]}'` } : undefined);
  switch (command) {
    case undefined:
      return { error: 'No command given' };
    case 'help':
    case '--help':
    case '-h':
      return { kind: 'help' };
    case 'status':
      return extra(0) ?? { kind: 'status' };
    case 'maintenance': {
      const [state, flag, value] = rest;
      if (state === 'off') return extra(1) ?? { kind: 'maintenance', enabled: false, until: null };
      if (state !== 'on') return { error: `'maintenance' takes 'on' or 'off', got ${state === undefined ? 'nothing' : `'${state}'`}` };
      if (flag === undefined) return { kind: 'maintenance', enabled: true, until: null };
      if (flag !== '--until') return { error: `Unknown option '${flag}' (only --until <ISO time>)` };
      if (value === undefined) return { error: '--until needs a time, e.g. 2025-12-01T10:00:00Z' };
      const time = Date.parse(value);
      if (Number.isNaN(time)) return { error: `--until '${value}' is not a date-time; use ISO 8601, e.g. 2025-12-01T10:00:00Z` };
      return extra(3) ?? { kind: 'maintenance', enabled: true, until: new Date(time).toISOString() };
    }
    case 'region': {
      const [action, ip] = rest;
      if (action !== 'block' && action !== 'unblock') {
        return { error: `'region' takes 'block <ip>' or 'unblock <ip>', got ${action === undefined ? 'nothing' : `'${action}'`}` };
      }
      if (ip === undefined) return { error: `'region ${action}' needs an IP address` };
      if (isIP(ip) === 0) return { error: `'${ip}' is not an IPv4 or IPv6 address` };
      return extra(2) ?? { kind: 'region', block: action === 'block', ip };
    }
    case 'sms-outbox': {
      const [mobileNum] = rest;
      if (mobileNum === undefined) return { error: `'sms-outbox' needs a mobile number` };
      return extra(1) ?? { kind: 'sms-outbox', mobileNum };
    }
    case 'mail-outbox': {
      const [email] = rest;
      if (email === undefined) return { error: `'mail-outbox' needs an email address` };
      return extra(1) ?? { kind: 'mail-outbox', email };
    }
    case 'captcha': {
      const [captchaId] = rest;
      if (captchaId === undefined) return { error: `'captcha' needs a captcha id` };
      return extra(1) ?? { kind: 'captcha', captchaId };
    }
    default:
      return (
        parseMoneyCommand(command, rest) ??
        parseAccountCommand(command, rest) ??
        parsePromotionCommand(command, rest) ??
        parseRewardCommand(command, rest) ??
        parseMissionCommand(command, rest) ??
        parsePointsCommand(command, rest) ??
        parseMallCommand(command, rest) ??
        parseAgentCommand(command, rest) ??
        parseContractCommand(command, rest) ??
        parseSettlementCommand(command, rest) ??
        parseMemberExtraCommand(command, rest) ??
        parseContentCommand(command, rest) ??
        parseLimitCommand(command, rest) ??
        parseExclusionCommand(command, rest) ??
        parseAuditCommand(command, rest) ?? { error: `Unknown command '${command}'` }
      );
  }
}

async function describeStatus(db: Db): Promise<string> {
  const [maintenance, blocked] = await Promise.all([getMaintenance(db), listBlockedIps(db)]);
  const maintenanceLine = maintenance.enabled
    ? `on${maintenance.endsAt ? ` until ${maintenance.endsAt}` : ' (no end time announced)'}`
    : 'off';
  return `maintenance: ${maintenanceLine}\nblocked IPs: ${blocked.length ? blocked.join(', ') : '(none)'}`;
}

/** What every command runs with; `actor` (the operator and host of the audit trail) is replaced only by tests. */
export interface OpsOptions extends MoneyOpsOptions {
  actor: AuditActor;
}

const MONEY_DEFAULTS: MoneyOpsOptions = {
  notify: async () => '',
  withdrawalAutoReceiveMinutes: MONEY_LIMITS.withdrawalAutoReceiveMinutes,
  now: () => new Date(),
};

/**
 * Runs a parsed command and returns what to print: its lines with every non-printable character escaped, whatever
 * the command printed (mail bodies, SMS texts, member data stored before the free-text rule).
 */
export async function runOpsCommand(db: Db, command: OpsCommand, options: Partial<OpsOptions> = {}): Promise<string> {
  return printableLines(await runCommand(db, command, options));
}

async function runCommand(db: Db, command: OpsCommand, options: Partial<OpsOptions>): Promise<string> {
  const actor = options.actor ?? opsActor();
  switch (command.kind) {
    case 'help':
      return USAGE;
    case 'status':
      return describeStatus(db);
    case 'maintenance':
      await setMaintenance(db, { enabled: command.enabled, endsAt: command.until });
      return `Maintenance turned ${command.enabled ? 'on' : 'off'}.\n${await describeStatus(db)}`;
    case 'region': {
      const changed = command.block ? await blockIp(db, command.ip) : await unblockIp(db, command.ip);
      const what = command.block ? (changed ? 'blocked' : 'was already blocked') : changed ? 'unblocked' : 'was not blocked';
      return `${command.ip} ${what}.\n${await describeStatus(db)}`;
    }
    case 'sms-outbox': {
      const sms = await lastSmsTo(db, command.mobileNum);
      return sms ? `${sms.code ?? '(no code)'}\n${sms.createdAt} ${sms.text}` : `No SMS sent to ${command.mobileNum}`;
    }
    case 'mail-outbox':
      return (await lastMailTo(db, command.email))?.body ?? `No mail sent to ${command.email}`;
    case 'captcha':
      return (await captchaAnswer(db, command.captchaId)) ?? `No captcha ${command.captchaId}`;
    default:
      if (isAuditCommand(command)) return runAuditCommand(db, command);
      if (isAccountCommand(command)) return runAccountCommand(db, command, actor);
      if (isAuditedMoneyCommand(command))
        return runAuditedMoneyCommand(db, command, actor, { ...MONEY_DEFAULTS, ...options }, (inside, money) =>
          runPart(inside, command, money),
        );
      return runPart(db, command, { ...MONEY_DEFAULTS, ...options });
  }
}

/** The parts' commands (all but the switches above, the audit trail's reader and the accounts'). */
function runPart(
  db: Db,
  command: Exclude<OpsCommand, { kind: 'help' | 'status' | 'maintenance' | 'region' | 'sms-outbox' | 'mail-outbox' | 'captcha' }>,
  options: MoneyOpsOptions,
): Promise<string> {
  if (isAuditCommand(command) || isAccountCommand(command)) throw new Error(`'${command.kind}' is not a part's command`);
  if (isAgentCommand(command)) return runAgentCommand(db, command);
  if (isContractCommand(command)) return runContractCommand(db, command);
  if (isSettlementCommand(command)) return runSettlementCommand(db, command, options.notify);
  if (isMemberExtraCommand(command)) return runMemberExtraCommand(db, command, options);
  if (isPromotionCommand(command)) return runPromotionCommand(db, command, options);
  if (isRewardCommand(command)) return runRewardCommand(db, command, options);
  if (isMissionCommand(command)) return runMissionCommand(db, command, options);
  if (isPointsCommand(command)) return runPointsCommand(db, command, options);
  if (isMallCommand(command)) return runMallCommand(db, command, options);
  if (isContentCommand(command)) return runContentCommand(db, command, options);
  if (isLimitCommand(command)) return runLimitCommand(db, command, options);
  if (isExclusionCommand(command)) return runExclusionCommand(db, command, options.now());
  return runMoneyCommand(db, command, options);
}
