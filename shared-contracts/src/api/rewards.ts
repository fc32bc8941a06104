// Schemas of the reward centre calls (issue 16): the member's red envelopes, prize wheels with their tickets and spins,
// opening an envelope and spinning a wheel (amounts and segments drawn on the server), and the count of things to act
// on that the member centre's rewardCenter badge shows.
import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { PATHS } from './paths';
import { languageInput } from './system';
import { idempotencyKeySchema } from './money';

/** Why an opening or a spin was refused (404 or 409). Texts are the client's, by code. */
export const REWARD_FAILURES = {
  envelopeNotFound: 'envelope-not-found',
  envelopeOpened: 'envelope-already-opened',
  campaignNotRunning: 'envelope-campaign-not-running',
  campaignExhausted: 'envelope-campaign-exhausted',
  wheelNotFound: 'wheel-not-found',
  noTicket: 'wheel-no-ticket',
} as const;

const minor = z.int().check(z.nonnegative());
const isoTime = z.string();

export const ENVELOPE_STATUSES = ['UNOPENED', 'OPENED'] as const;

export const redEnvelopeSchema = z.object({
  id: z.string(),
  campaignId: z.string(),
  title: z.string(),
  status: z.enum(ENVELOPE_STATUSES),
  /** What it paid, in minor units, once opened; null before. */
  amount: z.nullable(minor),
  /** Until when it can be opened. */
  endsAt: isoTime,
  openedAt: z.nullable(isoTime),
});
export type RedEnvelope = z.infer<typeof redEnvelopeSchema>;

export const wheelSegmentSchema = z.object({
  /** The segment's place on the wheel, clockwise from the top. */
  index: z.int(),
  label: z.string(),
  /** 0: no prize ("try again"). */
  prize: minor,
});
export type WheelSegment = z.infer<typeof wheelSegmentSchema>;

export const prizeWheelSchema = z.object({
  id: z.string(),
  title: z.string(),
  segments: z.array(wheelSegmentSchema),
  /** The caller's unspent tickets of this wheel. */
  tickets: minor,
});
export type PrizeWheel = z.infer<typeof prizeWheelSchema>;

export const wheelSpinSchema = z.object({
  id: z.string(),
  wheelId: z.string(),
  wheelTitle: z.string(),
  segmentIndex: z.int(),
  label: z.string(),
  prize: minor,
  createdAt: isoTime,
});
export type WheelSpin = z.infer<typeof wheelSpinSchema>;

export const rewardCentreSchema = z.object({
  /** Unopened envelopes that can be opened now, then the latest opened ones. */
  envelopes: z.array(redEnvelopeSchema),
  wheels: z.array(prizeWheelSchema),
  /** The latest spins, newest first. */
  spins: z.array(wheelSpinSchema),
  /** Unopened envelopes plus unspent tickets: the rewardCenter badge. */
  toActOn: minor,
});
export type RewardCentre = z.infer<typeof rewardCentreSchema>;

const rewardId = z.string().check(z.trim(), z.minLength(1, 'id is required'), z.maxLength(64, 'id must be at most 64 characters'));

export const openedEnvelopeSchema = z.object({ id: z.string(), amount: minor });
export type OpenedEnvelope = z.infer<typeof openedEnvelopeSchema>;

export const spinResultSchema = z.object({
  id: z.string(),
  wheelId: z.string(),
  /** The segment the server drew: the wheel turns to it. */
  segmentIndex: z.int(),
  prize: minor,
  ticketsLeft: minor,
});
export type SpinResult = z.infer<typeof spinResultSchema>;

export const rewardEndpoints = {
  centre: endpoint({
    method: 'GET',
    path: PATHS.rewards.centre,
    access: 'token',
    input: z.object({ language: languageInput }),
    output: rewardCentreSchema,
  }),
  openEnvelope: endpoint({
    method: 'POST',
    path: PATHS.rewards.openEnvelope,
    access: 'token',
    input: z.object({ id: rewardId, idempotencyKey: idempotencyKeySchema }),
    output: openedEnvelopeSchema,
  }),
  spin: endpoint({
    method: 'POST',
    path: PATHS.rewards.spin,
    access: 'token',
    input: z.object({ wheelId: rewardId, idempotencyKey: idempotencyKeySchema }),
    output: spinResultSchema,
  }),
};
