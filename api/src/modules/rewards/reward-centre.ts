// The member's reward centre (issue 16): the envelopes to open and opened, the wheels with the member's tickets, the
// latest spins, and the count of things to act on (unopened envelopes plus unspent tickets) for the rewardCenter badge.
import type { Language } from '@mekong/contracts';
import type { RewardCentre } from '@mekong/contracts/rewards';
import type { Db } from '../../db/database';
import { countOpenableEnvelopes, grantDueEnvelopes, listEnvelopes } from './envelopes';
import { countUnspentTickets, listSpins, listWheels } from './wheels';

export interface RewardMember {
  id: string;
  vipLevel: number;
}

export async function rewardCentre(db: Db, member: RewardMember, language: Language, now: Date): Promise<RewardCentre> {
  await grantDueEnvelopes(db, member, now);
  const [envelopes, wheels, spins] = await Promise.all([
    listEnvelopes(db, member.id, language, now),
    listWheels(db, member.id, language),
    listSpins(db, member.id, language),
  ]);
  const toActOn = envelopes.filter((e) => e.status === 'UNOPENED').length + wheels.reduce((sum, w) => sum + w.tickets, 0);
  return { envelopes, wheels, spins, toActOn };
}

/** The rewardCenter badge's count, with the envelopes due to the member granted first so they count. */
export async function countRewardsToActOn(db: Db, member: RewardMember, now: Date): Promise<number> {
  await grantDueEnvelopes(db, member, now);
  const [envelopes, tickets] = await Promise.all([countOpenableEnvelopes(db, member.id, now), countUnspentTickets(db, member.id)]);
  return envelopes + tickets;
}
