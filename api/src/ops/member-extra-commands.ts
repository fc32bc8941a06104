// Ops commands of issue 19: the manual rebate (turn MANUALREBATE3 on or off, the rate per game type, the minimum claim
// and turnover multiple) and feedback (list it, reply to it; the member reads the reply on its feedback page).
import { CURRENCY_SYMBOL, FEATURES, formatMoney, GAME_TYPES } from '@mekong/contracts';
import { FEEDBACK_LIMITS } from '@mekong/contracts/member-extras';
import type { Db } from '../db/database';
import { isFeatureEnabled, setFeatureEnabled } from '../modules/features/features.repository';
import { getRebateSettings, listRebateRates, setRebateRate, setRebateSettings } from '../modules/manual-rebate/manual-rebate';
import { listFeedbackForOps, replyToFeedback } from '../modules/feedback/feedback.repository';
import { printed } from './printable';

export const MEMBER_EXTRA_USAGE = `  manual-rebate                    Show the manual rebate: on or off, rates per game type, minimum claim, turnover multiple
  manual-rebate on | off           Turn the manual rebate (MANUALREBATE3) on or off
  manual-rebate-rate <gameType> <bp>   Set a game type's rate in basis points (100 = 1%; 0 stops it counting)
  manual-rebate-settings <minClaimMinor> <turnoverMultiple>   Set the minimum claim (minor units) and the turnover multiple
  feedback [all]                   List the newest unanswered feedback (all: answered too)
  feedback-reply <id> <reply...>   Reply to a feedback (a later reply replaces it)`;

export type MemberExtraOpsCommand =
  | { kind: 'manual-rebate'; enabled: boolean | null }
  | { kind: 'manual-rebate-rate'; gameType: string; rateBp: number }
  | { kind: 'manual-rebate-settings'; minClaimMinor: number; turnoverMultiple: number }
  | { kind: 'feedback'; all: boolean }
  | { kind: 'feedback-reply'; id: string; reply: string };

const KINDS = new Set<string>(['manual-rebate', 'manual-rebate-rate', 'manual-rebate-settings', 'feedback', 'feedback-reply']);

export function isMemberExtraCommand(command: { kind: string }): command is MemberExtraOpsCommand {
  return KINDS.has(command.kind);
}

const WHOLE = /^\d{1,12}$/;

/** A command this part knows, the reason its arguments are wrong, or null for a command it does not know. */
export function parseMemberExtraCommand(command: string, rest: string[]): MemberExtraOpsCommand | { error: string } | null {
  if (!KINDS.has(command)) return null;
  const [first = '', second = ''] = rest;
  const extra = (n: number) => (rest.length > n ? { error: printed`Unexpected argument '${rest[n]}'` } : null);
  switch (command) {
    case 'manual-rebate':
      if (rest.length === 0) return { kind: command, enabled: null };
      if (first !== 'on' && first !== 'off') return { error: printed`'manual-rebate' takes 'on' or 'off', got '${first}'` };
      return extra(1) ?? { kind: command, enabled: first === 'on' };
    case 'manual-rebate-rate': {
      const gameType = first.toUpperCase();
      if (!(GAME_TYPES as readonly string[]).includes(gameType))
        return { error: printed`'${first}' is not one of ${GAME_TYPES.join(', ')}` };
      if (!WHOLE.test(second) || Number(second) > 10_000) return { error: printed`'${second}' is not a rate of 0 to 10000 basis points` };
      return extra(2) ?? { kind: command, gameType, rateBp: Number(second) };
    }
    case 'manual-rebate-settings': {
      if (!WHOLE.test(first)) return { error: printed`'${first}' is not a whole number of minor units` };
      if (!WHOLE.test(second) || Number(second) > 100) return { error: printed`'${second}' is not a turnover multiple of 0 to 100` };
      return extra(2) ?? { kind: command, minClaimMinor: Number(first), turnoverMultiple: Number(second) };
    }
    case 'feedback':
      if (rest.length > 0 && first !== 'all') return { error: printed`'feedback' takes nothing or 'all', got '${first}'` };
      return extra(1) ?? { kind: command, all: first === 'all' };
    case 'feedback-reply': {
      const reply = rest.slice(1).join(' ').trim();
      if (first === '' || reply === '') return { error: `'feedback-reply' needs a feedback id and the reply` };
      if (reply.length > FEEDBACK_LIMITS.replyMaxCharacters)
        return { error: `The reply is at most ${FEEDBACK_LIMITS.replyMaxCharacters} characters` };
      return { kind: command, id: first, reply };
    }
    default:
      return null;
  }
}

async function describeRebate(db: Db): Promise<string> {
  const [enabled, rates, settings] = await Promise.all([
    isFeatureEnabled(db, FEATURES.manualRebate),
    listRebateRates(db),
    getRebateSettings(db),
  ]);
  const rateLines =
    rates.length === 0 ? '(no rates)' : rates.map((r) => `${r.gameType}  ${r.rateBp} bp (${(r.rateBp / 100).toFixed(2)}%)`).join('\n');
  return `manual rebate: ${enabled ? 'on' : 'off'}\nminimum claim: ${formatMoney(settings.minClaimMinor, CURRENCY_SYMBOL)}  turnover multiple: ${settings.turnoverMultiple}\n${rateLines}`;
}

async function describeFeedback(db: Db, all: boolean): Promise<string> {
  const list = await listFeedbackForOps(db, all);
  if (list.length === 0) return all ? '(no feedback)' : '(no unanswered feedback)';
  return list
    .map(
      (f) =>
        printed`${f.id}  ${f.createdAt}  ${f.account}  ${f.questionType}  ${f.images.length} image(s)\n  '${f.content}'${f.reply ? printed`\n  reply ${f.repliedAt ?? ''}: '${f.reply}'` : ''}`,
    )
    .join('\n');
}

export async function runMemberExtraCommand(db: Db, command: MemberExtraOpsCommand, options: { now: () => Date }): Promise<string> {
  const now = options.now();
  switch (command.kind) {
    case 'manual-rebate':
      if (command.enabled !== null && !(await setFeatureEnabled(db, FEATURES.manualRebate, command.enabled)))
        return `No switch ${FEATURES.manualRebate} in the whitelabel tree`;
      return describeRebate(db);
    case 'manual-rebate-rate':
      await setRebateRate(db, command.gameType, command.rateBp, now);
      return describeRebate(db);
    case 'manual-rebate-settings':
      await setRebateSettings(db, { minClaimMinor: command.minClaimMinor, turnoverMultiple: command.turnoverMultiple }, now);
      return describeRebate(db);
    case 'feedback':
      return describeFeedback(db, command.all);
    case 'feedback-reply':
      if (!(await replyToFeedback(db, command.id, command.reply, now))) return printed`No feedback ${command.id}`;
      return printed`Replied to ${command.id}.`;
  }
}
