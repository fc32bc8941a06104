// Tables of the in-house game provider: game sessions, rounds, and the wallet moves of each round.
import type { Language, LaunchMode } from '@mekong/contracts';

export interface ProviderSessionsTable {
  id: string;
  tokenHash: string;
  /** null for a visitor's free trial. */
  memberId: string | null;
  /**
   * REAL: the SHA-256 hash of the launching member session's token (never the token). The wallet refuses the game
   * session's bets once that member session has ended or owes a forced password change. null for DEMO.
   */
  memberSessionHash: string | null;
  mode: LaunchMode;
  nodeId: string;
  gameCode: string;
  vassalage: string;
  accountTypeName: string;
  gameType: string;
  gameName: string;
  /** 'slot' | 'scratch' | 'poker' (see engines/). */
  engine: string;
  /** The engine's math model: it alone decides the return to player. */
  model: string;
  /** Cosmetic: symbol art and colours. */
  theme: string;
  language: Language;
  /** Play money of a DEMO session (minor units); unused (0) for REAL, whose money is the member's wallet. */
  balanceMinor: number;
  createdAt: string;
  expiresAt: string;
}

export type RoundStatus = 'DEBITING' | 'OPEN' | 'CREDITING' | 'SETTLED' | 'VOID';

export interface ProviderRoundsTable {
  id: string;
  sessionId: string;
  engine: string;
  /**
   * DEBITING: written, its stake not yet confirmed by the wallet; OPEN: a poker hand dealt and waiting for its draw;
   * CREDITING: drawn, its win not yet confirmed; SETTLED; VOID: its stake given back (REAL rounds only).
   */
  status: RoundStatus;
  betMinor: number;
  winMinor: number;
  /** JSON of what the player saw. */
  outcome: string;
  /** JSON an open round needs to finish; null once settled. */
  state: string | null;
  createdAt: string;
  settledAt: string | null;
}

export interface ProviderWalletMovesTable {
  /** `${roundId}:${kind}` */
  id: string;
  sessionId: string;
  roundId: string;
  kind: 'DEBIT' | 'CREDIT' | 'ROLLBACK';
  amountMinor: number;
  balanceAfterMinor: number;
  createdAt: string;
}

export interface ProviderTables {
  provider_sessions: ProviderSessionsTable;
  provider_rounds: ProviderRoundsTable;
  provider_wallet_moves: ProviderWalletMovesTable;
}
