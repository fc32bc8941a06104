// Schemas of refer and earn (member centre `referral`, governed by REFERRAL.enabled of public state; issue 19): the
// member's own invitation code and register link, and the players it referred (accounts masked) with what each
// earned the member in referral rewards.
import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { PATHS } from './paths';
import { recordPageOf, recordPaging } from './money';

export const REFERRAL_FAILURES = {
  /** The site's referral promotion is off (REFERRAL.enabled false). */
  disabled: 'referral-disabled',
} as const;

export const referredPlayerSchema = z.object({
  /** Masked ('de***r'). */
  account: z.string(),
  joinedAt: z.string(),
  /** Referral rewards this player earned the member, minor units. */
  earned: z.int(),
});
export type ReferredPlayer = z.infer<typeof referredPlayerSchema>;

export const referralStateSchema = z.object({
  code: z.string(),
  /** The register page with the code filled and locked: /register?affiliateCode=CODE. */
  link: z.string(),
  /** All referral rewards the member earned, minor units. */
  earned: z.int(),
  players: recordPageOf(referredPlayerSchema),
});
export type ReferralState = z.infer<typeof referralStateSchema>;

export const referralEndpoints = {
  state: endpoint({
    method: 'GET',
    path: PATHS.referral.state,
    access: 'token',
    input: z.object({ ...recordPaging }),
    output: referralStateSchema,
  }),
};
