// The provider's tables (its own migration creates them, migrations/): game sessions, rounds, and the wallet moves of
// each DEMO round (play money; a REAL round's money is the wallet's, reached through the seamless protocol).
import type { Language, LaunchMode } from '@mekong/contracts';

export interface ProviderSessionsTable {
  id: string;
  tokenHash: string;
  /** The player the wallet knows (the site's member id), whom a REAL session's credits and rollbacks name; null for a visitor. */
  memberId: string | null;
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

/** Every table of the provider: its database, or its part of the site's database when mounted in the API's process. */
export interface ProviderTables {
  provider_sessions: ProviderSessionsTable;
  provider_rounds: ProviderRoundsTable;
  provider_wallet_moves: ProviderWalletMovesTable;
}
