// The wallet's game sessions: opened for each launch with a random token (only its SHA-256 hash is kept) that the site
// hands to the provider, bound to the member session launching a REAL game, and living a fixed time. A provider's
// balance and debit calls name the session by that token; credits and rollbacks need none.
import type { LaunchMode } from '@mekong/contracts';
import type { LaunchableGame } from '@mekong/contracts/server';
import { sql, type SelectQueryBuilder } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database, Db } from '../../db/database';
import { preparedQuery } from '../../db/prepared';
import { walletAccount } from '../ledger';
import { newSecret, sha256Hex } from '../../security/tokens';
import type { SeamlessSessionsTable, SeamlessTransactionsTable } from './seamless.table';
import type { SessionRead } from '../accounts/sessions.repository';

/** As long as the provider keeps its game session open (12 h). */
export const GAME_SESSION_HOURS = 12;

export interface NewWalletSession {
  provider: string;
  game: LaunchableGame;
  mode: LaunchMode;
  /** Null for a visitor (DEMO only). */
  memberId: string | null;
  /** The launching member session's token hash; REAL sessions need one. */
  memberSessionHash: string | null;
}

/** Returns the session's token, handed out once (to the provider, and in the game page's URL). */
export async function openWalletSession(db: Db, session: NewWalletSession, now = new Date()): Promise<string> {
  const token = newSecret(32);
  await db
    .insertInto('seamless_sessions')
    .values({
      tokenHash: sha256Hex(token),
      provider: session.provider,
      memberId: session.memberId,
      memberSessionHash: session.mode === 'REAL' ? session.memberSessionHash : null,
      mode: session.mode,
      nodeId: session.game.nodeId,
      gameName: session.game.name,
      vassalage: session.game.vassalage,
      gameType: session.game.gameType,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + GAME_SESSION_HOURS * 3_600_000).toISOString(),
    })
    .execute();
  return token;
}

export type WalletSessionLookup = { found: 'live'; session: SeamlessSessionsTable } | { found: 'expired' | 'unknown' };

/** A wallet account's id is this and the member's id (ledger/accounts.ts), written so for the join. */
const WALLET_PREFIX = walletAccount('');

/** The member session that launched a REAL game session, as read with it (null when there is none any more). */
export interface Launcher {
  memberId: string;
  lastSeenAt: string;
  expiresAt: string;
  member: SessionRead['member'];
}

export type WalletSessionWithLauncher =
  | {
      found: 'live';
      session: SeamlessSessionsTable;
      launcher: Launcher | null;
      /** The member's wallet balance when read (0 before its first posting): a balance call needs nothing else. */
      walletBalance: number;
      /** The wallet's version when read (null: no wallet yet). */
      walletVersion: number | null;
      /** The rows of `related` (given on PostgreSQL only) as read in the same statement. */
      related?: SeamlessTransactionsTable[];
    }
  | { found: 'expired' | 'unknown' };

/**
 * findWalletSession with, in the same query, the launching member session and its member's password columns: a bet
 * or a balance needs both, and they were two more round trips. A bet on PostgreSQL also reads in it the transactions
 * its round rules need (`related`, a subquery aggregated to JSON), one more round trip saved.
 */
const walletSessionSelect = (db: Db, tokenHash: string) =>
  db
    .selectFrom('seamless_sessions as game')
    .leftJoin('sessions as launcher', 'launcher.tokenHash', 'game.memberSessionHash')
    .leftJoin('members as member', 'member.id', 'launcher.memberId')
    .leftJoin('ledger_accounts as wallet', (join) =>
      join.on('wallet.id', '=', sql<string>`${sql.lit(WALLET_PREFIX)} || ${sql.ref('game.memberId')}`),
    )
    .selectAll('game')
    .select([
      'launcher.memberId as launcherMemberId',
      'launcher.lastSeenAt as launcherLastSeenAt',
      'launcher.expiresAt as launcherExpiresAt',
      'member.passwordHash as launcherPasswordHash',
      'member.passwordIsDefault as launcherPasswordIsDefault',
      'member.passwordChangedAt as launcherPasswordChangedAt',
      'member.breakEndsAt as launcherBreakEndsAt',
      'wallet.balanceMinor as walletBalance',
      'wallet.version as walletVersion',
    ])
    .where('game.tokenHash', '=', tokenHash);

/** The lookup without related transactions (a balance, any call on SQLite), prepared: the seamless calls' hot read. */
const walletSessionQuery = preparedQuery((db: Db, v: { tokenHash: string }) => walletSessionSelect(db, v.tokenHash));

type WalletSessionRow = Awaited<ReturnType<typeof walletSessionQuery>>['rows'][number];

export async function findWalletSessionWithLauncher(
  db: Db,
  token: string,
  now = Date.now(),
  related?: SelectQueryBuilder<Database, 'seamless_transactions', SeamlessTransactionsTable>,
): Promise<WalletSessionWithLauncher> {
  const tokenHash = sha256Hex(token);
  const row: (WalletSessionRow & { related?: SeamlessTransactionsTable[] }) | undefined = related
    ? await walletSessionSelect(db, tokenHash).select(jsonArrayFrom(related).as('related')).executeTakeFirst()
    : (await walletSessionQuery(db, { tokenHash })).rows[0];
  if (!row) return { found: 'unknown' };
  if (now >= Date.parse(row.expiresAt)) return { found: 'expired' };
  const {
    launcherMemberId,
    launcherLastSeenAt,
    launcherExpiresAt,
    launcherPasswordHash,
    launcherPasswordIsDefault,
    launcherPasswordChangedAt,
    launcherBreakEndsAt,
    walletBalance,
    walletVersion,
    related: relatedRows,
    ...session
  } = row;
  const launcher =
    launcherMemberId !== null &&
    launcherLastSeenAt !== null &&
    launcherExpiresAt !== null &&
    launcherPasswordHash !== null &&
    launcherPasswordIsDefault !== null &&
    launcherPasswordChangedAt !== null
      ? {
          memberId: launcherMemberId,
          lastSeenAt: launcherLastSeenAt,
          expiresAt: launcherExpiresAt,
          member: {
            passwordHash: launcherPasswordHash,
            passwordIsDefault: launcherPasswordIsDefault,
            passwordChangedAt: launcherPasswordChangedAt,
            breakEndsAt: launcherBreakEndsAt ?? null,
          },
        }
      : null;
  return {
    found: 'live',
    session,
    launcher,
    walletBalance: walletBalance ?? 0,
    walletVersion: walletVersion ?? null,
    ...(relatedRows ? { related: relatedRows } : {}),
  };
}

export async function findWalletSession(db: Db, token: string, now = Date.now()): Promise<WalletSessionLookup> {
  const session = await db.selectFrom('seamless_sessions').selectAll().where('tokenHash', '=', sha256Hex(token)).executeTakeFirst();
  if (!session) return { found: 'unknown' };
  if (now >= Date.parse(session.expiresAt)) return { found: 'expired' };
  return { found: 'live', session };
}
