// Tables of the points ledger (issue 18; the points themselves are postings of the ledger's tables): the configuration,
// the sources that earned or gave back points, each points entry's type, and the accrual's watermark.
import type { PointRatioKey, PointType } from '@mekong/contracts';

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

export interface PointsTables {
  points_config: PointsConfigTable;
  points_accruals: PointsAccrualsTable;
  points_entries: PointsEntriesTable;
  points_watermarks: PointsWatermarksTable;
}
