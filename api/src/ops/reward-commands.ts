// The reward centre's ops commands (issue 16): create red envelope campaigns and prize wheels from JSON definitions,
// end a campaign, switch a wheel off or on, grant envelopes and tickets to a member by account, and list them all with
// what has been spent — an operator runs a campaign without touching the database.
import { CURRENCY_SYMBOL, formatMoney } from '@mekong/contracts';
import type { Db } from '../db/database';
import { findMemberByAccount } from '../modules/accounts/members.repository';
import { DomainFailure } from '../modules/failure';
import {
  createCampaign,
  createWheel,
  endCampaign,
  grantEnvelopes,
  grantWheelTickets,
  listRewardsForOps,
  setWheelActive,
} from '../modules/rewards/reward-admin';
import { grantReferenceField, type Granted } from '../modules/rewards/grant-reference';
import { printed } from './printable';
import { readDefinition } from './promotion-commands';

export const REWARD_USAGE = `  rewards                          List red envelope campaigns (budget spent, envelopes opened) and prize wheels (segments, tickets, spins)
  envelope-campaign-create <file>  Create a red envelope campaign from a JSON file (api/README.md shows one)
  envelope-campaign-end <id>       End a campaign now: its unopened envelopes can no longer be opened
  envelope-grant <campaignId> <account> <count> <reference>  Give a member envelopes of a campaign (at most 100);
                                   the same reference again gives none (a retry is safe)
  wheel-create <file>              Create a prize wheel from a JSON file (api/README.md shows one)
  wheel-off <id> | wheel-on <id>   Hide a wheel (its tickets cannot be spent) or show it again
  wheel-tickets-grant <wheelId> <account> <count> <reference>  Give a member tickets of a wheel (at most 100);
                                   the same reference again gives none (a retry is safe)`;

export type RewardOpsCommand =
  | { kind: 'rewards' }
  | { kind: 'envelope-campaign-create'; file: string }
  | { kind: 'envelope-campaign-end'; id: string }
  | { kind: 'envelope-grant'; id: string; account: string; count: number; reference: string }
  | { kind: 'wheel-create'; file: string }
  | { kind: 'wheel-off'; id: string }
  | { kind: 'wheel-on'; id: string }
  | { kind: 'wheel-tickets-grant'; id: string; account: string; count: number; reference: string };

const KINDS = new Set<string>([
  'rewards',
  'envelope-campaign-create',
  'envelope-campaign-end',
  'envelope-grant',
  'wheel-create',
  'wheel-off',
  'wheel-on',
  'wheel-tickets-grant',
]);

/** The most envelopes or tickets one grant gives. */
export const GRANT_MAX = 100;

export function isRewardCommand(command: { kind: string }): command is RewardOpsCommand {
  return KINDS.has(command.kind);
}

/** A command the reward part knows, the reason its arguments are wrong, or null for a command it does not know. */
export function parseRewardCommand(command: string, rest: string[]): RewardOpsCommand | { error: string } | null {
  if (!KINDS.has(command)) return null;
  const between = (min: number, max: number, what: string): { error: string } | null => {
    if (rest.length < min) return { error: `'${command}' needs ${what}` };
    if (rest.length > max) return { error: `Unexpected argument '${rest[max]}'` };
    return null;
  };
  const count = (value: string): number | { error: string } => {
    const n = /^\d{1,3}$/.test(value) ? Number(value) : NaN;
    return n >= 1 && n <= GRANT_MAX ? n : { error: `'${value}' is not a count from 1 to ${GRANT_MAX}` };
  };
  const [first = '', second = '', third = '', fourth = ''] = rest;
  switch (command) {
    case 'rewards':
      return between(0, 0, 'nothing') ?? { kind: command };
    case 'envelope-campaign-create':
    case 'wheel-create':
      return between(1, 1, 'a JSON file') ?? { kind: command, file: first };
    case 'envelope-campaign-end':
      return between(1, 1, 'a campaign id') ?? { kind: command, id: first };
    case 'wheel-off':
    case 'wheel-on':
      return between(1, 1, 'a wheel id') ?? { kind: command, id: first };
    case 'envelope-grant':
    case 'wheel-tickets-grant': {
      const wrong = between(4, 4, `a ${command === 'envelope-grant' ? 'campaign' : 'wheel'} id, an account, a count and a grant reference`);
      if (wrong) return wrong;
      const n = count(third);
      if (typeof n !== 'number') return n;
      const reference = grantReferenceField.safeParse(fourth);
      if (!reference.success) return { error: printed`'${fourth}': ${reference.error.issues[0]?.message ?? 'not a grant reference'}` };
      return { kind: command, id: first, account: second, count: n, reference: fourth };
    }
    default:
      return null;
  }
}

const money = (minor: number) => formatMoney(minor, CURRENCY_SYMBOL);

async function describeRewards(db: Db, now: Date): Promise<string> {
  const { campaigns, wheels } = await listRewardsForOps(db);
  const at = now.toISOString();
  const campaignLines = campaigns.map((c) => {
    const state = c.startsAt > at ? 'scheduled' : c.endsAt <= at ? 'ended' : 'running';
    const audience = c.vipLevelMin > 0 ? `VIP${c.vipLevelMin}+` : 'all members';
    return printed`envelopes ${c.id}  ${state}  ${c.startsAt} → ${c.endsAt}  '${c.title}'  ${audience}${c.autoGrant ? '' : ' (granted by ops)'}  spent ${money(c.spentMinor)} of ${money(c.budgetMinor)}  opened ${c.openedCount}/${c.envelopeCount}  each ${money(c.minMinor)}–${money(c.maxMinor)}`;
  });
  const wheelLines = wheels.map((w) => {
    const total = w.segments.reduce((sum, s) => sum + s.weight, 0);
    const segments = w.segments.map((s) => `${s.label} ${money(s.prizeMinor)} ${s.weight}/${total}`).join(', ');
    return printed`wheel ${w.id}  ${w.active ? 'on' : 'off'}  '${w.title}'  [${segments}]  unspent tickets ${w.unspentTickets}  spins ${w.spins}  paid ${money(w.paidMinor)}`;
  });
  const all = [...campaignLines, ...wheelLines];
  return all.length > 0 ? all.join('\n') : '(no red envelope campaigns or prize wheels)';
}

/** A grant's line; a repeated reference says nothing new was given. */
const grantLine = (granted: Granted<number>, what: string, reference: string): string =>
  granted.repeated
    ? printed`Already done under reference ${reference}: ${what}; nothing more given.`
    : printed`${what} (reference ${reference}).`;

async function memberId(db: Db, account: string): Promise<string> {
  const member = await findMemberByAccount(db, account);
  if (!member) throw new DomainFailure(404, 'not-found', printed`There is no member '${account}'`);
  return member.id;
}

export async function runRewardCommand(db: Db, command: RewardOpsCommand, options: { now: () => Date }): Promise<string> {
  const now = options.now();
  switch (command.kind) {
    case 'rewards':
      return describeRewards(db, now);
    case 'envelope-campaign-create':
      await createCampaign(db, readDefinition(command.file), now);
      return `Red envelope campaign created.\n${await describeRewards(db, now)}`;
    case 'envelope-campaign-end':
      await endCampaign(db, command.id, now);
      return printed`Campaign ${command.id} ended at ${now.toISOString()} (or earlier).`;
    case 'envelope-grant': {
      const granted = await grantEnvelopes(db, command.id, await memberId(db, command.account), command.count, command.reference, now);
      return grantLine(
        granted,
        printed`${granted.value} red envelope(s) of ${command.id} granted to ${command.account}`,
        command.reference,
      );
    }
    case 'wheel-create':
      await createWheel(db, readDefinition(command.file), now);
      return `Prize wheel created.\n${await describeRewards(db, now)}`;
    case 'wheel-off':
    case 'wheel-on':
      await setWheelActive(db, command.id, command.kind === 'wheel-on');
      return printed`Prize wheel ${command.id} ${command.kind === 'wheel-on' ? 'on' : 'off'}.`;
    case 'wheel-tickets-grant': {
      const granted = await grantWheelTickets(db, command.id, await memberId(db, command.account), command.count, command.reference, now);
      return grantLine(granted, printed`${granted.value} ticket(s) of ${command.id} granted to ${command.account}`, command.reference);
    }
  }
}
