// The play limits' table (migration 20251204100000_play_limits, issue 20): one row per member, kind and period while a
// limit is in force or a raise waits for its cooling-off.
import type { PlayLimitKind, PlayLimitPeriod } from '@mekong/contracts/play-limits';

export interface PlayLimitsTable {
  memberId: string;
  kind: PlayLimitKind;
  period: PlayLimitPeriod;
  /** In force, minor units; null: none. */
  limitMinor: number | null;
  /** The raise or removal (null) waiting, applied at pendingAt. */
  pendingLimitMinor: number | null;
  pendingAt: string | null;
  updatedAt: string;
}

export interface PlayLimitTables {
  play_limits: PlayLimitsTable;
}
