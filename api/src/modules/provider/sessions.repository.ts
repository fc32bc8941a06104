// Provider game sessions: opened for one launch with a random token (only its SHA-256 hash is kept), a fixed
// lifetime and, in DEMO mode, the play money the session holds. A REAL session's token is what the seamless
// wallet checks a bet against, and it is bound to the member session that launched it (its hash).
import { randomUUID } from 'node:crypto';
import type { Language, LaunchMode } from '@mekong/contracts';
import type { Db } from '../../db/database';
import { newSecret, sha256Hex } from '../../security/tokens';
import type { ProviderSessionsTable } from './provider.table';
import type { GameVariant } from './variant';
import type { LaunchableGame } from './launchable-game';

/** 100,000.00 play kip. */
export const DEMO_START_BALANCE_MINOR = 10_000_000;
export const SESSION_HOURS = 12;

export type ProviderSession = ProviderSessionsTable;

export interface NewSession {
  game: LaunchableGame;
  variant: GameVariant;
  memberId: string | null;
  /** The launching member session's token hash; REAL sessions need one. */
  memberSessionHash: string | null;
  mode: LaunchMode;
  language: Language;
}

/** Returns the session's token, handed out once. */
export async function createProviderSession(db: Db, session: NewSession, now = new Date()): Promise<string> {
  const token = newSecret(32);
  await db
    .insertInto('provider_sessions')
    .values({
      id: randomUUID(),
      tokenHash: sha256Hex(token),
      memberId: session.memberId,
      memberSessionHash: session.mode === 'REAL' ? session.memberSessionHash : null,
      mode: session.mode,
      nodeId: session.game.nodeId,
      gameCode: session.game.gameCode,
      vassalage: session.game.vassalage,
      accountTypeName: session.game.accountTypeName,
      gameType: session.game.gameType,
      gameName: session.game.name,
      engine: session.variant.engine,
      model: session.variant.model,
      theme: session.variant.theme,
      language: session.language,
      balanceMinor: session.mode === 'DEMO' ? DEMO_START_BALANCE_MINOR : 0,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + SESSION_HOURS * 3_600_000).toISOString(),
    })
    .execute();
  return token;
}

export type SessionLookup = { found: 'live'; session: ProviderSession } | { found: 'expired' | 'unknown' };

export async function findProviderSession(db: Db, token: string, now = Date.now()): Promise<SessionLookup> {
  const session = await db.selectFrom('provider_sessions').selectAll().where('tokenHash', '=', sha256Hex(token)).executeTakeFirst();
  if (!session) return { found: 'unknown' };
  if (now >= Date.parse(session.expiresAt)) return { found: 'expired' };
  return { found: 'live', session };
}
