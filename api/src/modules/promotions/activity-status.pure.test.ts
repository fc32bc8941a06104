// The promotion activity status machine: what each caller sees, every transition it allows and every refusal.
import type { PromotionMode } from '@mekong/contracts/promotions';
import {
  activityStatus,
  promotionWindow,
  transition,
  type ParticipationStatus,
  type PromotionEvent,
  type PromotionRefusal,
  type PromotionState,
} from './activity-status';

const state = (
  mode: PromotionMode,
  participation: ParticipationStatus | null = null,
  extra: Partial<PromotionState> = {},
): PromotionState => ({
  mode,
  window: 'OPEN',
  participation,
  ...extra,
});

describe('the time window', () => {
  const now = new Date('2026-01-10T00:00:00.000Z');
  it.each([
    [null, null, 'OPEN'],
    ['2026-01-11T00:00:00.000Z', null, 'UPCOMING'],
    ['2026-01-10T00:00:00.000Z', '2026-01-10T00:00:00.001Z', 'OPEN'],
    ['2026-01-01T00:00:00.000Z', '2026-01-10T00:00:00.000Z', 'ENDED'],
    [null, '2026-02-01T00:00:00.000Z', 'OPEN'],
  ])('starts %s, ends %s: %s', (startsAt, endsAt, window) => {
    expect(promotionWindow({ startsAt, endsAt }, now)).toBe(window);
  });
});

describe('what a caller sees', () => {
  it.each<[string, PromotionState, ReturnType<typeof activityStatus>]>([
    ['a visitor before the start', state('JOIN', null, { window: 'UPCOMING' }), 'coming soon'],
    ['a visitor after the end', state('CLAIM', null, { window: 'ENDED' }), 'Close'],
    ['a running join promotion', state('JOIN'), 'Join'],
    ['a running application promotion', state('APPLY'), 'Join'],
    ['a running raffle', state('CLAIM'), 'Claim'],
    ['a raffle with no prizes left', state('CLAIM', null, { soldOut: true }), 'Close'],
    ['an information-only promotion', state('NONE'), null],
    ['a joined member', state('JOIN', 'JOINED'), 'Joined'],
    ['a joined member after the end, never qualified', state('JOIN', 'JOINED', { window: 'ENDED' }), 'Close'],
    ['an applicant', state('APPLY', 'APPLYING'), 'Applying'],
    ['an applicant after the end', state('APPLY', 'APPLYING', { window: 'ENDED' }), 'Applying'],
    ['a rejected applicant', state('APPLY', 'REJECTED'), 'Rejected'],
    ['a bonus in turnover', state('JOIN', 'PROCESS'), 'Process'],
    ['an issued bonus', state('APPLY', 'ISSUED'), 'Issued'],
    ['a claimed raffle', state('CLAIM', 'CLAIMED'), 'Claimed'],
    ['a claimed raffle after the end', state('CLAIM', 'CLAIMED', { window: 'ENDED' }), 'Claimed'],
  ])('%s', (_name, given, shown) => {
    expect(activityStatus(given)).toBe(shown);
  });
});

describe('transitions', () => {
  it.each<[string, PromotionState, PromotionEvent, ParticipationStatus]>([
    ['join: none → JOINED', state('JOIN'), { type: 'join' }, 'JOINED'],
    ['apply: none → APPLYING', state('APPLY'), { type: 'apply' }, 'APPLYING'],
    ['claim: none → CLAIMED', state('CLAIM'), { type: 'claim' }, 'CLAIMED'],
    ['approve with turnover: APPLYING → PROCESS', state('APPLY', 'APPLYING'), { type: 'approve', withTurnover: true }, 'PROCESS'],
    ['approve without turnover: APPLYING → ISSUED', state('APPLY', 'APPLYING'), { type: 'approve', withTurnover: false }, 'ISSUED'],
    [
      'approve after the end: APPLYING → ISSUED',
      state('APPLY', 'APPLYING', { window: 'ENDED' }),
      { type: 'approve', withTurnover: false },
      'ISSUED',
    ],
    ['reject: APPLYING → REJECTED', state('APPLY', 'APPLYING'), { type: 'reject' }, 'REJECTED'],
    ['qualify with turnover: JOINED → PROCESS', state('JOIN', 'JOINED'), { type: 'qualify', withTurnover: true }, 'PROCESS'],
    ['qualify without turnover: JOINED → ISSUED', state('JOIN', 'JOINED'), { type: 'qualify', withTurnover: false }, 'ISSUED'],
    ['turnover met: PROCESS → ISSUED', state('JOIN', 'PROCESS'), { type: 'turnoverMet' }, 'ISSUED'],
  ])('%s', (_name, given, event, next) => {
    expect(transition(given, event)).toEqual({ ok: true, next });
  });
});

describe('refusals', () => {
  it.each<[string, PromotionState, PromotionEvent, PromotionRefusal]>([
    ['join before the start', state('JOIN', null, { window: 'UPCOMING' }), { type: 'join' }, 'promotion-not-started'],
    ['join after the end', state('JOIN', null, { window: 'ENDED' }), { type: 'join' }, 'promotion-ended'],
    ['join twice', state('JOIN', 'JOINED'), { type: 'join' }, 'promotion-already-taken-part'],
    ['join a raffle', state('CLAIM'), { type: 'join' }, 'promotion-wrong-mode'],
    ['join an information-only promotion', state('NONE'), { type: 'join' }, 'promotion-wrong-mode'],
    ['apply to a join promotion', state('JOIN'), { type: 'apply' }, 'promotion-wrong-mode'],
    ['apply again after a rejection', state('APPLY', 'REJECTED'), { type: 'apply' }, 'promotion-already-taken-part'],
    ['apply while applying', state('APPLY', 'APPLYING'), { type: 'apply' }, 'promotion-already-taken-part'],
    ['apply before the start', state('APPLY', null, { window: 'UPCOMING' }), { type: 'apply' }, 'promotion-not-started'],
    ['apply after the end', state('APPLY', null, { window: 'ENDED' }), { type: 'apply' }, 'promotion-ended'],
    ['claim twice', state('CLAIM', 'CLAIMED'), { type: 'claim' }, 'promotion-already-taken-part'],
    ['claim with no prizes left', state('CLAIM', null, { soldOut: true }), { type: 'claim' }, 'promotion-sold-out'],
    ['claim before the start', state('CLAIM', null, { window: 'UPCOMING' }), { type: 'claim' }, 'promotion-not-started'],
    ['claim after the end', state('CLAIM', null, { window: 'ENDED' }), { type: 'claim' }, 'promotion-ended'],
    ['claim an application promotion', state('APPLY'), { type: 'claim' }, 'promotion-wrong-mode'],
    ['approve with no application', state('APPLY'), { type: 'approve', withTurnover: false }, 'promotion-not-applying'],
    ['approve twice', state('APPLY', 'ISSUED'), { type: 'approve', withTurnover: false }, 'promotion-not-applying'],
    ['approve a rejected application', state('APPLY', 'REJECTED'), { type: 'approve', withTurnover: true }, 'promotion-not-applying'],
    ['reject an approved application', state('APPLY', 'PROCESS'), { type: 'reject' }, 'promotion-not-applying'],
    ['reject twice', state('APPLY', 'REJECTED'), { type: 'reject' }, 'promotion-not-applying'],
    ['qualify without joining', state('JOIN'), { type: 'qualify', withTurnover: true }, 'promotion-not-joined'],
    ['qualify twice', state('JOIN', 'PROCESS'), { type: 'qualify', withTurnover: true }, 'promotion-not-joined'],
    ['qualify after the end', state('JOIN', 'JOINED', { window: 'ENDED' }), { type: 'qualify', withTurnover: false }, 'promotion-ended'],
    ['turnover met with nothing in turnover', state('JOIN', 'JOINED'), { type: 'turnoverMet' }, 'promotion-not-in-process'],
    ['turnover met twice', state('JOIN', 'ISSUED'), { type: 'turnoverMet' }, 'promotion-not-in-process'],
  ])('%s', (_name, given, event, refusal) => {
    expect(transition(given, event)).toEqual({ ok: false, refusal });
  });
});
