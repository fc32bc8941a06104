// The demo reward centre: a red envelope campaign running for a year from the seed and a prize wheel, made through the
// ops' own functions, with one envelope and two tickets granted to demo_member so the page has something to open and
// spin. Only ops grant them (no envelope for every member), so other members' reward centres stay empty. Only on a
// database with no campaign and no wheel; the ids are fixed, so a second node seeding at once is refused, not doubled.
import type { Db } from '../database';
import { findMemberByAccount } from '../../modules/accounts/members.repository';
import {
  createCampaign,
  createWheel,
  grantEnvelopes,
  grantWheelTickets,
  type CampaignDefinition,
  type WheelDefinition,
} from '../../modules/rewards/reward-admin';
import { DEMO_ACCOUNTS } from './accounts.seed';

const DAY_MS = 24 * 60 * 60 * 1000;

export const DEMO_CAMPAIGN_ID = 'demo-lucky-envelopes';
export const DEMO_WHEEL_ID = 'demo-lucky-wheel';

const demoCampaign = (now: Date): CampaignDefinition => ({
  id: DEMO_CAMPAIGN_ID,
  title: { LO: 'ອັ່ງເປົາໂຊກດີ', EN: 'Lucky red envelopes', CN: '幸运红包' },
  startsAt: new Date(now.getTime() - DAY_MS).toISOString(),
  endsAt: new Date(now.getTime() + 365 * DAY_MS).toISOString(),
  budgetMinor: 100_000_000,
  // ₭1,000,000 for 200 envelopes of ₭1,000 to ₭50,000: the min of all of them takes only a fifth of it.
  envelopeCount: 200,
  minMinor: 100_000,
  maxMinor: 5_000_000,
  autoGrant: false,
  // No turnover on the demo's prizes: demo_member's withdrawals (the cashier's demo and its browser tests) stay open
  // whatever it opened or won here.
  turnoverMultiple: 0,
});

const segment = (LO: string, EN: string, CN: string, prizeMinor: number, weight: number) => ({ label: { LO, EN, CN }, prizeMinor, weight });

const demoWheel: WheelDefinition = {
  id: DEMO_WHEEL_ID,
  title: { LO: 'ວົງລໍ້ນຳໂຊກ', EN: 'Lucky wheel', CN: '幸运转盘' },
  segments: [
    segment('₭5,000', '₭5,000', '₭5,000', 500_000, 30),
    segment('ລອງໃໝ່', 'Try again', '再试一次', 0, 25),
    segment('₭10,000', '₭10,000', '₭10,000', 1_000_000, 20),
    segment('₭20,000', '₭20,000', '₭20,000', 2_000_000, 10),
    segment('ລອງໃໝ່', 'Try again', '再试一次', 0, 25),
    segment('₭50,000', '₭50,000', '₭50,000', 5_000_000, 6),
    segment('₭100,000', '₭100,000', '₭100,000', 10_000_000, 3),
    segment('₭500,000', '₭500,000', '₭500,000', 50_000_000, 1),
  ],
  turnoverMultiple: 0,
};

export async function seedRewardsIfEmpty(db: Db, now = new Date()): Promise<boolean> {
  const [campaign, wheel] = await Promise.all([
    db.selectFrom('envelope_campaigns').select('id').limit(1).executeTakeFirst(),
    db.selectFrom('prize_wheels').select('id').limit(1).executeTakeFirst(),
  ]);
  if (campaign || wheel) return false;
  const member = await findMemberByAccount(db, DEMO_ACCOUNTS.member.account);
  if (!member) return false;
  await createCampaign(db, demoCampaign(now), now);
  await createWheel(db, demoWheel, now);
  await grantEnvelopes(db, DEMO_CAMPAIGN_ID, member.id, 1, 'demo-seed-envelope', now);
  await grantWheelTickets(db, DEMO_WHEEL_ID, member.id, 2, 'demo-seed-tickets', now);
  return true;
}
