// The promotion activity status (requirements §4) as one pure state machine: what a caller sees on a promotion, and
// which event may move a member's participation where. Routes, ops commands and jobs ask it before they write, and
// write with a condition on the status it started from, so two racing events cannot both pass.
import { PROMOTION_FAILURES, type ActivityStatus, type PromotionMode } from '@mekong/contracts/promotions';

/** Where a member's participation stands once it exists. */
export const PARTICIPATION_STATUSES = ['JOINED', 'APPLYING', 'REJECTED', 'PROCESS', 'ISSUED', 'CLAIMED'] as const;
export type ParticipationStatus = (typeof PARTICIPATION_STATUSES)[number];

/** Where the promotion's time window stands at a moment: before its start, running, or past its end. */
export type PromotionWindow = 'UPCOMING' | 'OPEN' | 'ENDED';

export function promotionWindow(times: { startsAt: string | null; endsAt: string | null }, now: Date): PromotionWindow {
  const at = now.getTime();
  if (times.startsAt !== null && at < Date.parse(times.startsAt)) return 'UPCOMING';
  if (times.endsAt !== null && at >= Date.parse(times.endsAt)) return 'ENDED';
  return 'OPEN';
}

export interface PromotionState {
  mode: PromotionMode;
  window: PromotionWindow;
  /** The caller's participation; null for a visitor or a member who has not taken part. */
  participation: ParticipationStatus | null;
  /** A raffle whose prizes are all claimed takes no more claims. */
  soldOut?: boolean;
}

const SHOWN: Record<ParticipationStatus, ActivityStatus> = {
  JOINED: 'Joined',
  APPLYING: 'Applying',
  REJECTED: 'Rejected',
  PROCESS: 'Process',
  ISSUED: 'Issued',
  CLAIMED: 'Claimed',
};

/**
 * What the caller sees: its own participation when it has one (a join that never qualified closes with the
 * promotion), otherwise what it could do now. Null for an information-only promotion that is running.
 */
export function activityStatus(state: PromotionState): ActivityStatus | null {
  if (state.participation !== null) {
    if (state.participation === 'JOINED' && state.window === 'ENDED') return 'Close';
    return SHOWN[state.participation];
  }
  if (state.window === 'UPCOMING') return 'coming soon';
  if (state.window === 'ENDED') return 'Close';
  switch (state.mode) {
    case 'NONE':
      return null;
    case 'CLAIM':
      return state.soldOut ? 'Close' : 'Claim';
    case 'JOIN':
    case 'APPLY':
      // An application opens with the same Join button; the form follows.
      return 'Join';
  }
}

/**
 * Member events (join, apply, claim) start a participation; ops events review an application; the system's events
 * pay a joined member's bonus when a deposit qualifies (`qualify`) and free it when its turnover is met.
 * `withTurnover`: the bonus paid carries a turnover requirement, so the participation stays in Process until met.
 */
export type PromotionEvent =
  | { type: 'join' }
  | { type: 'apply' }
  | { type: 'claim' }
  | { type: 'approve'; withTurnover: boolean }
  | { type: 'reject' }
  | { type: 'qualify'; withTurnover: boolean }
  | { type: 'turnoverMet' };

/** Why an event cannot happen: the contracts' codes (the site has a text for each). */
export type PromotionRefusal = Exclude<(typeof PROMOTION_FAILURES)[keyof typeof PROMOTION_FAILURES], 'promotion-not-found'>;

export type Transition = { ok: true; next: ParticipationStatus } | { ok: false; refusal: PromotionRefusal };

const to = (next: ParticipationStatus): Transition => ({ ok: true, next });
const refuse = (refusal: PromotionRefusal): Transition => ({ ok: false, refusal });

/** A member's own event: the promotion must be running, in this mode, and the member not yet in it. */
function start(state: PromotionState, mode: PromotionMode, next: ParticipationStatus): Transition {
  if (state.mode !== mode) return refuse('promotion-wrong-mode');
  if (state.participation !== null) return refuse('promotion-already-taken-part');
  if (state.window === 'UPCOMING') return refuse('promotion-not-started');
  if (state.window === 'ENDED') return refuse('promotion-ended');
  if (state.soldOut) return refuse('promotion-sold-out');
  return to(next);
}

export function transition(state: PromotionState, event: PromotionEvent): Transition {
  switch (event.type) {
    case 'join':
      return start(state, 'JOIN', 'JOINED');
    case 'apply':
      return start(state, 'APPLY', 'APPLYING');
    case 'claim':
      return start(state, 'CLAIM', 'CLAIMED');
    // An application sent before the end is still reviewed after it.
    case 'approve':
      return state.participation === 'APPLYING' ? to(event.withTurnover ? 'PROCESS' : 'ISSUED') : refuse('promotion-not-applying');
    case 'reject':
      return state.participation === 'APPLYING' ? to('REJECTED') : refuse('promotion-not-applying');
    // A deposit after the end no longer qualifies.
    case 'qualify':
      if (state.participation !== 'JOINED') return refuse('promotion-not-joined');
      if (state.window === 'ENDED') return refuse('promotion-ended');
      return to(event.withTurnover ? 'PROCESS' : 'ISSUED');
    case 'turnoverMet':
      return state.participation === 'PROCESS' ? to('ISSUED') : refuse('promotion-not-in-process');
  }
}
