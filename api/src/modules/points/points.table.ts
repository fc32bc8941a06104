// Tables of the points ledger (issue 18; the points themselves are postings of the ledger's tables): the configuration,
// the sources that earned or gave back points, each points entry's type, and the accrual's watermark.
import type { PointItemType, PointRatioKey, PointType, RedeemStatus } from '@mekong/contracts/points';
import type { Generated } from 'kysely';

export interface PointsConfigTable {
  type: PointRatioKey;
  minorPerPoint: number;
  updatedAt: string;
}

export type PointsSourceKind = 'BET' | 'DEPOSIT';
export type PointsMovement = 'EARN' | 'TAKE_BACK';

export interface PointsAccrualsTable {
  sourceKind: PointsSourceKind;
  sourceId: string;
  movement: PointsMovement;
  memberId: string;
  pointType: PointType;
  basisMinor: number;
  minorPerPoint: number;
  /** Signed points moved; 0 when none did. */
  points: number;
  entryId: string | null;
  createdAt: string;
}

export interface PointsEntriesTable {
  entryId: string;
  memberId: string;
  pointType: PointType;
  createdAt: string;
}

export interface PointsWatermarksTable {
  name: string;
  through: string;
}

/** A mall item (names in each language; amounts in minor units). */
export interface PointsItemsTable {
  id: string;
  type: PointItemType;
  nameLo: string;
  nameEn: string;
  nameCn: string;
  imageUrl: string;
  pointsRequired: number;
  amountRequired: number;
  valueMinor: number;
  stock: number;
  perMemberLimit: number | null;
  enabled: Generated<number>;
  sortOrder: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

/** How many of an item a member holds (redeemed, not rejected): the row its per-member limit is taken on. */
export interface PointsItemHoldingsTable {
  itemId: string;
  memberId: string;
  redeemed: number;
}

export interface PointsRedeemsTable {
  id: string;
  memberId: string;
  itemId: string;
  itemType: PointItemType;
  quantity: number;
  pointsSpent: number;
  amountPaid: number;
  payoutMinor: number;
  status: RedeemStatus;
  remark: string | null;
  receivingAddress: string | null;
  mobile: string | null;
  appliedAt: string;
  reviewedAt: string | null;
}

export interface PointsTables {
  points_items: PointsItemsTable;
  points_item_holdings: PointsItemHoldingsTable;
  points_redeems: PointsRedeemsTable;
  points_config: PointsConfigTable;
  points_accruals: PointsAccrualsTable;
  points_entries: PointsEntriesTable;
  points_watermarks: PointsWatermarksTable;
}
