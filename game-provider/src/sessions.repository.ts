// Game sessions: opened for one launch under the token the site's wallet issued (only its SHA-256 hash is kept), with
// a fixed lifetime and, in DEMO mode, the play money the session holds. A REAL session's token is what the seamless
// wallet checks a bet against; its player is who the wallet pays.
import { createHash, randomUUID } from 'node:crypto';
import type { Language, LaunchMode } from '@mekong/contracts';
import type { LaunchableGame } from '@mekong/contracts/server';
import type { ProviderDb } from './db/database';
import type { ProviderSessionsTable } from './db/provider.table';
import type { GameVariant } from './variant';

/** 100,000.00 play kip. */
export const DEMO_START_BALANCE_MINOR = 10_000_000;
export const SESSION_HOURS = 12;

export type ProviderSession = ProviderSessionsTable;

export const tokenHashOf = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export interface NewSession {
  /** The wallet's token for this launch: the game page's URL and the seamless calls carry it. */
  token: string;
  game: LaunchableGame;
  variant: GameVariant;
  /** The wallet's player; null for a visitor (DEMO only). */
  playerId: string | null;
  mode: LaunchMode;
  language: Language;
}

export async function createProviderSession(db: ProviderDb, session: NewSession, now = new Date()): Promise<void> {
  await db
    .insertInto('provider_sessions')
    .values({
      id: randomUUID(),
      tokenHash: tokenHashOf(session.token),
      memberId: session.playerId,
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
}

export type SessionLookup = { found: 'live'; session: ProviderSession } | { found: 'expired' | 'unknown' };

export async function findProviderSession(db: ProviderDb, token: string, now = Date.now()): Promise<SessionLookup> {
  const session = await db.selectFrom('provider_sessions').selectAll().where('tokenHash', '=', tokenHashOf(token)).executeTakeFirst();
  if (!session) return { found: 'unknown' };
  if (now >= Date.parse(session.expiresAt)) return { found: 'expired' };
  return { found: 'live', session };
}
