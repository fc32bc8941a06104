// The table of breaks from play (issue 20): one row per time-out or self-exclusion a member took, never changed.
import type { BreakKind, BreakPeriod } from '@mekong/contracts/play-breaks';

export interface PlayBreaksTable {
  id: string;
  memberId: string;
  kind: BreakKind;
  period: BreakPeriod;
  startedAt: string;
  endsAt: string;
}

export interface PlayBreakTables {
  play_breaks: PlayBreaksTable;
}
