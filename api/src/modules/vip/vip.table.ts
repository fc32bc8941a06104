// Tables of the VIP levels (migration 20251129110000_missions_vip): the levels ops define, and the level-up rewards
// paid, one per member and level.
import type { Generated } from 'kysely';
import type { Localized } from '../columns';

export type VipLevelsTable = {
  level: number;
  /** Lifetime settled valid turnover that reaches the level, minor units. */
  thresholdMinor: number;
  rewardMinor: number;
  /** The level-up reward's turnover: settled valid bets of this many times it before a withdrawal. */
  turnoverMultiple: Generated<number>;
} & Localized<'label'> &
  Localized<'benefits'>;

export interface VipRewardsTable {
  memberId: string;
  level: number;
  rewardMinor: number;
  entryId: string | null;
  createdAt: string;
}

export interface VipTables {
  vip_levels: VipLevelsTable;
  vip_rewards: VipRewardsTable;
}
