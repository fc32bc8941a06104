// Tables of the reward centre (issue 16): red envelope campaigns and members' envelopes, prize wheels with their
// segments, members' tickets and the spins they paid for.
import type { Generated } from 'kysely';
import type { Localized } from '../columns';

export type EnvelopeCampaignsTable = {
  id: string;
  startsAt: string;
  endsAt: string;
  budgetMinor: number;
  envelopeCount: number;
  minMinor: number;
  maxMinor: number;
  /** 0: every real member; n: members of VIP level n and above. */
  vipLevelMin: Generated<number>;
  /** 1: each member of the audience gets one envelope by themselves; 0: only ops grant them. */
  autoGrant: Generated<number>;
  turnoverMultiple: Generated<number>;
  spentMinor: Generated<number>;
  openedCount: Generated<number>;
  createdAt: string;
} & Localized<'title'>;

export type EnvelopeStatus = 'UNOPENED' | 'OPENED';

export interface RedEnvelopesTable {
  id: string;
  campaignId: string;
  memberId: string;
  /** AUTO, or the ops grant that gave it. */
  source: string;
  status: Generated<EnvelopeStatus>;
  amountMinor: number | null;
  entryId: string | null;
  createdAt: string;
  openedAt: string | null;
}

export type PrizeWheelsTable = {
  id: string;
  active: Generated<number>;
  turnoverMultiple: Generated<number>;
  /** A paid deposit of at least this earns one ticket; null: ops grant them only. */
  depositTicketMinMinor: number | null;
  createdAt: string;
} & Localized<'title'>;

export type PrizeWheelSegmentsTable = {
  wheelId: string;
  position: number;
  prizeMinor: number;
  weight: number;
} & Localized<'label'>;

export interface WheelTicketsTable {
  id: string;
  wheelId: string;
  memberId: string;
  source: string;
  status: Generated<'UNSPENT' | 'SPENT'>;
  createdAt: string;
  spentAt: string | null;
}

export interface WheelSpinsTable {
  id: string;
  ticketId: string;
  wheelId: string;
  memberId: string;
  position: number;
  prizeMinor: number;
  entryId: string | null;
  createdAt: string;
}

export interface RewardTables {
  envelope_campaigns: EnvelopeCampaignsTable;
  red_envelopes: RedEnvelopesTable;
  prize_wheels: PrizeWheelsTable;
  prize_wheel_segments: PrizeWheelSegmentsTable;
  wheel_tickets: WheelTicketsTable;
  wheel_spins: WheelSpinsTable;
}
